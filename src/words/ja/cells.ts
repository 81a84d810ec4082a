import type { cells as en } from '../en/cells';
import type { WordsLike } from '../WordsLike';

export const cells: WordsLike<typeof en> = {
  quoted: '「{{value}}」',
  listSeparator: '、',
  reasonSeparator: '; ',
  settings: 'PartSpec 作業ウィンドウの [設定]',
  settingNames: {
    relayUrl: '組織のリレー',
    burst: 'バースト',
    units: '単位',
    displayLanguage: '表示言語',
    columnPresets: '列セット',
    snapshotMode: 'スナップショット',
    snapshotMaxAgeHours: 'スナップショットの有効期間',
  },
  tries: { one: 'リクエスト', many: '{{attempts}} 回の試行' },
  times: ' ({{attempts}} 回試行)',

  missingApiKey: 'API キーが設定されていません。{{settings}} を開いてキーを入力してください。',
  invalidApiKey:
    'API キーに空白、改行など、キーに使用できない文字が含まれています。{{settings}} を開いて入力し直してください。',
  apiKeyRefused: 'API キーが拒否されました (403)。{{settings}} を開いて、キーとサービス URL を確認してください。',
  accessToken: {
    missing:
      '組織のリレーにサインインしていません。{{settings}} を開いて、サインインするかリレー トークンを入力してください。',
    invalid: 'リレー トークンに、要求に含められない文字が含まれています。{{settings}} を開いて入力し直してください。',
    refused:
      'リレーがサインインを拒否しました (401)。{{settings}} を開いて、サインインし直すか新しいリレー トークンを入力してください。',
    unavailable: '組織のリレーへのサインインが完了しませんでした。{{settings}} を開いてサインインし直してください。',
    signInRequired:
      'PartSpec のペインからサインインしてください。{{settings}} を開いて [Microsoft でサインイン] を押すと、サインイン後にこのセルが再計算されます。',
  },
  badRequest: 'サービスがクエリを拒否しました: {{message}}',
  description: {
    nothingUnread:
      '{{text}} には静電容量もインダクタンスも書かれていません。100nF、4.7uH、104 のような値で書いてください。',
    unread:
      '{{text}} から値を読み取れません。{{unread}}。静電容量かインダクタンスを 100nF、4.7uH、104 のように書いてください。',
  },
  cannotPage: {
    urlLimit: 'この検索は URL の上限内でページに分けて取得できません。フィルターを短くしてください。',
    unpageable:
      'サービスの応答のため、この検索はページに分けて取得できません。2000 件以内になるようフィルターを絞り込んでください。',
  },
  downloadRefused: {
    expired:
      'ダウンロード アドレスの有効期限が切れました (有効期間は 7 日)。再計算して新しいアドレスを取得してください。',
    refused: 'ダウンロード アドレスが拒否されました (403)。再計算して新しいアドレスを取得してください。',
    gone: 'カテゴリ ファイルがもうありません (404)。再計算して新しいアドレスを取得してください。',
    failed: 'カテゴリ ファイルをダウンロードできませんでした ({{status}})。しばらくしてからもう一度お試しください。',
  },
  filter: '{{problem}} ({{position}} 文字目)',
  incompleteLookup: '{{total}} 件中 {{failed}} 件の品番を照会できませんでした。{{cause}}',
  incompleteSearch: '一致する製品のうち {{arrived}} 件しか届きませんでした。{{cause}}',
  network: {
    sentence:
      '{{after}}{{origin}} のサービスに接続できませんでした{{reason}}。{{settings}} のサービス URL とネットワーク接続を確認してください。',
    after: '{{attempts}} 回試行しましたが、',
    reason: ' ({{reason}})',
  },
  notFound: '「{{what}}」 はサービス上に存在しません (404)。{{settings}} のサービス URL を確認してください。',
  notInSnapshots:
    'オフラインで、{{categories}} ({{lang}}) のスナップショットが保存されていません。PartSpec 作業ウィンドウの [設定] でスナップショットを [自動] にするか、オンラインのときにカテゴリをダウンロードしてください。',
  rateLimit:
    'サービスのリクエスト上限に達し、{{tries}}が通りませんでした (429)。1 分ほど待って再計算するか、{{settings}} でリクエスト レートを下げてください。',
  redirectRefused: {
    sentence:
      'サービス URL が{{to}}リダイレクトを返しました。キーを守るため PartSpec は従いません。それがサービスであれば、{{settings}} に入力してください。',
    to: ' {{location}} への',
  },
  responseFormat: {
    sentence: 'サービスから想定外の形式で応答がありました ({{problem}})。{{next}}',
    cut: 'しばらくしてからもう一度お試しください。',
    whole: '{{settings}} のサービス URL を確認してください。',
  },
  service:
    'サービスで問題が発生し ({{status}})、{{tries}}に応答がありませんでした。しばらくしてからもう一度お試しください。',
  serviceUrl: {
    sentence: 'PartSpec の設定のサービス URL は使用できません。{{settings}} を開いて、{{instead}}。',
    instead: {
      notWebAddress: 'https:// で始まるアドレスか、/api のようなパスを入力してください',
      credentialsInAddress: 'ユーザー名とパスワード (「@」より前の部分) を除いたアドレスを入力してください',
      queryInAddress: '「?」や「#」以降を除いたアドレスを入力してください',
    },
  },
  snapshotDamaged:
    '保存されていた {{category}} ({{lang}}) のスナップショットが壊れていたため削除しました。サービスが応答します。',
  snapshotsUnavailable: {
    noWebCrypto: 'スナップショットには https で提供されるページが必要です。サービスが応答します。',
    off: 'ここではスナップショットはオフです。サービスが応答します。',
  },
  timeout: {
    answer:
      'サービスから {{time}} 以内に応答がありませんでした{{times}}。しばらくしてからもう一度お試しいただくか、要求を絞り込んでください。',
    fileIdle:
      'カテゴリ ファイルの受信が止まりました。{{time}} の間、何も届きませんでした{{times}}。しばらくしてからもう一度お試しください。',
    fileDeadline:
      'カテゴリ ファイルが {{time}} 以内にすべて届きませんでした{{times}}。しばらくしてからもう一度お試しください。',
  },
  unexpectedStatus: 'サービスが想定外の {{status}} を返しました。{{settings}} のサービス URL を確認してください。',
  unknownField: {
    empty: 'フィールド名が空です。PART.FIELDS() で一覧できます。',
    underAnother: '不明なフィールド {{name}}: {{field}} と書いてください。',
    suggested: '不明なフィールド {{name}}。{{suggestions}} のことですか?',
    alone: '不明なフィールド {{name}}。PART.FIELDS() で一覧できます。',
  },
  unsafeValue: {
    notSearchItem: '{{quotedItem}} は検索項目ではありません。',
    wrongType: '{{item}} には{{type}}を指定してください ({{value}} は使用できません)。',
    wrongTypeUntyped: '{{item}} に {{value}} は指定できません。',
    operator: '{{item}} は {{operator}} で比較できません。',
    noValues: '{{item}} の条件に値がありません。1 つ以上指定してください。',
    empty: '{{item}} の値が空です。値を指定するか、条件を外してください。',
    quote: "{{item}} の値 {{value}} に ' が含まれています。クエリに含められないため、外してください。",
    separator: '{{item}} の値 {{value}} に | が含まれています。サービスは 2 つの値として読むため、外してください。',
    brokenCharacter: '{{item}} の値 {{value}} に壊れた文字があります。入力し直してください。',
    notFinite: '{{item}} の値は有限の数値にしてください ({{value}} は使用できません)。',
    unknownKind: '{{item}} の条件は PartSpec が送信できない種類です。',
    other: '{{item}} の値 {{value}} はそのままではサービスに送信できません。',
    itemTypes: { string: 'テキスト', double: '数値', boolean: 'TRUE か FALSE' },
  },
  urlTooLong: {
    sent: 'リクエストがサービスにとって長すぎます (414、{{length}} 文字)。1 つの条件の値を減らしてください。',
    unsent:
      'リクエストが {{length}} 文字になり、このサービスの上限{{limit}}を超えます。1 つの条件の値を減らしてください。',
    limit: ' {{limit}} 文字',
  },

  settingsError: {
    sentence: 'PartSpec の設定の{{setting}}は使用できません{{given}}。{{settings}} を開いて修正してください。',
    given: ' ({{given}})',
  },
  snapshotStore: {
    quotaExceeded:
      'ストレージがいっぱいのため、スナップショットを保存できませんでした。PartSpec 作業ウィンドウの [設定] でスナップショットを削除してください。',
    refused:
      'このブラウザーまたは Excel がストレージを許可しないため、スナップショットを保存できません。サービスが応答します。',
  },
  workbook: 'PartSpec はブックを使用できませんでした: {{message}}',

  cancelled: 'キャンセルしました。',
  unexpected: '問題が発生しました: {{message}} 再計算してください。再び発生する場合は、Excel を再起動してください。',

  languageNotKnown: '言語は en、ja、zh のいずれかにしてください ({{given}} は使用できません)。',
  noFieldNames: 'フィールド名を 1 つ以上指定してください (例: "Capacitance"。PART.FIELDS() で一覧できます)。',
  tooManyFields:
    'フィールド名が {{count}} 個指定されました。列にできるのは最大 {{max}} 個 (各フィールド 1 回) です。必要なフィールドを 1 回ずつ指定してください。',
  partNotFound: '品番が見つかりません: {{partno}}',
  maxRowsNotWhole: 'maxRows には 1 以上の整数の行数を指定してください ({{given}} は使用できません)。',
  unknownCategory: '不明なカテゴリ {{given}}。{{categories}} のいずれかを使用してください。',
  notBottomCategory: '{{given}} は一括でダウンロードできません。{{categories}} のいずれかを使用してください。',
  conditionCounts:
    '項目と同じ数の演算子と値を指定してください (項目 {{items}} 個、演算子 {{operators}} 個、値 {{values}} 個)。',
  noPartno: '品番を指定してください (例: A2)。',
  entityWithoutPartno:
    '{{name}} は品番 (Partno) を持たないデータ型です。品番か、PART.CARD のカードを指定してください。',
  dataTypeNotText:
    '{{name}} はデータ型ですが、ここにはテキストか数値が必要です。値そのもの (カードのプロパティ、例: =B2.Capacitance) を指定してください。',
  conditionProblem: {
    at: '条件 {{row}}',
    notSearchItem: '{{at}}: {{quotedItem}} は検索項目ではありません。',
    notSearchItemNear: '{{at}}: {{quotedItem}} は検索項目ではありません。{{suggestions}} のことですか?',
    operator: '{{at}}: {{item}} は {{value}} で比較できません。{{allowed}} を使用してください。',
    empty: '{{at}}: {{item}} の値を指定してください。',
    notQuantity: '{{at}}: {{value}} は {{item}} の値ではありません。{{example}} のように書いてください。',
    notQuantityPlain: '{{at}}: {{value}} は {{item}} の値ではありません。数値 のように書いてください。',
    notListed: '{{at}}: {{value}} は {{item}} の値ではありません: {{allowed}}。',
    notYesNo: '{{at}}: {{item}} は TRUE か FALSE で指定してください。',
    quote:
      "{{at}}: {{item}} の値の {{position}} 文字目に ' があり、サービスでは検索できません。その前後のテキストを contains で検索してください。",
    character: '{{at}}: {{item}} の値 {{value}} は送信できません。入力し直してください。',
  },

  moreThanMaxRows: '表示した {{limit}} 件より多くの製品が該当します。maxRows を増やすか、条件を絞り込んでください。',
  moreThanOneRequest:
    '{{max}} 件を超える製品が該当します。条件を絞り込むか、すべて取得するには maxRows (例: 50000) を指定してください。',
  resultCut: {
    sentence: '{{first}}を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。{{todo}}',
    first: {
      products: '製品 {{total}} 件のうち最初の {{kept}} 件',
      cards: 'カード {{total}} 件のうち最初の {{kept}} 件',
      dropIns: '代替品 {{total}} 件のうち最初の {{kept}} 件',
      lines: '{{total}} 行のうち最初の {{kept}} 行',
      parts: '部品 {{total}} 件のうち最初の {{kept}} 件',
    },
    todo: {
      products: 'フィールドを減らすか条件を絞り込むか、PartSpec ペインの [検索] からシートに挿入してください。',
      range: '範囲を分けてください。',
      dropIns: 'フィールドを減らすか maxRows を小さくしてください。',
      parts: 'count を小さくしてください。',
    },
  },
  moreEquivalents: 'ほかに {{count}} 件あります。表示するには maxRows を増やしてください。',
  noDropIn: {
    none: '{{partno}} の量産中の置き換え品 (ドロップイン) はありません。',
    toCheck: {
      one: '{{none}}確認が必要な品番が 1 件あります: {{partno}} を選択し、PartSpec 作業ウィンドウの「同等品を探す」を使ってください。',
      other:
        '{{none}}確認が必要な品番が {{count}} 件あります: {{partno}} を選択し、PartSpec 作業ウィンドウの「同等品を探す」を使ってください。',
    },
  },

  bodySizeNotInCatalogue: {
    sentence: 'この本体寸法 ({{body}}) の部品はカタログにありません{{family}}',
    family: ' ({{family}})',
  },
  noMatch: { sentence: '{{text}} に合う部品はありません{{stated}}。', stated: ' (検索条件: {{stated}})' },
  countNotWhole: 'count には 1 から {{max}} までの整数の部品数を指定してください ({{given}} は使用できません)。',
  footprintCount:
    'フットプリントは 1 つ (全行共通) か、説明と同じ数だけ指定してください (説明 {{descriptions}} 個、フットプリント {{footprints}} 個)。',
};
