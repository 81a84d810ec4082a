import { type AnswerSources, type CellValue, fieldNamed } from '../../core';
import { refreshedFromText } from './sourcesText';
import type { RangeAddress } from '../../office/workbook';
import { t } from '../i18n/i18n';
import { sentences } from './failureWords/text';
import { normalizeHeader, PART_NUMBER_HEADERS, QUANTITY_HEADERS } from '../../words';

/**
 * Where a BOM refresh reads and writes: the part numbers the user selected, the header row above them,
 * and the column each PartSpec field goes to. Pure: the job reads the cells (bomCellsToRead), this
 * decides, the job writes.
 */

/** The lifecycle columns procurement refreshes unless told otherwise. */
export const DEFAULT_BOM_COLUMNS: readonly string[] = [
  'Status',
  'LastBuyDate',
  'ProductionEndDate',
  'AlternativePartno',
];

/**
 * Columns PartSpec works out itself rather than reads from the service: `Changed`, the fields that changed
 * since the last refresh, each with its value then; `DaysToLastBuy`, days from today to LastBuyDate
 * (negative once it has passed); `LastTimeBuyQuantity`, the BOM's quantity times the planned builds in
 * whole order lots; `BestAlternative` and `AlternativeVerdict`, for a part at risk, the part that best
 * replaces it and crossCheck's verdict.
 */
export const COMPUTED_BOM_COLUMNS: readonly string[] = [
  'Changed',
  'DaysToLastBuy',
  'LastTimeBuyQuantity',
  'BestAlternative',
  'AlternativeVerdict',
];

/** Whether a header cell names the BOM's quantity column (Qty, Quantity, 数量, 用量, ...). */
export function isQuantityHeader(value: CellValue): boolean {
  return typeof value === 'string' && QUANTITY_HEADERS.has(normalizeHeader(value));
}

export function isPartNumberHeader(value: CellValue): boolean {
  return typeof value === 'string' && PART_NUMBER_HEADERS.has(normalizeHeader(value));
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

/** The problem of a selection without part numbers, in the display language. */
function nothingSelected(): string {
  return t('bom.layout.nothingSelected');
}

/**
 * What to read for a selection. A whole column or a huge selection is clipped to the used range; only the
 * selection's first column counts.
 */
export function bomCellsToRead(
  selection: RangeAddress,
  usedRange: RangeAddress | undefined,
): BomCellsToRead | { problem: string } {
  if (!usedRange || usedRange.sheet !== selection.sheet) {
    return { problem: nothingSelected() };
  }
  const column = selection.column;
  const top = Math.max(selection.row, usedRange.row);
  const bottom = Math.min(selection.row + selection.rowCount, usedRange.row + usedRange.rowCount) - 1;
  const usedRight = usedRange.column + usedRange.columnCount - 1;
  if (bottom < top || column < usedRange.column || column > usedRight) {
    return { problem: nothingSelected() };
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

function isBlank(value: CellValue | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

function textOf(value: CellValue | undefined): string {
  return value === undefined ? '' : String(value).trim();
}

/**
 * Decides the BOM's layout:
 * - header row: the first selected cell's row when that cell is a part-number header ("Part number",
 *   "P/N", "MPN", "品番", "型号", ...; blank cells above it are skipped by startAtHeader first), otherwise
 *   the row above the selection; with neither (a selection starting on row 1 whose first cell is no header
 *   PartSpec knows), a problem saying what to select (noHeaderProblem);
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
export function bomLayout(input: BomLayoutInput): BomLayout | { problem: string } {
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
      problem: firstIsHeader
        ? t('bom.layout.noPartsUnder', { header: t('errors.quoted', { value: textOf(partValues[0]) }) })
        : nothingSelected(),
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

const NOTE_PREFIX = 'Refreshed ';
/** A note refreshNote writes, or one written before notes said where the answers came from (date alone). */
const NOTE_PATTERN = /^Refreshed \d{4}-\d{2}-\d{2} \d{2}:\d{2}(?: from .+|: .+)?$/;

/**
 * The note saying when PartSpec's columns were refreshed, in local time, and where the answers came from
 * (refreshedFromText): `Refreshed 2026-11-24 07:30 from the service`, `Refreshed 2027-11-25 18:02 from the
 * snapshot of 2026-11-28 18:00 (362 days old by the service's clock)`, or how many of each.
 */
export function refreshNote(sources: AnswerSources): string {
  return `${NOTE_PREFIX}${refreshedFromText(sources, 'parts')}`;
}

/** Whether a cell holds a note refreshNote wrote: PartSpec's, updated by the next refresh. */
export function isRefreshNote(value: CellValue | undefined): boolean {
  return typeof value === 'string' && NOTE_PATTERN.test(value.trim());
}

/** Longest cell text quoted back in a message: a title row can hold a sentence. */
const QUOTED_TEXT = 40;

/**
 * Why a selection from row 1 gives no header, and what to do. It is reached with part numbers on row 1
 * and no header, but also with a title on row 1 of the part column (a header further down), or a header
 * PartSpec does not know ("Component") at the top of a whole column: selecting just the part-number cells
 * under their header is right for all three, since the row above a selection is its header whatever it
 * says; only the first needs a header row inserted.
 */
function noHeaderProblem(first: CellValue | undefined): string {
  const text = textOf(first);
  const value = text.length > QUOTED_TEXT ? `${text.slice(0, QUOTED_TEXT - 1)}…` : text;
  const start =
    text === '' ? t('bom.layout.noHeader') : t('bom.layout.notAHeader', { text: t('errors.quoted', { value }) });
  return sentences(start, t('bom.layout.selectUnderHeader'));
}

/** Whether a header cell names a field: `Status`, ` status `, and for a field with a unit `Capacitance (nF)`. */
function namesField(header: string, field: string): boolean {
  const text = header.trim().toLowerCase();
  const name = field.toLowerCase();
  if (text === name) return true;
  // Only a field with a unit gets one written after its name; `Status (old)` is the user's, not PartSpec's.
  return fieldNamed(field)?.unit !== undefined && text.startsWith(`${name} (`) && text.endsWith(')');
}
