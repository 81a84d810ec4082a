import type { CellValue } from '../../../../core';
import { isPartNumberHeader, namesField } from './bomHeaders';
import type { BomLayoutProblem } from '../../../errors/bomProblem';
import { type BomCellsToRead, isBlank, NOTHING_SELECTED } from './bomPartCells';
import { isRefreshNote } from './refreshNotePattern';

/**
 * Where a BOM refresh reads and writes: the part numbers the user selected, the header row above them,
 * and the column each PartSpec field goes to. Pure: the job reads the cells (bomCellsToRead, bomPartCells.ts),
 * this decides, the job writes.
 */

export interface BomColumnPlace {
  /** The spec field name, or `Category`. */
  readonly field: string;
  /** Sheet column index (0 is A). */
  readonly column: number;
  /** true: an existing header cell of that name, refreshed in place; false: appended after the last header cell. */
  readonly existing: boolean;
}

export interface BomPart {
  /** Sheet row index (0 is Excel's row 1). */
  readonly row: number;
  /** Trimmed. */
  readonly partno: string;
}

export interface BomLayout {
  readonly sheet: string;
  readonly headerRow: number;
  readonly partColumn: number;
  /** The BOM's rows under the header, blank part cells included: every one of them gets PartSpec's cells. */
  readonly firstDataRow: number;
  readonly dataRowCount: number;
  /** Part numbers in sheet order, with their rows; blank cells skipped. */
  readonly parts: readonly BomPart[];
  /** Where each column goes, in the order asked for. */
  readonly columns: readonly BomColumnPlace[];
  /** Sheet column indexes of the columns appended, in order (a contiguous block), empty when every column exists. */
  readonly appended: readonly number[];
  /** Whether a header cell where a column is appended holds something (another table's header, the user's). */
  readonly appendedHeaderTaken: boolean;
  /**
   * Where the refresh note goes (refreshNote), on the header row: the first cell right of PartSpec's
   * rightmost column that is empty or holds an earlier refresh note, so that it never covers the user's
   * data; undefined when another table stands on the header row before such a cell.
   */
  readonly noteColumn?: number;
}

export interface BomLayoutInput {
  /** What bomCellsToRead returned. */
  readonly cells: BomCellsToRead;
  /** Values of `cells.parts`, row by row, as read. */
  readonly partValues: readonly (readonly CellValue[])[];
  /** Values of `cells.headerRows`, row by row. */
  readonly headerValues: readonly (readonly CellValue[])[];
  /** The columns to write, by spec field name (or `Category`), in order. */
  readonly fields: readonly string[];
  /**
   * The header cell (its index in `headerValues`' rows, 0 the part column's) where another Excel table
   * begins on the header row, when one does: the BOM's columns end before it.
   */
  readonly otherTableAt?: number;
}

function textOf(value: CellValue | undefined): string {
  return value === undefined ? '' : String(value).trim();
}

/**
 * Decides the BOM's layout:
 * - header row: the first selected cell's row when that cell is a part-number header ("Part number",
 *   "P/N", "MPN", "品番", "型号", ...; blank cells above it are skipped by startAtHeader first), otherwise
 *   the row above the selection; with neither (a selection starting on row 1 whose first cell is no header
 *   PartSpec knows), a problem the wording turns into what to select (noHeaderProblem);
 * - data rows: every row under the header down to the selection's last used row; part numbers trimmed,
 *   blanks skipped;
 * - columns: a header cell right of the part column named as the field (ignoring case and surrounding
 *   spaces; for a field with a unit, also with the unit PartSpec writes after it, `Capacitance (nF)`) is
 *   refreshed in place; the others are appended as one contiguous block after the last non-empty header
 *   cell to the right of the part column (an earlier refresh note does not count: it is PartSpec's);
 * - refresh note: on the header row, in the first cell right of PartSpec's rightmost column that is empty
 *   or holds an earlier note. The header row is read up to the used range's right edge, and every cell
 *   beyond it is empty, so there always is one, and the user's cells are never written over.
 */
export function bomLayout(input: BomLayoutInput): BomLayout | { problem: BomLayoutProblem } {
  const { parts, headerRows } = input.cells;
  const partValues = input.partValues.map((row): CellValue | undefined => row[0]);
  const firstIsHeader = isPartNumberHeader(partValues[0] ?? '');
  let headerRow: number;
  let headerCells: readonly CellValue[];
  if (firstIsHeader) {
    headerRow = parts.row;
    headerCells = input.headerValues[parts.row - headerRows.row] ?? [];
  } else if (parts.row > 0 && headerRows.row < parts.row) {
    headerRow = parts.row - 1;
    headerCells = input.headerValues[0] ?? [];
  } else {
    return { problem: noHeaderProblem(partValues[0]) };
  }

  const firstDataRow = headerRow + 1;
  const dataRowCount = parts.row + parts.rowCount - firstDataRow;
  const bomParts: BomPart[] = [];
  partValues.forEach((value, index) => {
    const row = parts.row + index;
    if (row >= firstDataRow && !isBlank(value)) bomParts.push({ row, partno: textOf(value) });
  });
  if (bomParts.length === 0) {
    return {
      problem: firstIsHeader ? { kind: 'noPartsUnder', header: textOf(partValues[0]) } : NOTHING_SELECTED,
    };
  }

  // Index 0 is the part column's own header cell; PartSpec's columns are to its right, up to another Excel
  // table standing on the header row (input.otherTableAt): that one is not the BOM's. An earlier refresh
  // note is PartSpec's: a column added now takes its place, and the note moves on to the right.
  const otherTableAt = input.otherTableAt ?? Infinity;
  const width = Math.min(headerCells.length, otherTableAt);
  const ownHeader = headerCells.slice(0, width);
  let lastNonEmpty = 0;
  ownHeader.forEach((value, index) => {
    if (!isBlank(value) && !isRefreshNote(value)) lastNonEmpty = index;
  });
  const taken = new Set<number>();
  const columns: BomColumnPlace[] = [];
  const appended: number[] = [];
  for (const field of input.fields) {
    const found = ownHeader.findIndex(
      (value, index) => index > 0 && !taken.has(index) && typeof value === 'string' && namesField(value, field),
    );
    if (found > 0) {
      taken.add(found);
      columns.push({ field, column: parts.column + found, existing: true });
    } else {
      const column = parts.column + lastNonEmpty + 1 + appended.length;
      appended.push(column);
      columns.push({ field, column, existing: false });
    }
  }
  // The note goes in the first free cell right of PartSpec's rightmost column (or one holding an earlier
  // note); when another table stands there first, it is left out rather than written into that table.
  let note = Math.max(...columns.map((place) => place.column)) - parts.column + 1;
  while (!isBlank(headerCells[note]) && !isRefreshNote(headerCells[note])) note += 1;
  const noteFree = note < otherTableAt;
  return {
    sheet: parts.sheet,
    headerRow,
    partColumn: parts.column,
    firstDataRow,
    dataRowCount,
    parts: bomParts,
    columns,
    appended,
    appendedHeaderTaken: appended.some((column) => {
      const index = column - parts.column;
      const value = headerCells[index];
      return index >= otherTableAt || (!isBlank(value) && !isRefreshNote(value));
    }),
    ...(noteFree ? { noteColumn: parts.column + note } : {}),
  };
}

/**
 * Why a selection from row 1 gives no header. It is reached with part numbers on row 1 and no header, but
 * also with a title on row 1 of the part column (a header further down), or a header PartSpec does not know
 * ("Component") at the top of a whole column: the wording says what to do for all three.
 */
function noHeaderProblem(first: CellValue | undefined): BomLayoutProblem {
  const text = textOf(first);
  return text === '' ? { kind: 'noHeader' } : { kind: 'notAHeader', text };
}
