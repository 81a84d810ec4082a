import type { AnswerSources, CellValue, SheetTable } from '../../../../core';
import { type CellAddress, type RangeAddress, writeTable } from '../../../../office/workbook';
import type { BomLayout } from '../logic/bomLayout';
import type { BomSummary } from '../logic/bomOutcome';
import { refreshNote } from '../wording/refreshNote';
import { NOT_A_PART_NUMBER_TEXT, notAnsweredText, notFoundText } from '../wording/partCellTexts';
import { statusMarking } from '../logic/statusMarks';
import { NOT_A_PART_NUMBER, NOT_ANSWERED } from '../logic/statusSummary';
import type { JobContext } from '../../../jobs/types';
import type { BomAnswers } from './lookUpBom';

/**
 * Asks whether to replace what stands where the columns are appended: values in the BOM's rows, another
 * table's cells, or a header cell that is not free (layout.appendedHeaderTaken). Asked before any request: a
 * declined overwrite should cost nothing. PartSpec's columns are written without a table of their own
 * (asTable false), so a table they overlap stays a table. Returns the summary of a declined refresh, or
 * undefined when the columns may be written.
 */
export async function askToReplace(context: JobContext, layout: BomLayout): Promise<BomSummary | undefined> {
  const appendedRange = appendedBlock(layout);
  if (!appendedRange) return undefined;
  // One look at the rows: a table there is another's, as is one whose header is on the header row (its
  // header cells are not blank, which appendedHeaderTaken says).
  const rows = await context.workbook.contents(appendedRange);
  if (!rows.values && rows.tables.length === 0 && !layout.appendedHeaderTaken) return undefined;
  const fields = layout.columns.filter((place) => !place.existing).map((place) => place.field);
  const replace = await context.confirmOverwrite({ kind: 'bomColumns', range: appendedRange, fields });
  return replace ? undefined : { kind: 'declined', range: appendedRange };
}

/** The BOM rows of the appended columns: they must be empty, or the user agrees to replace them. */
function appendedBlock(layout: BomLayout): RangeAddress | undefined {
  if (layout.appended.length === 0) return undefined;
  return {
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column: layout.appended[0],
    rowCount: layout.dataRowCount,
    columnCount: layout.appended.length,
  };
}

/** The block a refresh writes: from the part column to PartSpec's rightmost column, header row included. */
export function writtenBlock(layout: BomLayout): RangeAddress {
  return {
    sheet: layout.sheet,
    row: layout.headerRow,
    column: layout.partColumn,
    rowCount: layout.dataRowCount + 1,
    columnCount: Math.max(...layout.columns.map((place) => place.column)) - layout.partColumn + 1,
  };
}

/**
 * One row of cells per BOM row, blank part cells included: a found part gets its row of `tableRows` (row
 * for row with `found.foundRows`); a part not found or not a part number gets the cell that says why, the
 * others empty so that no stale value survives; a blank part cell gets empty cells.
 */
export function bomRows(
  layout: BomLayout,
  fields: readonly string[],
  found: BomAnswers,
  tableRows: readonly CellValue[][],
): CellValue[][] {
  const rowsByRow = new Map(found.foundRows.map((row, index) => [row, tableRows[index]]));
  const messageIndex = messageColumnIndex(layout);
  const saying = (text: string): CellValue[] =>
    // Quote-prefixed as toSheetTable writes texts: a part number from the service never becomes a formula.
    fields.map((_, index) => (index === messageIndex ? `'${text}` : ''));
  const allRows: CellValue[][] = [];
  for (let row = layout.firstDataRow; row < layout.firstDataRow + layout.dataRowCount; row += 1) {
    const entry = found.answerOfRow.get(row);
    if (!entry) allRows.push(fields.map(() => ''));
    else if (entry.answer === NOT_A_PART_NUMBER) allRows.push(saying(NOT_A_PART_NUMBER_TEXT));
    else if (entry.answer === NOT_ANSWERED) allRows.push(saying(notAnsweredText(found.notAnsweredBecause)));
    else if (entry.answer === undefined) allRows.push(saying(notFoundText(found.suggestions.get(entry.part.partno))));
    else allRows.push(rowsByRow.get(row) ?? fields.map(() => ''));
  }
  return allRows;
}

/**
 * The column (index among the fields) that says why a row has no values: Status, where a reader of the
 * BOM looks for what is wrong with a part; without one, PartSpec's leftmost column, read first.
 */
function messageColumnIndex(layout: BomLayout): number {
  const status = layout.columns.findIndex((place) => place.field === 'Status');
  if (status >= 0) return status;
  let leftmost = 0;
  layout.columns.forEach((place, index) => {
    if (place.column < layout.columns[leftmost].column) leftmost = index;
  });
  return leftmost;
}

/**
 * Writes the columns, header cell included, as blocks of adjacent columns (refreshed ones may be apart
 * from the appended block). Not stopped by Cancel once begun: a BOM is small, and rows refreshed in some
 * columns but not in others would be worse than the seconds it takes to finish.
 */
export async function writeColumns(
  context: JobContext,
  layout: BomLayout,
  table: SheetTable,
  requests: () => number,
): Promise<void> {
  const order = layout.columns.map((place, index) => ({ ...place, index })).sort((a, b) => a.column - b.column);
  const runs: (typeof order)[] = [];
  for (const place of order) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].column + 1 === place.column) run.push(place);
    else runs.push([place]);
  }
  const totalRows = runs.length * table.rows.length;
  for (const [runIndex, run] of runs.entries()) {
    const block: SheetTable = {
      header: run.map((place) => table.header[place.index]),
      rows: table.rows.map((row) => run.map((place) => row[place.index])),
      numberFormats: run.map((place) => table.numberFormats[place.index]),
    };
    const before = runIndex * table.rows.length;
    await writeTable(context.workbook, { sheet: layout.sheet, row: layout.headerRow, column: run[0].column }, block, {
      overwrite: true,
      // PartSpec's columns inside the user's BOM: no Excel table over them, and the selection stays for the next refresh.
      asTable: false,
      select: false,
      onProgress: (progress) =>
        context.onProgress({
          phase: 'writing',
          done: before + progress.rowsWritten,
          total: totalRows,
          requests: requests(),
          step: {
            kind: 'bomColumns',
            fields: run.map((place) => place.field),
            done: progress.rowsWritten,
            count: progress.totalRows,
          },
        }),
    });
  }
}

/**
 * Writes the refresh time and where its answers came from into the header row (BomLayout.noteColumn), as
 * `Refreshed 2026-11-24 07:30 from the service` (refreshNote);
 * returns its cell, or undefined when the cell there is not free (another table's, the user's).
 */
export async function writeRefreshNote(
  workbook: JobContext['workbook'],
  layout: BomLayout,
  sources: AnswerSources,
): Promise<CellAddress | undefined> {
  if (layout.noteColumn === undefined) return undefined;
  const noteAt: CellAddress = { sheet: layout.sheet, row: layout.headerRow, column: layout.noteColumn };
  await workbook.writeValues(noteAt, [[`'${refreshNote(sources)}`]]);
  return noteAt;
}

/** Marks the written rows by their Status (statusMarks.ts), when a Status column was written. */
export async function markStatuses(
  context: JobContext,
  layout: BomLayout,
  written: RangeAddress,
  requests: () => number,
): Promise<void> {
  const marking = statusMarking(layout, written, context.lang);
  if (!marking) return;
  context.onProgress({
    phase: 'formatting',
    done: layout.dataRowCount,
    total: layout.dataRowCount,
    requests: requests(),
    step: { kind: 'markingStatuses' },
  });
  await context.workbook.highlightRows(marking.rows, marking.keyColumn, marking.highlights, marking.earlierTexts);
}
