import type { settings as english } from '../en/settings';
import type { Strings } from '../Strings';

export const settings: Strings<typeof english> = {
  apiKey: 'API 密钥',
  apiKeySaved: '已保存密钥 ({{masked}})。留空则继续使用；输入新密钥则替换。',
  apiKeyNone: '尚未保存密钥。请输入服务提供给您的密钥。',
  notSet: '未设置',
  serviceUrl: '服务 URL',
  serviceUrlHint:
    '/api 是加载项主机的中继，会转发到服务。服务不发送 CORS 标头，因此窗格无法直接调用服务自己的地址：请保留 /api。',
  language: '语言',
  languageHint: '服务回答所用的语言：列表值、类别和结果，除非视图另有指定。',
  displayLanguage: '显示语言',
  displayLanguageHint: 'PartSpec 自身文字所用的语言。“自动”跟随 Office (或浏览器)。',
  automatic: '自动',
  rate: '每秒请求数',
  burst: '突发',
  burstHint: '同时发送的请求数',
  rateProblem: '请输入服务允许您的密钥每秒发送的请求数，须大于 0 (例如 10)。',
  burstProblem: '请输入请求数，须为至少 1 的整数 (例如 20)。',
  save: '保存设置',
  test: '测试连接',
  saving: '正在保存…',
  testing: '正在测试…',
  saved: '设置已保存',
  units: {
    label: '新表格中的单位',
    hint: '每个字段在所有表格中使用同一单位 (尺寸为 mm，电容为 µF…)。可在此为某个字段选择其他单位。',
    field: '字段',
    unitOf: '{{field}} 的单位',
    chosen: '您选择的单位',
    item: '{{field}}：{{unit}}',
    reset: '{{field}}：恢复默认单位',
    default: '{{unit}} (默认)',
    si: '{{unit}} (SI)',
  },
};
