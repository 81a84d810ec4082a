import type { RangeAddress } from '../Workbook';

/** The position of a range as Office.js loads it (`rowIndex,columnIndex,rowCount,columnCount`). */
export interface LoadedRange {
  readonly rowIndex: number;
  readonly columnIndex: number;
  readonly rowCount: number;
  readonly columnCount: number;
}

export function addressOf(sheet: string, range: LoadedRange): RangeAddress {
  return {
    sheet,
    row: range.rowIndex,
    column: range.columnIndex,
    rowCount: range.rowCount,
    columnCount: range.columnCount,
  };
}
