import { bodyText, waitText } from '../../core';
import { ja as catalogue } from '../../words';
import type { CellWords } from './CellWords';
import { leadedInductorLine, outOfScopeLine } from './catalogueMatchLines';
import { shown, visible } from './shown';

const SETTINGS = 'PartSpec 作業ウィンドウの [設定]';
const q = (value: unknown): string => `「${shown(value)}」`;
const tries = (attempts: number): string => (attempts === 1 ? 'リクエスト' : `${attempts} 回の試行`);
const times = (attempts: number): string => (attempts === 1 ? '' : ` (${attempts} 回試行)`);

export const ja: CellWords = {
  catalogue,
  quoted: (value) => `「${value}」`,
  listSeparator: '、',
  settingNames: {
    connection: '接続方法',
    apiKey: 'API キー',
    serviceUrl: 'サービス URL',
    relayUrl: '組織のリレー',
    relayToken: 'リレー トークン',
    lang: '言語',
    ratePerSecond: 'リクエスト レート',
    burst: 'バースト',
    units: '単位',
    displayLanguage: '表示言語',
    columnPresets: '列セット',
    snapshotMode: 'スナップショット',
    snapshotMaxAgeHours: 'スナップショットの有効期間',
  },

  missingApiKey: () => `API キーが設定されていません。${SETTINGS} を開いてキーを入力してください。`,
  invalidApiKey: () =>
    `API キーに空白、改行など、キーに使用できない文字が含まれています。${SETTINGS} を開いて入力し直してください。`,
  accessToken: (problem) =>
    ({
      missing: `組織のリレーにサインインしていません。${SETTINGS} を開いて、サインインするかリレー トークンを入力してください。`,
      invalid: `リレー トークンに、要求に含められない文字が含まれています。${SETTINGS} を開いて入力し直してください。`,
      refused: `リレーがサインインを拒否しました (401)。${SETTINGS} を開いて、サインインし直すか新しいリレー トークンを入力してください。`,
      unavailable: `組織のリレーへのサインインが完了しませんでした。${SETTINGS} を開いてサインインし直してください。`,
      signInRequired: `PartSpec のペインからサインインしてください。${SETTINGS} を開いて [Microsoft でサインイン] を押すと、サインイン後にこのセルが再計算されます。`,
    })[problem],
  apiKeyRefused: () => `API キーが拒否されました (403)。${SETTINGS} を開いて、キーとサービス URL を確認してください。`,
  badRequest: (error) => `サービスがクエリを拒否しました: ${visible(error.serviceMessage)}`,
  description: (error, unread) =>
    unread === ''
      ? `${q(error.text)} には静電容量もインダクタンスも書かれていません。100nF、4.7uH、104 のような値で書いてください。`
      : `${q(error.text)} から値を読み取れません。読めなかった語: ${unread}。静電容量かインダクタンスを 100nF、4.7uH、104 のように書いてください。`,
  cannotPage: (error) =>
    error.reason === 'urlLimit'
      ? 'この検索は URL の上限内でページに分けて取得できません。フィルターを短くしてください。'
      : 'サービスの応答のため、この検索はページに分けて取得できません。2000 件以内になるようフィルターを絞り込んでください。',
  downloadRefused: (error) => {
    switch (error.reason) {
      case 'expired':
        return 'ダウンロード アドレスの有効期限が切れました (有効期間は 7 日)。再計算して新しいアドレスを取得してください。';
      case 'refused':
        return 'ダウンロード アドレスが拒否されました (403)。再計算して新しいアドレスを取得してください。';
      case 'gone':
        return 'カテゴリ ファイルがもうありません (404)。再計算して新しいアドレスを取得してください。';
      case 'failed':
        return `カテゴリ ファイルをダウンロードできませんでした (${error.status})。しばらくしてからもう一度お試しください。`;
    }
  },
  filter: (error) => `${error.problem} (${error.position + 1} 文字目)`,
  incompleteLookup: (failed, total, cause) => `${total} 件中 ${failed} 件の品番を照会できませんでした。${cause}`,
  incompleteSearch: (arrived, cause) => `一致する製品のうち ${arrived} 件しか届きませんでした。${cause}`,
  network: (error) => {
    const after = error.attempts > 1 ? `${error.attempts} 回試行しましたが、` : '';
    const reason = error.reason ? ` (${visible(error.reason)})` : '';
    return `${after}${visible(error.origin)} のサービスに接続できませんでした${reason}。${SETTINGS} のサービス URL とネットワーク接続を確認してください。`;
  },
  notFound: (error) =>
    `${q(error.what)} はサービス上に存在しません (404)。${SETTINGS} のサービス URL を確認してください。`,
  notInSnapshots: (error) =>
    `オフラインで、${error.missing.join('、')} (${error.lang}) のスナップショットが保存されていません。${SETTINGS} でスナップショットを [自動] にするか、オンラインのときにカテゴリをダウンロードしてください。`,
  rateLimit: (error) =>
    `サービスのリクエスト上限に達し、${tries(error.attempts)}が通りませんでした (429)。1 分ほど待って再計算するか、${SETTINGS} でリクエスト レートを下げてください。`,
  redirectRefused: (error) =>
    `サービス URL が${error.location ? ` ${visible(error.location)} への` : ''}リダイレクトを返しました。キーを守るため PartSpec は従いません。それがサービスであれば、${SETTINGS} に入力してください。`,
  responseFormat: (error) =>
    `サービスから想定外の形式で応答がありました (${visible(error.problem)})。${error.truncated ? 'しばらくしてからもう一度お試しください。' : `${SETTINGS} のサービス URL を確認してください。`}`,
  service: (error) =>
    `サービスで問題が発生し (${error.status})、${tries(error.attempts)}に応答がありませんでした。しばらくしてからもう一度お試しください。`,
  serviceUrl: (error) => {
    const instead = {
      notWebAddress: 'https:// で始まるアドレスか、/api のようなパスを入力してください',
      credentialsInAddress: 'ユーザー名とパスワード (「@」より前の部分) を除いたアドレスを入力してください',
      queryInAddress: '「?」や「#」以降を除いたアドレスを入力してください',
    }[error.problem];
    return `PartSpec の設定のサービス URL は使用できません。${SETTINGS} を開いて、${instead}。`;
  },
  snapshotDamaged: (error) =>
    `保存されていた ${error.category} (${error.lang}) のスナップショットが壊れていたため削除しました。サービスが応答します。`,
  snapshotsUnavailable: (error) =>
    error.reason === 'noWebCrypto'
      ? 'スナップショットには https で提供されるページが必要です。サービスが応答します。'
      : 'ここではスナップショットはオフです。サービスが応答します。',
  timeout: (error) => {
    const time = waitText(error.timeoutMs);
    switch (error.subject) {
      case 'fileIdle':
        return `カテゴリ ファイルの受信が止まりました。${time} の間、何も届きませんでした${times(error.attempts)}。しばらくしてからもう一度お試しください。`;
      case 'fileDeadline':
        return `カテゴリ ファイルが ${time} 以内にすべて届きませんでした${times(error.attempts)}。しばらくしてからもう一度お試しください。`;
      default:
        return `サービスから ${time} 以内に応答がありませんでした${times(error.attempts)}。しばらくしてからもう一度お試しいただくか、要求を絞り込んでください。`;
    }
  },
  unexpectedStatus: (error) =>
    `サービスが想定外の ${error.status} を返しました。${SETTINGS} のサービス URL を確認してください。`,
  unknownField: (error) => {
    const name = error.given.trim();
    if (name === '') return 'フィールド名が空です。PART.FIELDS() で一覧できます。';
    if (error.field !== undefined) return `不明なフィールド ${q(name)}: ${error.field} と書いてください。`;
    return error.suggestions.length > 0
      ? `不明なフィールド ${q(name)}。${error.suggestions.join('、')} のことですか?`
      : `不明なフィールド ${q(name)}。PART.FIELDS() で一覧できます。`;
  },
  unsafeValue: (error) => {
    const { item } = error;
    const value = Array.isArray(error.value) ? error.value.map(q).join('、') : q(error.value);
    switch (error.reason) {
      case 'notSearchItem':
        return `${q(item)} は検索項目ではありません。`;
      case 'wrongType':
        return error.itemType
          ? `${item} には${{ string: 'テキスト', double: '数値', boolean: 'TRUE か FALSE' }[error.itemType]}を指定してください (${value} は使用できません)。`
          : `${item} に ${value} は指定できません。`;
      case 'operator':
        return `${item} は ${q(error.operator ?? '')} で比較できません。`;
      case 'noValues':
        return `${item} の条件に値がありません。1 つ以上指定してください。`;
      case 'empty':
        return `${item} の値が空です。値を指定するか、条件を外してください。`;
      case 'quote':
        return `${item} の値 ${value} に ' が含まれています。クエリに含められないため、外してください。`;
      case 'separator':
        return `${item} の値 ${value} に | が含まれています。サービスは 2 つの値として読むため、外してください。`;
      case 'brokenCharacter':
        return `${item} の値 ${value} に壊れた文字があります。入力し直してください。`;
      case 'notFinite':
        return `${item} の値は有限の数値にしてください (${value} は使用できません)。`;
      case 'unknownKind':
        return `${item} の条件は PartSpec が送信できない種類です。`;
      case 'other':
        return `${item} の値 ${value} はそのままではサービスに送信できません。`;
    }
  },
  urlTooLong: (error) =>
    error.sent
      ? `リクエストがサービスにとって長すぎます (414、${error.length} 文字)。1 つの条件の値を減らしてください。`
      : `リクエストが ${error.length} 文字になり、このサービスの上限${error.limit === undefined ? '' : ` ${error.limit} 文字`}を超えます。1 つの条件の値を減らしてください。`,

  settings: (error) => {
    const given = error.given === undefined || error.problem === 'credentialsInAddress' ? '' : ` (${q(error.given)})`;
    return `PartSpec の設定の${ja.settingNames[error.setting]}は使用できません${given}。${SETTINGS} を開いて修正してください。`;
  },
  snapshotStore: (error) =>
    error.problem === 'quotaExceeded'
      ? `ストレージがいっぱいのため、スナップショットを保存できませんでした。${SETTINGS} でスナップショットを削除してください。`
      : 'このブラウザーまたは Excel がストレージを許可しないため、スナップショットを保存できません。サービスが応答します。',
  workbook: (message) => `PartSpec はブックを使用できませんでした: ${shown(message)}`,

  cancelled: () => 'キャンセルしました。',
  unexpected: (message) =>
    `問題が発生しました: ${shown(message)} 再計算してください。再び発生する場合は、Excel を再起動してください。`,

  languageNotKnown: (given) => `言語は en、ja、zh のいずれかにしてください (${q(given)} は使用できません)。`,
  noFieldNames: () => 'フィールド名を 1 つ以上指定してください (例: "Capacitance"。PART.FIELDS() で一覧できます)。',
  tooManyFields: (count, max) =>
    `フィールド名が ${count} 個指定されました。列にできるのは最大 ${max} 個 (各フィールド 1 回) です。必要なフィールドを 1 回ずつ指定してください。`,
  partNotFound: (partno) => `品番が見つかりません: ${shown(partno)}`,
  maxRowsNotWhole: (given) => `maxRows には 1 以上の整数の行数を指定してください (${q(given)} は使用できません)。`,
  unknownCategory: (given, categories) => `不明なカテゴリ ${q(given)}。${categories} のいずれかを使用してください。`,
  notBottomCategory: (given, categories) =>
    `${q(given)} は一括でダウンロードできません。${categories} のいずれかを使用してください。`,
  conditionCounts: (items, operators, values) =>
    `項目と同じ数の演算子と値を指定してください (項目 ${items} 個、演算子 ${operators} 個、値 ${values} 個)。`,
  noPartno: () => '品番を指定してください (例: A2)。',
  entityWithoutPartno: (name) =>
    `${q(name)} は品番 (Partno) を持たないデータ型です。品番か、PART.CARD のカードを指定してください。`,
  dataTypeNotText: (name) =>
    `${q(name)} はデータ型ですが、ここにはテキストか数値が必要です。値そのもの (カードのプロパティ、例: =B2.Capacitance) を指定してください。`,
  conditionProblem: (problem, row) => {
    const { item } = problem;
    const value = problem.value ?? '';
    const at = `条件 ${row}`;
    switch (problem.kind) {
      case 'notSearchItem': {
        const near = problem.suggestions ?? [];
        return `${at}: ${q(item)} は検索項目ではありません。${near.length > 0 ? `${near.join('、')} のことですか?` : ''}`;
      }
      case 'operator':
        return `${at}: ${item} は ${q(value)} で比較できません。${(problem.allowed ?? []).join('、')} を使用してください。`;
      case 'empty':
        return `${at}: ${item} の値を指定してください。`;
      case 'notQuantity':
        return `${at}: ${q(value)} は ${item} の値ではありません。${problem.example ?? '数値'} のように書いてください。`;
      case 'notListed':
      case 'notCategory':
        return `${at}: ${q(value)} は ${item} の値ではありません: ${(problem.allowed ?? []).join('、')}。`;
      case 'notYesNo':
        return `${at}: ${item} は TRUE か FALSE で指定してください。`;
      case 'quote':
        return `${at}: ${item} の値の ${(problem.position ?? 0) + 1} 文字目に ' があり、サービスでは検索できません。その前後のテキストを contains で検索してください。`;
      case 'separator':
      case 'brokenCharacter':
      case 'character':
        return `${at}: ${item} の値 ${q(value)} は送信できません。入力し直してください。`;
    }
  },

  moreThanMaxRows: (limit) =>
    `表示した ${limit} 件より多くの製品が該当します。maxRows を増やすか、条件を絞り込んでください。`,
  moreThanOneRequest: (max) =>
    `${max} 件を超える製品が該当します。条件を絞り込むか、すべて取得するには maxRows (例: 50000) を指定してください。`,
  resultCut: (what, kept, total) => {
    const shownPart = {
      products: `製品 ${total} 件のうち最初の ${kept} 件`,
      cards: `カード ${total} 件のうち最初の ${kept} 件`,
      dropIns: `代替品 ${total} 件のうち最初の ${kept} 件`,
      lines: `${total} 行のうち最初の ${kept} 行`,
      parts: `部品 ${total} 件のうち最初の ${kept} 件`,
    }[what];
    const todo = {
      products: 'フィールドを減らすか条件を絞り込むか、PartSpec ペインの [検索] からシートに挿入してください。',
      cards: '範囲を分けてください。',
      dropIns: 'フィールドを減らすか maxRows を小さくしてください。',
      lines: '範囲を分けてください。',
      parts: 'count を小さくしてください。',
    }[what];
    return `${shownPart}を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。${todo}`;
  },
  moreEquivalents: (count) => `ほかに ${count} 件あります。表示するには maxRows を増やしてください。`,
  noDropIn: (partno, toCheck) => {
    const none = `${shown(partno)} の量産中の置き換え品 (ドロップイン) はありません。`;
    if (toCheck === 0) return none;
    return `${none}確認が必要な品番が ${toCheck} 件あります: ${shown(partno)} を選択し、PartSpec 作業ウィンドウの「同等品を探す」を使ってください。`;
  },
  reasonSeparator: '; ',
  outOfScope: (outOfScope) => outOfScopeLine(catalogue, outOfScope),
  notInCatalogue: (reason) =>
    reason.kind === 'bodySize'
      ? `この本体寸法 (${bodyText(reason.body)}) の部品はカタログにありません${reason.family ? ` (${reason.family})` : ''}`
      : leadedInductorLine(catalogue, reason),
  noMatch: (text, stated) => `${q(text)} に合う部品はありません${stated === '' ? '' : ` (検索条件: ${stated})`}。`,
  countNotWhole: (given, max) =>
    `count には 1 から ${max} までの整数の部品数を指定してください (${q(given)} は使用できません)。`,
  footprintCount: (descriptions, footprints) =>
    `フットプリントは 1 つ (全行共通) か、説明と同じ数だけ指定してください (説明 ${descriptions} 個、フットプリント ${footprints} 個)。`,
};
