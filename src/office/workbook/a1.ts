import type { CellAddress, RangeAddress } from './Workbook';

/**
 * Column letters of a zero-based column index, as Excel shows them: 0 is A, 25 is Z, 26 is AA,
 * 16,383 (the last column) is XFD.
 */
export function columnLetters(column: number): string {
  let letters = '';
  let rest = column + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = (rest - 1 - digit) / 26;
  }
  return letters;
}

/** A cell without its sheet, `B7` for row 6 and column 1. */
export function cellA1(row: number, column: number): string {
  return `${columnLetters(column)}${row + 1}`;
}

/**
 * A sheet name as it stands before `!` in a reference: as it is when Excel would write it bare, otherwise
 * in apostrophes with inner apostrophes doubled (`'Parts (2)'`, `'O''Brien'`). Names that read as a cell
 * (`A1`, `R1C1`, `R`, `C`), start with a digit or hold anything beyond ASCII letters, digits, `_` and `.`
 * are quoted: Excel reads those only quoted, and a quoted name is always read right.
 */
export function sheetReference(sheet: string): string {
  const bare =
    /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) &&
    !/^[A-Za-z]{1,3}[0-9]+$/.test(sheet) &&
    !/^[Rr][0-9]*[Cc]?[0-9]*$/.test(sheet) &&
    !/^[Cc][0-9]*$/.test(sheet);
  return bare ? sheet : `'${sheet.replace(/'/g, "''")}'`;
}

/** `Sheet1!B7`. */
export function addressA1(at: CellAddress): string {
  return `${sheetReference(at.sheet)}!${cellA1(at.row, at.column)}`;
}

/** `Sheet1!A1:C10`, or `Sheet1!B7` for a single cell: the way Excel users read a range. */
export function rangeA1(range: RangeAddress): string {
  const start = cellA1(range.row, range.column);
  if (range.rowCount === 1 && range.columnCount === 1) return `${sheetReference(range.sheet)}!${start}`;
  const end = cellA1(range.row + range.rowCount - 1, range.column + range.columnCount - 1);
  return `${sheetReference(range.sheet)}!${start}:${end}`;
}
