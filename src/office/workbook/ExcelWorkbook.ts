/// <reference types="office-js" />
import type { CellValue } from '../../core';
import { SelectionError } from './errors/SelectionError';
import { addressOf } from './excel/addressOf';
import { errorCode } from './excel/errorCode';
import { ExcelRecords } from './excel/ExcelRecords';
import { type ExcelApi, ExcelSession, type OfficeApi } from './excel/ExcelSession';
import { checkRange } from './grid';
import { highlightRules, isHighlightRule, markTexts } from './highlight';
import { DEFAULT_MAX_PAYLOAD_BYTES, jsonBytes } from './payload';
import { readInBands } from './readInBands';
import type { RequestCounts } from './RequestMeter';
import { uniqueSheetName } from './sheetName';
import type { CellAddress, RangeAddress, RangeContents, RowHighlight, Workbook } from './Workbook';

/** Table style of the tables PartSpec makes: light, so the data stays the thing to read. */
const TABLE_STYLE = 'TableStyleLight9';

/**
 * The Workbook port over Office.js, for Excel on Windows, Mac and the web. It needs ExcelApi 1.7
 * (getRangeByIndexes); with ExcelApi 1.9 it also suspends screen updating while values are written, reads
 * a selection of several areas (otherwise Excel refuses to say what is selected) and asks a range for its
 * tables (otherwise it loads the sheet's tables and their ranges).
 *
 * Every method is one `Excel.run`, with one `context.sync()` for its writes, preceded by the loads it
 * needs: one for sheetNames, usedRange, selectedRange, and for contents (two before ExcelApi 1.9 when the
 * sheet has tables); writeValues, setNumberFormats, select and deleteSheet have none; addSheet, addTable,
 * highlightRows, recalculate and writeRecord look first at what is there (names, tables, conditional
 * formats, the calculation mode, the record's part). readValues is one `Excel.run` per band of rows, each
 * answer under Excel on the web's 5 MB limit (see readInBands): a selection of hundreds of cells is one;
 * readRecord is two requests (the part, then its XML), recordNames one, deleteRecords two (what is kept,
 * then the deletions). Records need ExcelApi 1.5 (custom XML parts).
 *
 * Excel refuses every request while the user is editing a cell: that becomes CellEditModeError, whose
 * advice is to press Enter or Esc and try again.
 */
export class ExcelWorkbook implements Workbook {
  /** `context.sync()` calls so far and the largest payload one carried (UTF-8 bytes of its values, formats, formulas JSON). */
  readonly requests: RequestCounts;

  private readonly session: ExcelSession;
  private readonly records: ExcelRecords;

  constructor(
    excel: ExcelApi | undefined = (globalThis as { Excel?: ExcelApi }).Excel,
    office: OfficeApi | undefined = (globalThis as { Office?: OfficeApi }).Office,
  ) {
    if (!excel) {
      throw new Error(
        'Office.js is not loaded (there is no global Excel): open PartSpec inside Excel, or use MemoryWorkbook.',
      );
    }
    this.session = new ExcelSession(excel, office);
    this.records = new ExcelRecords(this.session);
    this.requests = this.session.requests;
  }

  sheetNames(): Promise<string[]> {
    return this.session.run('read', undefined, async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load('items/name,items/position');
      await this.session.sync(context, 0);
      return [...sheets.items].sort((a, b) => a.position - b.position).map((sheet) => sheet.name);
    });
  }

  addSheet(baseName: string): Promise<string> {
    return this.session.run('write', undefined, async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load('items/name');
      await this.session.sync(context, 0);
      const name = uniqueSheetName(
        baseName,
        sheets.items.map((sheet) => sheet.name),
      );
      sheets.add(name).activate();
      await this.session.sync(context, 0);
      return name;
    });
  }

  deleteSheet(name: string): Promise<void> {
    return this.session.run('write', name, async (context) => {
      context.workbook.worksheets.getItem(name).delete();
      await this.session.sync(context, 0);
    });
  }

  selectedRange(): Promise<RangeAddress> {
    return this.session.run('read', undefined, async (context) => {
      try {
        if (this.session.supports('1.9')) {
          const selected = context.workbook.getSelectedRanges();
          selected.areas.load('items/rowIndex,items/columnIndex,items/rowCount,items/columnCount');
          selected.worksheet.load('name');
          await this.session.sync(context, 0);
          const first = selected.areas.items[0];
          if (!first) throw new SelectionError();
          return addressOf(selected.worksheet.name, first);
        }
        const range = context.workbook.getSelectedRange();
        range.load('rowIndex,columnIndex,rowCount,columnCount');
        range.worksheet.load('name');
        await this.session.sync(context, 0);
        return addressOf(range.worksheet.name, range);
      } catch (error) {
        // A chart or a shape is selected, or (before ExcelApi 1.9) several areas.
        if (errorCode(error) === 'InvalidSelection') throw new SelectionError({ cause: error });
        throw error;
      }
    });
  }

  async readValues(range: RangeAddress): Promise<CellValue[][]> {
    checkRange(range);
    return readInBands(
      range,
      (band) =>
        this.session.run('read', band.sheet, async (context) => {
          const cells = this.session.rangeOf(context, band);
          cells.load('values');
          await this.session.sync(context, 0);
          return cells.values.map((line) => line.map(cellValue));
        }),
      {
        maxPayloadBytes: DEFAULT_MAX_PAYLOAD_BYTES,
        tooLarge: (error) => errorCode(error) === 'ResponsePayloadSizeLimitExceeded',
      },
    );
  }

  async contents(range: RangeAddress): Promise<RangeContents> {
    checkRange(range);
    return this.session.run('read', range.sheet, async (context): Promise<RangeContents> => {
      const cells = this.session.rangeOf(context, range);
      // valuesOnly: formatting alone does not make a cell used; a value or a formula does.
      const used = cells.getUsedRangeOrNullObject(true);
      if (this.session.supports('1.9')) {
        const tables = cells.getTables(false);
        tables.load('items/name');
        await this.session.sync(context, 0);
        return { values: !used.isNullObject, tables: tables.items.map((table) => table.name) };
      }
      const sheetTables = context.workbook.worksheets.getItem(range.sheet).tables;
      sheetTables.load('items/name');
      await this.session.sync(context, 0);
      const tables = await this.session.tablesOver(context, sheetTables, range);
      return { values: !used.isNullObject, tables: tables.map((table) => table.name) };
    });
  }

  usedRange(sheet: string): Promise<RangeAddress | undefined> {
    return this.session.run('read', sheet, async (context) => {
      const worksheet = context.workbook.worksheets.getItem(sheet);
      worksheet.load('name');
      const used = worksheet.getUsedRangeOrNullObject(true);
      used.load('rowIndex,columnIndex,rowCount,columnCount');
      await this.session.sync(context, 0);
      return used.isNullObject ? undefined : addressOf(worksheet.name, used);
    });
  }

  async writeValues(at: CellAddress, values: readonly (readonly CellValue[])[]): Promise<void> {
    if (values.length === 0 || values[0].length === 0) return;
    const width = values[0].length;
    values.forEach((line, row) => {
      if (line.length !== width) {
        throw new RangeError(
          `Every row of a block must be as long as the first: row ${row + 1} has ${line.length} values, not ${width}.`,
        );
      }
    });
    const range: RangeAddress = { ...at, rowCount: values.length, columnCount: width };
    checkRange(range);
    const payloadBytes = jsonBytes(values);
    await this.session.run('write', at.sheet, async (context) => {
      // Suspended for this request only: nothing recalculates or repaints halfway through a block.
      context.application.suspendApiCalculationUntilNextSync();
      if (this.session.supports('1.9')) context.application.suspendScreenUpdatingUntilNextSync();
      // Office.js only reads the arrays; its typings ask for mutable ones.
      this.session.rangeOf(context, range).values = values as CellValue[][];
      await this.session.sync(context, payloadBytes);
    });
  }

  async setNumberFormats(range: RangeAddress, formats: readonly (string | undefined)[]): Promise<void> {
    checkRange(range);
    if (formats.length !== range.columnCount) {
      throw new RangeError(`One number format per column: ${range.columnCount} columns, ${formats.length} formats.`);
    }
    const runs = formatRuns(formats);
    if (runs.length === 0) return;
    return this.session.run('write', range.sheet, async (context) => {
      const sheet = context.workbook.worksheets.getItem(range.sheet);
      for (const { first, count, format } of runs) {
        const columns = sheet.getRangeByIndexes(range.row, range.column + first, range.rowCount, count);
        // One value for the whole range: Office.js gives it to every cell, where a 2D array would carry
        // one format per cell (50,000 of them for a column). Its typings know only the 2D form.
        (columns as unknown as { numberFormat: string }).numberFormat = format;
      }
      await this.session.sync(context, jsonBytes(runs.map((formatRun) => formatRun.format)));
    });
  }

  async addTable(range: RangeAddress): Promise<void> {
    checkRange(range);
    return this.session.run('write', range.sheet, async (context) => {
      const sheet = context.workbook.worksheets.getItem(range.sheet);
      const tables = sheet.tables;
      tables.load('items/name');
      await this.session.sync(context, 0);
      // Excel refuses a table over another: those in the way become plain ranges, keeping their cells. The
      // caller has checked with contents() and asked the user before writing over a table (writeTable).
      for (const table of await this.session.tablesOver(context, tables, range)) table.convertToRange();
      const table = sheet.tables.add(
        sheet.getRangeByIndexes(range.row, range.column, range.rowCount, range.columnCount),
        true,
      );
      table.style = TABLE_STYLE;
      await this.session.sync(context, 0);
    });
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
    return this.session.run('write', range.sheet, async (context) => {
      const formats = this.session.rangeOf(context, range).conditionalFormats;
      formats.load('items/type');
      await this.session.sync(context, 0);
      const custom = formats.items
        .filter((format) => format.type === 'Custom')
        .map((format) => {
          const rule = format.custom.rule;
          rule.load('formula');
          const applied = format.getRangeOrNullObject();
          applied.load('rowIndex');
          return { format, rule, applied };
        });
      if (custom.length > 0) await this.session.sync(context, 0);
      // PartSpec's earlier marks of these rows, over however many rows the BOM had then (see
      // isHighlightRule). Any other format over these cells is the user's and stays. A format applied to
      // several areas (Excel splits one when rows are moved or deleted inside it) gives no single range:
      // it is left alone, as its anchor cannot be told.
      for (const { format, rule, applied } of custom) {
        if (applied.isNullObject) continue;
        if (isHighlightRule({ formula: rule.formula, firstRow: applied.rowIndex }, keyColumn, range.row, texts)) {
          format.delete();
        }
      }
      for (const rule of rules) {
        const format = formats.add('Custom');
        format.custom.rule.formula = rule.formula;
        format.custom.format.fill.color = rule.fill;
        format.custom.format.font.color = rule.font;
      }
      await this.session.sync(context, jsonBytes(rules));
    });
  }

  async select(range: RangeAddress): Promise<void> {
    checkRange(range);
    return this.session.run('write', range.sheet, async (context) => {
      const sheet = context.workbook.worksheets.getItem(range.sheet);
      sheet.activate();
      sheet.getRangeByIndexes(range.row, range.column, range.rowCount, range.columnCount).select();
      await this.session.sync(context, 0);
    });
  }

  recalculate(): Promise<void> {
    return this.session.run('write', undefined, async (context) => {
      // calculationMode can be read from ExcelApi 1.1 (set from 1.8), so every host this adapter runs on has it.
      const application = context.application;
      application.load('calculationMode');
      await this.session.sync(context, 0);
      // The user's choice: in Manual, formulas are evaluated when they ask (F9), and among them are PART.*
      // cells that would call the service. What writeValues wrote waits for that like any other edit.
      if (application.calculationMode === 'Manual') return;
      // Recalculate, not Full: only what is dirty, so a workbook of PART.SPEC cells is not evaluated again.
      application.calculate('Recalculate');
      await this.session.sync(context, 0);
    });
  }

  recalculateEverything(): Promise<'recalculated' | 'manual'> {
    return this.session.run('write', undefined, async (context) => {
      const application = context.application;
      application.load('calculationMode');
      await this.session.sync(context, 0);
      if (application.calculationMode === 'Manual') return 'manual';
      // Full: the cells that answered "sign in" are not dirty, and only a full calculation evaluates them again.
      application.calculate('Full');
      await this.session.sync(context, 0);
      return 'recalculated';
    });
  }

  async addChart(data: RangeAddress, title: string, at: RangeAddress): Promise<void> {
    checkRange(data);
    checkRange(at);
    await this.session.run('write', data.sheet, async (context) => {
      const sheet = context.workbook.worksheets.getItem(data.sheet);
      const chart = sheet.charts.add(
        'ColumnClustered',
        sheet.getRangeByIndexes(data.row, data.column, data.rowCount, data.columnCount),
        'Columns',
      );
      chart.title.text = title;
      chart.legend.visible = false;
      chart.setPosition(
        sheet.getRangeByIndexes(at.row, at.column, 1, 1),
        sheet.getRangeByIndexes(at.row + at.rowCount - 1, at.column + at.columnCount - 1, 1, 1),
      );
      await this.session.sync(context, jsonBytes(title));
    });
  }

  readRecord(name: string): Promise<string | undefined> {
    return this.records.read(name);
  }

  recordNames(prefix: string): Promise<string[]> {
    return this.records.names(prefix);
  }

  deleteRecords(names: readonly string[]): Promise<void> {
    return this.records.delete(names);
  }

  writeRecord(name: string, text: string): Promise<void> {
    return this.records.write(name, text);
  }
}

/** A value read from Excel as a cell value: Excel gives text, numbers and booleans (errors as text, `#N/A`). */
function cellValue(value: unknown): CellValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : String(value ?? '');
}

/** Adjacent columns that get the same format, as one range each: fewer operations in the request. */
function formatRuns(formats: readonly (string | undefined)[]): { first: number; count: number; format: string }[] {
  const runs: { first: number; count: number; format: string }[] = [];
  formats.forEach((format, column) => {
    if (format === undefined) return;
    const last = runs[runs.length - 1];
    if (last && last.format === format && last.first + last.count === column) last.count += 1;
    else runs.push({ first: column, count: 1, format });
  });
  return runs;
}
