import type { preview as english } from '../../en/pane/preview';
import type { WordsLike } from '../../WordsLike';

export const preview: WordsLike<typeof english> = {
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
  formulas: {
    bar: '编辑栏',
    cellName: '单元格',
    onlyPart: '预览模式下只计算 PART 函数',
    spilledFrom: '从 {{cell}} 溢出',
    showCard: '显示卡片',
    cardLabel: '{{partno}} 的卡片',
    close: '关闭',
    problems: {
      spill: '结果需要 {{range}}，但 {{cell}} 中有内容：清除它，结果就会溢出到那里。',
      spillEdge: '结果需要 {{range}}，超出了工作表的最后一行或最后一列：请把公式移到更上方或更左侧。',
      unknownFunction: '{{name}} 不是 PartSpec 的函数：docs/functions.md 列出了所有函数。',
      argument:
        '在预览模式下，PART 函数的参数只能是文本、数字、TRUE/FALSE 和单元格引用，{{argument}} 都不是：请把它的值放进一个单元格并引用该单元格。',
      syntax: '无法读取此公式：请检查括号、逗号和引号。',
      tooMany: '参数过多：此函数最多接受 {{count, number}} 个参数。',
      tooFew: '缺少参数 {{parameter}}：请添加。',
      oneCell: '参数 {{parameter}} 只接受一个单元格，而不是多个单元格的区域：请给出一个单元格。',
      functionsNotLoaded: '无法读取函数接受参数的方式 (functions.json)：{{reason}}。请重新加载页面。',
    },
  },
  paging: {
    empty: '空工作表：请单击单元格并输入，或粘贴一列部件号。',
    rows: '第 {{firstRow, number}}–{{lastRow, number}} 行，共 {{usedRows, number}} 行',
    afterLast: '第 {{firstRow, number}}–{{lastRow, number}} 行（在已有的 {{usedRows, number}} 行之后）',
    previous: '上一页',
    next: '下一页',
  },
};
