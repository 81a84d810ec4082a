import type { CellValue } from '../../core';

/** One cell: a sheet name and zero-based row and column indexes (row 0 is Excel's row 1, column 0 is A). */
export interface CellAddress {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
}

/** A rectangle of cells on one sheet. */
export interface RangeAddress extends CellAddress {
  readonly rowCount: number;
  readonly columnCount: number;
}

/** What a write into a range would replace: values, and Excel tables that the range overlaps. */
export interface RangeContents {
  /** Whether a cell of the range holds a value or a formula (formatting alone does not count). */
  readonly values: boolean;
  /**
   * The names of the Excel tables that share a cell with the range, empty rows of a table included: a
   * table's blank rows are still the user's table, and making a table over them would undo it.
   */
  readonly tables: readonly string[];
}

/** Marks the rows of a range whose value in one column equals `equals`: a conditional format, so it follows later edits. */
export interface RowHighlight {
  /** The text that marks a row, compared as Excel's `=` compares text (case-insensitive). */
  readonly equals: string;
  /** Fill colour, `#RRGGBB`. */
  readonly fill: string;
  /** Font colour, `#RRGGBB`. */
  readonly font: string;
}

/**
 * The workbook as the task pane needs it: a port with two adapters, Excel (Office.js, `ExcelWorkbook`) and
 * in-memory (`MemoryWorkbook`, preview mode and tests). Every method makes at most one write request to the
 * host (one `context.sync()` for Excel), preceded by the reads it needs, so a caller that writes in chunks
 * controls the size of each request and can stop between two of them.
 *
 * Cell values follow Office.js: a string starting with `'` is text without the apostrophe (Excel's quote
 * prefix), a string starting with `=` is a formula, `''` is an empty cell. core's `toTable` quote-prefixes
 * every text, so nothing from the service becomes a formula.
 */
export interface Workbook {
  /**
   * The most bytes of values one request should carry here, when less than Excel on the web's limit: the
   * in-memory workbook of preview mode runs on the page's own thread, and a smaller request lets the page
   * repaint and hear Cancel between two of them. Undefined: DEFAULT_MAX_PAYLOAD_BYTES.
   */
  readonly maxPayloadBytes?: number;
  /** The names of the sheets, in tab order. */
  sheetNames(): Promise<string[]>;
  /** Adds a sheet named `baseName`, or `baseName (2)` and so on when taken, activates it and returns its name. */
  addSheet(baseName: string): Promise<string>;
  /**
   * Deletes a sheet and whatever is on it, without asking. Only for a sheet the caller added itself and
   * found empty (a write into a new sheet that failed before its first cell): never the user's sheets.
   * Excel refuses to delete a workbook's only visible sheet.
   */
  deleteSheet(name: string): Promise<void>;
  /** The selected range of the active sheet (its first area when several are selected). */
  selectedRange(): Promise<RangeAddress>;
  /**
   * The values of a range, row by row; an empty cell is `''`, a quote-prefixed text comes back without the
   * `'`. A range of any size: the Excel adapter reads a large one in bands of rows, each answer under Excel
   * on the web's payload limit, and gives back the same rows as one read would.
   */
  readValues(range: RangeAddress): Promise<CellValue[][]>;
  /**
   * What the range holds that a write would replace: whether any cell holds a value or formula, and which
   * Excel tables it overlaps. A range is free to write into without asking only when it holds neither.
   */
  contents(range: RangeAddress): Promise<RangeContents>;
  /**
   * The smallest rectangle holding every non-empty cell of the sheet (values and formulas; formatting
   * alone does not count), or undefined when the sheet is empty. To clip a whole-column selection.
   */
  usedRange(sheet: string): Promise<RangeAddress | undefined>;
  /**
   * Writes a block of values whose top-left cell is `at`; every row as long as the first. With
   * calculation and screen updating suspended for the request.
   */
  writeValues(at: CellAddress, values: readonly (readonly CellValue[])[]): Promise<void>;
  /** Sets one number format per column of `range` (undefined leaves a column as it is), in one request. */
  setNumberFormats(range: RangeAddress, formats: readonly (string | undefined)[]): Promise<void>;
  /**
   * Makes `range`, whose first row is the header, an Excel table, with the header's filter buttons. Excel
   * allows no table to overlap another, so a table overlapping `range` is first turned into a plain range
   * (its cells keep their values): the caller has written over those cells with the user's consent.
   */
  addTable(range: RangeAddress): Promise<void>;
  /**
   * Marks the rows of `range` whose cell in column `keyColumn` (a sheet column index) equals one of the
   * highlights' texts, and removes PartSpec's earlier marks of these rows, whatever rows they covered (a
   * BOM grows and shrinks between refreshes). A conditional format is PartSpec's when it is a custom rule
   * with exactly the formula PartSpec writes (see highlightFormula: `=$E2="NRND"`), keyed on `keyColumn`,
   * anchored on the first row of `range` (its formula's row and its own first row), for one of the texts
   * of `highlights` or of `earlierTexts` (texts PartSpec may have marked with before: the same statuses in
   * another language). Every other format (another formula, another anchor, another type) is the user's
   * and stays.
   */
  highlightRows(
    range: RangeAddress,
    keyColumn: number,
    highlights: readonly RowHighlight[],
    earlierTexts?: readonly string[],
  ): Promise<void>;
  /** Selects a range and shows its sheet, so the user sees what was written. */
  select(range: RangeAddress): Promise<void>;
  /**
   * Recalculates the formulas that are out of date. writeValues suspends calculation for its request, and
   * Excel then leaves recalculating the formulas that depend on the cells written to the add-in: a writer
   * calls this once its values are in. Does nothing when the user set calculation to Manual: they chose
   * when formulas (PART.* cells that call the service among them) are evaluated.
   */
  recalculate(): Promise<void>;
  /**
   * Recalculates every formula, not only those out of date (Excel's full calculation): after the user signed
   * in from the pane, the PART cells that answered "sign in" compute again, though nothing they read changed.
   * 'manual' when the user set calculation to Manual, and nothing is done: they chose when formulas are
   * evaluated (F9; Ctrl+Alt+F9 for all).
   */
  recalculateEverything(): Promise<'recalculated' | 'manual'>;
  /**
   * Adds a column chart of `data` (its first column the categories, its first row the series' names) to
   * the sheet of `data`, titled `title`, placed over the cells of `at` (in one request).
   */
  addChart(data: RangeAddress, title: string, at: RangeAddress): Promise<void>;
  /**
   * The text PartSpec keeps in the workbook under `name` (records/: the tables' records, the BOM history),
   * or undefined when there is none. Kept in the file itself, so it is there again after the workbook is
   * saved, closed and reopened, and travels with it: never a secret. A record is read whole, in one answer:
   * Excel on the web refuses one over 5 MB (RecordTooLargeError), so PartSpec writes none that large.
   */
  readRecord(name: string): Promise<string | undefined>;
  /** Keeps `text` in the workbook under `name`, in place of what was kept there before, in one request. */
  writeRecord(name: string, text: string): Promise<void>;
  /** The names of the records kept whose name starts with `prefix`, in no particular order: one request. */
  recordNames(prefix: string): Promise<string[]>;
  /** Forgets the records `names` (a name not kept is no fault): one read of what is kept, one request. */
  deleteRecords(names: readonly string[]): Promise<void>;
}
