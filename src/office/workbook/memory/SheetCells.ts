import type { CellValue } from '../../../core';

/** How a cell's value came to be: typed as it is, behind Excel's quote prefix, or as a formula. */
export const PLAIN = 0;
export const QUOTED = 1;
export const FORMULA = 2;
export type CellKind = typeof PLAIN | typeof QUOTED | typeof FORMULA;

interface Row {
  /** By column; a hole or `''` is an empty cell. */
  values: CellValue[];
  /** By column, CellKind; grown as the row grows. */
  kinds: Uint8Array;
}

/** Rows and columns of the used cells, inclusive. */
export interface Extent {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * The cells of one sheet: an array of rows, each an array of values and a byte per cell for its kind.
 * Rows that were never written cost nothing, and 50,000 rows x 70 columns are 50,000 small arrays
 * rather than 3.5 million cell objects. The used extent is kept as cells are set, and only recounted
 * after a cell on its edge was emptied.
 */
export class SheetCells {
  private readonly rows: (Row | undefined)[] = [];
  /** null: no cell used; undefined: to be recounted. */
  private extent: Extent | null | undefined = null;

  value(row: number, column: number): CellValue {
    return this.rows[row]?.values[column] ?? '';
  }

  kind(row: number, column: number): CellKind {
    const cells = this.rows[row];
    return (cells && column < cells.kinds.length ? cells.kinds[column] : PLAIN) as CellKind;
  }

  set(row: number, column: number, value: CellValue, kind: CellKind): void {
    let cells = this.rows[row];
    if (!cells) {
      if (value === '') return;
      cells = { values: [], kinds: new Uint8Array(Math.max(8, column + 1)) };
      this.rows[row] = cells;
    }
    if (column >= cells.kinds.length) {
      if (value === '') return;
      const grown = new Uint8Array(Math.max(column + 1, cells.kinds.length * 2));
      grown.set(cells.kinds);
      cells.kinds = grown;
    }
    const wasFilled = (cells.values[column] ?? '') !== '';
    cells.values[column] = value;
    cells.kinds[column] = value === '' ? PLAIN : kind;
    if (value !== '') this.grow(row, column);
    else if (wasFilled) this.emptied(row, column);
  }

  /** The used extent, or null when no cell holds anything. */
  used(): Extent | null {
    if (this.extent === undefined) this.extent = this.recount();
    return this.extent === null ? null : { ...this.extent };
  }

  private grow(row: number, column: number): void {
    const extent = this.extent;
    if (extent === undefined) return;
    if (extent === null) this.extent = { top: row, left: column, bottom: row, right: column };
    else {
      if (row < extent.top) extent.top = row;
      if (row > extent.bottom) extent.bottom = row;
      if (column < extent.left) extent.left = column;
      if (column > extent.right) extent.right = column;
    }
  }

  /**
   * A cell that held something is empty now: the extent may shrink, and is recounted when next asked for,
   * but only when the cell was on its edge. Writing '' into a cell that was empty (a table row with no
   * value in its last column) changes nothing: recounting then would read every cell of the sheet again.
   */
  private emptied(row: number, column: number): void {
    const extent = this.extent;
    if (
      extent !== null &&
      extent !== undefined &&
      (row === extent.top || row === extent.bottom || column === extent.left || column === extent.right)
    ) {
      this.extent = undefined;
    }
  }

  private recount(): Extent | null {
    let extent: Extent | null = null;
    this.rows.forEach((cells, row) => {
      if (!cells) return;
      let left = -1;
      let right = -1;
      cells.values.forEach((value, column) => {
        if (value === '') return;
        if (left === -1) left = column;
        right = column;
      });
      if (left === -1) return;
      if (extent === null) extent = { top: row, left, bottom: row, right };
      else {
        extent.bottom = row;
        if (left < extent.left) extent.left = left;
        if (right > extent.right) extent.right = right;
      }
    });
    return extent;
  }
}
