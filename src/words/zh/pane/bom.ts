import { morePartnosTerm } from '../../paneTerms';
import { partnos } from '../partnos';
import type { bom as english } from '../../en/pane/bom';
import type { WordsLike } from '../../WordsLike';

export const bom: WordsLike<typeof english> = {
  view: {
    builds: '计划批次',
    buildsHint: '用于 LastTimeBuyQuantity：BOM 的 Qty 乘以批次数，按订购单位向上取整。',
    buildsRefused: '计划生产数必须是 1 到 {{max, number}} 之间的整数；请更正，或留空。',
    intro:
      '请选择包含料号的单元格（或整列），并连同其上方的列标题（如“料号”）一起选择。下方所选的列将填写在右侧；如果标题中已有同名的列，则刷新该列。有风险或正在开发的零件会被标记，找不到的料号会在其所在行中注明，刷新时间会记录在标题行中。',
    columns: '要添加的列',
    refresh: '刷新 BOM',
  },
  chart: {
    label: 'BOM 概览',
    byStatus: '按状态的零件数',
    lastBuy: '按季度的最后购买日期',
  },
  summary: {
    button: '带图表的概要工作表',
    quarter: '最后购买季度',
    done: '已将概要及其图表写入 {{sheet}}。',
  },
  result: {
    /** The end of a result list that shows only its first items. */
    moreInSheet: '… 另有 {{count, number}} 个 (工作表中列出全部)',
    alternativesHeading: '有风险的零件及其替代品',
    alternative: '{{partno}} → {{alternative}}：{{verdict}}',
    noAlternative: '{{partno}}：未找到替代品',
    difference: '{{field}}：{{original}} → {{candidate}}',
    verdicts: { dropIn: '可直接替换', check: '需确认', notEquivalent: '不等效' },
    deadlinesHeading: '最后购买日期 (由近到远)',
    deadline_one: '{{partno}}：{{date}} (还剩 {{days, number}} 天)',
    deadline_other: '{{partno}}：{{date}} (还剩 {{days, number}} 天)',
    deadlinePassed: '{{partno}}：{{date}} (已过去 {{days, number}} 天)',
    deadlineQuantity: '，购买 {{buyQuantity, number}}',
    changedHeading_one: '自 {{date}} 以来变化的零件：{{count, number}} 个',
    changedHeading_other: '自 {{date}} 以来变化的零件：{{count, number}} 个',
    label: 'BOM 刷新结果',
    table: '各状态的零件数',
    status: '状态',
    parts: '零件数',
    other: '无单一状态',
    notFound: '未找到',
    notAPartNumber: '不是料号',
    notFoundHeading: '未找到的料号（{{count, number}}）',
    didYouMean: '（您是否要找：{{partnos}}？）',
    notPartNumbersHeading: '不是料号的文本（{{count, number}}）',
    notPartNumbersHint: "这些文本包含 ' 或 |，不能作为料号，因此未查询。",
  },
  statusSummary: {
    status: '{{status}} {{count, number}} 个',
    other: '无单一状态 {{count, number}} 个',
    notFound: '未找到 {{count, number}} 个',
    notAPartNumber: '不是料号 {{count, number}} 个',
    notAnswered: '{{count, number}} 个未能查询',
    none: '无零件',
  },
  progress: {
    alternatives_one: '正在为 {{count, number}} 个有风险的零件寻找替代品',
    alternatives_other: '正在为 {{count, number}} 个有风险的零件寻找替代品',
    lookedUp_one: '已查询 {{done, number}} / {{count, number}} 个零件',
    lookedUp_other: '已查询 {{done, number}} / {{count, number}} 个零件',
    near_one: '正在查找与 {{count, number}} 个未找到的料号相近的料号',
    near_other: '正在查找与 {{count, number}} 个未找到的料号相近的料号',
    writing_one: '正在写入 {{columns}}：{{done, number}} / {{count, number}} 行',
    writing_other: '正在写入 {{columns}}：{{done, number}} / {{count, number}} 行',
    marking: '正在按状态标记零件',
  },
  refresh: {
    noBuilds: 'LastTimeBuyQuantity 需要今后计划的生产批次数：请在“计划批次”中输入 (至少为 1 的整数)，或取消勾选此列。',
    noQuantityColumn:
      'LastTimeBuyQuantity 需要 BOM 每批的用量：请添加标题为 Qty (或 Quantity、数量) 的列，然后重新刷新。',
    changedSince_one: '自 {{date}} 以来有 {{count, number}} 个零件发生了变化。',
    changedSince_other: '自 {{date}} 以来有 {{count, number}} 个零件发生了变化。',
    keptChanges_one: 'Changed 列仍显示 {{count, number}} 个零件之前的变化，并注明发现变化的日期。',
    keptChanges_other: 'Changed 列仍显示 {{count, number}} 个零件之前的变化，各自注明发现变化的日期。',
    earlierHistoryTooLarge:
      '之前刷新的历史记录由旧版 PartSpec 以超过 5 MB 的单个整体保存，网页版 Excel 无法读取，因此本次未统计变化。历史记录保持原样：请在 Windows 或 Mac 版 Excel 中刷新此 BOM 一次，PartSpec 会将历史记录分成任何 Excel 都能读取的小块保存。',
    replace: 'PartSpec 要添加列 {{columns}} 的位置 {{range}} 中已有值。是否替换它们？',
    declined: '未写入任何内容：{{range}} 中已有值。请清除或移走这些单元格，然后再次刷新。',
    stoppedLookingUp: '已在查询零件时停止；未写入任何内容。',
    alternativesFailed_one:
      '无法查询 {{count, number}} 个有风险零件的替代品，因此其 BestAlternative 和 AlternativeVerdict 显示“{{notLookedUp}}”：{{reason}} 请再次刷新以填入。',
    alternativesFailed_other:
      '无法查询 {{count, number}} 个有风险零件的替代品，因此其 BestAlternative 和 AlternativeVerdict 显示“{{notLookedUp}}”：{{reason}} 请再次刷新以填入。',
    stoppedBefore: '已在写入前停止；工作表保持原样。',
    noColumns: '请至少选择一个要刷新的列。',
    notAnswered_one:
      '有 {{count, number}} 个料号无法查询；其所在行写有“Not looked up”及原因，其他料号已写入：{{reason}} 再次刷新即可补全。',
    notAnswered_other:
      '有 {{count, number}} 个料号无法查询；其所在行写有“Not looked up”及原因，其他料号已写入：{{reason}} 再次刷新即可补全。',
    done_one: '已为 {{range}} 中的 {{count, number}} 个零件刷新 {{columns}}：{{statuses}}。',
    done_other: '已为 {{range}} 中的 {{count, number}} 个零件刷新 {{columns}}：{{statuses}}。',
    answered: '回答来源：{{sources}}。',
    notFoundList: '未找到：{{partnos}}。',
    notAPartNumberList: '不是料号：{{partnos}}。',
    more: morePartnosTerm(partnos),
  },
  layout: {
    nothingSelected: '所选区域中没有料号：请选择包含料号的单元格（也可以选择整列），然后再次刷新。',
    noPartsUnder: '{{header}}下方没有料号：请选择该标题及其下方的料号。',
    noHeader: '所选区域从第 1 行开始，但其中没有 PartSpec 可识别的料号标题。',
    notAHeader: '所选区域从第 1 行的{{text}}开始，但它不是 PartSpec 可识别的料号标题。',
    selectUnderHeader:
      '请仅选择标题下方的料号单元格，然后再次刷新（如果没有标题，请先在其上方插入一个标题行，例如“料号”）。',
  },
};
