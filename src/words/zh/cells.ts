import type { cells as en } from '../en/cells';
import type { WordsLike } from '../WordsLike';

export const cells: WordsLike<typeof en> = {
  quoted: '“{{value}}”',
  listSeparator: '、',
  reasonSeparator: '; ',
  settings: 'PartSpec 任务窗格的“设置”',
  settingNames: {
    relayUrl: '组织的中继',
    burst: '突发数',
    units: '单位',
    displayLanguage: '显示语言',
    columnPresets: '列集',
    snapshotMode: '快照',
    snapshotMaxAgeHours: '快照有效期',
  },
  tries: { one: '请求', many: '{{attempts}} 次尝试' },
  times: ' (尝试 {{attempts}} 次)',

  missingApiKey: '尚未设置 API 密钥。请打开{{settings}}并输入密钥。',
  invalidApiKey: 'API 密钥包含空格、换行符或其他密钥中不能有的字符。请打开{{settings}}并重新输入。',
  apiKeyRefused: 'API 密钥被拒绝 (403)。请打开{{settings}}，检查密钥和服务 URL。',
  accessToken: {
    missing: '尚未登录组织的中继。请打开{{settings}}，登录或输入中继令牌。',
    invalid: '中继令牌包含请求中不能携带的字符。请打开{{settings}}并重新输入。',
    refused: '中继拒绝了你的登录 (401)。请打开{{settings}}，重新登录或输入新的中继令牌。',
    unavailable: '登录组织的中继未能完成。请打开{{settings}}并重新登录。',
    signInRequired: '请在 PartSpec 窗格中登录：打开{{settings}}，按“使用 Microsoft 登录”。登录后此单元格会重新计算。',
  },
  badRequest: '服务拒绝了查询：{{message}}',
  description: {
    nothingUnread: '{{text}} 未写明电容或电感：请写作 100nF、4.7uH 或 104 这样的代码。',
    unread: '无法从 {{text}} 读出数值；{{unread}}。请将电容或电感写作 100nF、4.7uH 或 104 这样的代码。',
  },
  cannotPage: {
    urlLimit: '此搜索无法在 URL 长度上限内分页获取。请缩短筛选条件。',
    unpageable: '由于服务的应答方式，此搜索无法分页获取。请缩小筛选范围，使结果不超过 2000 个。',
  },
  downloadRefused: {
    expired: '下载地址已过期 (有效期 7 天)。请重新计算以获取新地址。',
    refused: '下载地址被拒绝 (403)。请重新计算以获取新地址。',
    gone: '类别文件已不存在 (404)。请重新计算以获取新地址。',
    failed: '无法下载类别文件 ({{status}})。请稍后重试。',
  },
  filter: '{{problem}} (第 {{position}} 个字符)',
  incompleteLookup: '{{total}} 个料号中有 {{failed}} 个无法查询。{{cause}}',
  incompleteSearch: '匹配的产品只收到 {{arrived}} 个。{{cause}}',
  network: {
    sentence: '{{after}}无法连接到 {{origin}} 上的服务{{reason}}。请检查{{settings}}中的服务 URL 和网络连接。',
    after: '尝试 {{attempts}} 次后仍',
    reason: ' ({{reason}})',
  },
  notFound: '“{{what}}” 在服务上不存在 (404)。请检查{{settings}}中的服务 URL。',
  notInSnapshots:
    '处于离线状态，且未保存 {{categories}} ({{lang}}) 的快照。请在PartSpec 任务窗格的“设置”中将快照设为“自动”，或在联网时下载该类别。',
  rateLimit: '已达到服务的请求上限，{{tries}}未能通过 (429)。请等待一分钟后重新计算，或在{{settings}}中降低请求速率。',
  redirectRefused: {
    sentence: '服务 URL 返回了{{to}}重定向。为保护密钥，PartSpec 不跟随重定向。如果那是服务，请在{{settings}}中输入。',
    to: '指向 {{location}} 的',
  },
  responseFormat: {
    sentence: '服务以意外的格式应答 ({{problem}})。{{next}}',
    cut: '请稍后重试。',
    whole: '请检查{{settings}}中的服务 URL。',
  },
  service: '服务出现问题 ({{status}})，{{tries}}未得到应答。请稍后重试。',
  serviceUrl: {
    sentence: 'PartSpec 设置中的服务 URL 无法使用。请打开{{settings}}，{{instead}}。',
    instead: {
      notWebAddress: '输入以 https:// 开头的地址，或 /api 这样的路径',
      credentialsInAddress: '输入不含用户名和密码 (“@”之前的部分) 的地址',
      queryInAddress: '输入不含“?”或“#”及其后部分的地址',
    },
  },
  snapshotDamaged: '保存的 {{category}} ({{lang}}) 快照已损坏并被删除；改由服务应答。',
  snapshotsUnavailable: {
    noWebCrypto: '快照需要通过 https 提供的页面；改由服务应答。',
    off: '此处快照已关闭；改由服务应答。',
  },
  timeout: {
    answer: '服务在 {{time}} 内没有应答{{times}}。请稍后重试，或缩小请求范围。',
    fileIdle: '类别文件停止传输：{{time}} 内未收到任何内容{{times}}。请稍后重试。',
    fileDeadline: '类别文件未能在 {{time}} 内完整到达{{times}}。请稍后重试。',
  },
  unexpectedStatus: '服务返回了意外的 {{status}}。请检查{{settings}}中的服务 URL。',
  unknownField: {
    empty: '字段名为空；PART.FIELDS() 可列出所有字段。',
    underAnother: '未知字段 {{name}}：请写作 {{field}}。',
    suggested: '未知字段 {{name}}；您是否指 {{suggestions}}？',
    alone: '未知字段 {{name}}；PART.FIELDS() 可列出所有字段。',
  },
  unsafeValue: {
    notSearchItem: '{{quotedItem}} 不是搜索项。',
    wrongType: '{{item}} 需要{{type}}，而不是 {{value}}。',
    wrongTypeUntyped: '{{item}} 不能使用 {{value}}。',
    operator: '{{item}} 不能用 {{operator}} 比较。',
    noValues: '{{item}} 的条件没有值：请至少提供一个。',
    empty: '{{item}} 的某个值为空：请提供值，或去掉该条件。',
    quote: "{{item}} 的值 {{value}} 包含 '，查询中不能包含它：请去掉。",
    separator: '{{item}} 的值 {{value}} 包含 |，服务会将其读作两个值：请去掉。',
    brokenCharacter: '{{item}} 的值 {{value}} 包含损坏的字符：请重新输入。',
    notFinite: '{{item}} 的值必须是有限的数字，而不是 {{value}}。',
    unknownKind: '{{item}} 的条件属于 PartSpec 无法发送的类型。',
    other: '{{item}} 的值 {{value}} 无法按原样发送给服务。',
    itemTypes: { string: '文本', double: '数字', boolean: 'TRUE 或 FALSE' },
  },
  urlTooLong: {
    sent: '请求对服务来说太长 (414，{{length}} 个字符)。请减少单个条件中的值。',
    unsent: '请求将有 {{length}} 个字符，超过此服务的上限{{limit}}。请减少单个条件中的值。',
    limit: ' {{limit}} 个字符',
  },

  settingsError: {
    sentence: 'PartSpec 设置中的{{setting}}无法使用{{given}}。请打开{{settings}}并更正。',
    given: ' ({{given}})',
  },
  snapshotStore: {
    quotaExceeded: '存储空间已满，无法保存快照。请在PartSpec 任务窗格的“设置”中删除快照。',
    refused: '此浏览器或 Excel 不允许 PartSpec 使用存储，无法保存快照。改由服务应答。',
  },
  workbook: 'PartSpec 无法使用工作簿：{{message}}',

  cancelled: '已取消。',
  unexpected: '出现问题：{{message}} 请重新计算；如果再次出现，请重新启动 Excel。',

  languageNotKnown: '语言必须是 en、ja 或 zh，而不是 {{given}}。',
  noFieldNames: '请至少提供一个字段名，例如 "Capacitance" (PART.FIELDS() 可列出所有字段)。',
  tooManyFields: '提供了 {{count}} 个字段名；最多 {{max}} 个 (每个字段一次) 可作为列。请只选择需要的字段，每个一次。',
  partNotFound: '未找到料号：{{partno}}',
  maxRowsNotWhole: 'maxRows 必须是至少为 1 的整数行数，而不是 {{given}}。',
  unknownCategory: '未知类别 {{given}}；请使用 {{categories}} 之一。',
  notBottomCategory: '{{given}} 无法整体下载；请使用 {{categories}} 之一。',
  conditionCounts: '运算符和值的数量必须与项相同 ({{items}} 个项、{{operators}} 个运算符、{{values}} 个值)。',
  noPartno: '请提供料号，例如 A2。',
  entityWithoutPartno: '{{name}} 是没有料号 (Partno) 的数据类型：请提供料号，或 PART.CARD 的卡片。',
  dataTypeNotText: '{{name}} 是数据类型，而此处需要文本或数字：请提供值本身 (卡片的属性，例如 =B2.Capacitance)。',
  conditionProblem: {
    at: '条件 {{row}}',
    notSearchItem: '{{at}}：{{quotedItem}} 不是搜索项。',
    notSearchItemNear: '{{at}}：{{quotedItem}} 不是搜索项；您是否指 {{suggestions}}？',
    operator: '{{at}}：{{item}} 不能用 {{value}} 比较；请使用 {{allowed}}。',
    empty: '{{at}}：请提供 {{item}} 的值。',
    notQuantity: '{{at}}：{{value}} 不是 {{item}} 的值；请写成 {{example}} 这样的形式。',
    notQuantityPlain: '{{at}}：{{value}} 不是 {{item}} 的值；请写成 数字 这样的形式。',
    notListed: '{{at}}：{{value}} 不是 {{item}} 的值之一：{{allowed}}。',
    notYesNo: '{{at}}：{{item}} 为是或否；请提供 TRUE 或 FALSE。',
    quote: "{{at}}：{{item}} 的值第 {{position}} 个字符是 '，服务无法搜索它；请用 contains 搜索它之前或之后的文本。",
    character: '{{at}}：{{item}} 的值 {{value}} 无法发送；请重新输入。',
  },

  moreThanMaxRows: '匹配的产品多于显示的 {{limit}} 个：请增大 maxRows 或缩小筛选条件。',
  moreThanOneRequest: '匹配的产品超过 {{max}} 个：请缩小筛选条件，或指定 maxRows（例如 50000）以获取全部。',
  resultCut: {
    sentence: '{{first}}：再多将超过 Excel 从一个函数接收的 4 MB。{{todo}}',
    first: {
      products: '共 {{total}} 个产品，仅显示前 {{kept}} 个',
      cards: '共 {{total}} 张卡片，仅显示前 {{kept}} 个',
      dropIns: '共 {{total}} 个可直接替换的零件，仅显示前 {{kept}} 个',
      lines: '共 {{total}} 行，仅显示前 {{kept}} 行',
      parts: '共 {{total}} 个零件，仅显示前 {{kept}} 个',
    },
    todo: {
      products: '请减少字段或缩小筛选范围，或从 PartSpec 窗格（搜索）插入到工作表。',
      range: '请拆分区域。',
      dropIns: '请减少字段或减小 maxRows。',
      parts: '请减小 count。',
    },
  },
  moreEquivalents: '还有 {{count}} 个：增大 maxRows 即可看到。',
  noDropIn: {
    none: '{{partno}} 没有量产中的直接替代品。',
    toCheck: {
      one: '{{none}}有 1 个料号需要核对：请选中 {{partno}}，在 PartSpec 任务窗格中使用“查找等效品”。',
      other: '{{none}}有 {{count}} 个料号需要核对：请选中 {{partno}}，在 PartSpec 任务窗格中使用“查找等效品”。',
    },
  },

  bodySizeNotInCatalogue: {
    sentence: '目录中没有此本体尺寸 ({{body}}) 的元件{{family}}',
    family: ' ({{family}})',
  },
  noMatch: { sentence: '没有符合 {{text}} 的元件{{stated}}。', stated: '（查找条件：{{stated}}）' },
  countNotWhole: 'count 必须是 1 到 {{max}} 之间的整数个元件，而不是 {{given}}。',
  footprintCount:
    '请为所有行提供一个封装，或为每个描述各提供一个（描述 {{descriptions}} 个，封装 {{footprints}} 个）。',
};
