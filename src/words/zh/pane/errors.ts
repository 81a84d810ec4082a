import { morePartnosTerm, refusedPartnosTerms } from '../../paneTerms';
import { partnos } from '../partnos';
import { settingNames } from '../settingNames';
import type { errors as english } from '../../en/pane/errors';
import type { WordsLike } from '../../WordsLike';

export const errors: WordsLike<typeof english> = {
  sentences: '{{first}}{{next}}',
  quoted: '“{{value}}”',
  listSeparator: '、',
  listLast: '{{items}}和{{last}}',
  cancelled: '已在完成之前取消。',
  unexpected: '出现问题，但没有说明原因。请重试；如果再次出现，请重新启动加载项。',
  unexpectedWith: '出现问题：{{message}}。请重试；如果再次出现，请重新启动加载项，并记下此消息以便联系支持人员。',
  serviceUrl: '设置中的服务 URL 无法使用：它必须以 https:// 或 http:// 开头，或是 /api 这样的路径。请打开设置并更正。',
  serviceUrl_inSettings:
    '上面的服务 URL 无法使用：它必须以 https:// 或 http:// 开头，或是 /api 这样的路径。请在上面更正。',
  serviceUrlProblem: {
    credentialsInAddress:
      '设置中的服务 URL 包含用户名或密码 (“@”之前的部分)，PartSpec 不会发送它们。请打开设置，只输入地址，并将密钥输入“API 密钥”框。',
    credentialsInAddress_inSettings:
      '上面的服务 URL 包含用户名或密码 (“@”之前的部分)，PartSpec 不会发送它们。请在上面只输入地址，并将密钥输入“API 密钥”框。',
    queryInAddress: '设置中的服务 URL 包含查询或片段 (“?”或“#”及其后的部分)。请打开设置，只输入地址。',
    queryInAddress_inSettings: '上面的服务 URL 包含查询或片段 (“?”或“#”及其后的部分)。请在上面只输入地址。',
  },
  redirect: {
    to: '服务 URL 返回了指向 {{location}} 的重定向。为使 API 密钥只发送到您设置的地址，PartSpec 不跟随重定向。如果那是服务的地址，请打开设置并将其输入为服务 URL。',
    to_inSettings:
      '服务 URL 返回了指向 {{location}} 的重定向。为使 API 密钥只发送到您设置的地址，PartSpec 不跟随重定向。如果那是服务的地址，请在上面输入。',
    unknown:
      '服务 URL 返回了重定向。为使 API 密钥只发送到您设置的地址，PartSpec 不跟随重定向。请打开设置并输入服务本身的地址。',
    unknown_inSettings:
      '服务 URL 返回了重定向。为使 API 密钥只发送到您设置的地址，PartSpec 不跟随重定向。请在上面输入服务本身的地址。',
  },
  /** The access token sent to an organisation's relay instead of an API key (AccessTokenError). */
  accessToken: {
    missing: '尚未登录组织的中继。请打开“设置”，登录或输入中继令牌。',
    invalid: '中继令牌包含请求中不能携带的字符。请打开“设置”并重新输入。',
    refused: '中继拒绝了你的登录 (401)。请打开“设置”，重新登录或输入新的中继令牌。',
    unavailable: '登录组织的中继未能完成。请打开“设置”并重新登录。',
    signInRequired: '组织的中继需要你使用 Microsoft 登录。请打开“设置”，按“使用 Microsoft 登录”，然后重试。',
  },
  apiKey: {
    missing: '尚未设置 API 密钥。请打开“设置”并输入 API 密钥。',
    missing_inSettings: '尚未设置 API 密钥。请在上方输入 API 密钥。',
    invalid: '“设置”中的 API 密钥包含空格、换行符或其他密钥中不能有的字符。请打开“设置”并重新输入密钥。',
    invalid_inSettings: '上方的 API 密钥包含空格、换行符或其他密钥中不能有的字符。请在上方重新输入密钥。',
    refused:
      '服务拒绝了 API 密钥 (403)。请打开“设置”，检查 API 密钥，并确认服务 URL 指向 Product Information Service v2.2。',
    refused_inSettings:
      '服务拒绝了 API 密钥 (403)。请检查上方的 API 密钥，并确认服务 URL 指向 Product Information Service v2.2。',
  },
  network: {
    start: '无法连接到 {{origin}} 上的服务',
    startAfter: '尝试 {{attempts, number}} 次后仍无法连接到 {{origin}} 上的服务',
    noReason:
      '{{start}}：浏览器未给出原因。如果这是服务本身的地址，由于服务不发送 CORS 标头，任务窗格 (位于另一地址的页面) 无法直接调用它：请在“设置”中将服务 URL 设为 /api，即加载项主机到服务的中继。否则，请检查地址和网络连接。',
    noReason_inSettings:
      '{{start}}：浏览器未给出原因。如果这是服务本身的地址，由于服务不发送 CORS 标头，任务窗格 (位于另一地址的页面) 无法直接调用它：请在上方将服务 URL 设为 /api，即加载项主机到服务的中继。否则，请检查地址和网络连接。',
    relayNoReason:
      '{{start}}：这是加载项自身的服务器（转发到服务的中继 /api），它没有响应。请确认加载项的服务器仍在运行并检查网络连接，然后重试。',
    failed: '{{start}}。请检查“设置”中的服务 URL 和网络连接。',
    failed_inSettings: '{{start}}。请检查上方的服务 URL 和网络连接。',
    failedBecause: '{{start}}：{{reason}}。请检查“设置”中的服务 URL 和网络连接。',
    failedBecause_inSettings: '{{start}}：{{reason}}。请检查上方的服务 URL 和网络连接。',
  },
  timeout: {
    attempts: ' (尝试 {{attempts, number}} 次)',
    answer:
      '服务在 {{time}} 内没有应答{{attemptsNote}}。请稍后重试，或缩小请求范围。如果此问题持续出现，请检查“设置”中的服务 URL 和网络连接。',
    answer_inSettings:
      '服务在 {{time}} 内没有应答{{attemptsNote}}。请稍后重试，或缩小请求范围。如果此问题持续出现，请检查上方的服务 URL 和网络连接。',
    fileIdle:
      '类别文件停止传输：{{time}} 内没有收到任何数据{{attemptsNote}}。请稍后重试；如果此问题持续出现，请检查网络连接。',
    fileDeadline:
      '类别文件未在 {{time}} 内完整送达{{attemptsNote}}，远比正常下载慢。请稍后重试；如果此问题持续出现，请检查网络连接。',
  },
  incompleteSearch: '收到 {{count, number}} 个产品后搜索停止。',
  incompleteLookup: '{{total, number}} 个料号中有 {{failed, number}} 个无法查询。',
  rateLimit:
    '服务正在限制来自此 API 密钥的请求 (429)，PartSpec 的重试也未成功。请等待一分钟后重试；如果此问题持续出现，请降低“设置”中的请求速率。',
  rateLimit_inSettings:
    '服务正在限制来自此 API 密钥的请求 (429)，PartSpec 的重试也未成功。请等待一分钟后重试；如果此问题持续出现，请降低上方的请求速率。',
  service: '服务出现问题 ({{status}})，请求未得到应答。请稍后重试。',
  serviceAttempts: '服务出现问题 ({{status}})，尝试 {{attempts, number}} 次均未得到应答。请稍后重试。',
  badRequest: '服务拒绝了此搜索：{{message}}。请检查条件后重试。',
  notFound: '服务上不存在 {{what}} (404)。请检查“设置”中的服务 URL。',
  notFound_inSettings: '服务上不存在 {{what}} (404)。请检查上方的服务 URL。',
  responseFormat: {
    truncated: '服务以意外的格式应答 ({{problem}})。请重试；如果此问题持续出现，请检查网络连接。',
    other: '服务以意外的格式应答 ({{problem}})。请在“设置”中确认服务 URL 指向 Product Information Service v2.2。',
    other_inSettings:
      '服务以意外的格式应答 ({{problem}})。请确认上方的服务 URL 指向 Product Information Service v2.2。',
  },
  urlTooLong: {
    sent: '请求对服务来说太长 (414，{{length, number}} 个字符)。请减少单个条件中的值，或减少条件数。',
    notSent: '请求将有 {{length, number}} 个字符，超过了为此服务设置的上限。请减少单个条件中的值，或减少条件数。',
    notSentLimit:
      '请求将有 {{length, number}} 个字符，超过了为此服务设置的上限 {{limit, number}}。请减少单个条件中的值，或减少条件数。',
  },
  /** Part numbers a lookup refused before sending anything: which character, where, and why (paneTerms.ts). */
  invalidPartno: refusedPartnosTerms(partnos),
  /** The first part numbers, then how many more there are. */
  morePartnos: morePartnosTerm(partnos),
  filter: '{{problem}} (位于第 {{position, number}} 个字符)。请更正条件后重试。',
  settings: {
    notSaved: '设置未保存：{{problem}}。',
    underField: '{{problem}}。',
    notWebAddress:
      '服务 URL 不是网址；请输入以 https:// 或 http:// 开头的网址 (例如 https://example.com)，或加载项自身服务器上的路径 (例如 /api，开头只有一个斜杠，不含反斜杠或空格)',
    notWebAddressGiven: '服务 URL“{{given}}”不是网址；请输入网址，例如 https://example.com 或 /api',
    credentialsInAddress: '服务 URL 中不能包含用户名或密码 (“@”之前的部分)；请只输入地址，并将密钥输入“API 密钥”框',
    credentialsInAddressGiven:
      '服务 URL 中不能包含用户名或密码 (“@”之前的部分)；请只输入地址 (例如 {{given}})，并将密钥输入“API 密钥”框',
    queryInAddress: '服务 URL 中不能包含查询或片段 (“?”或“#”及其后的部分)；请只输入地址',
    queryInAddressGiven: '服务 URL 中不能包含查询或片段 (“?”或“#”及其后的部分)；请只输入地址 (例如 {{given}})',
    unknownLanguage: '语言必须为 en、ja 或 zh',
    unknownLanguageGiven: '语言必须为 en、ja 或 zh，而不是“{{given}}”',
    rateNotPositive: '请求速率必须是大于 0 的每秒请求数',
    rateNotPositiveGiven: '请求速率必须是大于 0 的每秒请求数，而不是“{{given}}”',
    rateTooHigh: '请求速率最多为每秒 {{max, number}} 个请求',
    rateTooHighGiven: '请求速率最多为每秒 {{max, number}} 个请求，而不是“{{given}}”',
    burstNotWhole: '突发必须是至少为 1 的整数请求数',
    burstNotWholeGiven: '突发必须是至少为 1 的整数请求数，而不是“{{given}}”',
    burstTooLarge: '突发最多为 {{max, number}} 个请求',
    burstTooLargeGiven: '突发最多为 {{max, number}} 个请求，而不是“{{given}}”',
    unknownSnapshotMode: '快照必须为“自动”、“离线”或“关闭”',
    unknownSnapshotModeGiven: '快照必须为“自动”、“离线”或“关闭”，而不是“{{given}}”',
    ageNotPositive: '快照的有效期限必须是大于 0 的小时数',
    ageNotPositiveGiven: '快照的有效期限必须是大于 0 的小时数，而不是“{{given}}”',
    relayUrl: '中继地址必须是网址，例如 https://partspec.example.com，不能包含用户名、密码、查询或片段',
    relayUrlGiven: '无法使用中继地址“{{given}}”；请输入例如 https://partspec.example.com 的地址',
    relayUrlMissing: '请输入组织的中继地址，例如 https://partspec.example.com（管理员会提供）',
    unusable: 'PartSpec 无法使用“{{setting}}”的值；请更正',
    names: {
      ...settingNames,
      burst: '突发值',
      snapshotMode: '快照模式',
      snapshotMaxAgeHours: '快照有效期限',
      other: '设置',
    },
  },
  notInSnapshots_one:
    '快照已设为“离线”，但未保存{{categories}} ({{lang}}) 的快照。若要向服务查询，请在“设置”中将快照设为“自动”；或在联网时下载相应类别。',
  notInSnapshots_other:
    '快照已设为“离线”，但未保存{{categories}} ({{lang}}) 的快照。若要向服务查询，请在“设置”中将快照设为“自动”；或在联网时下载相应类别。',
  notInSnapshots_inSettings_one:
    '快照已设为“离线”，但未保存{{categories}} ({{lang}}) 的快照。若要向服务查询，请在上方将快照设为“自动”；或在联网时下载相应类别。',
  notInSnapshots_inSettings_other:
    '快照已设为“离线”，但未保存{{categories}} ({{lang}}) 的快照。若要向服务查询，请在上方将快照设为“自动”；或在联网时下载相应类别。',
  snapshotStore: {
    open: '无法打开已保存的快照。',
    list: '无法列出已保存的快照。',
    load: '无法读取{{category}} ({{lang}}) 的快照。',
    loadAny: '无法读取已保存的快照。',
    save: '无法保存{{category}} ({{lang}}) 的快照。',
    saveAny: '无法保存快照。',
    delete: '无法删除{{category}} ({{lang}}) 的快照。',
    deleteAny: '无法删除已保存的快照。',
    quotaExceeded:
      '浏览器中供 PartSpec 使用的存储空间已满。请删除不再需要的快照 (“设置”中的“已保存的快照”)，或释放磁盘空间，然后重试。',
    quotaExceeded_inSettings:
      '浏览器中供 PartSpec 使用的存储空间已满。请在下方删除不再需要的快照，或释放磁盘空间，然后重试。',
    unavailable:
      '此浏览器 (或此版本的 Excel) 不允许 PartSpec 保存快照，例如在隐私窗口中或网站存储已关闭时。查找和搜索仍可通过服务进行。',
    blocked: '另一个 PartSpec (在另一个 Excel 窗口或浏览器标签页中) 正以旧版本打开这些快照。请将其关闭，然后重试。',
    newerVersion: '这些快照由较新版本的 PartSpec 保存，此版本无法读取；在 PartSpec 更新之前，将由服务提供回答。',
    refused: '浏览器的存储拒绝了该操作。请重试；如果问题持续出现，请重新启动 Excel (或浏览器)。',
    timeout: '浏览器的存储在一分钟内没有响应。请重试；如果问题持续出现，请重新启动 Excel (或浏览器)。',
  },
  downloadRefused: {
    expired: '下载地址已过期（有效期为 7 天）。请重新下载该类别以获取新地址。',
    refused: '下载地址被拒绝（403）。请重新下载该类别以获取新地址。',
    gone: '该类别的文件已不存在（404）。请重新下载该类别以获取新地址。',
    failed: '无法下载该类别的文件（{{status}}）。请稍后再试。',
  },
  cannotPage: {
    urlLimit: '无法分页获取此搜索：请求后续产品的条件已无法放入一个请求中。请缩短筛选条件（减少值或条件）后重试。',
    other: '服务对此搜索的应答无法分页获取。请缩小筛选条件，使其最多匹配 2,000 个产品。',
  },
  unexpectedStatus:
    '服务返回了 {{status}}，这不是产品信息服务应有的应答。请在“设置”中检查服务 URL 是否指向产品信息服务。',
  unexpectedStatus_inSettings:
    '服务返回了 {{status}}，这不是产品信息服务应有的应答。请检查上方的服务 URL 是否指向产品信息服务。',
  snapshotsUnavailable: {
    noWebCrypto: '快照需要通过 https（或 localhost）提供的页面；此页面不是，因此由服务应答。',
    off: '此处快照已关闭，因此由服务应答。',
  },
  snapshotDamaged: '保存的 {{category}}（{{lang}}）快照已损坏，已将其删除；在重新下载之前由服务应答。',
  unsafeValue: {
    takes: { string: '文本', double: '数字', boolean: 'true 或 false' },
    notSearchItem: '没有搜索项“{{item}}”。请更改该条件后重试。',
    wrongType: '{{item}} 接受{{takes}}，而不是 {{value}}。请更改该值后重试。',
    wrongTypeUnknown: '{{item}} 不能接受 {{value}}。请更改该值后重试。',
    operator: '{{item}} 不能用“{{operator}}”比较。请更改该条件后重试。',
    noValues: '{{item}} 的条件没有值。请至少提供一个值，或删除该条件，然后重试。',
    empty: '{{item}} 的某个值为空。请更改该值后重试。',
    quote: "{{item}} 的值 {{value}} 包含 '，服务的筛选语言无法传递该字符。请更改该值后重试。",
    separator: '{{item}} 的值 {{value}} 包含 |，服务会将其视为两个值之间的分隔符。请更改该值后重试。',
    brokenCharacter: '{{item}} 的值 {{value}} 包含损坏的字符。请更改该值后重试。',
    notFinite: '{{item}} 的值必须是有限的数字，而不是 {{value}}。请更改该值后重试。',
    unknownKind: '{{item}} 的条件属于 PartSpec 无法发送的类型。请更改该条件后重试。',
    other: '{{item}} 的值 {{value}} 无法按原样发送到服务。请更改该值后重试。',
  },
  description: {
    unread:
      '无法从 {{text}} 读出数值；未能理解：{{unread}}。请将电容或电感写作 100nF、4.7uH 或 104 这样的代码，然后重试。',
    none: '{{text}} 未写明电容或电感。请写作 100nF、4.7uH 或 104 这样的代码，然后重试。',
  },
  unknownField: {
    empty: '字段名为空。请重新选择列。',
    notUnder: '没有字段“{{name}}”：{{field}} 不在该对象之下；请写为 {{field}}。请重新选择列。',
    didYouMean: '没有字段“{{name}}”；您是否是指 {{suggestions}}？请重新选择列。',
    none: '没有字段“{{name}}”。请重新选择列。',
  },
  cellEdit: {
    read: 'Excel 中有单元格正在编辑，因此 PartSpec 无法读取工作簿。',
    write: 'Excel 中有单元格正在编辑，因此 Excel 拒绝了 PartSpec 请求的更改；未做任何更改。',
    nothingWritten: 'Excel 中有单元格正在编辑，因此未写入任何内容。',
    allWritten:
      '全部 {{total, number}} 行已写入 {{range}}，每行都完整，但由于有单元格正在编辑，Excel 拒绝完成后续处理 (数字格式、表)。',
    stopped:
      'Excel 中有单元格正在编辑，因此写入已停止：{{range}} 中有标题行和 {{total, number}} 行中的前 {{written, number}} 行，每行都完整。',
    leave: '请按 Enter 或 Esc，然后重试。',
  },
  refusedWrite: {
    allWritten:
      '全部 {{total, number}} 行已写入 {{range}}，但 Excel 拒绝为其设置格式或将其转换为表。Excel 的消息：{{excelSaid}}。值是完整的；如需筛选按钮，请使用“插入”>“表格”。',
    stopped:
      'Excel 停止了表的写入：{{range}} 中有标题行和 {{total, number}} 行中的前 {{written, number}} 行，每行都完整。Excel 的消息：{{excelSaid}}。请再次写入该表 (允许 PartSpec 替换已有内容) 以获取所有行。',
    nothingWritten:
      'Excel 停止了表的写入：未写入任何内容。Excel 的消息：{{excelSaid}}。请再次写入该表 (允许 PartSpec 替换已有内容) 以获取所有行。',
  },
  contents: {
    values: '{{range}} 中已有值',
    tables_one: '{{range}} 与 Excel 表{{tables}}重叠',
    tables_other: '{{range}} 与 Excel 表{{tables}}重叠',
    valuesAndTables_one: '{{range}} 中已有值，且与 Excel 表{{tables}}重叠',
    valuesAndTables_other: '{{range}} 中已有值，且与 Excel 表{{tables}}重叠',
  },
  occupied: {
    values: '{{range}} 中已有值，因此未写入任何内容。请选择一个空白位置 (或新工作表)，或允许 PartSpec 替换这些值。',
    tables_one:
      '{{contents}}，因此未写入任何内容。请在该表之外选择一个空白位置 (或新工作表)，或允许 PartSpec 写入该位置：该表随后将变为普通区域。',
    tables_other:
      '{{contents}}，因此未写入任何内容。请在这些表之外选择一个空白位置 (或新工作表)，或允许 PartSpec 写入该位置：这些表随后将变为普通区域。',
  },
  selection: 'PartSpec 无法读取所选内容。请单击一个连续的单元格区域 (不是图表或图片，也不是多个区域)，然后重试。',
  sheetNotFound: '此工作簿中已没有名为“{{sheet}}”的工作表。它可能已被重命名或删除；请选择一个工作表后重试。',
  recordTooLarge:
    'PartSpec 在此工作簿中保存的信息（{{record}}）超过 5 MB，网页版 Excel 无法读取。这些信息保持原样：请在 Windows 或 Mac 版 Excel 中打开此工作簿并执行同样的操作一次，PartSpec 会将其分成任何 Excel 都能读取的小块保存。',
};
