import type { CellValue } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import type { BomLayoutProblem } from '../../../errors/bomProblem';
import { isPartNumberHeader } from './bomHeaders';

/**
 * Which cells of a sheet a BOM refresh reads for a selection: its part-number cells and the rows its header can
 * be on (bomCellsToRead, then startAtHeader or bomPartCells once the part column is read). Pure.
 */

/** Whether a cell holds nothing: empty, or spaces only. */
export function isBlank(value: CellValue | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The cells to read before deciding: the part-number cells, and the header candidates to their right. */
export interface BomCellsToRead {
  /** The selection's first column, clipped to the used range. */
  readonly parts: RangeAddress;
  /**
   * The row above the part numbers (when there is one) and their first row, from the part column to the
   * right edge of the used range: the header is one of these two rows.
   */
  readonly headerRows: RangeAddress;
}

/** The problem of a selection without part numbers. */
export const NOTHING_SELECTED: BomLayoutProblem = { kind: 'nothingSelected' };

/**
 * What to read for a selection. A whole column or a huge selection is clipped to the used range; only the
 * selection's first column counts.
 */
export function bomCellsToRead(
  selection: RangeAddress,
  usedRange: RangeAddress | undefined,
): BomCellsToRead | { problem: BomLayoutProblem } {
  if (!usedRange || usedRange.sheet !== selection.sheet) {
    return { problem: NOTHING_SELECTED };
  }
  const column = selection.column;
  const top = Math.max(selection.row, usedRange.row);
  const bottom = Math.min(selection.row + selection.rowCount, usedRange.row + usedRange.rowCount) - 1;
  const usedRight = usedRange.column + usedRange.columnCount - 1;
  if (bottom < top || column < usedRange.column || column > usedRight) {
    return { problem: NOTHING_SELECTED };
  }
  const headerTop = Math.max(0, top - 1);
  return {
    parts: { sheet: selection.sheet, row: top, column, rowCount: bottom - top + 1, columnCount: 1 },
    headerRows: {
      sheet: selection.sheet,
      row: headerTop,
      column,
      rowCount: top - headerTop + 1,
      columnCount: usedRight - column + 1,
    },
  };
}

/**
 * The cells to read once the part column's values are known. Blank cells at the top of the selection lie
 * above the BOM (its whole column selected under a title row, the usual BOM sheet): when the first
 * non-blank cell is a part-number header, the BOM starts there, and the header row to read is its row.
 * Otherwise the cells stay as bomCellsToRead chose them (the row above the selection is the header).
 */
export function startAtHeader(
  cells: BomCellsToRead,
  partValues: readonly (readonly CellValue[])[],
): { cells: BomCellsToRead; partValues: readonly (readonly CellValue[])[] } {
  const first = partValues.findIndex((row) => !isBlank(row[0]));
  if (first <= 0 || !isPartNumberHeader(partValues[first][0])) return { cells, partValues };
  const top = cells.parts.row + first;
  return {
    cells: {
      parts: { ...cells.parts, row: top, rowCount: cells.parts.rowCount - first },
      headerRows: { ...cells.headerRows, row: top - 1, rowCount: 2 },
    },
    partValues: partValues.slice(first),
  };
}

/** The part column's values from the used range's top (`top`), as the walks over a BOM read them. */
interface PartColumn {
  readonly values: readonly CellValue[];
  readonly top: number;
}

function valueIn(column: PartColumn, row: number): CellValue | undefined {
  return row >= column.top ? column.values[row - column.top] : undefined;
}

function headerIn(column: PartColumn, row: number): boolean {
  return isPartNumberHeader(valueIn(column, row) ?? '');
}

function filledIn(column: PartColumn, row: number): boolean {
  return !isBlank(valueIn(column, row));
}

/** The BOM's last row from `row` down: its last cell before a blank, or before another BOM's header. */
function bomEnd(column: PartColumn, row: number): number {
  let bottom = row;
  while (filledIn(column, bottom + 1) && !headerIn(column, bottom + 1)) bottom += 1;
  return bottom;
}

/**
 * The part-number cells of the BOM a selection is in, when the selection alone does not say where its header
 * is: one cell, the header alone, or part of the column.
 *
 * A BOM refreshed before has a record (`recorded`, its header and part cells then): its header row is the
 * header whatever it says, and its part cells go down to the recorded last row or the BOM's last cell, if
 * lower. Otherwise the part column's cells are walked up from the selection through the BOM (its cells
 * without a blank between them) to its header: a part-number header PartSpec knows ("Part number", "MPN",
 * "品番", ...) wherever it stands; otherwise the row above the selection, unless that row is one of the
 * BOM's own rows (it holds numbers: a quantity, a date, a value PartSpec wrote), and then the BOM's first
 * cell. One cell or the header alone stands for the whole BOM, down to its last cell before a blank; a
 * selection of several rows keeps its own last row.
 *
 * Returns the cells to read as `parts` (bomCellsToRead's), starting under the header it found, or on the
 * header when that is a known one; `column` is the part column's values from the used range's top
 * (`columnTop`) to its bottom.
 */
export function bomPartCells(input: {
  readonly parts: RangeAddress;
  readonly column: readonly CellValue[];
  readonly columnTop: number;
  /** The BOM's part cells, header first, as recorded at its last refresh, when the selection is in them. */
  readonly recorded?: RangeAddress;
  /** Whether the row above the selection holds a number (then it is a row of the BOM, not its header). */
  readonly rowAboveHoldsNumbers: boolean;
  /** Whether the selection's own first row holds a number (then it is a row of parts, not a header). */
  readonly rowHoldsNumbers: boolean;
}): RangeAddress {
  const { parts, recorded } = input;
  const column: PartColumn = { values: input.column, top: input.columnTop };
  const isHeader = (row: number): boolean => headerIn(column, row);
  const filled = (row: number): boolean => filledIn(column, row);
  const first = parts.row;
  const last = first + parts.rowCount - 1;

  if (recorded) {
    const header = recorded.row;
    const bottom = bomEnd(column, Math.max(header + recorded.rowCount - 1, last));
    return bottom > header ? { ...parts, row: header + 1, rowCount: bottom - header } : parts;
  }

  // Up: the BOM's first cell, or a header PartSpec knows on the way.
  let top = first;
  while (!isHeader(top) && filled(top - 1)) top -= 1;
  const above = first - 1;
  // The row the header is on, and the first row to read (the header itself when PartSpec knows it).
  let header: number;
  if (isHeader(top)) header = top;
  // One cell at the BOM's top, in a row of words: that cell is the header. In a row with numbers it is a
  // part, and the row above stays the header (bomLayout then says what to select when there is none).
  else if (!filled(above)) header = parts.rowCount === 1 && !input.rowHoldsNumbers ? first : above;
  else if (above === top || !input.rowAboveHoldsNumbers) header = above;
  else header = top;
  const readFrom = isHeader(header) || header === first ? header : header + 1;

  // Down: the selection's last row; one cell, or a selection inside the BOM, stands for the whole BOM.
  const bottom = parts.rowCount === 1 || header < above ? bomEnd(column, last) : last;
  if (readFrom === header && !isHeader(header)) {
    // One cell at the BOM's top that PartSpec does not know as a header: the rows under it are read, and the
    // row above them, that cell, is their header.
    return bottom > header ? { ...parts, row: header + 1, rowCount: bottom - header } : parts;
  }
  return { ...parts, row: readFrom, rowCount: bottom - readFrom + 1 };
}
