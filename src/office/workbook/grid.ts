import { cellA1, rangeA1, sheetReference } from './a1';
import { InvalidRangeError } from './errors/InvalidRangeError';
import type { CellAddress, RangeAddress } from './Workbook';

/** Rows of an Excel worksheet (Excel 2007 and later, every platform). */
export const EXCEL_ROWS = 1_048_576;
/** Columns of an Excel worksheet: A to XFD. */
export const EXCEL_COLUMNS = 16_384;

function isIndex(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

/** Throws InvalidRangeError unless `at` is a cell of Excel's grid. */
export function checkCell(at: CellAddress): void {
  if (!isIndex(at.row) || !isIndex(at.column)) {
    throw new InvalidRangeError(
      `Row and column must be whole numbers from 0, not row ${at.row} and column ${at.column} (sheet "${at.sheet}").`,
      { range: at },
    );
  }
  if (at.row >= EXCEL_ROWS || at.column >= EXCEL_COLUMNS) {
    throw new InvalidRangeError(
      `Row ${at.row + 1}, column ${at.column + 1} of sheet "${at.sheet}" is outside Excel's grid, which ends at ${cellA1(EXCEL_ROWS - 1, EXCEL_COLUMNS - 1)}.`,
      { range: at },
    );
  }
}

/** Throws InvalidRangeError unless `range` has at least one cell and lies wholly inside Excel's grid. */
export function checkRange(range: RangeAddress): void {
  checkCell(range);
  if (
    !Number.isInteger(range.rowCount) ||
    !Number.isInteger(range.columnCount) ||
    range.rowCount < 1 ||
    range.columnCount < 1
  ) {
    throw new InvalidRangeError(
      `A range needs at least one row and one column, not ${range.rowCount} x ${range.columnCount} (at ${sheetReference(range.sheet)}!${cellA1(range.row, range.column)}).`,
      { range },
    );
  }
  const lastRow = range.row + range.rowCount - 1;
  const lastColumn = range.column + range.columnCount - 1;
  if (lastRow >= EXCEL_ROWS || lastColumn >= EXCEL_COLUMNS) {
    const rows = lastRow >= EXCEL_ROWS ? `${(lastRow + 1).toLocaleString('en')} rows` : '';
    const columns = lastColumn >= EXCEL_COLUMNS ? `${(lastColumn + 1).toLocaleString('en')} columns` : '';
    throw new InvalidRangeError(
      `${rangeA1({ ...range, rowCount: 1, columnCount: 1 })} and the ${range.rowCount.toLocaleString('en')} x ${range.columnCount.toLocaleString('en')} cells from it would need ${[rows, columns].filter(Boolean).join(' and ')}, beyond Excel's ${EXCEL_ROWS.toLocaleString('en')} rows by ${EXCEL_COLUMNS.toLocaleString('en')} columns. Start higher up or further left, or write fewer rows or columns.`,
      { range },
    );
  }
}

/** Whether two ranges on the same sheet share a cell. */
export function overlaps(a: RangeAddress, b: RangeAddress): boolean {
  return (
    a.sheet.toUpperCase() === b.sheet.toUpperCase() &&
    a.row < b.row + b.rowCount &&
    b.row < a.row + a.rowCount &&
    a.column < b.column + b.columnCount &&
    b.column < a.column + a.columnCount
  );
}

/** Whether two ranges are the same cells. */
export function sameRange(a: RangeAddress, b: RangeAddress): boolean {
  return (
    a.sheet.toUpperCase() === b.sheet.toUpperCase() &&
    a.row === b.row &&
    a.column === b.column &&
    a.rowCount === b.rowCount &&
    a.columnCount === b.columnCount
  );
}
