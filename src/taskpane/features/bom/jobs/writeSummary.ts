import type { RangeAddress } from '../../../../office/workbook';
import type { SummarySheetWritten } from '../logic/bomOutcome';
import { lastBuyQuarters, statusBars } from '../logic/riskChart';
import { STATUS_CHART_COLOURS } from '../logic/statusMarks';
import { summarySheetLabels } from '../wording/summarySheetTexts';
import type { RefreshBomOutcome } from './refreshBom';
import type { JobContext, JobOutcome } from '../../../jobs/types';

/** The sheet a BOM's summary goes into; the workbook adds " (2)" and so on when it is taken. */
export const SUMMARY_SHEET = 'PartSpec summary';

/**
 * The pane's picture of a BOM's risk, as an Excel sheet (on request, after a refresh): a small table of
 * parts per status and one of last buy dates per quarter, each with a column chart of it beside it.
 * Titles and labels in the pane's display language; statuses as the BOM has them.
 */
export async function writeSummary(
  context: JobContext,
  outcome: RefreshBomOutcome,
): Promise<JobOutcome<SummarySheetWritten>> {
  const { workbook } = context;
  const labels = summarySheetLabels();
  // A sheet's chart is on the sheet's white.
  const byStatus = statusBars(outcome.counts, STATUS_CHART_COLOURS.light, labels.notFound);
  const quarters = lastBuyQuarters(outcome.deadlines.map((deadline) => deadline.lastBuyDate));
  const sheet = await workbook.addSheet(SUMMARY_SHEET);
  const text = (value: string): string => `'${value}`;

  const statusTable = [
    [text(labels.status), text(labels.parts)],
    ...byStatus.map((bar) => [text(bar.label), bar.count]),
  ];
  await workbook.writeValues({ sheet, row: 0, column: 0 }, statusTable);
  const statusRange: RangeAddress = { sheet, row: 0, column: 0, rowCount: statusTable.length, columnCount: 2 };
  await workbook.addChart(statusRange, labels.byStatusChart, {
    sheet,
    row: 0,
    column: 3,
    rowCount: 15,
    columnCount: 7,
  });

  let written = statusRange;
  if (quarters.length > 0) {
    const top = Math.max(statusTable.length, 15) + 2;
    const quarterTable = [
      [text(labels.quarter), text(labels.parts)],
      ...quarters.map((bar) => [text(bar.label), bar.count]),
    ];
    await workbook.writeValues({ sheet, row: top, column: 0 }, quarterTable);
    const quarterRange: RangeAddress = { sheet, row: top, column: 0, rowCount: quarterTable.length, columnCount: 2 };
    await workbook.addChart(quarterRange, labels.lastBuyChart, {
      sheet,
      row: top,
      column: 3,
      rowCount: 15,
      columnCount: 7,
    });
    written = { ...statusRange, rowCount: top + quarterTable.length };
  }
  await workbook.select({ ...statusRange, rowCount: 1, columnCount: 1 });
  return { status: 'done', summary: { kind: 'summarySheetWritten', range: written }, range: written };
}
