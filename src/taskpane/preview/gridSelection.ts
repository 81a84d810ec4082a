import type { RangeAddress } from '../../office/workbook';

/** A cell of the preview grid, zero-based. */
export interface GridCell {
  readonly row: number;
  readonly column: number;
}

/** The rectangle between two corners, in either order: a click and a shift-click. */
export function spanning(sheet: string, anchor: GridCell, focus: GridCell): RangeAddress {
  const row = Math.min(anchor.row, focus.row);
  const column = Math.min(anchor.column, focus.column);
  return {
    sheet,
    row,
    column,
    rowCount: Math.abs(anchor.row - focus.row) + 1,
    columnCount: Math.abs(anchor.column - focus.column) + 1,
  };
}

/** A step from `cell`, kept inside the sheet (rows and columns from 0 to the limits, exclusive). */
export function moved(cell: GridCell, rows: number, columns: number, limits: GridCell): GridCell {
  return {
    row: Math.min(limits.row - 1, Math.max(0, cell.row + rows)),
    column: Math.min(limits.column - 1, Math.max(0, cell.column + columns)),
  };
}
