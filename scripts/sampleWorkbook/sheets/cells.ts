import type { Worksheet } from 'exceljs';

/**
 * The two ways a cell of the sample workbook is written. Everything that comes from the service (part
 * numbers, statuses, expected values) and every text goes through `value`: ExcelJS stores a string as a
 * string, so it can never become a formula, whatever it starts with. Only `formula` writes a formula, and
 * only the workbook's own formulas go through it.
 */
export function value(sheet: Worksheet, address: string, content: string | number | boolean): void {
  sheet.getCell(address).value = content;
}

/** A formula cell, without its leading `=`; Excel computes it when the workbook opens. */
export function formula(sheet: Worksheet, address: string, text: string): void {
  sheet.getCell(address).value = { formula: text };
}

/** A bold header row, and the widths of its columns in characters. */
export function headerRow(
  sheet: Worksheet,
  row: number,
  columns: readonly (readonly [string, string, number])[],
): void {
  for (const [column, label, width] of columns) {
    value(sheet, `${column}${row}`, label);
    sheet.getColumn(column).width = width;
  }
  sheet.getRow(row).font = { bold: true };
}

/** The formula as the tester reads and types it: with its `=`. */
export function asText(text: string): string {
  return `=${text}`;
}
