import type { settings as english } from '../en/settings';
import type { Strings } from '../Strings';

export const settings: Strings<typeof english> = {
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
    'お使いのキーでサービスが許可する 1 秒あたりのリクエスト数を、0 より大きい数で入力してください (例: 10)。',
  burstProblem: '1 以上の整数でリクエスト数を入力してください (例: 20)。',
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
};
