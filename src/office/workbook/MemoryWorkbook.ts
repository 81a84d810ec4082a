import type { CellValue } from '../../core';
import { checkRange, overlaps } from './grid';
import { highlightRules, isHighlightRule, markTexts } from './highlight';
import { checkValue } from './memory/checkValue';
import { MemoryPreview } from './memory/MemoryPreview';
import { PLAIN, type SheetCells } from './memory/SheetCells';
import { SheetModel } from './memory/SheetModel';
import { tableHeaders } from './memory/tableHeaders';
import { jsonBytes } from './payload';
import { recordNamespace } from './recordXml';
import { type RequestCounts, RequestMeter } from './RequestMeter';
import { uniqueSheetName } from './sheetName';
import type { CellAddress, RangeAddress, RangeContents, RowHighlight, Workbook } from './Workbook';

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

/**
 * The workbook in memory: what the task pane writes to in preview mode (a plain browser, no Excel), and
 * what tests write to. It keeps the Excel semantics PartSpec relies on: a string written or typed is read
 * as Excel (en-US) reads typed input, so `'text` is text behind a quote prefix, `=...` a formula (kept, not
 * evaluated, so that a test can see an injected one), `12` a number and `''` an empty cell; Excel's grid
 * limits, its 32,767-character cell limit, its unique sheet names and its refusal of overlapping tables.
 *
 * Every Workbook method is one request: counted in `requests` with the same payload measure as the Excel
 * adapter, and resolved after a macrotask. The preview grid's methods (MemoryPreview, over the same
 * SheetModel) are what it calls as the user clicks and types; they are synchronous and notify subscribers
 * like any change.
 */
export class MemoryWorkbook extends MemoryPreview implements Workbook {
  /** Round trips so far and the largest payload one of them carried (UTF-8 bytes of its values' JSON). */
  readonly requests: RequestCounts;
  readonly maxPayloadBytes?: number;

  private readonly meter = new RequestMeter();
  private readonly delayMs: number;

  constructor(options: MemoryWorkbookOptions = {}) {
    super(new SheetModel(options.sheets ?? ['Sheet1']));
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

  async sheetNames(): Promise<string[]> {
    await this.request(0);
    return this.model.sheets.map((sheet) => sheet.name);
  }

  async addSheet(baseName: string): Promise<string> {
    await this.request(0);
    const name = uniqueSheetName(
      baseName,
      this.model.sheets.map((sheet) => sheet.name),
    );
    this.model.addSheet(name);
    this.model.changed();
    return name;
  }

  async deleteSheet(name: string): Promise<void> {
    const sheet = this.model.sheet(name);
    await this.request(0);
    if (this.model.sheets.length === 1) {
      throw new RangeError(`"${sheet.name}" is the workbook's only sheet, and a workbook keeps at least one.`);
    }
    this.model.removeSheet(sheet);
    this.model.changed();
  }

  async selectedRange(): Promise<RangeAddress> {
    await this.request(0);
    return this.selection();
  }

  async readValues(range: RangeAddress): Promise<CellValue[][]> {
    checkRange(range);
    const sheet = this.model.sheet(range.sheet);
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
    const sheet = this.model.sheet(range.sheet);
    await this.request(0);
    const tables = sheet.tables.filter((table) => overlaps(table.range, range)).map((table) => table.name);
    return { values: holdsValues(sheet.cells, range), tables };
  }

  async usedRange(sheetName: string): Promise<RangeAddress | undefined> {
    const sheet = this.model.sheet(sheetName);
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
    const sheet = this.model.sheet(at.sheet);
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
      line.forEach((value, column) => this.model.store(sheet, at.row + row, at.column + column, value));
    });
    this.model.changed(sheet, at.row, values.length);
  }

  async setNumberFormats(range: RangeAddress, formats: readonly (string | undefined)[]): Promise<void> {
    checkRange(range);
    if (formats.length !== range.columnCount) {
      throw new RangeError(`One number format per column: ${range.columnCount} columns, ${formats.length} formats.`);
    }
    const sheet = this.model.sheet(range.sheet);
    await this.request(jsonBytes(formats));
    formats.forEach((format, column) => {
      if (format !== undefined) sheet.formats.set(range.column + column, range.row, range.row + range.rowCount, format);
    });
    this.model.changed(sheet, range.row, range.rowCount);
  }

  async addTable(range: RangeAddress): Promise<void> {
    checkRange(range);
    const sheet = this.model.sheet(range.sheet);
    await this.request(0);
    // Excel gives a table of a header alone one empty data row.
    const table: RangeAddress = { ...range, sheet: sheet.name, rowCount: Math.max(range.rowCount, 2) };
    // Those in the way become plain ranges, as in the Excel adapter; the caller asked first (writeTable).
    sheet.tables = sheet.tables.filter((other) => !overlaps(other.range, table));
    const header: CellValue[] = [];
    for (let column = 0; column < table.columnCount; column++)
      header.push(sheet.cells.value(table.row, table.column + column));
    tableHeaders(header).forEach((text, column) => sheet.cells.set(table.row, table.column + column, text, PLAIN));
    sheet.tables.push({ name: this.model.nextTableName(), range: table });
    // Only the header's cells change (names made unique); a table has no look of its own in the preview.
    this.model.changed(sheet, table.row, 1);
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
    const sheet = this.model.sheet(range.sheet);
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
    this.model.changed(sheet);
  }

  async select(range: RangeAddress): Promise<void> {
    checkRange(range);
    const sheet = this.model.sheet(range.sheet);
    await this.request(0);
    this.model.activate(sheet);
    sheet.selection = { ...range, sheet: sheet.name };
    this.model.changed();
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
    const sheet = this.model.sheet(data.sheet);
    checkRange(data);
    checkRange(at);
    await this.request(jsonBytes(title));
    sheet.charts.push({ data: { ...data, sheet: sheet.name }, title, at: { ...at, sheet: sheet.name } });
    this.model.changed();
  }

  async readRecord(name: string): Promise<string | undefined> {
    await this.request(0);
    return this.model.records.get(name);
  }

  async writeRecord(name: string, text: string): Promise<void> {
    recordNamespace(name);
    await this.request(jsonBytes(text));
    this.model.records.set(name, text);
    this.model.changed();
  }

  async recordNames(prefix: string): Promise<string[]> {
    await this.request(0);
    return [...this.model.records.keys()].filter((name) => name.startsWith(prefix));
  }

  async deleteRecords(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.request(0);
    for (const name of names) this.model.records.delete(name);
    this.model.changed();
  }

  private async request(payloadBytes: number): Promise<void> {
    this.meter.record(payloadBytes);
    await new Promise<void>((resolve) => setTimeout(resolve, this.delayMs));
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
