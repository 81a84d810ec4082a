import type { Workbook } from 'exceljs';
import { changedText } from '../../../src/taskpane/features/bom/logic/bomChanges';
import { expectedBomChanges } from '../expectedChanges';
import type { SampleContext } from '../sampleContext';
import { SHEETS } from '../sheetNames';
import { headerRow, value } from './cells';

/** The BOM's quantity per build of each row (the Qty column), for LastTimeBuyQuantity. */
const QUANTITIES = [2, 1, 4, 10, 1, 3] as const;

/** The row of the BOM's first part number (row 1 is its header). */
export const BOM_FIRST_ROW = 2;

/**
 * The BOM the pane's BOM view refreshes: part numbers under "Part number", a Qty column, and beside them,
 * for the tester, each part's status now and at the later date, the Changed text the second refresh of
 * the lifecycle step should write, and what the row checks. No header here names a field or a column
 * PartSpec writes, so the refresh appends its columns after them (from G) and leaves these alone.
 */
export function addBomSheet(workbook: Workbook, context: SampleContext): void {
  const sheet = workbook.addWorksheet(SHEETS.bom, { views: [{ state: 'frozen', ySplit: 1 }] });
  const { now, later } = context.data;
  headerRow(sheet, 1, [
    ['A', 'Part number', 22],
    ['B', 'Qty', 6],
    ['C', `Status on ${now.date}`, 22],
    ['D', `Status on ${later.date}`, 22],
    // The refresh's own date follows in Changed: local, so it may be a day off the as-of date.
    ['E', `Expected in Changed after a refresh as of ${later.date}, before the refresh's date`, 60],
    ['F', 'What this row checks', 60],
  ]);
  const changes = expectedBomChanges(context);
  context.bom.forEach((row, index) => {
    const at = BOM_FIRST_ROW + index;
    const productNow = context.bomNow.get(row.typed);
    const productLater = context.bomLater.get(row.typed);
    const ofPart = (productNow && changes.get(productNow.record.Partno.toUpperCase())) ?? [];
    value(sheet, `A${at}`, row.typed);
    value(sheet, `B${at}`, QUANTITIES[index % QUANTITIES.length]);
    value(sheet, `C${at}`, productNow ? String(productNow.record.Status) : 'Not found');
    value(sheet, `D${at}`, productLater ? String(productLater.record.Status) : 'Not found');
    if (ofPart.length > 0) value(sheet, `E${at}`, changedText(ofPart));
    value(sheet, `F${at}`, row.purpose);
  });
}

/** The BOM's part-number range, `A2:A31`. */
export function bomRange(context: SampleContext): string {
  return `A${BOM_FIRST_ROW}:A${BOM_FIRST_ROW + context.bom.length - 1}`;
}
