import { EXCEL_COLUMNS, EXCEL_ROWS } from '../../../office/workbook';

/** A cell of a sheet, zero-based. */
export interface GridPoint {
  readonly row: number;
  readonly column: number;
}

/**
 * Where an answer of `rows` x `columns` cells anchored at `anchor` may spill, as a dynamic array does: into the
 * cells right of it and below it, all of which must be empty (`taken` says which are not: a value typed, or
 * another formula's answer). The first cell in the way, row by row; `edge` when the answer would run past the
 * sheet's last row or column; undefined when it spills. The anchor itself is the formula's own cell. Pure.
 */
export function spillBlocker(
  anchor: GridPoint,
  rows: number,
  columns: number,
  taken: (row: number, column: number) => boolean,
): GridPoint | 'edge' | undefined {
  if (anchor.row + rows > EXCEL_ROWS || anchor.column + columns > EXCEL_COLUMNS) return 'edge';
  for (let row = anchor.row; row < anchor.row + rows; row += 1) {
    for (let column = anchor.column; column < anchor.column + columns; column += 1) {
      if (row === anchor.row && column === anchor.column) continue;
      if (taken(row, column)) return { row, column };
    }
  }
  return undefined;
}
