import { bodyText, waitText } from '../../core';
import { zh as catalogue } from '../../words';
import type { CellWords } from './CellWords';
import { leadedInductorLine, outOfScopeLine } from './catalogueMatchLines';
import { shown, visible } from './shown';

const SETTINGS = 'PartSpec 任务窗格的“设置”';
const q = (value: unknown): string => `“${shown(value)}”`;
const tries = (attempts: number): string => (attempts === 1 ? '请求' : `${attempts} 次尝试`);
const times = (attempts: number): string => (attempts === 1 ? '' : ` (尝试 ${attempts} 次)`);

export const zh: CellWords = {
  catalogue,
  quoted: (value) => `“${value}”`,
  listSeparator: '、',
  settingNames: {
    connection: '连接方式',
    apiKey: 'API 密钥',
    serviceUrl: '服务 URL',
    relayUrl: '组织的中继',
    relayToken: '中继令牌',
    lang: '语言',
    ratePerSecond: '请求速率',
    burst: '突发数',
    units: '单位',
    displayLanguage: '显示语言',
    columnPresets: '列集',
    snapshotMode: '快照',
    snapshotMaxAgeHours: '快照有效期',
  },

  missingApiKey: () => `尚未设置 API 密钥。请打开${SETTINGS}并输入密钥。`,
  invalidApiKey: () => `API 密钥包含空格、换行符或其他密钥中不能有的字符。请打开${SETTINGS}并重新输入。`,
  accessToken: (problem) =>
    ({
      missing: `尚未登录组织的中继。请打开${SETTINGS}，登录或输入中继令牌。`,
      invalid: `中继令牌包含请求中不能携带的字符。请打开${SETTINGS}并重新输入。`,
      refused: `中继拒绝了你的登录 (401)。请打开${SETTINGS}，重新登录或输入新的中继令牌。`,
      unavailable: `登录组织的中继未能完成。请打开${SETTINGS}并重新登录。`,
      signInRequired: `请在 PartSpec 窗格中登录：打开${SETTINGS}，按“使用 Microsoft 登录”。登录后此单元格会重新计算。`,
    })[problem],
  apiKeyRefused: () => `API 密钥被拒绝 (403)。请打开${SETTINGS}，检查密钥和服务 URL。`,
  badRequest: (error) => `服务拒绝了查询：${visible(error.serviceMessage)}`,
  description: (error, unread) =>
    unread === ''
      ? `${q(error.text)} 未写明电容或电感：请写作 100nF、4.7uH 或 104 这样的代码。`
      : `无法从 ${q(error.text)} 读出数值；未能理解：${unread}。请将电容或电感写作 100nF、4.7uH 或 104 这样的代码。`,
  cannotPage: (error) =>
    error.reason === 'urlLimit'
      ? '此搜索无法在 URL 长度上限内分页获取。请缩短筛选条件。'
      : '由于服务的应答方式，此搜索无法分页获取。请缩小筛选范围，使结果不超过 2000 个。',
  downloadRefused: (error) => {
    switch (error.reason) {
      case 'expired':
        return '下载地址已过期 (有效期 7 天)。请重新计算以获取新地址。';
      case 'refused':
        return '下载地址被拒绝 (403)。请重新计算以获取新地址。';
      case 'gone':
        return '类别文件已不存在 (404)。请重新计算以获取新地址。';
      case 'failed':
        return `无法下载类别文件 (${error.status})。请稍后重试。`;
    }
  },
  filter: (error) => `${error.problem} (第 ${error.position + 1} 个字符)`,
  incompleteLookup: (failed, total, cause) => `${total} 个料号中有 ${failed} 个无法查询。${cause}`,
  incompleteSearch: (arrived, cause) => `匹配的产品只收到 ${arrived} 个。${cause}`,
  network: (error) => {
    const after = error.attempts > 1 ? `尝试 ${error.attempts} 次后仍` : '';
    const reason = error.reason ? ` (${visible(error.reason)})` : '';
    return `${after}无法连接到 ${visible(error.origin)} 上的服务${reason}。请检查${SETTINGS}中的服务 URL 和网络连接。`;
  },
  notFound: (error) => `${q(error.what)} 在服务上不存在 (404)。请检查${SETTINGS}中的服务 URL。`,
  notInSnapshots: (error) =>
    `处于离线状态，且未保存 ${error.missing.join('、')} (${error.lang}) 的快照。请在${SETTINGS}中将快照设为“自动”，或在联网时下载该类别。`,
  rateLimit: (error) =>
    `已达到服务的请求上限，${tries(error.attempts)}未能通过 (429)。请等待一分钟后重新计算，或在${SETTINGS}中降低请求速率。`,
  redirectRefused: (error) =>
    `服务 URL 返回了${error.location ? `指向 ${visible(error.location)} 的` : ''}重定向。为保护密钥，PartSpec 不跟随重定向。如果那是服务，请在${SETTINGS}中输入。`,
  responseFormat: (error) =>
    `服务以意外的格式应答 (${visible(error.problem)})。${error.truncated ? '请稍后重试。' : `请检查${SETTINGS}中的服务 URL。`}`,
  service: (error) => `服务出现问题 (${error.status})，${tries(error.attempts)}未得到应答。请稍后重试。`,
  serviceUrl: (error) => {
    const instead = {
      notWebAddress: '输入以 https:// 开头的地址，或 /api 这样的路径',
      credentialsInAddress: '输入不含用户名和密码 (“@”之前的部分) 的地址',
      queryInAddress: '输入不含“?”或“#”及其后部分的地址',
    }[error.problem];
    return `PartSpec 设置中的服务 URL 无法使用。请打开${SETTINGS}，${instead}。`;
  },
  snapshotDamaged: (error) => `保存的 ${error.category} (${error.lang}) 快照已损坏并被删除；改由服务应答。`,
  snapshotsUnavailable: (error) =>
    error.reason === 'noWebCrypto' ? '快照需要通过 https 提供的页面；改由服务应答。' : '此处快照已关闭；改由服务应答。',
  timeout: (error) => {
    const time = waitText(error.timeoutMs);
    switch (error.subject) {
      case 'fileIdle':
        return `类别文件停止传输：${time} 内未收到任何内容${times(error.attempts)}。请稍后重试。`;
      case 'fileDeadline':
        return `类别文件未能在 ${time} 内完整到达${times(error.attempts)}。请稍后重试。`;
      default:
        return `服务在 ${time} 内没有应答${times(error.attempts)}。请稍后重试，或缩小请求范围。`;
    }
  },
  unexpectedStatus: (error) => `服务返回了意外的 ${error.status}。请检查${SETTINGS}中的服务 URL。`,
  unknownField: (error) => {
    const name = error.given.trim();
    if (name === '') return '字段名为空；PART.FIELDS() 可列出所有字段。';
    if (error.field !== undefined) return `未知字段 ${q(name)}：请写作 ${error.field}。`;
    return error.suggestions.length > 0
      ? `未知字段 ${q(name)}；您是否指 ${error.suggestions.join('、')}？`
      : `未知字段 ${q(name)}；PART.FIELDS() 可列出所有字段。`;
  },
  unsafeValue: (error) => {
    const { item } = error;
    const value = Array.isArray(error.value) ? error.value.map(q).join('、') : q(error.value);
    switch (error.reason) {
      case 'notSearchItem':
        return `${q(item)} 不是搜索项。`;
      case 'wrongType':
        return error.itemType
          ? `${item} 需要${{ string: '文本', double: '数字', boolean: 'TRUE 或 FALSE' }[error.itemType]}，而不是 ${value}。`
          : `${item} 不能使用 ${value}。`;
      case 'operator':
        return `${item} 不能用 ${q(error.operator ?? '')} 比较。`;
      case 'noValues':
        return `${item} 的条件没有值：请至少提供一个。`;
      case 'empty':
        return `${item} 的某个值为空：请提供值，或去掉该条件。`;
      case 'quote':
        return `${item} 的值 ${value} 包含 '，查询中不能包含它：请去掉。`;
      case 'separator':
        return `${item} 的值 ${value} 包含 |，服务会将其读作两个值：请去掉。`;
      case 'brokenCharacter':
        return `${item} 的值 ${value} 包含损坏的字符：请重新输入。`;
      case 'notFinite':
        return `${item} 的值必须是有限的数字，而不是 ${value}。`;
      case 'unknownKind':
        return `${item} 的条件属于 PartSpec 无法发送的类型。`;
      case 'other':
        return `${item} 的值 ${value} 无法按原样发送给服务。`;
    }
  },
  urlTooLong: (error) =>
    error.sent
      ? `请求对服务来说太长 (414，${error.length} 个字符)。请减少单个条件中的值。`
      : `请求将有 ${error.length} 个字符，超过此服务的上限${error.limit === undefined ? '' : ` ${error.limit} 个字符`}。请减少单个条件中的值。`,

  settings: (error) => {
    const given = error.given === undefined || error.problem === 'credentialsInAddress' ? '' : ` (${q(error.given)})`;
    return `PartSpec 设置中的${zh.settingNames[error.setting]}无法使用${given}。请打开${SETTINGS}并更正。`;
  },
  snapshotStore: (error) =>
    error.problem === 'quotaExceeded'
      ? `存储空间已满，无法保存快照。请在${SETTINGS}中删除快照。`
      : '此浏览器或 Excel 不允许 PartSpec 使用存储，无法保存快照。改由服务应答。',
  workbook: (message) => `PartSpec 无法使用工作簿：${shown(message)}`,

  cancelled: () => '已取消。',
  unexpected: (message) => `出现问题：${shown(message)} 请重新计算；如果再次出现，请重新启动 Excel。`,

  languageNotKnown: (given) => `语言必须是 en、ja 或 zh，而不是 ${q(given)}。`,
  noFieldNames: () => '请至少提供一个字段名，例如 "Capacitance" (PART.FIELDS() 可列出所有字段)。',
  tooManyFields: (count, max) =>
    `提供了 ${count} 个字段名；最多 ${max} 个 (每个字段一次) 可作为列。请只选择需要的字段，每个一次。`,
  partNotFound: (partno) => `未找到料号：${shown(partno)}`,
  maxRowsNotWhole: (given) => `maxRows 必须是至少为 1 的整数行数，而不是 ${q(given)}。`,
  unknownCategory: (given, categories) => `未知类别 ${q(given)}；请使用 ${categories} 之一。`,
  notBottomCategory: (given, categories) => `${q(given)} 无法整体下载；请使用 ${categories} 之一。`,
  conditionCounts: (items, operators, values) =>
    `运算符和值的数量必须与项相同 (${items} 个项、${operators} 个运算符、${values} 个值)。`,
  noPartno: () => '请提供料号，例如 A2。',
  entityWithoutPartno: (name) => `${q(name)} 是没有料号 (Partno) 的数据类型：请提供料号，或 PART.CARD 的卡片。`,
  dataTypeNotText: (name) =>
    `${q(name)} 是数据类型，而此处需要文本或数字：请提供值本身 (卡片的属性，例如 =B2.Capacitance)。`,
  conditionProblem: (problem, row) => {
    const { item } = problem;
    const value = problem.value ?? '';
    const at = `条件 ${row}`;
    switch (problem.kind) {
      case 'notSearchItem': {
        const near = problem.suggestions ?? [];
        return `${at}：${q(item)} 不是搜索项${near.length > 0 ? `；您是否指 ${near.join('、')}？` : '。'}`;
      }
      case 'operator':
        return `${at}：${item} 不能用 ${q(value)} 比较；请使用 ${(problem.allowed ?? []).join('、')}。`;
      case 'empty':
        return `${at}：请提供 ${item} 的值。`;
      case 'notQuantity':
        return `${at}：${q(value)} 不是 ${item} 的值；请写成 ${problem.example ?? '数字'} 这样的形式。`;
      case 'notListed':
      case 'notCategory':
        return `${at}：${q(value)} 不是 ${item} 的值之一：${(problem.allowed ?? []).join('、')}。`;
      case 'notYesNo':
        return `${at}：${item} 为是或否；请提供 TRUE 或 FALSE。`;
      case 'quote':
        return `${at}：${item} 的值第 ${(problem.position ?? 0) + 1} 个字符是 '，服务无法搜索它；请用 contains 搜索它之前或之后的文本。`;
      case 'separator':
      case 'brokenCharacter':
      case 'character':
        return `${at}：${item} 的值 ${q(value)} 无法发送；请重新输入。`;
    }
  },

  moreThanMaxRows: (limit) => `匹配的产品多于显示的 ${limit} 个：请增大 maxRows 或缩小筛选条件。`,
  moreThanOneRequest: (max) => `匹配的产品超过 ${max} 个：请缩小筛选条件，或指定 maxRows（例如 50000）以获取全部。`,
  resultCut: (what, kept, total) => {
    const unit = { products: '个产品', cards: '张卡片', dropIns: '个可直接替换的零件', lines: '行', parts: '个零件' }[
      what
    ];
    const todo = {
      products: '请减少字段或缩小筛选范围，或从 PartSpec 窗格（搜索）插入到工作表。',
      cards: '请拆分区域。',
      dropIns: '请减少字段或减小 maxRows。',
      lines: '请拆分区域。',
      parts: '请减小 count。',
    }[what];
    return `共 ${total} ${unit}，仅显示前 ${kept} ${what === 'lines' ? '行' : '个'}：再多将超过 Excel 从一个函数接收的 4 MB。${todo}`;
  },
  moreEquivalents: (count) => `还有 ${count} 个：增大 maxRows 即可看到。`,
  noDropIn: (partno, toCheck) => {
    const none = `${shown(partno)} 没有量产中的直接替代品。`;
    if (toCheck === 0) return none;
    return `${none}有 ${toCheck} 个料号需要核对：请选中 ${shown(partno)}，在 PartSpec 任务窗格中使用“查找等效品”。`;
  },
  reasonSeparator: '; ',
  outOfScope: (outOfScope) => outOfScopeLine(catalogue, outOfScope),
  notInCatalogue: (reason) =>
    reason.kind === 'bodySize'
      ? `目录中没有此本体尺寸 (${bodyText(reason.body)}) 的元件${reason.family ? ` (${reason.family})` : ''}`
      : leadedInductorLine(catalogue, reason),
  noMatch: (text, stated) => `没有符合 ${q(text)} 的元件${stated === '' ? '' : `（查找条件：${stated}）`}。`,
  countNotWhole: (given, max) => `count 必须是 1 到 ${max} 之间的整数个元件，而不是 ${q(given)}。`,
  footprintCount: (descriptions, footprints) =>
    `请为所有行提供一个封装，或为每个描述各提供一个（描述 ${descriptions} 个，封装 ${footprints} 个）。`,
};
