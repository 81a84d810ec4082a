import type { CellValue } from '../../../../core';
import type { Workbook } from '../../../../office/workbook';
import type { BomChange } from '../logic/bomChanges';
import { localDateTime } from '../../../logic/localDateTime';

/** The sheet that lists every change BOM refreshes have seen, one row each, oldest first. */
export const CHANGES_SHEET = 'PartSpec changes';

const HEADER: readonly CellValue[] = ['Date', 'Part number', 'Field', 'Before', 'After'];

/** A value as written into the sheet: text quote-prefixed (nothing from the service becomes a formula). */
function cell(value: CellValue): CellValue {
  return typeof value === 'string' && value !== '' ? `'${value}` : value;
}

/**
 * Appends `changes` to the changes sheet (made, with its header, the first time), dated `when`; returns
 * the sheet's name, or undefined when there was nothing to append. Adding the sheet activates it: the
 * caller shows the BOM again afterwards.
 */
export async function appendChanges(
  workbook: Workbook,
  changes: readonly BomChange[],
  when: Date,
): Promise<string | undefined> {
  if (changes.length === 0) return undefined;
  const names = await workbook.sheetNames();
  const existing = names.find((name) => name.toUpperCase() === CHANGES_SHEET.toUpperCase());
  const sheet = existing ?? (await workbook.addSheet(CHANGES_SHEET));
  const used = existing ? await workbook.usedRange(sheet) : undefined;
  const rows = changes.map((change) => [
    `'${localDateTime(when)}`,
    `'${change.partno}`,
    `'${change.field}`,
    cell(change.before),
    cell(change.after),
  ]);
  if (!used) {
    await workbook.writeValues({ sheet, row: 0, column: 0 }, [HEADER.map(cell), ...rows]);
  } else {
    await workbook.writeValues({ sheet, row: used.row + used.rowCount, column: 0 }, rows);
  }
  return sheet;
}
