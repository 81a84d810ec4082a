import { type CellValue, MAX_CELL_TEXT } from '../../core';
import { addressA1 } from './a1';
import { SheetNotFoundError } from './errors/SheetNotFoundError';
import { checkCell, checkRange, overlaps } from './grid';
import { highlightRules, isHighlightRule, markTexts } from './highlight';
import { ColumnFormats } from './memory/ColumnFormats';
import { displayNumber } from './memory/displayNumber';
import { type CellKind, FORMULA, PLAIN, QUOTED, SheetCells } from './memory/SheetCells';
import { tableHeaders } from './memory/tableHeaders';
import { typedInput } from './memory/typedInput';
import { jsonBytes } from './payload';
import { recordNamespace } from './recordXml';
import { type RequestCounts, RequestMeter } from './RequestMeter';
import { sameSheetName, sheetNameProblem, uniqueSheetName } from './sheetName';
import type { CellAddress, RangeAddress, RangeContents, RowHighlight, Workbook } from './Workbook';

/** One cell of a MemoryWorkbook as the preview grid and tests see it. */
export interface MemoryCell {
  /** Text without the quote prefix, a number, a boolean; for a formula, its text (formulas are not evaluated). */
  value: CellValue;
  /** Whether the text was written behind Excel's quote prefix (`'0603`). */
  quotePrefixed: boolean;
  /** The formula, `=` included, when the cell holds one. */
  formula?: string;
  numberFormat?: string;
}

export interface MemoryWorkbookOptions {
  /** The sheets, in tab order; the first is active. Default `['Sheet1']`. */
  sheets?: readonly string[];
  /**
   * How long each request takes. Default 0: every request still waits for a macrotask (setTimeout 0), as a
   * round trip to Excel would, so that the pane repaints and its Cancel button is heard between chunks.
   */
  requestDelayMs?: number;
  /**
   * Workbook.maxPayloadBytes: the most bytes of values a request of writeTable should carry. Preview mode
   * sets it low (PREVIEW_MAX_PAYLOAD_BYTES): each request is written on the page's thread, and Cancel is heard only
   * between two of them. Default undefined (as Excel on the web: 5 MB).
   */
  maxPayloadBytes?: number;
}

/**
 * Preview mode's request size: about a thousand rows of a few columns, a hundred of every column, each
 * written in a few milliseconds, so that the page stays responsive and Cancel stops a write within one.
 */
export const PREVIEW_MAX_PAYLOAD_BYTES = 200_000;

/** One conditional format, as Excel keeps them: one custom rule per highlight, with the formula written. */
interface Rule {
  readonly range: RangeAddress;
  readonly keyColumn: number;
  readonly formula: string;
  readonly highlight: RowHighlight;
}

interface Table {
  readonly name: string;
  readonly range: RangeAddress;
}

interface Sheet {
  name: string;
  readonly cells: SheetCells;
  readonly formats: ColumnFormats;
  tables: Table[];
  /** Oldest first: the last has the highest priority, as Excel puts each new rule first. */
  rules: Rule[];
  /** In the order added; they go with their sheet, as Excel's do. */
  readonly charts: SheetChart[];
  selection: RangeAddress;
  /** By row: the workbook's version when a cell of the row last changed (what it holds, its format, its marks). */
  readonly rowVersions: number[];
  /** The version of the last change that may reach any row of the sheet. */
  everyRowVersion: number;
}

/**
 * A column chart as addChart made it: of `data` (its first column the categories, its first row the series'
 * names), titled, over the cells of `at`. It keeps only where its data is, as Excel's does: drawn, it shows
 * what those cells hold then.
 */
export interface SheetChart {
  readonly data: RangeAddress;
  readonly title: string;
  readonly at: RangeAddress;
}

/**
 * The workbook in memory: what the task pane writes to in preview mode (a plain browser, no Excel), and
 * what tests write to. It keeps the Excel semantics PartSpec relies on: a string written or typed is read
 * as Excel (en-US) reads typed input, so `'text` is text behind a quote prefix, `=...` a formula (kept, not
 * evaluated, so that a test can see an injected one), `12` a number and `''` an empty cell; Excel's grid
 * limits, its 32,767-character cell limit, its unique sheet names and its refusal of overlapping tables.
 *
 * Every Workbook method is one request: counted in `requests` with the same payload measure as the Excel
 * adapter, and resolved after a macrotask. The other methods are what the preview grid calls as the user
 * clicks and types; they are synchronous and notify subscribers like any change.
 */
export class MemoryWorkbook implements Workbook {
  /** Round trips so far and the largest payload one of them carried (UTF-8 bytes of its values' JSON). */
  readonly requests: RequestCounts;
  readonly maxPayloadBytes?: number;

  private readonly sheets: Sheet[] = [];
  private activeIndex = 0;
  private changeCount = 0;
  /** Excel names new tables Table1, Table2, ... across the workbook. */
  private tableCount = 0;
  private readonly listeners = new Set<() => void>();
  /** Workbook.readRecord's texts, by name: in Excel, custom XML parts of the file. */
  private readonly records = new Map<string, string>();
  private readonly meter = new RequestMeter();
  private readonly delayMs: number;

  constructor(options: MemoryWorkbookOptions = {}) {
    const names = options.sheets ?? ['Sheet1'];
    if (names.length === 0) throw new RangeError('A workbook has at least one sheet.');
    for (const name of names) {
      const problem = sheetNameProblem(name);
      if (problem) throw new RangeError(`"${name}" cannot be a sheet name: ${problem}.`);
      if (this.sheets.some((sheet) => sameSheetName(sheet.name, name))) {
        throw new RangeError(`There can be only one sheet named "${name}" (Excel ignores case in sheet names).`);
      }
      this.sheets.push(newSheet(name));
    }
    const delay = options.requestDelayMs ?? 0;
    if (!(Number.isFinite(delay) && delay >= 0))
      throw new RangeError(`requestDelayMs must be 0 or more, not ${delay}.`);
    this.delayMs = delay;
    this.requests = this.meter.counts;
    if (options.maxPayloadBytes !== undefined) {
      if (!(options.maxPayloadBytes > 0)) {
        throw new RangeError(`maxPayloadBytes must be above 0, not ${options.maxPayloadBytes}.`);
      }
      this.maxPayloadBytes = options.maxPayloadBytes;
    }
  }

  /** Goes up by one at every change, for React's useSyncExternalStore. */
  get version(): number {
    return this.changeCount;
  }

  /**
   * The version of the last change to a cell of `row`: the same until something that row shows changes,
   * so that the preview grid draws again only the rows a job wrote, not every row at every chunk.
   */
  rowVersion(sheetName: string, row: number): number {
    const sheet = this.sheet(sheetName);
    return Math.max(sheet.everyRowVersion, sheet.rowVersions[row] ?? 0);
  }

  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  // ---- Workbook ----

  async sheetNames(): Promise<string[]> {
    await this.request(0);
    return this.sheets.map((sheet) => sheet.name);
  }

  async addSheet(baseName: string): Promise<string> {
    await this.request(0);
    const name = uniqueSheetName(
      baseName,
      this.sheets.map((sheet) => sheet.name),
    );
    this.sheets.push(newSheet(name));
    this.activeIndex = this.sheets.length - 1;
    this.changed();
    return name;
  }

  async deleteSheet(name: string): Promise<void> {
    const sheet = this.sheet(name);
    await this.request(0);
    if (this.sheets.length === 1) {
      throw new RangeError(`"${sheet.name}" is the workbook's only sheet, and a workbook keeps at least one.`);
    }
    const index = this.sheets.indexOf(sheet);
    const active = this.sheets[this.activeIndex];
    this.sheets.splice(index, 1);
    // Excel shows the sheet to the right of a deleted active sheet, or the one to its left when it was the last.
    this.activeIndex = active === sheet ? Math.min(index, this.sheets.length - 1) : this.sheets.indexOf(active);
    this.changed();
  }

  async selectedRange(): Promise<RangeAddress> {
    await this.request(0);
    return this.selection();
  }

  async readValues(range: RangeAddress): Promise<CellValue[][]> {
    checkRange(range);
    const sheet = this.sheet(range.sheet);
    await this.request(0);
    const values: CellValue[][] = [];
    for (let row = range.row; row < range.row + range.rowCount; row++) {
      const line: CellValue[] = new Array(range.columnCount);
      for (let column = 0; column < range.columnCount; column++) {
        line[column] = sheet.cells.value(row, range.column + column);
      }
      values.push(line);
    }
    return values;
  }

  async contents(range: RangeAddress): Promise<RangeContents> {
    checkRange(range);
    const sheet = this.sheet(range.sheet);
    await this.request(0);
    const tables = sheet.tables.filter((table) => overlaps(table.range, range)).map((table) => table.name);
    return { values: holdsValues(sheet.cells, range), tables };
  }

  async usedRange(sheetName: string): Promise<RangeAddress | undefined> {
    const sheet = this.sheet(sheetName);
    await this.request(0);
    const used = sheet.cells.used();
    if (!used) return undefined;
    return {
      sheet: sheet.name,
      row: used.top,
      column: used.left,
      rowCount: used.bottom - used.top + 1,
      columnCount: used.right - used.left + 1,
    };
  }

  async writeValues(at: CellAddress, values: readonly (readonly CellValue[])[]): Promise<void> {
    if (values.length === 0 || values[0].length === 0) return;
    const width = values[0].length;
    checkRange({ ...at, rowCount: values.length, columnCount: width });
    const sheet = this.sheet(at.sheet);
    // Checked whole before anything is stored: Excel refuses such a request and changes nothing.
    values.forEach((line, row) => {
      if (line.length !== width) {
        throw new RangeError(
          `Every row of a block must be as long as the first: row ${row + 1} has ${line.length} values, not ${width}.`,
        );
      }
      line.forEach((value, column) =>
        checkValue(value, { sheet: at.sheet, row: at.row + row, column: at.column + column }),
      );
    });
    await this.request(jsonBytes(values));
    values.forEach((line, row) => {
      line.forEach((value, column) => this.store(sheet, at.row + row, at.column + column, value));
    });
    this.changed(sheet, at.row, values.length);
  }

  async setNumberFormats(range: RangeAddress, formats: readonly (string | undefined)[]): Promise<void> {
    checkRange(range);
    if (formats.length !== range.columnCount) {
      throw new RangeError(`One number format per column: ${range.columnCount} columns, ${formats.length} formats.`);
    }
    const sheet = this.sheet(range.sheet);
    await this.request(jsonBytes(formats));
    formats.forEach((format, column) => {
      if (format !== undefined) sheet.formats.set(range.column + column, range.row, range.row + range.rowCount, format);
    });
    this.changed(sheet, range.row, range.rowCount);
  }

  async addTable(range: RangeAddress): Promise<void> {
    checkRange(range);
    const sheet = this.sheet(range.sheet);
    await this.request(0);
    // Excel gives a table of a header alone one empty data row.
    const table: RangeAddress = { ...range, sheet: sheet.name, rowCount: Math.max(range.rowCount, 2) };
    // Those in the way become plain ranges, as in the Excel adapter; the caller asked first (writeTable).
    sheet.tables = sheet.tables.filter((other) => !overlaps(other.range, table));
    const header: CellValue[] = [];
    for (let column = 0; column < table.columnCount; column++)
      header.push(sheet.cells.value(table.row, table.column + column));
    tableHeaders(header).forEach((text, column) => sheet.cells.set(table.row, table.column + column, text, PLAIN));
    this.tableCount += 1;
    sheet.tables.push({ name: `Table${this.tableCount}`, range: table });
    // Only the header's cells change (names made unique); a table has no look of its own in the preview.
    this.changed(sheet, table.row, 1);
  }

  async highlightRows(
    range: RangeAddress,
    keyColumn: number,
    highlights: readonly RowHighlight[],
    earlierTexts: readonly string[] = [],
  ): Promise<void> {
    checkRange(range);
    const rules = highlightRules(range, keyColumn, highlights);
    const texts = markTexts(highlights, earlierTexts);
    const sheet = this.sheet(range.sheet);
    await this.request(jsonBytes(rules));
    // As the Excel adapter decides, among the formats over these cells (Range.conditionalFormats).
    sheet.rules = sheet.rules.filter(
      (rule) =>
        !(
          overlaps(rule.range, range) &&
          isHighlightRule({ formula: rule.formula, firstRow: rule.range.row }, keyColumn, range.row, texts)
        ),
    );
    // highlightRules gives them in the order Excel adds them, each new one first in priority: here, last.
    const applied = { ...range, sheet: sheet.name };
    rules.forEach((rule, index) => {
      const highlight = highlights[highlights.length - 1 - index];
      sheet.rules.push({ range: applied, keyColumn, formula: rule.formula, highlight });
    });
    // The rules replaced may have reached rows beyond `range`.
    this.changed(sheet);
  }

  async select(range: RangeAddress): Promise<void> {
    checkRange(range);
    const sheet = this.sheet(range.sheet);
    await this.request(0);
    this.activeIndex = this.sheets.indexOf(sheet);
    sheet.selection = { ...range, sheet: sheet.name };
    this.changed();
  }

  /** Nothing to do: this workbook evaluates no formula. Still one request, as in Excel. */
  async recalculate(): Promise<void> {
    await this.request(0);
  }

  /** Formulas are kept, not evaluated, here: one request, and nothing to compute. */
  async recalculateEverything(): Promise<'recalculated' | 'manual'> {
    await this.request(0);
    return 'recalculated';
  }

  async addChart(data: RangeAddress, title: string, at: RangeAddress): Promise<void> {
    const sheet = this.sheet(data.sheet);
    checkRange(data);
    checkRange(at);
    await this.request(jsonBytes(title));
    sheet.charts.push({ data: { ...data, sheet: sheet.name }, title, at: { ...at, sheet: sheet.name } });
    this.changed();
  }

  /** The charts of a sheet, in the order added (the preview draws them). */
  charts(sheetName: string): readonly SheetChart[] {
    return [...this.sheet(sheetName).charts];
  }

  async readRecord(name: string): Promise<string | undefined> {
    await this.request(0);
    return this.records.get(name);
  }

  async writeRecord(name: string, text: string): Promise<void> {
    recordNamespace(name);
    await this.request(jsonBytes(text));
    this.records.set(name, text);
    this.changed();
  }

  async recordNames(prefix: string): Promise<string[]> {
    await this.request(0);
    return [...this.records.keys()].filter((name) => name.startsWith(prefix));
  }

  async deleteRecords(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.request(0);
    for (const name of names) this.records.delete(name);
    this.changed();
  }

  // ---- the preview grid's side ----

  activeSheet(): string {
    return this.sheets[this.activeIndex].name;
  }

  /** The user clicks a sheet tab. */
  activate(sheetName: string): void {
    this.activeIndex = this.sheets.indexOf(this.sheet(sheetName));
    this.changed();
  }

  /** The user clicks or shift-clicks cells: selects them and shows their sheet. */
  setSelection(range: RangeAddress): void {
    checkRange(range);
    const sheet = this.sheet(range.sheet);
    this.activeIndex = this.sheets.indexOf(sheet);
    sheet.selection = { ...range, sheet: sheet.name };
    this.changed();
  }

  selection(): RangeAddress {
    return { ...this.sheets[this.activeIndex].selection };
  }

  /** From A1 to the last used row and column; 0 x 0 for an empty sheet. */
  sheetSize(sheetName: string): { rowCount: number; columnCount: number } {
    const used = this.sheet(sheetName).cells.used();
    return used ? { rowCount: used.bottom + 1, columnCount: used.right + 1 } : { rowCount: 0, columnCount: 0 };
  }

  /** The cell, or undefined when it is empty. */
  cell(sheetName: string, row: number, column: number): MemoryCell | undefined {
    const sheet = this.sheet(sheetName);
    const value = sheet.cells.value(row, column);
    if (value === '') return undefined;
    const kind = sheet.cells.kind(row, column);
    const numberFormat = sheet.formats.get(row, column);
    return {
      value,
      quotePrefixed: kind === QUOTED,
      ...(kind === FORMULA ? { formula: String(value) } : {}),
      ...(numberFormat !== undefined ? { numberFormat } : {}),
    };
  }

  /**
   * Roughly what Excel shows in the cell: a number under its number format (General, dates such as
   * yyyy-mm-dd, decimals such as 0.###), TRUE or FALSE, text as it is, a formula as its text.
   */
  displayText(sheetName: string, row: number, column: number): string {
    const sheet = this.sheet(sheetName);
    const value = sheet.cells.value(row, column);
    if (typeof value === 'number') return displayNumber(value, sheet.formats.get(row, column));
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return value;
  }

  /** The tables' ranges, header included, oldest first. */
  tables(sheetName: string): readonly RangeAddress[] {
    return this.sheet(sheetName).tables.map((table) => ({ ...table.range }));
  }

  /** The tables' names (`Table1`, as Excel names them), in the order of `tables`. */
  tableNames(sheetName: string): readonly string[] {
    return this.sheet(sheetName).tables.map((table) => table.name);
  }

  /** PartSpec's conditional formats as Excel would list them, oldest first: the range and the formula of each. */
  conditionalFormats(sheetName: string): readonly { readonly range: RangeAddress; readonly formula: string }[] {
    return this.sheet(sheetName).rules.map((rule) => ({ range: { ...rule.range }, formula: rule.formula }));
  }

  /**
   * The mark that applies to a cell, found as Excel evaluates the conditional formats: the newest rule
   * over the cell whose key cell equals its text (without regard to case; a number never equals a text,
   * a formula is not evaluated and so equals nothing).
   */
  highlightAt(sheetName: string, row: number, column: number): RowHighlight | undefined {
    const sheet = this.sheet(sheetName);
    for (let index = sheet.rules.length - 1; index >= 0; index--) {
      const rule = sheet.rules[index];
      const { range } = rule;
      if (row < range.row || row >= range.row + range.rowCount) continue;
      if (column < range.column || column >= range.column + range.columnCount) continue;
      if (sheet.cells.kind(row, rule.keyColumn) === FORMULA) continue;
      const key = sheet.cells.value(row, rule.keyColumn);
      if (typeof key !== 'string') continue;
      if (rule.highlight.equals.toUpperCase() === key.toUpperCase()) return rule.highlight;
    }
    return undefined;
  }

  /**
   * The user types into a cell: read as Excel reads typed input ("12" a number, "'x" the text x, "=..." a
   * formula, "" empties the cell).
   */
  setCellText(sheetName: string, row: number, column: number, text: string): void {
    const sheet = this.sheet(sheetName);
    checkCell({ sheet: sheet.name, row, column });
    checkValue(text, { sheet: sheet.name, row, column });
    this.store(sheet, row, column, text);
    this.changed(sheet, row, 1);
  }

  /** The cells from A1 to the end of the used extent, as values (text without its quote prefix). */
  values(sheetName: string): CellValue[][] {
    const sheet = this.sheet(sheetName);
    const { rowCount, columnCount } = this.sheetSize(sheetName);
    const values: CellValue[][] = [];
    for (let row = 0; row < rowCount; row++) {
      const line: CellValue[] = new Array(columnCount);
      for (let column = 0; column < columnCount; column++) line[column] = sheet.cells.value(row, column);
      values.push(line);
    }
    return values;
  }

  // ---- inside ----

  private sheet(name: string): Sheet {
    // The exact name first: the preview grid asks for each cell it draws, by the name it was given.
    const sheet =
      this.sheets.find((candidate) => candidate.name === name) ??
      this.sheets.find((candidate) => sameSheetName(candidate.name, name));
    if (!sheet) throw new SheetNotFoundError(name);
    return sheet;
  }

  private async request(payloadBytes: number): Promise<void> {
    this.meter.record(payloadBytes);
    await new Promise<void>((resolve) => setTimeout(resolve, this.delayMs));
  }

  private store(sheet: Sheet, row: number, column: number, value: CellValue): void {
    if (typeof value !== 'string') {
      sheet.cells.set(row, column, value, PLAIN);
      return;
    }
    // The common case first: core's tables quote-prefix every text.
    if (value.length > 1 && value.startsWith("'")) {
      sheet.cells.set(row, column, value.slice(1), QUOTED);
      return;
    }
    const format = sheet.formats.get(row, column);
    const typed = typedInput(value, format);
    const kind: CellKind = typed.formula !== undefined ? FORMULA : typed.quotePrefixed ? QUOTED : PLAIN;
    sheet.cells.set(row, column, typed.value, kind);
    // Excel gives a General cell the format the input implied (a percentage, a date), never another one.
    if (typed.numberFormat !== undefined && format === undefined) {
      sheet.formats.set(column, row, row + 1, typed.numberFormat);
    }
  }

  /**
   * Counts a change and tells the subscribers. With a sheet, the change reached its cells: `rowCount` rows
   * from `row`, or every row when no row is given (rowVersion); without, nothing any cell shows changed
   * (the selection, a sheet added, a record).
   */
  private changed(sheet?: Sheet, row?: number, rowCount = 1): void {
    this.changeCount += 1;
    if (sheet && row === undefined) sheet.everyRowVersion = this.changeCount;
    else if (sheet && row !== undefined) {
      for (let changed = row; changed < row + rowCount; changed++) sheet.rowVersions[changed] = this.changeCount;
    }
    for (const listener of [...this.listeners]) listener();
  }
}

/** Whether a cell of `range` holds a value; only the cells inside the sheet's used extent are looked at. */
function holdsValues(cells: SheetCells, range: RangeAddress): boolean {
  const used = cells.used();
  if (!used) return false;
  const top = Math.max(range.row, used.top);
  const bottom = Math.min(range.row + range.rowCount - 1, used.bottom);
  const left = Math.max(range.column, used.left);
  const right = Math.min(range.column + range.columnCount - 1, used.right);
  for (let row = top; row <= bottom; row++) {
    for (let column = left; column <= right; column++) {
      if (cells.value(row, column) !== '') return true;
    }
  }
  return false;
}

function newSheet(name: string): Sheet {
  return {
    name,
    cells: new SheetCells(),
    formats: new ColumnFormats(),
    tables: [],
    rules: [],
    charts: [],
    selection: { sheet: name, row: 0, column: 0, rowCount: 1, columnCount: 1 },
    rowVersions: [],
    everyRowVersion: 0,
  };
}

/** What Excel refuses in a cell: text over 32,767 characters, a number that is not finite, anything but text, number or boolean. */
function checkValue(value: unknown, at: CellAddress): void {
  if (typeof value === 'string') {
    if (value.length > MAX_CELL_TEXT) {
      throw new RangeError(
        `Excel refuses text of more than ${MAX_CELL_TEXT.toLocaleString('en')} characters in a cell; ${addressA1(at)} would get ${value.length.toLocaleString('en')}.`,
      );
    }
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Excel cannot hold ${value} (in ${addressA1(at)}).`);
  } else if (typeof value !== 'boolean') {
    throw new TypeError(
      `A cell holds text, a number or a boolean, not ${value === null ? 'null' : typeof value} (${addressA1(at)}).`,
    );
  }
}
