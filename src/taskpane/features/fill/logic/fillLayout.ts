import { type CellValue, PartSpecError } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import { isPartNumberHeader } from '../../bom/logic/bomHeaders';
import {
  DESIGNATOR_HEADERS,
  FITTED_HEADERS,
  FOOTPRINT_HEADERS,
  normalizeHeader,
  NOT_FITTED_HEADERS,
} from '../../../../words';
import { PANE_TEXTS } from '../../../../words/paneTexts';

/**
 * Where Fill part numbers reads and writes: the value column the user selected, its header row, the
 * footprint column beside it, and the columns the part numbers, the verdicts and why go to. Pure: the job
 * reads the cells, this decides, the job writes.
 */

function isBlank(value: CellValue | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

function textOf(value: CellValue | undefined): string {
  return value === undefined ? '' : String(value).trim();
}

/** The three columns Fill part numbers writes, by their role. */
export type FillColumn = 'partno' | 'match' | 'why';

export const FILL_COLUMNS: readonly FillColumn[] = ['partno', 'match', 'why'];

/** The header Fill writes for a column, in each display language (the word catalogue's `fill.headers`). */
function headersOf(column: FillColumn): string[] {
  return Object.values(PANE_TEXTS).map((strings) => strings.fill.headers[column]);
}

/**
 * Whether a header cell names a column Fill wrote before, in any display language (a BOM filled in Japanese
 * and filled again in English keeps its columns). The part-number column is any part-number header.
 */
function namesFillColumn(value: CellValue | undefined, column: FillColumn): boolean {
  if (typeof value !== 'string') return false;
  if (column === 'partno') return isPartNumberHeader(value);
  const text = normalizeHeader(value);
  return headersOf(column).some((header) => normalizeHeader(header) === text);
}

/** Cell texts that say no (or not fitted), compared after normalizeHeader. */
const NO: ReadonlySet<string> = new Set(['no', 'n', '0', 'false', 'nein', '-', 'いいえ', '否', '無', '无']);
const SAYS_NOT_FITTED: ReadonlySet<string> = new Set([
  'dnp',
  'dnf',
  'nf',
  'nc',
  'notfitted',
  'nofit',
  '未実装',
  '不贴',
]);

/** Where the BOM says which lines are not fitted: the column, and which way its cells say it. */
export interface NotFittedColumn {
  readonly column: number;
  readonly kind: 'notFitted' | 'fitted';
  /** Its header, as written: what Why quotes for a line it marks. */
  readonly header: string;
}

/** The first column of `header` (not the value column) whose header one of `headers` names. */
function columnNamed(header: readonly CellValue[], valueColumn: number, headers: ReadonlySet<string>): number {
  return header.findIndex(
    (value, index) => index !== valueColumn && typeof value === 'string' && headers.has(normalizeHeader(value)),
  );
}

/** The BOM's reference-designator column (Ref, Reference, Designator, 位号...), or undefined. */
export function designatorColumnOf(header: readonly CellValue[], valueColumn: number): number | undefined {
  const found = columnNamed(header, valueColumn, DESIGNATOR_HEADERS);
  return found >= 0 ? found : undefined;
}

/** The BOM's column that says which lines are fitted (DNP, Fitted, Populate, 実装...), or undefined. */
export function notFittedColumnOf(header: readonly CellValue[], valueColumn: number): NotFittedColumn | undefined {
  const notFitted = columnNamed(header, valueColumn, NOT_FITTED_HEADERS);
  if (notFitted >= 0) return { column: notFitted, kind: 'notFitted', header: textOf(header[notFitted]) };
  const fitted = columnNamed(header, valueColumn, FITTED_HEADERS);
  return fitted >= 0 ? { column: fitted, kind: 'fitted', header: textOf(header[fitted]) } : undefined;
}

/**
 * Whether a cell of that column marks its line not fitted: in a DNP column any mark but a no (`x`, `1`,
 * `DNP`, TRUE); in a Fitted column a no (`No`, `0`, FALSE) or a not-fitted word. An empty cell marks nothing.
 */
export function cellSaysNotFitted(kind: NotFittedColumn['kind'], value: CellValue | undefined): boolean {
  if (isBlank(value)) return false;
  const text = normalizeHeader(String(value));
  return kind === 'notFitted' ? !NO.has(text) : NO.has(text) || SAYS_NOT_FITTED.has(text);
}

/** One line of the BOM with a value to read. */
export interface FillLine {
  /** Sheet row index. */
  readonly row: number;
  /** The value cell's text, trimmed. */
  readonly text: string;
  /** The footprint cell's text, trimmed; '' without a footprint column or when its cell is empty. */
  readonly footprint: string;
  /** The part number already in the line's part-number cell, trimmed; '' when there is none. */
  readonly partno: string;
  /** The line's reference designators (its designator column's cell), trimmed; '' without one. */
  readonly designator: string;
  /** The header of the column that marks the line not fitted (`DNP: x`, `Fitted: No`), when it does. */
  readonly notFittedBy?: string;
}

/** Where a column Fill writes is. */
export interface FillColumnPlace {
  readonly column: FillColumn;
  /** Sheet column index. */
  readonly index: number;
  /** true: a header cell already names it (written into, its part numbers kept); false: appended. */
  readonly existing: boolean;
}

export interface FillLayout {
  readonly sheet: string;
  readonly headerRow: number;
  readonly valueColumn: number;
  /** Sheet column index of the footprint column; undefined when the BOM has none (or none was named). */
  readonly footprintColumn?: number;
  readonly firstDataRow: number;
  readonly dataRowCount: number;
  /** Partno, Match and Why, in that order. */
  readonly columns: readonly FillColumnPlace[];
}

/** What the job reads first: the value column from the used range's top, and the used range. */
export interface FillHeaderInput {
  readonly selection: RangeAddress;
  readonly used: RangeAddress;
  /** The value column's cells from `used.row` to the used range's bottom. */
  readonly column: readonly CellValue[];
}

/** The value column's header row and data rows, found from the selection. */
export interface FillRows {
  readonly sheet: string;
  readonly valueColumn: number;
  readonly headerRow: number;
  readonly firstDataRow: number;
  readonly dataRowCount: number;
}

/**
 * The header row and the data rows of the value column a selection is in. The header is the top of the
 * column's block of filled cells the selection starts in (a BOM's header has a blank or the sheet's edge
 * above it), passing over a cell alone (a title above a blank row) when several rows are selected: one value
 * cell, the header alone, part of the column or all of it stand for the BOM. The data
 * rows go down to the selection's last row when it selects rows under the header, else to the column's last
 * filled cell.
 */
export function fillRows(input: FillHeaderInput): FillRows | { problem: 'nothingSelected' | 'noLines' } {
  const { selection, used, column } = input;
  const usedBottom = used.row + used.rowCount - 1;
  const top = Math.max(selection.row, used.row);
  const bottom = Math.min(selection.row + selection.rowCount - 1, usedBottom);
  const usedRight = used.column + used.columnCount - 1;
  if (used.sheet !== selection.sheet || bottom < top || selection.column < used.column || selection.column > usedRight)
    return { problem: 'nothingSelected' };
  const valueAt = (row: number): CellValue | undefined => (row >= used.row ? column[row - used.row] : undefined);
  let start = top;
  while (start <= bottom && isBlank(valueAt(start))) start += 1;
  if (start > bottom) return { problem: 'nothingSelected' };
  // A cell alone above the BOM (a title over a blank row) is no header: a header has lines under it.
  const blockEnd = (row: number): number => {
    let end = row;
    while (end + 1 <= usedBottom && !isBlank(valueAt(end + 1))) end += 1;
    return end;
  };
  while (selection.rowCount > 1 && blockEnd(start) === start && start < bottom) {
    let next = start + 1;
    while (next <= bottom && isBlank(valueAt(next))) next += 1;
    if (next > bottom) break;
    start = next;
  }
  let header = start;
  while (header - 1 >= used.row && !isBlank(valueAt(header - 1))) header -= 1;
  let last = bottom;
  if (bottom <= header || top <= header || selection.rowCount === 1) {
    last = usedBottom;
    while (last > header && isBlank(valueAt(last))) last -= 1;
  }
  if (last <= header) return { problem: 'noLines' };
  return {
    sheet: selection.sheet,
    valueColumn: selection.column,
    headerRow: header,
    firstDataRow: header + 1,
    dataRowCount: last - header,
  };
}

/** A column letter (`B`, `aa`) as a sheet column index, or undefined when the text is none. */
function columnIndexOf(text: string): number | undefined {
  if (!/^[A-Za-z]{1,3}$/.test(text)) return undefined;
  let index = 0;
  for (const letter of text.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** Why a footprint column named is none: what the header row offers instead, for the message to say. */
export interface FootprintNotFound {
  readonly problem: 'footprintNotFound';
  /** The header row's texts, in order, the value column's left out. */
  readonly headers: readonly string[];
  /** The first and last columns of the header row (sheet column indexes): the letters that would be accepted. */
  readonly firstColumn: number;
  readonly lastColumn: number;
}

/**
 * The footprint column on the header row (`header`, read from column 0): the one `named` (a header text,
 * compared as headers are, or else the letter of a column of the BOM), or else the first header PartSpec
 * knows as a footprint's (Footprint, Package, 封装...). `named` that names no column of the BOM is a problem:
 * the user meant a column, and a line read without its footprint would be matched on less than it states.
 * A letter is taken only within the header row's width and never for the value column: `FP` or `Z` typed
 * for a header that is not there would otherwise name an empty column far to the right.
 */
export function footprintColumnOf(
  header: readonly CellValue[],
  valueColumn: number,
  named: string | undefined,
): { column?: number } | FootprintNotFound {
  const wanted = named?.trim() ?? '';
  if (wanted === '') {
    const found = header.findIndex(
      (value, index) =>
        index !== valueColumn && typeof value === 'string' && FOOTPRINT_HEADERS.has(normalizeHeader(value)),
    );
    return found >= 0 ? { column: found } : {};
  }
  const byName = header.findIndex(
    (value, index) => index !== valueColumn && normalizeHeader(textOf(value)) === normalizeHeader(wanted),
  );
  if (byName >= 0) return { column: byName };
  const filled = header.flatMap((value, index) => (isBlank(value) ? [] : [index]));
  const firstColumn = filled[0] ?? valueColumn;
  const lastColumn = filled[filled.length - 1] ?? valueColumn;
  const byLetter = columnIndexOf(wanted);
  if (byLetter !== undefined && byLetter !== valueColumn && byLetter >= firstColumn && byLetter <= lastColumn)
    return { column: byLetter };
  const headers = filled.filter((index) => index !== valueColumn).map((index) => textOf(header[index]));
  return { problem: 'footprintNotFound', headers, firstColumn, lastColumn };
}

/**
 * Where Partno, Match and Why go on the header row (`header`, read from column 0): a part-number column the
 * BOM has already (Part number, MPN, 品番...; its part numbers are kept) and the Match and Why columns of an
 * earlier fill are written into; the others are appended, in that order, after the header row's last
 * filled cell.
 */
export function fillColumns(header: readonly CellValue[], valueColumn: number): FillColumnPlace[] {
  let lastFilled = valueColumn;
  header.forEach((value, index) => {
    if (!isBlank(value)) lastFilled = Math.max(lastFilled, index);
  });
  const places: FillColumnPlace[] = [];
  let next = lastFilled + 1;
  for (const column of FILL_COLUMNS) {
    const found = header.findIndex((value, index) => index !== valueColumn && namesFillColumn(value, column));
    if (found >= 0) places.push({ column, index: found, existing: true });
    else places.push({ column, index: next++, existing: false });
  }
  return places;
}

/** The cells of the BOM's columns over its data rows, each column's read when the BOM has it. */
export interface FillCells {
  readonly values: readonly CellValue[];
  readonly footprints?: readonly CellValue[];
  readonly partnos?: readonly CellValue[];
  readonly designators?: readonly CellValue[];
  /** The cells of the column that says which lines are fitted, and that column. */
  readonly fitted?: { readonly column: NotFittedColumn; readonly cells: readonly CellValue[] };
}

/** The lines of the BOM that have a value, from the columns read over its data rows. */
export function fillLines(rows: FillRows, cells: FillCells): FillLine[] {
  const lines: FillLine[] = [];
  const { fitted } = cells;
  cells.values.forEach((value, index) => {
    if (isBlank(value)) return;
    const notFitted = fitted !== undefined && cellSaysNotFitted(fitted.column.kind, fitted.cells[index]);
    lines.push({
      row: rows.firstDataRow + index,
      text: textOf(value),
      footprint: textOf(cells.footprints?.[index]),
      partno: textOf(cells.partnos?.[index]),
      designator: textOf(cells.designators?.[index]),
      ...(notFitted ? { notFittedBy: `${fitted.column.header}: ${textOf(fitted.cells[index])}` } : {}),
    });
  });
  return lines;
}

/**
 * The place of one of the three columns. A BOM's layout has all three (fillColumns places them): one without
 * is PartSpec's own invariant broken, a bare PartSpecError, whose sentence the pane shows as it is.
 */
export function placeOf(layout: Pick<FillLayout, 'columns'>, column: FillColumn): FillColumnPlace {
  const place = layout.columns.find((candidate) => candidate.column === column);
  if (!place) throw new PartSpecError(`Fill’s layout has no ${column} column.`);
  return place;
}
