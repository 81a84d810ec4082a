// Every sentence a cell says, in each display language, pinned word for word: each of CellWords' messages and
// each of their branches, with values long enough to be cut short and holding an invisible character. Where
// the sentences are written may change; what a cell says may not.

import type {
  BadRequestError,
  CannotPageError,
  ConditionProblem,
  DescriptionError,
  DownloadRefusedError,
  FilterError,
  NetworkError,
  NotFoundError,
  NotInSnapshotsError,
  RateLimitError,
  RedirectRefusedError,
  ResponseFormatError,
  ServiceError,
  ServiceUrlError,
  SnapshotDamagedError,
  SnapshotsUnavailableError,
  TimeoutError,
  UnexpectedStatusError,
  UnknownFieldError,
  UnsafeValueError,
  UrlTooLongError,
} from '../../../../src/core';
import { CELL_WORDS } from '../../../../src/functions/excelErrors';
import type { CellWords } from '../../../../src/functions/words/CellWords';
import type { Settings, SettingsError } from '../../../../src/office/settings';
import type { SnapshotStoreError } from '../../../../src/office/snapshots';

/** A value longer than a message repeats (shown cuts it at 40 characters), with an invisible character in it. */
const LONG = `GRM188R71C104KA01D-with-a-very-long-tail\u202Eand-more-after-it`;

/** Each case: a label, and the sentence it asks of a language's cell words. */
type SentenceCase = readonly [string, (words: CellWords) => string];

const SETTINGS: readonly (keyof Settings)[] = [
  'connection',
  'apiKey',
  'serviceUrl',
  'relayUrl',
  'relayToken',
  'lang',
  'ratePerSecond',
  'burst',
  'units',
  'displayLanguage',
  'columnPresets',
  'snapshotMode',
  'snapshotMaxAgeHours',
];

const condition = (problem: Partial<ConditionProblem>): ConditionProblem =>
  ({ item: 'RatedVoltage', message: 'core', ...problem }) as ConditionProblem;
const unsafe = (error: Partial<UnsafeValueError>): UnsafeValueError =>
  ({ item: 'Capacitance', value: 'x|y', ...error }) as UnsafeValueError;

const SENTENCE_CASES: readonly SentenceCase[] = [
  ['quoted', (w) => w.quoted('X7R')],
  ['listSeparator', (w) => `a${w.listSeparator}b`],
  ['reasonSeparator', (w) => `a${w.reasonSeparator}b`],
  ['missingApiKey', (w) => w.missingApiKey()],
  ['invalidApiKey', (w) => w.invalidApiKey()],
  ['apiKeyRefused', (w) => w.apiKeyRefused()],
  ...(['missing', 'invalid', 'refused', 'unavailable', 'signInRequired'] as const).map((problem): SentenceCase => [
    `accessToken ${problem}`,
    (w) => w.accessToken(problem),
  ]),
  ['badRequest', (w) => w.badRequest({ serviceMessage: 'Bad \u202E$filter' } as BadRequestError)],
  ['description, nothing unread', (w) => w.description({ text: LONG } as DescriptionError, '')],
  ['description, words unread', (w) => w.description({ text: '0402 X7R' } as DescriptionError, '"AEC", "Q200"')],
  ...(['urlLimit', 'noProducts', 'noProgress', 'outOfOrder'] as const).map((reason): SentenceCase => [
    `cannotPage ${reason}`,
    (w) => w.cannotPage({ reason } as CannotPageError),
  ]),
  ...(['expired', 'refused', 'gone', 'failed'] as const).map((reason): SentenceCase => [
    `downloadRefused ${reason}`,
    (w) => w.downloadRefused({ reason, status: 500 } as DownloadRefusedError),
  ]),
  ['filter', (w) => w.filter({ problem: 'Unknown operator "eqq"', position: 11 } as FilterError)],
  ['incompleteLookup', (w) => w.incompleteLookup(3, 10, 'The cause.')],
  ['incompleteSearch', (w) => w.incompleteSearch(1200, 'The cause.')],
  ['network, once, no reason', (w) => w.network({ origin: 'https://a.example', attempts: 1 } as NetworkError)],
  [
    'network, three attempts, a reason',
    (w) => w.network({ origin: 'https://a.example', attempts: 3, reason: 'ECONNREFUSED' } as NetworkError),
  ],
  ['notFound', (w) => w.notFound({ what: '/v2/products' } as NotFoundError)],
  [
    'notFound, a path longer than a value shown',
    (w) => w.notFound({ what: '/api/v2/products/getproductdatadownloadurl' } as NotFoundError),
  ],
  [
    'notInSnapshots',
    (w) => w.notInSnapshots({ missing: ['capacitors', 'inductors'], lang: 'ja' } as unknown as NotInSnapshotsError),
  ],
  ['rateLimit, once', (w) => w.rateLimit({ attempts: 1 } as RateLimitError)],
  ['rateLimit, four attempts', (w) => w.rateLimit({ attempts: 4 } as RateLimitError)],
  ['redirectRefused, nowhere', (w) => w.redirectRefused({} as RedirectRefusedError)],
  [
    'redirectRefused, to an address',
    (w) => w.redirectRefused({ location: 'https://b.example/x' } as RedirectRefusedError),
  ],
  ['responseFormat, cut', (w) => w.responseFormat({ problem: 'no JSON', truncated: true } as ResponseFormatError)],
  ['responseFormat, whole', (w) => w.responseFormat({ problem: 'no JSON', truncated: false } as ResponseFormatError)],
  ['service, once', (w) => w.service({ status: 503, attempts: 1 } as ServiceError)],
  ['service, three attempts', (w) => w.service({ status: 503, attempts: 3 } as ServiceError)],
  ...(['notWebAddress', 'credentialsInAddress', 'queryInAddress'] as const).map((problem): SentenceCase => [
    `serviceUrl ${problem}`,
    (w) => w.serviceUrl({ problem } as ServiceUrlError),
  ]),
  [
    'snapshotDamaged',
    (w) => w.snapshotDamaged({ category: 'capacitors', lang: 'en' } as unknown as SnapshotDamagedError),
  ],
  [
    'snapshotsUnavailable noWebCrypto',
    (w) => w.snapshotsUnavailable({ reason: 'noWebCrypto' } as unknown as SnapshotsUnavailableError),
  ],
  [
    'snapshotsUnavailable otherwise',
    (w) => w.snapshotsUnavailable({ reason: 'other' } as unknown as SnapshotsUnavailableError),
  ],
  ...(['answer', 'fileIdle', 'fileDeadline'] as const).flatMap((subject): SentenceCase[] => [
    [`timeout ${subject}, once`, (w) => w.timeout({ subject, timeoutMs: 30_000, attempts: 1 } as TimeoutError)],
    [`timeout ${subject}, twice`, (w) => w.timeout({ subject, timeoutMs: 1_200_000, attempts: 2 } as TimeoutError)],
  ]),
  ['unexpectedStatus', (w) => w.unexpectedStatus({ status: 418 } as UnexpectedStatusError)],
  ['unknownField empty', (w) => w.unknownField({ given: '  ', suggestions: [] } as unknown as UnknownFieldError)],
  [
    'unknownField under another object',
    (w) =>
      w.unknownField({ given: 'Value', field: 'Capacitance.Value', suggestions: [] } as unknown as UnknownFieldError),
  ],
  [
    'unknownField with suggestions',
    (w) =>
      w.unknownField({
        given: ' Capacitence ',
        suggestions: ['Capacitance', 'CapacitanceTolerance'],
      } as unknown as UnknownFieldError),
  ],
  ['unknownField alone', (w) => w.unknownField({ given: LONG, suggestions: [] } as unknown as UnknownFieldError)],
  ['unsafeValue notSearchItem', (w) => w.unsafeValue(unsafe({ reason: 'notSearchItem', item: 'Colour' }))],
  ...(['string', 'double', 'boolean'] as const).map((itemType): SentenceCase => [
    `unsafeValue wrongType ${itemType}`,
    (w) => w.unsafeValue(unsafe({ reason: 'wrongType', itemType, value: ['a', LONG] })),
  ]),
  ['unsafeValue wrongType untyped', (w) => w.unsafeValue(unsafe({ reason: 'wrongType' }))],
  ['unsafeValue operator', (w) => w.unsafeValue(unsafe({ reason: 'operator', operator: '~' }))],
  ['unsafeValue operator none', (w) => w.unsafeValue(unsafe({ reason: 'operator' }))],
  ...(['noValues', 'empty', 'quote', 'separator', 'brokenCharacter', 'notFinite', 'unknownKind', 'other'] as const).map(
    (reason): SentenceCase => [`unsafeValue ${reason}`, (w) => w.unsafeValue(unsafe({ reason }))],
  ),
  ['urlTooLong sent', (w) => w.urlTooLong({ sent: true, length: 9000 } as UrlTooLongError)],
  ['urlTooLong not sent, a limit', (w) => w.urlTooLong({ sent: false, length: 9000, limit: 8000 } as UrlTooLongError)],
  ['urlTooLong not sent, no limit', (w) => w.urlTooLong({ sent: false, length: 9000 } as UrlTooLongError)],
  ...SETTINGS.map((setting): SentenceCase => [
    `settings ${setting}`,
    (w) => w.settings({ setting, problem: 'notWebAddress' } as unknown as SettingsError),
  ]),
  [
    'settings, given',
    (w) => w.settings({ setting: 'ratePerSecond', problem: 'notPositive', given: LONG } as unknown as SettingsError),
  ],
  [
    'settings, given with a password',
    (w) =>
      w.settings({
        setting: 'serviceUrl',
        problem: 'credentialsInAddress',
        given: 'https://u@x',
      } as unknown as SettingsError),
  ],
  [
    'snapshotStore quotaExceeded',
    (w) => w.snapshotStore({ problem: 'quotaExceeded' } as unknown as SnapshotStoreError),
  ],
  ['snapshotStore otherwise', (w) => w.snapshotStore({ problem: 'unavailable' } as unknown as SnapshotStoreError)],
  ['workbook', (w) => w.workbook(`The cell is being edited. ${LONG}`)],
  ['cancelled', (w) => w.cancelled()],
  ['unexpected', (w) => w.unexpected(`boom ${LONG}`)],
  ['languageNotKnown', (w) => w.languageNotKnown('fr')],
  ['noFieldNames', (w) => w.noFieldNames()],
  ['tooManyFields', (w) => w.tooManyFields(120, 97)],
  ['partNotFound', (w) => w.partNotFound(LONG)],
  ['maxRowsNotWhole', (w) => w.maxRowsNotWhole('2.5')],
  ['unknownCategory', (w) => w.unknownCategory('resistors', 'capacitors, inductors')],
  ['notBottomCategory', (w) => w.notBottomCategory('capacitors', 'ceramicCapacitors, inductors')],
  ['conditionCounts', (w) => w.conditionCounts(3, 2, 1)],
  ['noPartno', (w) => w.noPartno()],
  ['entityWithoutPartno', (w) => w.entityWithoutPartno('Stock card')],
  ['dataTypeNotText', (w) => w.dataTypeNotText('Stock card')],
  [
    'conditionProblem notSearchItem, near',
    (w) =>
      w.conditionProblem(
        condition({ kind: 'notSearchItem', item: 'Voltage', suggestions: ['RatedVoltage', 'RatedVoltageClass'] }),
        2,
      ),
  ],
  [
    'conditionProblem notSearchItem, none near',
    (w) => w.conditionProblem(condition({ kind: 'notSearchItem', item: 'Colour' }), 1),
  ],
  [
    'conditionProblem operator',
    (w) => w.conditionProblem(condition({ kind: 'operator', value: '~', allowed: ['eq', 'ge', 'le'] }), 3),
  ],
  ['conditionProblem operator, nothing', (w) => w.conditionProblem(condition({ kind: 'operator' }), 3)],
  ['conditionProblem empty', (w) => w.conditionProblem(condition({ kind: 'empty' }), 1)],
  [
    'conditionProblem notQuantity, an example',
    (w) => w.conditionProblem(condition({ kind: 'notQuantity', value: 'big', example: '16V' }), 1),
  ],
  [
    'conditionProblem notQuantity, no example',
    (w) => w.conditionProblem(condition({ kind: 'notQuantity', value: 'big' }), 1),
  ],
  ...(['notListed', 'notCategory'] as const).map((kind): SentenceCase => [
    `conditionProblem ${kind}`,
    (w) => w.conditionProblem(condition({ kind, item: 'Status', value: 'Old', allowed: ['In Production', 'EOL'] }), 4),
  ]),
  ['conditionProblem notYesNo', (w) => w.conditionProblem(condition({ kind: 'notYesNo', item: 'AEC' }), 1)],
  ['conditionProblem quote', (w) => w.conditionProblem(condition({ kind: 'quote', value: "a'b", position: 1 }), 2)],
  ['conditionProblem quote, no place', (w) => w.conditionProblem(condition({ kind: 'quote' }), 2)],
  ...(['separator', 'brokenCharacter', 'character'] as const).map((kind): SentenceCase => [
    `conditionProblem ${kind}`,
    (w) => w.conditionProblem(condition({ kind, value: 'a|b' }), 5),
  ]),
  ['moreThanMaxRows', (w) => w.moreThanMaxRows(500)],
  ['moreThanOneRequest', (w) => w.moreThanOneRequest(2000)],
  ...(['products', 'cards', 'dropIns', 'lines', 'parts'] as const).map((what): SentenceCase => [
    `resultCut ${what}`,
    (w) => w.resultCut(what, 1000, 4321),
  ]),
  ['moreEquivalents', (w) => w.moreEquivalents(12)],
  ['noDropIn, none to check', (w) => w.noDropIn(LONG, 0)],
  ['noDropIn, one to check', (w) => w.noDropIn('GRM188R71C104KA01D', 1)],
  ['noDropIn, three to check', (w) => w.noDropIn('GRM188R71C104KA01D', 3)],
  ...(['polarised', 'ferriteBead', 'filter', 'resistor', 'crystal'] as const).map((kind): SentenceCase => [
    `outOfScope ${kind}`,
    (w) => w.outOfScope({ kind, text: kind === 'resistor' ? LONG : '10k' }),
  ]),
  [
    'notInCatalogue bodySize, a family',
    (w) =>
      w.notInCatalogue({ kind: 'bodySize', text: '12x12', body: { length: 12, width: 12 }, family: 'SRP' } as never),
  ],
  [
    'notInCatalogue bodySize, no family',
    (w) => w.notInCatalogue({ kind: 'bodySize', text: '12x12', body: { length: 7.3, width: 6.6 } } as never),
  ],
  ['notInCatalogue leadedInductor', (w) => w.notInCatalogue({ kind: 'leadedInductor', text: LONG })],
  ['noMatch, nothing stated', (w) => w.noMatch('100n', '')],
  ['noMatch, stated', (w) => w.noMatch(LONG, '100n, 0402')],
  ['countNotWhole', (w) => w.countNotWhole('0', 20)],
  ['footprintCount', (w) => w.footprintCount(10, 3)],
];

/** What each case says, today, in English, Japanese and Chinese. */
const SAID: Readonly<Record<string, { en: string; ja: string; zh: string }>> = {
  quoted: {
    en: '"X7R"',
    ja: '「X7R」',
    zh: '“X7R”',
  },
  listSeparator: {
    en: 'a, b',
    ja: 'a、b',
    zh: 'a、b',
  },
  reasonSeparator: {
    en: 'a; b',
    ja: 'a; b',
    zh: 'a; b',
  },
  missingApiKey: {
    en: 'No API key is set: open the PartSpec task pane, Settings, and enter your key.',
    ja: 'API キーが設定されていません。PartSpec 作業ウィンドウの [設定] を開いてキーを入力してください。',
    zh: '尚未设置 API 密钥。请打开PartSpec 任务窗格的“设置”并输入密钥。',
  },
  invalidApiKey: {
    en: 'The API key holds spaces, line breaks or other characters a key cannot have: open the PartSpec task pane, Settings, and enter it again.',
    ja: 'API キーに空白、改行など、キーに使用できない文字が含まれています。PartSpec 作業ウィンドウの [設定] を開いて入力し直してください。',
    zh: 'API 密钥包含空格、换行符或其他密钥中不能有的字符。请打开PartSpec 任务窗格的“设置”并重新输入。',
  },
  apiKeyRefused: {
    en: 'The API key was refused (403): open the PartSpec task pane, Settings, and check the key and the service URL.',
    ja: 'API キーが拒否されました (403)。PartSpec 作業ウィンドウの [設定] を開いて、キーとサービス URL を確認してください。',
    zh: 'API 密钥被拒绝 (403)。请打开PartSpec 任务窗格的“设置”，检查密钥和服务 URL。',
  },
  'accessToken missing': {
    en: "No sign-in to your organisation's relay: open the PartSpec task pane, Settings, and sign in or enter a relay token.",
    ja: '組織のリレーにサインインしていません。PartSpec 作業ウィンドウの [設定] を開いて、サインインするかリレー トークンを入力してください。',
    zh: '尚未登录组织的中继。请打开PartSpec 任务窗格的“设置”，登录或输入中继令牌。',
  },
  'accessToken invalid': {
    en: 'The relay token holds characters a request cannot carry: open the PartSpec task pane, Settings, and enter it again.',
    ja: 'リレー トークンに、要求に含められない文字が含まれています。PartSpec 作業ウィンドウの [設定] を開いて入力し直してください。',
    zh: '中继令牌包含请求中不能携带的字符。请打开PartSpec 任务窗格的“设置”并重新输入。',
  },
  'accessToken refused': {
    en: 'The relay refused your sign-in (401): open the PartSpec task pane, Settings, and sign in again or enter a new relay token.',
    ja: 'リレーがサインインを拒否しました (401)。PartSpec 作業ウィンドウの [設定] を開いて、サインインし直すか新しいリレー トークンを入力してください。',
    zh: '中继拒绝了你的登录 (401)。请打开PartSpec 任务窗格的“设置”，重新登录或输入新的中继令牌。',
  },
  'accessToken unavailable': {
    en: "The sign-in to your organisation's relay did not complete: open the PartSpec task pane, Settings, and sign in again.",
    ja: '組織のリレーへのサインインが完了しませんでした。PartSpec 作業ウィンドウの [設定] を開いてサインインし直してください。',
    zh: '登录组织的中继未能完成。请打开PartSpec 任务窗格的“设置”并重新登录。',
  },
  'accessToken signInRequired': {
    en: "Sign in from PartSpec's pane: open the PartSpec task pane, Settings, and press Sign in with Microsoft. This cell recalculates once you are signed in.",
    ja: 'PartSpec のペインからサインインしてください。PartSpec 作業ウィンドウの [設定] を開いて [Microsoft でサインイン] を押すと、サインイン後にこのセルが再計算されます。',
    zh: '请在 PartSpec 窗格中登录：打开PartSpec 任务窗格的“设置”，按“使用 Microsoft 登录”。登录后此单元格会重新计算。',
  },
  badRequest: {
    en: 'The service refused the query: Bad �$filter',
    ja: 'サービスがクエリを拒否しました: Bad �$filter',
    zh: '服务拒绝了查询：Bad �$filter',
  },
  'description, nothing unread': {
    en: '"GRM188R71C104KA01D-with-a-very-long-tai…" states no capacitance or inductance: write it as 100nF, 4.7uH or a code such as 104.',
    ja: '「GRM188R71C104KA01D-with-a-very-long-tai…」 には静電容量もインダクタンスも書かれていません。100nF、4.7uH、104 のような値で書いてください。',
    zh: '“GRM188R71C104KA01D-with-a-very-long-tai…” 未写明电容或电感：请写作 100nF、4.7uH 或 104 这样的代码。',
  },
  'description, words unread': {
    en: 'No value can be read in "0402 X7R"; not understood: "AEC", "Q200". Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104.',
    ja: '「0402 X7R」 から値を読み取れません。読めなかった語: "AEC", "Q200"。静電容量かインダクタンスを 100nF、4.7uH、104 のように書いてください。',
    zh: '无法从 “0402 X7R” 读出数值；未能理解："AEC", "Q200"。请将电容或电感写作 100nF、4.7uH 或 104 这样的代码。',
  },
  'cannotPage urlLimit': {
    en: 'This search cannot be fetched page by page within the URL limit. Shorten the filter.',
    ja: 'この検索は URL の上限内でページに分けて取得できません。フィルターを短くしてください。',
    zh: '此搜索无法在 URL 长度上限内分页获取。请缩短筛选条件。',
  },
  'cannotPage noProducts': {
    en: 'The service answered this search in a way that cannot be paged. Narrow the filter to at most 2000 products.',
    ja: 'サービスの応答のため、この検索はページに分けて取得できません。2000 件以内になるようフィルターを絞り込んでください。',
    zh: '由于服务的应答方式，此搜索无法分页获取。请缩小筛选范围，使结果不超过 2000 个。',
  },
  'cannotPage noProgress': {
    en: 'The service answered this search in a way that cannot be paged. Narrow the filter to at most 2000 products.',
    ja: 'サービスの応答のため、この検索はページに分けて取得できません。2000 件以内になるようフィルターを絞り込んでください。',
    zh: '由于服务的应答方式，此搜索无法分页获取。请缩小筛选范围，使结果不超过 2000 个。',
  },
  'cannotPage outOfOrder': {
    en: 'The service answered this search in a way that cannot be paged. Narrow the filter to at most 2000 products.',
    ja: 'サービスの応答のため、この検索はページに分けて取得できません。2000 件以内になるようフィルターを絞り込んでください。',
    zh: '由于服务的应答方式，此搜索无法分页获取。请缩小筛选范围，使结果不超过 2000 个。',
  },
  'downloadRefused expired': {
    en: 'The download address has expired (they last 7 days). Recalculate to get a new one.',
    ja: 'ダウンロード アドレスの有効期限が切れました (有効期間は 7 日)。再計算して新しいアドレスを取得してください。',
    zh: '下载地址已过期 (有效期 7 天)。请重新计算以获取新地址。',
  },
  'downloadRefused refused': {
    en: 'The download address was refused (403). Recalculate to get a new one.',
    ja: 'ダウンロード アドレスが拒否されました (403)。再計算して新しいアドレスを取得してください。',
    zh: '下载地址被拒绝 (403)。请重新计算以获取新地址。',
  },
  'downloadRefused gone': {
    en: 'The category file is no longer there (404). Recalculate to get a new address.',
    ja: 'カテゴリ ファイルがもうありません (404)。再計算して新しいアドレスを取得してください。',
    zh: '类别文件已不存在 (404)。请重新计算以获取新地址。',
  },
  'downloadRefused failed': {
    en: 'The category file could not be downloaded (500). Try again later.',
    ja: 'カテゴリ ファイルをダウンロードできませんでした (500)。しばらくしてからもう一度お試しください。',
    zh: '无法下载类别文件 (500)。请稍后重试。',
  },
  filter: {
    en: 'Unknown operator "eqq" (at position 12)',
    ja: 'Unknown operator "eqq" (12 文字目)',
    zh: 'Unknown operator "eqq" (第 12 个字符)',
  },
  incompleteLookup: {
    en: '3 of 10 part numbers could not be looked up. The cause.',
    ja: '10 件中 3 件の品番を照会できませんでした。The cause.',
    zh: '10 个料号中有 3 个无法查询。The cause.',
  },
  incompleteSearch: {
    en: 'Only 1200 of the matching products arrived. The cause.',
    ja: '一致する製品のうち 1200 件しか届きませんでした。The cause.',
    zh: '匹配的产品只收到 1200 个。The cause.',
  },
  'network, once, no reason': {
    en: 'Could not reach the service at https://a.example. Check the service URL (the PartSpec task pane, Settings) and the network connection.',
    ja: 'https://a.example のサービスに接続できませんでした。PartSpec 作業ウィンドウの [設定] のサービス URL とネットワーク接続を確認してください。',
    zh: '无法连接到 https://a.example 上的服务。请检查PartSpec 任务窗格的“设置”中的服务 URL 和网络连接。',
  },
  'network, three attempts, a reason': {
    en: 'Could not reach the service at https://a.example after 3 attempts: ECONNREFUSED. Check the service URL (the PartSpec task pane, Settings) and the network connection.',
    ja: '3 回試行しましたが、https://a.example のサービスに接続できませんでした (ECONNREFUSED)。PartSpec 作業ウィンドウの [設定] のサービス URL とネットワーク接続を確認してください。',
    zh: '尝试 3 次后仍无法连接到 https://a.example 上的服务 (ECONNREFUSED)。请检查PartSpec 任务窗格的“设置”中的服务 URL 和网络连接。',
  },
  notFound: {
    en: '/v2/products does not exist on the service (404): check the service URL in the PartSpec task pane, Settings.',
    ja: '「/v2/products」 はサービス上に存在しません (404)。PartSpec 作業ウィンドウの [設定] のサービス URL を確認してください。',
    zh: '“/v2/products” 在服务上不存在 (404)。请检查PartSpec 任务窗格的“设置”中的服务 URL。',
  },
  // The path is repeated whole in every language (Japanese and Chinese cut it at 40 characters before).
  'notFound, a path longer than a value shown': {
    en: '/api/v2/products/getproductdatadownloadurl does not exist on the service (404): check the service URL in the PartSpec task pane, Settings.',
    ja: '「/api/v2/products/getproductdatadownloadurl」 はサービス上に存在しません (404)。PartSpec 作業ウィンドウの [設定] のサービス URL を確認してください。',
    zh: '“/api/v2/products/getproductdatadownloadurl” 在服务上不存在 (404)。请检查PartSpec 任务窗格的“设置”中的服务 URL。',
  },
  notInSnapshots: {
    en: "Offline, and no snapshot of capacitors, inductors (ja) is kept. Set Snapshots to Auto in PartSpec's Settings, or download the category while online.",
    ja: 'オフラインで、capacitors、inductors (ja) のスナップショットが保存されていません。PartSpec 作業ウィンドウの [設定] でスナップショットを [自動] にするか、オンラインのときにカテゴリをダウンロードしてください。',
    zh: '处于离线状态，且未保存 capacitors、inductors (ja) 的快照。请在PartSpec 任务窗格的“设置”中将快照设为“自动”，或在联网时下载该类别。',
  },
  'rateLimit, once': {
    en: "The service's request limit was reached and the request did not get through (429). Wait a minute and recalculate, or lower the request rate in the PartSpec task pane, Settings.",
    ja: 'サービスのリクエスト上限に達し、リクエストが通りませんでした (429)。1 分ほど待って再計算するか、PartSpec 作業ウィンドウの [設定] でリクエスト レートを下げてください。',
    zh: '已达到服务的请求上限，请求未能通过 (429)。请等待一分钟后重新计算，或在PartSpec 任务窗格的“设置”中降低请求速率。',
  },
  'rateLimit, four attempts': {
    en: "The service's request limit was reached and 4 attempts did not get through (429). Wait a minute and recalculate, or lower the request rate in the PartSpec task pane, Settings.",
    ja: 'サービスのリクエスト上限に達し、4 回の試行が通りませんでした (429)。1 分ほど待って再計算するか、PartSpec 作業ウィンドウの [設定] でリクエスト レートを下げてください。',
    zh: '已达到服务的请求上限，4 次尝试未能通过 (429)。请等待一分钟后重新计算，或在PartSpec 任务窗格的“设置”中降低请求速率。',
  },
  'redirectRefused, nowhere': {
    en: "The service URL answered with a redirect, which PartSpec does not follow with your key. If that is the service's address, enter it in the PartSpec task pane, Settings.",
    ja: 'サービス URL がリダイレクトを返しました。キーを守るため PartSpec は従いません。それがサービスであれば、PartSpec 作業ウィンドウの [設定] に入力してください。',
    zh: '服务 URL 返回了重定向。为保护密钥，PartSpec 不跟随重定向。如果那是服务，请在PartSpec 任务窗格的“设置”中输入。',
  },
  'redirectRefused, to an address': {
    en: "The service URL answered with a redirect to https://b.example/x, which PartSpec does not follow with your key. If that is the service's address, enter it in the PartSpec task pane, Settings.",
    ja: 'サービス URL が https://b.example/x へのリダイレクトを返しました。キーを守るため PartSpec は従いません。それがサービスであれば、PartSpec 作業ウィンドウの [設定] に入力してください。',
    zh: '服务 URL 返回了指向 https://b.example/x 的重定向。为保护密钥，PartSpec 不跟随重定向。如果那是服务，请在PartSpec 任务窗格的“设置”中输入。',
  },
  'responseFormat, cut': {
    en: 'The service answered in an unexpected form (no JSON). Try again later.',
    ja: 'サービスから想定外の形式で応答がありました (no JSON)。しばらくしてからもう一度お試しください。',
    zh: '服务以意外的格式应答 (no JSON)。请稍后重试。',
  },
  'responseFormat, whole': {
    en: 'The service answered in an unexpected form (no JSON). Check the service URL in the PartSpec task pane, Settings.',
    ja: 'サービスから想定外の形式で応答がありました (no JSON)。PartSpec 作業ウィンドウの [設定] のサービス URL を確認してください。',
    zh: '服务以意外的格式应答 (no JSON)。请检查PartSpec 任务窗格的“设置”中的服务 URL。',
  },
  'service, once': {
    en: 'The service had a problem (503) and the request did not get an answer. Try again later.',
    ja: 'サービスで問題が発生し (503)、リクエストに応答がありませんでした。しばらくしてからもう一度お試しください。',
    zh: '服务出现问题 (503)，请求未得到应答。请稍后重试。',
  },
  'service, three attempts': {
    en: 'The service had a problem (503) and 3 attempts did not get an answer. Try again later.',
    ja: 'サービスで問題が発生し (503)、3 回の試行に応答がありませんでした。しばらくしてからもう一度お試しください。',
    zh: '服务出现问题 (503)，3 次尝试未得到应答。请稍后重试。',
  },
  'serviceUrl notWebAddress': {
    en: "The service URL in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and enter an address that begins with https://, or a path such as /api.",
    ja: 'PartSpec の設定のサービス URL は使用できません。PartSpec 作業ウィンドウの [設定] を開いて、https:// で始まるアドレスか、/api のようなパスを入力してください。',
    zh: 'PartSpec 设置中的服务 URL 无法使用。请打开PartSpec 任务窗格的“设置”，输入以 https:// 开头的地址，或 /api 这样的路径。',
  },
  'serviceUrl credentialsInAddress': {
    en: 'The service URL in PartSpec\'s settings cannot be used: open the PartSpec task pane, Settings, and enter the address without the user name and password (the part before "@").',
    ja: 'PartSpec の設定のサービス URL は使用できません。PartSpec 作業ウィンドウの [設定] を開いて、ユーザー名とパスワード (「@」より前の部分) を除いたアドレスを入力してください。',
    zh: 'PartSpec 设置中的服务 URL 无法使用。请打开PartSpec 任务窗格的“设置”，输入不含用户名和密码 (“@”之前的部分) 的地址。',
  },
  'serviceUrl queryInAddress': {
    en: 'The service URL in PartSpec\'s settings cannot be used: open the PartSpec task pane, Settings, and enter the address without its "?" or "#" and what follows.',
    ja: 'PartSpec の設定のサービス URL は使用できません。PartSpec 作業ウィンドウの [設定] を開いて、「?」や「#」以降を除いたアドレスを入力してください。',
    zh: 'PartSpec 设置中的服务 URL 无法使用。请打开PartSpec 任务窗格的“设置”，输入不含“?”或“#”及其后部分的地址。',
  },
  snapshotDamaged: {
    en: 'The kept snapshot of capacitors (en) was damaged and dropped; the service answers instead.',
    ja: '保存されていた capacitors (en) のスナップショットが壊れていたため削除しました。サービスが応答します。',
    zh: '保存的 capacitors (en) 快照已损坏并被删除；改由服务应答。',
  },
  'snapshotsUnavailable noWebCrypto': {
    en: 'Snapshots need a page served over https; the service answers instead.',
    ja: 'スナップショットには https で提供されるページが必要です。サービスが応答します。',
    zh: '快照需要通过 https 提供的页面；改由服务应答。',
  },
  'snapshotsUnavailable otherwise': {
    en: 'Snapshots are off here; the service answers instead.',
    ja: 'ここではスナップショットはオフです。サービスが応答します。',
    zh: '此处快照已关闭；改由服务应答。',
  },
  'timeout answer, once': {
    en: 'The service did not answer within 30 s. Try again later, or narrow the request.',
    ja: 'サービスから 30 s 以内に応答がありませんでした。しばらくしてからもう一度お試しいただくか、要求を絞り込んでください。',
    zh: '服务在 30 s 内没有应答。请稍后重试，或缩小请求范围。',
  },
  'timeout answer, twice': {
    en: 'The service did not answer within 20 min (2 attempts). Try again later, or narrow the request.',
    ja: 'サービスから 20 min 以内に応答がありませんでした (2 回試行)。しばらくしてからもう一度お試しいただくか、要求を絞り込んでください。',
    zh: '服务在 20 min 内没有应答 (尝试 2 次)。请稍后重试，或缩小请求范围。',
  },
  'timeout fileIdle, once': {
    en: 'The category file stopped arriving: nothing came for 30 s. Try again later.',
    ja: 'カテゴリ ファイルの受信が止まりました。30 s の間、何も届きませんでした。しばらくしてからもう一度お試しください。',
    zh: '类别文件停止传输：30 s 内未收到任何内容。请稍后重试。',
  },
  'timeout fileIdle, twice': {
    en: 'The category file stopped arriving: nothing came for 20 min (2 attempts). Try again later.',
    ja: 'カテゴリ ファイルの受信が止まりました。20 min の間、何も届きませんでした (2 回試行)。しばらくしてからもう一度お試しください。',
    zh: '类别文件停止传输：20 min 内未收到任何内容 (尝试 2 次)。请稍后重试。',
  },
  'timeout fileDeadline, once': {
    en: 'The category file did not arrive in full within 30 s. Try again later.',
    ja: 'カテゴリ ファイルが 30 s 以内にすべて届きませんでした。しばらくしてからもう一度お試しください。',
    zh: '类别文件未能在 30 s 内完整到达。请稍后重试。',
  },
  'timeout fileDeadline, twice': {
    en: 'The category file did not arrive in full within 20 min (2 attempts). Try again later.',
    ja: 'カテゴリ ファイルが 20 min 以内にすべて届きませんでした (2 回試行)。しばらくしてからもう一度お試しください。',
    zh: '类别文件未能在 20 min 内完整到达 (尝试 2 次)。请稍后重试。',
  },
  unexpectedStatus: {
    en: 'The service answered 418, which PartSpec does not expect: check the service URL in the PartSpec task pane, Settings.',
    ja: 'サービスが想定外の 418 を返しました。PartSpec 作業ウィンドウの [設定] のサービス URL を確認してください。',
    zh: '服务返回了意外的 418。请检查PartSpec 任务窗格的“设置”中的服务 URL。',
  },
  'unknownField empty': {
    en: 'A field name is empty; PART.FIELDS() lists them.',
    ja: 'フィールド名が空です。PART.FIELDS() で一覧できます。',
    zh: '字段名为空；PART.FIELDS() 可列出所有字段。',
  },
  'unknownField under another object': {
    en: 'Unknown field "Value": Capacitance.Value is not under that object; write Capacitance.Value.',
    ja: '不明なフィールド 「Value」: Capacitance.Value と書いてください。',
    zh: '未知字段 “Value”：请写作 Capacitance.Value。',
  },
  'unknownField with suggestions': {
    en: 'Unknown field "Capacitence"; did you mean Capacitance, CapacitanceTolerance?',
    ja: '不明なフィールド 「Capacitence」。Capacitance、CapacitanceTolerance のことですか?',
    zh: '未知字段 “Capacitence”；您是否指 Capacitance、CapacitanceTolerance？',
  },
  'unknownField alone': {
    en: 'Unknown field "GRM188R71C104KA01D-with-a-very-long-tai…"; PART.FIELDS() lists them.',
    ja: '不明なフィールド 「GRM188R71C104KA01D-with-a-very-long-tai…」。PART.FIELDS() で一覧できます。',
    zh: '未知字段 “GRM188R71C104KA01D-with-a-very-long-tai…”；PART.FIELDS() 可列出所有字段。',
  },
  'unsafeValue notSearchItem': {
    en: '"Colour" is not a search item.',
    ja: '「Colour」 は検索項目ではありません。',
    zh: '“Colour” 不是搜索项。',
  },
  'unsafeValue wrongType string': {
    en: 'Capacitance takes text, not "a", "GRM188R71C104KA01D-with-a-very-long-tai…".',
    ja: 'Capacitance にはテキストを指定してください (「a」、「GRM188R71C104KA01D-with-a-very-long-tai…」 は使用できません)。',
    zh: 'Capacitance 需要文本，而不是 “a”、“GRM188R71C104KA01D-with-a-very-long-tai…”。',
  },
  'unsafeValue wrongType double': {
    en: 'Capacitance takes a number, not "a", "GRM188R71C104KA01D-with-a-very-long-tai…".',
    ja: 'Capacitance には数値を指定してください (「a」、「GRM188R71C104KA01D-with-a-very-long-tai…」 は使用できません)。',
    zh: 'Capacitance 需要数字，而不是 “a”、“GRM188R71C104KA01D-with-a-very-long-tai…”。',
  },
  'unsafeValue wrongType boolean': {
    en: 'Capacitance takes TRUE or FALSE, not "a", "GRM188R71C104KA01D-with-a-very-long-tai…".',
    ja: 'Capacitance にはTRUE か FALSEを指定してください (「a」、「GRM188R71C104KA01D-with-a-very-long-tai…」 は使用できません)。',
    zh: 'Capacitance 需要TRUE 或 FALSE，而不是 “a”、“GRM188R71C104KA01D-with-a-very-long-tai…”。',
  },
  'unsafeValue wrongType untyped': {
    en: 'Capacitance cannot take "x|y".',
    ja: 'Capacitance に 「x|y」 は指定できません。',
    zh: 'Capacitance 不能使用 “x|y”。',
  },
  'unsafeValue operator': {
    en: 'Capacitance cannot be compared with "~".',
    ja: 'Capacitance は 「~」 で比較できません。',
    zh: 'Capacitance 不能用 “~” 比较。',
  },
  'unsafeValue operator none': {
    en: 'Capacitance cannot be compared with "".',
    ja: 'Capacitance は 「」 で比較できません。',
    zh: 'Capacitance 不能用 “” 比较。',
  },
  'unsafeValue noValues': {
    en: 'The condition on Capacitance has no value: give at least one.',
    ja: 'Capacitance の条件に値がありません。1 つ以上指定してください。',
    zh: 'Capacitance 的条件没有值：请至少提供一个。',
  },
  'unsafeValue empty': {
    en: 'A value of Capacitance is empty: give the value, or leave the condition out.',
    ja: 'Capacitance の値が空です。値を指定するか、条件を外してください。',
    zh: 'Capacitance 的某个值为空：请提供值，或去掉该条件。',
  },
  'unsafeValue quote': {
    en: 'The value "x|y" of Capacitance contains \', which a query cannot carry: leave it out.',
    ja: "Capacitance の値 「x|y」 に ' が含まれています。クエリに含められないため、外してください。",
    zh: "Capacitance 的值 “x|y” 包含 '，查询中不能包含它：请去掉。",
  },
  'unsafeValue separator': {
    en: 'The value "x|y" of Capacitance contains |, which the service reads as two values: leave it out.',
    ja: 'Capacitance の値 「x|y」 に | が含まれています。サービスは 2 つの値として読むため、外してください。',
    zh: 'Capacitance 的值 “x|y” 包含 |，服务会将其读作两个值：请去掉。',
  },
  'unsafeValue brokenCharacter': {
    en: 'The value "x|y" of Capacitance holds a broken character: type it again.',
    ja: 'Capacitance の値 「x|y」 に壊れた文字があります。入力し直してください。',
    zh: 'Capacitance 的值 “x|y” 包含损坏的字符：请重新输入。',
  },
  'unsafeValue notFinite': {
    en: 'A value of Capacitance must be a finite number, not "x|y".',
    ja: 'Capacitance の値は有限の数値にしてください (「x|y」 は使用できません)。',
    zh: 'Capacitance 的值必须是有限的数字，而不是 “x|y”。',
  },
  'unsafeValue unknownKind': {
    en: 'The condition on Capacitance is of a kind PartSpec cannot send.',
    ja: 'Capacitance の条件は PartSpec が送信できない種類です。',
    zh: 'Capacitance 的条件属于 PartSpec 无法发送的类型。',
  },
  'unsafeValue other': {
    en: 'The value "x|y" of Capacitance cannot be sent to the service as it stands.',
    ja: 'Capacitance の値 「x|y」 はそのままではサービスに送信できません。',
    zh: 'Capacitance 的值 “x|y” 无法按原样发送给服务。',
  },
  'urlTooLong sent': {
    en: 'The request was too long for the service (414, 9000 characters). Use fewer values in one condition.',
    ja: 'リクエストがサービスにとって長すぎます (414、9000 文字)。1 つの条件の値を減らしてください。',
    zh: '请求对服务来说太长 (414，9000 个字符)。请减少单个条件中的值。',
  },
  'urlTooLong not sent, a limit': {
    en: "The request would be 9000 characters, over this service's limit of 8000. Use fewer values in one condition.",
    ja: 'リクエストが 9000 文字になり、このサービスの上限 8000 文字を超えます。1 つの条件の値を減らしてください。',
    zh: '请求将有 9000 个字符，超过此服务的上限 8000 个字符。请减少单个条件中的值。',
  },
  'urlTooLong not sent, no limit': {
    en: "The request would be 9000 characters, over this service's limit. Use fewer values in one condition.",
    ja: 'リクエストが 9000 文字になり、このサービスの上限を超えます。1 つの条件の値を減らしてください。',
    zh: '请求将有 9000 个字符，超过此服务的上限。请减少单个条件中的值。',
  },
  'settings connection': {
    en: "The connection in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定の接続方法は使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的连接方式无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings apiKey': {
    en: "The API key in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のAPI キーは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的API 密钥无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings serviceUrl': {
    en: "The service URL in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のサービス URLは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的服务 URL无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings relayUrl': {
    en: "The organisation's relay in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定の組織のリレーは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的组织的中继无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings relayToken': {
    en: "The relay token in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のリレー トークンは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的中继令牌无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings lang': {
    en: "The language in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定の言語は使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的语言无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings ratePerSecond': {
    en: "The request rate in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のリクエスト レートは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的请求速率无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings burst': {
    en: "The burst in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のバーストは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的突发数无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings units': {
    en: "The units in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定の単位は使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的单位无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings displayLanguage': {
    en: "The display language in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定の表示言語は使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的显示语言无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings columnPresets': {
    en: "The column sets in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定の列セットは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的列集无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings snapshotMode': {
    en: "The Snapshots in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のスナップショットは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的快照无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings snapshotMaxAgeHours': {
    en: "The snapshot age limit in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のスナップショットの有効期間は使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的快照有效期无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings, given': {
    en: 'The request rate in PartSpec\'s settings cannot be used ("GRM188R71C104KA01D-with-a-very-long-tai…"): open the PartSpec task pane, Settings, and correct it.',
    ja: 'PartSpec の設定のリクエスト レートは使用できません (「GRM188R71C104KA01D-with-a-very-long-tai…」)。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的请求速率无法使用 (“GRM188R71C104KA01D-with-a-very-long-tai…”)。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'settings, given with a password': {
    en: "The service URL in PartSpec's settings cannot be used: open the PartSpec task pane, Settings, and correct it.",
    ja: 'PartSpec の設定のサービス URLは使用できません。PartSpec 作業ウィンドウの [設定] を開いて修正してください。',
    zh: 'PartSpec 设置中的服务 URL无法使用。请打开PartSpec 任务窗格的“设置”并更正。',
  },
  'snapshotStore quotaExceeded': {
    en: "The snapshot could not be kept: storage is full. Delete snapshots in PartSpec's Settings.",
    ja: 'ストレージがいっぱいのため、スナップショットを保存できませんでした。PartSpec 作業ウィンドウの [設定] でスナップショットを削除してください。',
    zh: '存储空间已满，无法保存快照。请在PartSpec 任务窗格的“设置”中删除快照。',
  },
  'snapshotStore otherwise': {
    en: 'Snapshots cannot be kept here: this browser or Excel refuses PartSpec the storage. Answers come from the service.',
    ja: 'このブラウザーまたは Excel がストレージを許可しないため、スナップショットを保存できません。サービスが応答します。',
    zh: '此浏览器或 Excel 不允许 PartSpec 使用存储，无法保存快照。改由服务应答。',
  },
  workbook: {
    en: 'PartSpec could not use the workbook: The cell is being edited. GRM188R71C104…',
    ja: 'PartSpec はブックを使用できませんでした: The cell is being edited. GRM188R71C104…',
    zh: 'PartSpec 无法使用工作簿：The cell is being edited. GRM188R71C104…',
  },
  cancelled: {
    en: 'Cancelled.',
    ja: 'キャンセルしました。',
    zh: '已取消。',
  },
  unexpected: {
    en: 'Something went wrong: boom GRM188R71C104KA01D-with-a-very-lon… Recalculate; if it happens again, restart Excel.',
    ja: '問題が発生しました: boom GRM188R71C104KA01D-with-a-very-lon… 再計算してください。再び発生する場合は、Excel を再起動してください。',
    zh: '出现问题：boom GRM188R71C104KA01D-with-a-very-lon… 请重新计算；如果再次出现，请重新启动 Excel。',
  },
  languageNotKnown: {
    en: 'Language must be en, ja or zh, not "fr".',
    ja: '言語は en、ja、zh のいずれかにしてください (「fr」 は使用できません)。',
    zh: '语言必须是 en、ja 或 zh，而不是 “fr”。',
  },
  noFieldNames: {
    en: 'Give at least one field name, e.g. "Capacitance" (PART.FIELDS() lists them).',
    ja: 'フィールド名を 1 つ以上指定してください (例: "Capacitance"。PART.FIELDS() で一覧できます)。',
    zh: '请至少提供一个字段名，例如 "Capacitance" (PART.FIELDS() 可列出所有字段)。',
  },
  tooManyFields: {
    en: '120 field names were given; at most 97 (every field once) make columns. Choose the fields you need, each once (PART.FIELDS() lists them).',
    ja: 'フィールド名が 120 個指定されました。列にできるのは最大 97 個 (各フィールド 1 回) です。必要なフィールドを 1 回ずつ指定してください。',
    zh: '提供了 120 个字段名；最多 97 个 (每个字段一次) 可作为列。请只选择需要的字段，每个一次。',
  },
  partNotFound: {
    en: 'Part not found: GRM188R71C104KA01D-with-a-very-long-tai…',
    ja: '品番が見つかりません: GRM188R71C104KA01D-with-a-very-long-tai…',
    zh: '未找到料号：GRM188R71C104KA01D-with-a-very-long-tai…',
  },
  maxRowsNotWhole: {
    en: 'maxRows must be a whole number of rows, at least 1, not "2.5".',
    ja: 'maxRows には 1 以上の整数の行数を指定してください (「2.5」 は使用できません)。',
    zh: 'maxRows 必须是至少为 1 的整数行数，而不是 “2.5”。',
  },
  unknownCategory: {
    en: 'Unknown category "resistors"; use one of capacitors, inductors.',
    ja: '不明なカテゴリ 「resistors」。capacitors, inductors のいずれかを使用してください。',
    zh: '未知类别 “resistors”；请使用 capacitors, inductors 之一。',
  },
  notBottomCategory: {
    en: '"capacitors" cannot be downloaded whole; use one of ceramicCapacitors, inductors.',
    ja: '「capacitors」 は一括でダウンロードできません。ceramicCapacitors, inductors のいずれかを使用してください。',
    zh: '“capacitors” 无法整体下载；请使用 ceramicCapacitors, inductors 之一。',
  },
  conditionCounts: {
    en: 'Give as many operators and values as items (3 items, 2 operators, 1 values).',
    ja: '項目と同じ数の演算子と値を指定してください (項目 3 個、演算子 2 個、値 1 個)。',
    zh: '运算符和值的数量必须与项相同 (3 个项、2 个运算符、1 个值)。',
  },
  noPartno: {
    en: 'Give a part number, e.g. A2.',
    ja: '品番を指定してください (例: A2)。',
    zh: '请提供料号，例如 A2。',
  },
  entityWithoutPartno: {
    en: '"Stock card" is a data type with no part number (no Partno): give a part number, or a card from PART.CARD.',
    ja: '「Stock card」 は品番 (Partno) を持たないデータ型です。品番か、PART.CARD のカードを指定してください。',
    zh: '“Stock card” 是没有料号 (Partno) 的数据类型：请提供料号，或 PART.CARD 的卡片。',
  },
  dataTypeNotText: {
    en: '"Stock card" is a data type, where text or a number is needed: give the value itself (a card\'s property, e.g. =B2.Capacitance, is one).',
    ja: '「Stock card」 はデータ型ですが、ここにはテキストか数値が必要です。値そのもの (カードのプロパティ、例: =B2.Capacitance) を指定してください。',
    zh: '“Stock card” 是数据类型，而此处需要文本或数字：请提供值本身 (卡片的属性，例如 =B2.Capacitance)。',
  },
  'conditionProblem notSearchItem, near': {
    en: 'Condition 2: "Voltage" is not a search item; did you mean RatedVoltage, RatedVoltageClass?',
    ja: '条件 2: 「Voltage」 は検索項目ではありません。RatedVoltage、RatedVoltageClass のことですか?',
    zh: '条件 2：“Voltage” 不是搜索项；您是否指 RatedVoltage、RatedVoltageClass？',
  },
  'conditionProblem notSearchItem, none near': {
    en: 'Condition 1: "Colour" is not a search item.',
    ja: '条件 1: 「Colour」 は検索項目ではありません。',
    zh: '条件 1：“Colour” 不是搜索项。',
  },
  'conditionProblem operator': {
    en: 'Condition 3: RatedVoltage cannot be compared with "~"; use eq, ge, le.',
    ja: '条件 3: RatedVoltage は 「~」 で比較できません。eq、ge、le を使用してください。',
    zh: '条件 3：RatedVoltage 不能用 “~” 比较；请使用 eq、ge、le。',
  },
  'conditionProblem operator, nothing': {
    en: 'Condition 3: RatedVoltage cannot be compared with ""; use .',
    ja: '条件 3: RatedVoltage は 「」 で比較できません。 を使用してください。',
    zh: '条件 3：RatedVoltage 不能用 “” 比较；请使用 。',
  },
  'conditionProblem empty': {
    en: 'Condition 1: give a value of RatedVoltage.',
    ja: '条件 1: RatedVoltage の値を指定してください。',
    zh: '条件 1：请提供 RatedVoltage 的值。',
  },
  'conditionProblem notQuantity, an example': {
    en: 'Condition 1: "big" is not a value of RatedVoltage; write it like 16V.',
    ja: '条件 1: 「big」 は RatedVoltage の値ではありません。16V のように書いてください。',
    zh: '条件 1：“big” 不是 RatedVoltage 的值；请写成 16V 这样的形式。',
  },
  'conditionProblem notQuantity, no example': {
    en: 'Condition 1: "big" is not a value of RatedVoltage; write it like a plain number.',
    ja: '条件 1: 「big」 は RatedVoltage の値ではありません。数値 のように書いてください。',
    zh: '条件 1：“big” 不是 RatedVoltage 的值；请写成 数字 这样的形式。',
  },
  'conditionProblem notListed': {
    en: 'Condition 4: "Old" is not one of the values of Status: In Production, EOL.',
    ja: '条件 4: 「Old」 は Status の値ではありません: In Production、EOL。',
    zh: '条件 4：“Old” 不是 Status 的值之一：In Production、EOL。',
  },
  'conditionProblem notCategory': {
    en: 'Condition 4: "Old" is not one of the values of Status: In Production, EOL.',
    ja: '条件 4: 「Old」 は Status の値ではありません: In Production、EOL。',
    zh: '条件 4：“Old” 不是 Status 的值之一：In Production、EOL。',
  },
  'conditionProblem notYesNo': {
    en: 'Condition 1: AEC is yes or no; give TRUE or FALSE.',
    ja: '条件 1: AEC は TRUE か FALSE で指定してください。',
    zh: '条件 1：AEC 为是或否；请提供 TRUE 或 FALSE。',
  },
  'conditionProblem quote': {
    en: "Condition 2: the value of RatedVoltage holds ' (character 2), which the service cannot search for; search for the text before or after it with contains.",
    ja: "条件 2: RatedVoltage の値の 2 文字目に ' があり、サービスでは検索できません。その前後のテキストを contains で検索してください。",
    zh: "条件 2：RatedVoltage 的值第 2 个字符是 '，服务无法搜索它；请用 contains 搜索它之前或之后的文本。",
  },
  'conditionProblem quote, no place': {
    en: "Condition 2: the value of RatedVoltage holds ' (character 1), which the service cannot search for; search for the text before or after it with contains.",
    ja: "条件 2: RatedVoltage の値の 1 文字目に ' があり、サービスでは検索できません。その前後のテキストを contains で検索してください。",
    zh: "条件 2：RatedVoltage 的值第 1 个字符是 '，服务无法搜索它；请用 contains 搜索它之前或之后的文本。",
  },
  'conditionProblem separator': {
    en: 'Condition 5: the value "a|b" of RatedVoltage cannot be sent; retype it.',
    ja: '条件 5: RatedVoltage の値 「a|b」 は送信できません。入力し直してください。',
    zh: '条件 5：RatedVoltage 的值 “a|b” 无法发送；请重新输入。',
  },
  'conditionProblem brokenCharacter': {
    en: 'Condition 5: the value "a|b" of RatedVoltage cannot be sent; retype it.',
    ja: '条件 5: RatedVoltage の値 「a|b」 は送信できません。入力し直してください。',
    zh: '条件 5：RatedVoltage 的值 “a|b” 无法发送；请重新输入。',
  },
  'conditionProblem character': {
    en: 'Condition 5: the value "a|b" of RatedVoltage cannot be sent; retype it.',
    ja: '条件 5: RatedVoltage の値 「a|b」 は送信できません。入力し直してください。',
    zh: '条件 5：RatedVoltage 的值 “a|b” 无法发送；请重新输入。',
  },
  moreThanMaxRows: {
    en: 'More products match than the 500 shown: raise maxRows or narrow the filter.',
    ja: '表示した 500 件より多くの製品が該当します。maxRows を増やすか、条件を絞り込んでください。',
    zh: '匹配的产品多于显示的 500 个：请增大 maxRows 或缩小筛选条件。',
  },
  moreThanOneRequest: {
    en: 'More than 2000 products match: narrow the filter, or give maxRows (e.g. 50000) to fetch them all.',
    ja: '2000 件を超える製品が該当します。条件を絞り込むか、すべて取得するには maxRows (例: 50000) を指定してください。',
    zh: '匹配的产品超过 2000 个：请缩小筛选条件，或指定 maxRows（例如 50000）以获取全部。',
  },
  'resultCut products': {
    en: 'First 1000 of 4321 products: more would pass the 4 MB Excel takes from one function. Ask for fewer fields or narrow the filter, or insert them from the PartSpec pane (Search).',
    ja: '製品 4321 件のうち最初の 1000 件を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。フィールドを減らすか条件を絞り込むか、PartSpec ペインの [検索] からシートに挿入してください。',
    zh: '共 4321 个产品，仅显示前 1000 个：再多将超过 Excel 从一个函数接收的 4 MB。请减少字段或缩小筛选范围，或从 PartSpec 窗格（搜索）插入到工作表。',
  },
  'resultCut cards': {
    en: 'First 1000 of 4321 cards: more would pass the 4 MB Excel takes from one function. Split the range.',
    ja: 'カード 4321 件のうち最初の 1000 件を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。範囲を分けてください。',
    zh: '共 4321 张卡片，仅显示前 1000 个：再多将超过 Excel 从一个函数接收的 4 MB。请拆分区域。',
  },
  'resultCut dropIns': {
    en: 'First 1000 of 4321 drop-ins: more would pass the 4 MB Excel takes from one function. Ask for fewer fields or a lower maxRows.',
    ja: '代替品 4321 件のうち最初の 1000 件を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。フィールドを減らすか maxRows を小さくしてください。',
    zh: '共 4321 个可直接替换的零件，仅显示前 1000 个：再多将超过 Excel 从一个函数接收的 4 MB。请减少字段或减小 maxRows。',
  },
  'resultCut lines': {
    en: 'First 1000 of 4321 lines: more would pass the 4 MB Excel takes from one function. Split the range.',
    ja: '4321 行のうち最初の 1000 行を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。範囲を分けてください。',
    zh: '共 4321 行，仅显示前 1000 行：再多将超过 Excel 从一个函数接收的 4 MB。请拆分区域。',
  },
  'resultCut parts': {
    en: 'First 1000 of 4321 parts: more would pass the 4 MB Excel takes from one function. Lower count.',
    ja: '部品 4321 件のうち最初の 1000 件を表示しています。これ以上は Excel が 1 つの関数から受け取れる 4 MB を超えます。count を小さくしてください。',
    zh: '共 4321 个零件，仅显示前 1000 个：再多将超过 Excel 从一个函数接收的 4 MB。请减小 count。',
  },
  moreEquivalents: {
    en: '12 more: raise maxRows to see them.',
    ja: 'ほかに 12 件あります。表示するには maxRows を増やしてください。',
    zh: '还有 12 个：增大 maxRows 即可看到。',
  },
  'noDropIn, none to check': {
    en: 'No drop-in In Production for GRM188R71C104KA01D-with-a-very-long-tai….',
    ja: 'GRM188R71C104KA01D-with-a-very-long-tai… の量産中の置き換え品 (ドロップイン) はありません。',
    zh: 'GRM188R71C104KA01D-with-a-very-long-tai… 没有量产中的直接替代品。',
  },
  'noDropIn, one to check': {
    en: 'No drop-in In Production for GRM188R71C104KA01D. 1 part to check: select GRM188R71C104KA01D and use Find equivalents in the PartSpec pane.',
    ja: 'GRM188R71C104KA01D の量産中の置き換え品 (ドロップイン) はありません。確認が必要な品番が 1 件あります: GRM188R71C104KA01D を選択し、PartSpec 作業ウィンドウの「同等品を探す」を使ってください。',
    zh: 'GRM188R71C104KA01D 没有量产中的直接替代品。有 1 个料号需要核对：请选中 GRM188R71C104KA01D，在 PartSpec 任务窗格中使用“查找等效品”。',
  },
  'noDropIn, three to check': {
    en: 'No drop-in In Production for GRM188R71C104KA01D. 3 parts to check: select GRM188R71C104KA01D and use Find equivalents in the PartSpec pane.',
    ja: 'GRM188R71C104KA01D の量産中の置き換え品 (ドロップイン) はありません。確認が必要な品番が 3 件あります: GRM188R71C104KA01D を選択し、PartSpec 作業ウィンドウの「同等品を探す」を使ってください。',
    zh: 'GRM188R71C104KA01D 没有量产中的直接替代品。有 3 个料号需要核对：请选中 GRM188R71C104KA01D，在 PartSpec 任务窗格中使用“查找等效品”。',
  },
  'outOfScope polarised': {
    en: 'not a ceramic capacitor or inductor: a polarised capacitor (10k)',
    ja: 'セラミックコンデンサでもインダクタでもありません: 有極性コンデンサ (10k)',
    zh: '不是陶瓷电容或电感：有极性电容（10k）',
  },
  'outOfScope ferriteBead': {
    en: 'not a ceramic capacitor or inductor: a ferrite bead (10k)',
    ja: 'セラミックコンデンサでもインダクタでもありません: フェライトビーズ (10k)',
    zh: '不是陶瓷电容或电感：磁珠（10k）',
  },
  'outOfScope filter': {
    en: 'not a ceramic capacitor or inductor: a three-terminal filter (10k)',
    ja: 'セラミックコンデンサでもインダクタでもありません: 3 端子フィルタ (10k)',
    zh: '不是陶瓷电容或电感：三端滤波器（10k）',
  },
  'outOfScope resistor': {
    en: 'not a ceramic capacitor or inductor: a resistor (GRM188R71C104KA01D-with-a-very-long-tai…)',
    ja: 'セラミックコンデンサでもインダクタでもありません: 抵抗 (GRM188R71C104KA01D-with-a-very-long-tai…)',
    zh: '不是陶瓷电容或电感：电阻（GRM188R71C104KA01D-with-a-very-long-tai…）',
  },
  'outOfScope crystal': {
    en: 'not a ceramic capacitor or inductor: a crystal (10k)',
    ja: 'セラミックコンデンサでもインダクタでもありません: 水晶 (10k)',
    zh: '不是陶瓷电容或电感：晶体（10k）',
  },
  'notInCatalogue bodySize, a family': {
    en: 'no part of this body size (12 × 12 mm) in the catalogue (SRP)',
    ja: 'この本体寸法 (12 × 12 mm) の部品はカタログにありません (SRP)',
    zh: '目录中没有此本体尺寸 (12 × 12 mm) 的元件 (SRP)',
  },
  'notInCatalogue bodySize, no family': {
    en: 'no part of this body size (7.3 × 6.6 mm) in the catalogue',
    ja: 'この本体寸法 (7.3 × 6.6 mm) の部品はカタログにありません',
    zh: '目录中没有此本体尺寸 (7.3 × 6.6 mm) 的元件',
  },
  'notInCatalogue leadedInductor': {
    en: 'no leaded inductor in the catalogue (GRM188R71C104KA01D-with-a-very-long-tai…)',
    ja: 'リード付きインダクタはカタログにありません (GRM188R71C104KA01D-with-a-very-long-tai…)',
    zh: '目录中没有插件电感（GRM188R71C104KA01D-with-a-very-long-tai…）',
  },
  'noMatch, nothing stated': {
    en: 'No part fits "100n".',
    ja: '「100n」 に合う部品はありません。',
    zh: '没有符合 “100n” 的元件。',
  },
  'noMatch, stated': {
    en: 'No part fits "GRM188R71C104KA01D-with-a-very-long-tai…" (looked for: 100n, 0402).',
    ja: '「GRM188R71C104KA01D-with-a-very-long-tai…」 に合う部品はありません (検索条件: 100n, 0402)。',
    zh: '没有符合 “GRM188R71C104KA01D-with-a-very-long-tai…” 的元件（查找条件：100n, 0402）。',
  },
  countNotWhole: {
    en: 'count must be a whole number of parts from 1 to 20, not "0".',
    ja: 'count には 1 から 20 までの整数の部品数を指定してください (「0」 は使用できません)。',
    zh: 'count 必须是 1 到 20 之间的整数个元件，而不是 “0”。',
  },
  footprintCount: {
    en: 'Give one footprint for all, or one per description (10 descriptions, 3 footprints).',
    ja: 'フットプリントは 1 つ (全行共通) か、説明と同じ数だけ指定してください (説明 10 個、フットプリント 3 個)。',
    zh: '请为所有行提供一个封装，或为每个描述各提供一个（描述 10 个，封装 3 个）。',
  },
};

test('every case has its sentences, and every sentence its case', () => {
  expect(SENTENCE_CASES.map(([label]) => label).sort()).toEqual(Object.keys(SAID).sort());
});

test.each(SENTENCE_CASES)('%s, in each language', (label, say) => {
  const said = { en: say(CELL_WORDS.en), ja: say(CELL_WORDS.ja), zh: say(CELL_WORDS.zh) };
  expect(said).toEqual(SAID[label]);
  for (const sentence of Object.values(said)) expect(sentence.length).toBeLessThanOrEqual(255);
});
