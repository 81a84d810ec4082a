import type { tables as english } from '../../en/pane/tables';
import type { WordsLike } from '../../WordsLike';

export const tables: WordsLike<typeof english> = {
  intro:
    'PartSpec 在此工作簿中写入的表格。刷新会重新运行同一搜索，并以相同的列和单位就地写入结果：行会增加或删除，表格旁您自己的列保持不变。',
  empty: '还没有表格：插入搜索结果或类别，或刷新 BOM 后，会在此列出。',
  refreshAll: '全部刷新',
  refreshTable: '刷新表格',
  forget: '从列表移除',
  forgetLabel: '从列表移除 {{title}}',
  list: '此工作簿中的表格',
  title: {
    search: '搜索：{{filter}}',
    searchEverything: '搜索：所有产品',
    category: '类别：{{category}}',
    bom: 'BOM：{{columns}}',
  },
  details_one: '{{range}} · {{count, number}} 行 · 截至 {{date}}',
  details_other: '{{range}} · {{count, number}} 行 · 截至 {{date}}',
  bomDetails_one: '{{range}} · {{count, number}} 个部件 · 截至 {{date}}',
  bomDetails_other: '{{range}} · {{count, number}} 个部件 · 截至 {{date}}',
};
