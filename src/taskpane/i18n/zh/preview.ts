import type { preview as english } from '../en/preview';
import type { Strings } from '../Strings';

export const preview: Strings<typeof english> = {
  banner: {
    title: '预览模式',
    body: '未在 Excel 中运行：PartSpec 使用“设置”中的服务（除非您更改，否则为参考服务）以及下方仅存在于此页面中的工作簿。请将部件号粘贴到工作簿中，试用 BOM 刷新；或粘贴数值和封装（100nF 16V X7R、C_0402_1005Metric），试用“填写型号”。若要处理您自己的工作簿，请在 Excel 中打开 PartSpec（“开始”>“加载项”）。',
  },
  heading: '工作簿（仅在此浏览器中）',
  grid: {
    label: '工作簿预览',
    rowNumbers: '行号',
    editCell: '编辑单元格 {{cell}}',
    pasteTooLarge:
      '粘贴的区域（{{rowCount, number}} 行 x {{columnCount, number}} 列）无法放在 {{cell}} 的右下方：请选择更靠上或靠左的单元格。',
  },
  charts: {
    heading: '此工作表上的图表',
    label: '{{title}}（位于 {{range}} 上方）：{{bars}}',
    bar: '{{category}} {{barValue, number}}',
    separator: '；',
  },
  sheets: '工作表',
  paging: {
    empty: '空工作表：请单击单元格并输入，或粘贴一列部件号。',
    rows: '第 {{firstRow, number}}–{{lastRow, number}} 行，共 {{usedRows, number}} 行',
    afterLast: '第 {{firstRow, number}}–{{lastRow, number}} 行（在已有的 {{usedRows, number}} 行之后）',
    previous: '上一页',
    next: '下一页',
  },
};
