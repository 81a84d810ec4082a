import type { settings as english } from '../../en/pane/settings';
import type { WordsLike } from '../../WordsLike';

export const settings: WordsLike<typeof english> = {
  connection: 'サービスへの接続方法',
  connectionApiKey: '自分の API キー',
  connectionRelay: '組織のリレー',
  relayUrl: '組織のリレー',
  relayUrlHint:
    '管理者から受け取ったアドレスです。サービスのキーはリレーが持ち、あなたはトークンでリレーに接続します。',
  relayToken: 'リレー トークン',
  relayTokenSaved:
    'トークンは保存済みです ({{masked}})。空欄のままなら保持し、新しいトークンを入力すると置き換えます。',
  relayTokenNone: 'トークンはまだ保存されていません。管理者が発行したトークンを入力してください。',
  signIn: {
    button: 'Microsoft でサインイン',
    hint: '組織のリレーには Microsoft アカウントでサインインします。トークンの入力は不要です。サインインが必要なセルはその旨を表示し、サインイン後に再計算されます。',
    signingIn: 'サインインしています…',
    done: '{{user}} としてサインインしました。PART のセルを再計算しています。',
    doneManual:
      '{{user}} としてサインインしました。計算方法が [手動] に設定されています。サインインを求めたセルを計算するには Ctrl+Alt+F9 を押してください。',
    doneNotCalculated:
      '{{user}} としてサインインしましたが、セルを再計算できませんでした: {{reason}} Ctrl+Alt+F9 を押して計算してください。',
    someone: 'Microsoft アカウント',
    notOffered:
      'このリレーでは、ここから Microsoft でサインインできません (またはこの Excel ではサインインできません)。代わりにリレー トークンを入力してください。',
  },
  apiKey: 'API キー',
  apiKeySaved:
    'キーは保存済みです ({{masked}})。空欄のままにするとそのまま使います。新しいキーを入力すると置き換えます。',
  apiKeyNone: 'キーはまだ保存されていません。サービスから発行されたキーを入力してください。',
  notSet: '未設定',
  serviceUrl: 'サービス URL',
  serviceUrlHint:
    '/api はアドインのホストの中継で、サービスに転送します。サービスは CORS ヘッダーを送らないため、ペインからサービスのアドレスを直接呼び出すことはできません。/api のままにしてください。',
  language: '言語',
  languageHint: 'サービスが答える言語です (リスト値、カテゴリ、結果)。画面ごとに別の指定がない限り使われます。',
  displayLanguage: '表示言語',
  displayLanguageHint: 'PartSpec 自身の表示に使う言語です。「自動」は Office (またはブラウザー) に合わせます。',
  automatic: '自動',
  rate: '1 秒あたりのリクエスト数',
  burst: 'バースト',
  burstHint: '同時に送れるリクエスト数',
  rateProblem:
    'お使いのキーでサービスが許可する 1 秒あたりのリクエスト数を、0 より大きく {{max, number}} 以下の数で入力してください (例: 10)。',
  burstProblem: '一度に送れるリクエスト数を、1 以上 {{max, number}} 以下の整数で入力してください (例: 20)。',
  save: '設定を保存',
  test: '接続をテスト',
  saving: '保存しています…',
  testing: 'テストしています…',
  saved: '設定を保存しました',
  units: {
    label: '新しいテーブルの単位',
    hint: 'どのテーブルでも、各フィールドの単位は 1 つに決まっています (寸法は mm、静電容量は µF など)。フィールドごとに別の単位を選べます。',
    field: 'フィールド',
    unitOf: '{{field}} の単位',
    chosen: '選んだ単位',
    item: '{{field}}: {{unit}}',
    reset: '{{field}}: 既定の単位に戻す',
    default: '{{unit}} (既定)',
    si: '{{unit}} (SI)',
  },
  snapshots: {
    label: 'スナップショット',
    modes: {
      auto: '自動',
      offline: 'オフライン',
      off: 'オフ',
    },
    hints: {
      auto: 'パーツごとに問い合わせるよりリクエストが少なくて済む場合はカテゴリ全体をダウンロードし、サービスに接続できないときは保存済みのスナップショットから回答します。',
      offline: '保存済みのスナップショットだけから回答し、下で更新しない限り何も送信しません。',
      off: 'スナップショットを使わず、保存もしません。回答はすべてサービスから取得します。',
    },
    maxAge: '有効期間 (時間)',
    maxAgeHint: 'これより古いスナップショットは、オフラインのときか、サービスに接続できないときだけ回答に使います。',
    maxAgeProblem: '0 より大きい時間数を入力してください (例: 24)。',
    kept: '保存済みのスナップショット',
    none: '保存済みのスナップショットはまだありません。大きなシートやカテゴリ全体のダウンロードで効果がある場合に、PartSpec が保存します。',
    offNone:
      'スナップショットがオフのため、PartSpec はスナップショットを使わず、保存もしません。保存済みのものはありません。',
    noStorage:
      'このブラウザー (またはこのバージョンの Excel) では、PartSpec はスナップショットを保存できません。回答はすべてサービスから取得します。',
    name: '{{category}} ({{lang}})',
    issued: '発行日時 {{date}}',
    contents_one: '{{size, number}} MB · 製品 {{count, number}} 件',
    contents_other: '{{size, number}} MB · 製品 {{count, number}} 件',
    stale: '有効期間を過ぎています。オフラインのときか、サービスに接続できないときだけ回答に使います。',
    issuedAge: '発行日時 {{date}} ({{age}})',
    staleAnswers:
      'その後、サービスが一部の部品について異なる回答をしています。オフラインのときか、サービスに接続できないときだけ回答に使います。',
    staleAhead: 'サービスの時計より先の日付です。オフラインのときか、サービスに接続できないときだけ回答に使います。',
    otherConnections: 'ほかの接続のために保持しているもの',
    keptFor: '{{service}} のために保持しています (現在の接続ではありません)。その接続に戻すと再び使います。',
    noneForThis:
      'この接続のスナップショットはまだありません。下のものはほかの接続のために保持しているもので、削除されていません。その接続に戻すと再び使います。',
    refresh: '更新',
    refreshLabel: '{{name}} を更新',
    delete: '削除',
    deleteLabel: '{{name}} を削除',
    cancel: 'キャンセル',
    cancelLabel: '{{name}} のダウンロードをキャンセル',
    downloading: 'ダウンロードしています…',
    deleting: '削除しています…',
    refreshed_one: '{{name}} をダウンロードし直しました: 製品 {{count, number}} 件、発行日時 {{date}}。',
    refreshed_other: '{{name}} をダウンロードし直しました: 製品 {{count, number}} 件、発行日時 {{date}}。',
    deleted: '{{name}} を削除しました。',
    notRefreshed: '{{name}} はダウンロードし直せませんでした。',
    notDeleted: '{{name}} は削除されませんでした。',
  },
  diagnostics: {
    heading: '診断情報',
    intro:
      '期待どおりに動かないときにお送りいただく情報です: Excel とその対応機能、設定とスナップショットの保存場所、サービスの応答、リクエスト制限の状態、最近のエラー。API キー、フィルター、品番は含まれません。',
    text: '診断情報のテキスト',
    copy: '診断情報をコピー',
    checkAgain: '再確認',
    gathering: '収集しています…',
    failed: '診断情報を収集できませんでした: {{reason}}',
    copied: 'クリップボードにコピーしました。報告に貼り付けてください。',
    notCopied:
      'Excel が PartSpec にクリップボードの使用を許可しませんでした。下のテキストを選択し (テキスト内で Ctrl+A または ⌘A)、コピーしてください。',
  },
  requirements: {
    title: 'このバージョンの Excel には、PartSpec が使う機能の一部がありません',
    excelApi1_9: '大きな表の書き込みに時間がかかり、BOM の更新では選択範囲を 1 つにする必要があります。',
    cfRuntime1_4: 'PART.CARD はカードではなく品番をテキストで返します。PART.SPEC などほかの関数は通常どおり使えます。',
    details: 'この Excel が対応する機能は [設定] > [診断情報] で確認できます。',
    dismiss: '閉じる',
  },
};
