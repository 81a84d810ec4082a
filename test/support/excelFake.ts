/// <reference types="office-js" />
import { OfficeMockObject } from 'office-addin-mock';
import type { CellValue } from '../../src/core';
import {
  EXCEL_COLUMNS,
  EXCEL_ROWS,
  type ExcelApi,
  jsonBytes,
  type OfficeApi,
  sheetNameProblem,
} from '../../src/office/workbook';
import { ColumnFormats } from '../../src/office/workbook/memory/ColumnFormats';
import { PLAIN, SheetCells } from '../../src/office/workbook/memory/SheetCells';

/**
 * A fake of the part of Excel's JavaScript object model that PartSpec's Excel adapter uses, built on
 * office-addin-mock's OfficeMockObject, for unit tests and the workbook benchmark.
 *
 * It behaves like Office.js where the adapter's correctness depends on it:
 * - proxies queue what is set and called; nothing reaches the "workbook" before `context.sync()`, and a
 *   request Excel would refuse fails at that sync (missing sheet, range beyond the grid, overlapping
 *   tables, text over 32,767 characters, an API the requirement sets do not have...);
 * - loaded properties can be read only after a sync (OfficeMockObject's own rule for scalars; the fake's
 *   for values, collections and null objects, which it computes at the sync, after the writes queued
 *   before it);
 * - `Excel.run` syncs what is still queued when the batch returns;
 * - a request whose payload is over `payloadLimitBytes` is refused whole, as Excel on the web does, and so
 *   is one whose answer would be (ResponsePayloadSizeLimitExceeded);
 * - while the user edits a cell (`editingCell`), every request is refused with InvalidOperationInCellEditMode.
 *
 * Every sync is recorded with its operations and its payload: the UTF-8 bytes of the JSON of the values,
 * number formats, formulas and colours queued since the previous sync; and with the size of its answer.
 */

/** Excel on the web's limit on one request or one response, taken at its strictest reading of "5 MB". */
export const WEB_PAYLOAD_LIMIT_BYTES = 5_000_000;

export interface Rect {
  readonly row: number;
  readonly column: number;
  readonly rowCount: number;
  readonly columnCount: number;
}

export type OperationKind =
  | 'suspendCalculation'
  | 'suspendScreenUpdating'
  | 'calculate'
  | 'values'
  | 'numberFormat'
  | 'addSheet'
  | 'deleteSheet'
  | 'activate'
  | 'select'
  | 'addTable'
  | 'tableStyle'
  | 'convertToRange'
  | 'addConditionalFormat'
  | 'conditionalFormula'
  | 'conditionalFill'
  | 'conditionalFont'
  | 'deleteConditionalFormat'
  | 'addChart'
  | 'chartTitle'
  | 'chartLegend'
  | 'chartPosition'
  | 'addCustomXmlPart'
  | 'deleteCustomXmlPart';

export interface FakeOperation {
  readonly kind: OperationKind;
  readonly sheet?: string;
  readonly range?: Rect;
  /** What the operation carries: values, a format, a formula, a colour, a name. */
  readonly value?: unknown;
}

export interface SyncRecord {
  readonly operations: readonly FakeOperation[];
  /** UTF-8 bytes of the JSON of the values, formats, formulas and colours in this request. */
  readonly payloadBytes: number;
  /** Objects and collections whose properties this request loaded. */
  readonly loads: number;
  /**
   * UTF-8 bytes of the JSON of the properties the answer carries (values, formulas, the calculation
   * mode); collections' and null objects' few scalars are not counted. 0 until the sync is carried out.
   */
  readonly responseBytes: number;
}

export interface FakeTable {
  readonly name: string;
  readonly sheet: string;
  range: Rect;
  style: string;
}

/** A chart on a sheet (Worksheet.charts), with what PartSpec sets of it. */
export interface FakeChart {
  readonly sheet: string;
  readonly type: string;
  readonly data: Rect;
  readonly seriesBy: string;
  title?: string;
  legendVisible?: boolean;
  /** The cells it covers, from its top-left cell to its bottom-right one. */
  position?: { readonly from: Rect; readonly to: Rect };
}

/** A custom XML part of the file (ExcelApi 1.5): kept with the workbook, so across ExcelWorkbook instances. */
export interface FakeCustomXmlPart {
  readonly id: string;
  readonly xml: string;
}

export interface FakeConditionalFormat {
  readonly id: number;
  readonly sheet: string;
  readonly range: Rect;
  readonly type: 'Custom' | 'CellValue' | 'ColorScale';
  formula?: string;
  fill?: string;
  font?: string;
}

export interface ExcelFakeOptions {
  /** Sheets in tab order, the first active. Default ['Sheet1']. */
  sheets?: readonly string[];
  /** Highest ExcelApi requirement set the host has, as a minor version: 9 is ExcelApi 1.9. Default 17. */
  excelApiMinor?: number;
  /** Whether `Office.context.requirements` exists. Default true. */
  requirements?: boolean;
  /**
   * Which Excel: on the web (the default) every request and every answer is held to WEB_PAYLOAD_LIMIT_BYTES,
   * as Excel on the web holds them; a desktop Excel (Windows, Mac) has no such limit. Only a test of what a
   * desktop Excel can do that the web cannot (read an earlier PartSpec's record over 5 MB) says desktop.
   */
  host?: 'web' | 'desktop';
  /**
   * A lower limit than the web's, for a test of the limit itself with small values. Never higher: every test
   * on the web is held to the web's limit.
   */
  payloadLimitBytes?: number;
  /** Called before each sync is carried out; an error returned fails that sync, nothing of it applied. */
  failSync?: (sync: SyncRecord, index: number) => Error | undefined;
  /** The user's calculation setting (Application.calculationMode). Default Automatic. */
  calculationMode?: 'Automatic' | 'AutomaticExceptTables' | 'Manual';
}

/**
 * An error as Office.js reports one (OfficeExtension.Error): named `RichApi.Error` at run time, a `code`
 * from Excel.ErrorCodes, and the same again in `debugInfo`, with `traceMessages` (empty: the adapter adds
 * no trace).
 */
export class FakeOfficeError extends Error {
  readonly code: string;
  readonly traceMessages: string[] = [];
  readonly debugInfo: { code: string; message: string };

  constructor(code: string, message: string) {
    super(message);
    this.name = 'RichApi.Error';
    this.code = code;
    this.debugInfo = { code, message };
  }
}

/** What Excel answers to any request while a cell is in edit mode. */
export function cellEditModeError(): FakeOfficeError {
  return new FakeOfficeError(
    'InvalidOperationInCellEditMode',
    "The operation isn't available while Excel is in Edit cell mode. Exit Edit mode by using the Enter or Tab keys, or by selecting another cell, and then try again.",
  );
}

interface FakeSheet {
  name: string;
  position: number;
  readonly cells: SheetCells;
  readonly formats: ColumnFormats;
}

interface Action {
  readonly operation?: FakeOperation;
  readonly apply: () => void;
}

/** What one Excel.run has queued and not yet synced. */
class Batch {
  actions: Action[] = [];
  /** Loads to answer at the next sync, after the actions; each gives what it loaded, to measure the answer. */
  loads: (() => unknown)[] = [];
  /** OfficeMockObjects made in this batch, synced at every sync so that their loaded scalars become readable. */
  mocks: OfficeMockObject[] = [];
}

// Inside the machinery, proxies are OfficeMockObjects with properties added at run time: typed loosely, as
// Office.js objects are at this boundary.
type Proxy = any;

/** The Office.js type a fake object stands for, kept in its type only. */
declare const OFFICE_TYPE: unique symbol;

/**
 * A fake object standing for Office.js's `T` (`Excel.Range`, `Excel.CustomXmlPart`): only T's members can be
 * read or assigned on it (any other name does not type-check), each as loosely typed as Office.js objects
 * are at this boundary.
 */
export type Fake<T> = { -readonly [K in keyof T]: any } & { readonly [OFFICE_TYPE]?: T };

/**
 * What a fake of `T` is made of: some of T's members, each with T's own type, so that a method Office.js
 * does not have on T, or one of another shape (other parameters, another result), does not type-check.
 */
export type Members<T> = { [K in keyof T]?: T[K] };

/** What the fake does of `Excel.run`: the one form PartSpec calls, a batch on a new request context. */
type BatchRun = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

export class ExcelFake {
  /** What the adapter gets as the global `Excel`. */
  readonly excel: ExcelApi;
  /** What it gets as the global `Office`. */
  readonly office: OfficeApi;
  readonly syncs: SyncRecord[] = [];
  /** Excel.run calls so far. */
  runs = 0;
  /** The user's calculation setting; may be changed between requests, as the user may. */
  calculationMode: 'Automatic' | 'AutomaticExceptTables' | 'Manual';
  /**
   * Whether the user is editing a cell (typing into it, or after F2): Excel then refuses every request,
   * until they press Enter or Esc. May be set at any moment, from `failSync` too (a sync it lets through
   * is then refused).
   */
  editingCell = false;

  private readonly sheetList: FakeSheet[] = [];
  private active = 0;
  private selected: { sheet: string; areas: Rect[] } | 'chart';
  private readonly tableList: FakeTable[] = [];
  private readonly formatList: FakeConditionalFormat[] = [];
  private xmlParts: FakeCustomXmlPart[] = [];
  private readonly chartList: FakeChart[] = [];
  private nextId = 1;
  /** Where each range proxy points, for methods that take a range (tables.add). */
  private readonly places = new WeakMap<object, { sheet: string; rect: Rect }>();
  /** The properties each proxy loads through the fake rather than OfficeMockObject. */
  private readonly customLoads = new WeakMap<object, Map<string, () => unknown>>();
  private readonly options: Required<Omit<ExcelFakeOptions, 'sheets' | 'failSync' | 'calculationMode' | 'host'>> &
    Pick<ExcelFakeOptions, 'failSync'>;

  constructor(options: ExcelFakeOptions = {}) {
    for (const name of options.sheets ?? ['Sheet1']) this.newSheet(name);
    this.selected = { sheet: this.sheetList[0].name, areas: [{ row: 0, column: 0, rowCount: 1, columnCount: 1 }] };
    this.calculationMode = options.calculationMode ?? 'Automatic';
    if (options.payloadLimitBytes !== undefined && !(options.payloadLimitBytes <= WEB_PAYLOAD_LIMIT_BYTES)) {
      throw new RangeError(
        `payloadLimitBytes may only be lower than the web's ${WEB_PAYLOAD_LIMIT_BYTES}, not ${options.payloadLimitBytes}: say host: 'desktop' for an Excel without the limit.`,
      );
    }
    if (options.host === 'desktop' && options.payloadLimitBytes !== undefined) {
      throw new RangeError('A desktop Excel has no payload limit: give host or payloadLimitBytes, not both.');
    }
    this.options = {
      excelApiMinor: options.excelApiMinor ?? 17,
      requirements: options.requirements ?? true,
      payloadLimitBytes: options.host === 'desktop' ? Infinity : (options.payloadLimitBytes ?? WEB_PAYLOAD_LIMIT_BYTES),
      failSync: options.failSync,
    };
    const run: BatchRun = (batch) => this.run(batch);
    // Excel.run's other forms (on an object, with options) are never called: only the batch form is faked.
    this.excel = new OfficeMockObject({ run }) as unknown as ExcelApi;
    const minor = this.options.excelApiMinor;
    const requirements: Office.RequirementSetSupport = {
      isSetSupported: (name: string, version?: string | number) =>
        name === 'ExcelApi' && Number(String(version ?? '1.1').split('.')[1] ?? 0) <= minor,
    };
    const context: Members<Office.Context> = this.options.requirements ? { requirements } : {};
    this.office = new OfficeMockObject({ context } as never) as OfficeApi;
  }

  // ---- setting the scene (not requests) ----

  /** Puts values into cells as a user would have typed them before PartSpec ran. */
  setValues(sheet: string, row: number, column: number, values: readonly (readonly CellValue[])[]): void {
    const target = this.sheet(sheet);
    values.forEach((line, r) => line.forEach((value, c) => target.cells.set(row + r, column + c, value, PLAIN)));
  }

  /** A conditional format the user made. */
  addUserConditionalFormat(format: Omit<FakeConditionalFormat, 'id'>): FakeConditionalFormat {
    const made = { ...format, id: this.nextId++ };
    this.formatList.push(made);
    return made;
  }

  /** A table the user made; returns its name. */
  addUserTable(sheet: string, range: Rect, name = `Table${this.nextId++}`): string {
    this.tableList.push({ name, sheet, range, style: 'TableStyleMedium2' });
    return name;
  }

  /** The user selects one or more areas of a sheet, or a chart. */
  select(selection: { sheet: string; areas: Rect[] } | 'chart'): void {
    this.selected = selection;
  }

  // ---- looking at the result ----

  /** A cell's value exactly as written (a quote-prefixed text keeps its `'`), '' when empty. */
  valueAt(sheet: string, row: number, column: number): CellValue {
    return this.sheet(sheet).cells.value(row, column);
  }

  numberFormatAt(sheet: string, row: number, column: number): string | undefined {
    return this.sheet(sheet).formats.get(row, column);
  }

  tables(sheet?: string): FakeTable[] {
    return this.tableList.filter((table) => sheet === undefined || table.sheet === sheet);
  }

  charts(sheet?: string): FakeChart[] {
    return this.chartList.filter((chart) => sheet === undefined || chart.sheet === sheet);
  }

  customXmlParts(): readonly FakeCustomXmlPart[] {
    return this.xmlParts;
  }

  /** The file's custom XML parts as another Excel saved them (the same workbook opened elsewhere). */
  restoreCustomXmlParts(parts: readonly FakeCustomXmlPart[]): void {
    this.xmlParts = [...parts];
  }

  conditionalFormats(sheet?: string): FakeConditionalFormat[] {
    return this.formatList.filter((format) => sheet === undefined || format.sheet === sheet);
  }

  sheetNames(): string[] {
    return [...this.sheetList].sort((a, b) => a.position - b.position).map((sheet) => sheet.name);
  }

  activeSheet(): string {
    return this.sheetList[this.active].name;
  }

  selection(): { sheet: string; areas: Rect[] } | 'chart' {
    return this.selected;
  }

  /** Every operation of every sync, in order, with the sync's index. */
  operations(): (FakeOperation & { sync: number })[] {
    return this.syncs.flatMap((sync, index) => sync.operations.map((operation) => ({ ...operation, sync: index })));
  }

  // ---- the object model ----

  private async run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> {
    this.runs += 1;
    const state = new Batch();
    const context = this.mock<Excel.RequestContext>(state, {
      sync: async <Value>(passThroughValue?: Value): Promise<Value> => {
        await this.sync(state);
        return passThroughValue as Value;
      },
    });
    context.workbook = this.workbook(state);
    const application = this.mock<Excel.Application>(state, {
      suspendApiCalculationUntilNextSync: () =>
        this.queue(state, { kind: 'suspendCalculation' }, () => this.require(6)),
      suspendScreenUpdatingUntilNextSync: () =>
        this.queue(state, { kind: 'suspendScreenUpdating' }, () => this.require(9)),
      calculate: (calculationType: string) => this.queue(state, { kind: 'calculate', value: calculationType }),
    });
    // Readable from ExcelApi 1.1 (settable from 1.8): no requirement to check.
    this.property(state, application, 'calculationMode', { load: () => this.calculationMode });
    context.application = application;
    const result = await batch(context);
    // Excel.run sends what is still queued when the batch returns.
    if (state.actions.length > 0 || state.loads.length > 0) await this.sync(state);
    return result;
  }

  private async sync(state: Batch): Promise<void> {
    const actions = state.actions;
    const loads = state.loads;
    state.actions = [];
    state.loads = [];
    const operations = actions.flatMap((action) => (action.operation ? [action.operation] : []));
    const payloadBytes = operations.reduce(
      (sum, operation) => sum + (operation.value === undefined ? 0 : jsonBytes(operation.value)),
      0,
    );
    const record = { operations, payloadBytes, loads: loads.length, responseBytes: 0 };
    this.syncs.push(record);
    // A round trip: the caller's code resumes in a later macrotask, as with a real host.
    await new Promise((resolve) => setImmediate(resolve));
    if (payloadBytes > this.options.payloadLimitBytes) {
      throw new FakeOfficeError(
        'RequestPayloadSizeLimitExceeded',
        `The request payload size has exceeded the limit (${payloadBytes} bytes).`,
      );
    }
    const injected = this.options.failSync?.(record, this.syncs.length - 1);
    if (injected) throw injected;
    if (this.editingCell) throw cellEditModeError();
    for (const action of actions) action.apply();
    for (const load of loads) {
      const loaded = load();
      if (loaded !== undefined) record.responseBytes += jsonBytes(loaded);
    }
    if (record.responseBytes > this.options.payloadLimitBytes) {
      throw new FakeOfficeError(
        'ResponsePayloadSizeLimitExceeded',
        `The response payload size has exceeded the limit (${record.responseBytes} bytes).`,
      );
    }
    // Every mock of the batch, old and new: a scalar may be loaded on an object made before the last sync.
    // OfficeMockObject's own sync: the context's `sync` is this function.
    await Promise.all(state.mocks.map((mock) => OfficeMockObject.prototype.sync.call(mock)));
    // OfficeMockObject updates a parent's loaded scalar in a later microtask: let those run.
    await new Promise((resolve) => setImmediate(resolve));
  }

  private workbook(state: Batch): Fake<Excel.Workbook> {
    const workbook = this.mock<Excel.Workbook>(state, {
      getSelectedRange: () => {
        const selection = this.selected;
        if (selection === 'chart' || selection.areas.length !== 1) {
          this.fail(state, 'InvalidSelection', 'The current selection is invalid for this operation.');
          return this.range(state, this.sheetList[0].name, { row: 0, column: 0, rowCount: 1, columnCount: 1 });
        }
        return this.range(state, selection.sheet, selection.areas[0]);
      },
      getSelectedRanges: () => {
        this.queue(state, undefined, () => this.require(9));
        const selection = this.selected;
        if (selection === 'chart')
          this.fail(state, 'InvalidSelection', 'The current selection is invalid for this operation.');
        const sheet = selection === 'chart' ? this.sheetList[0].name : selection.sheet;
        const areas = this.mock<Excel.RangeCollection>(state, {});
        this.collection(state, areas, () =>
          selection === 'chart' ? [] : selection.areas.map((area) => this.range(state, sheet, area)),
        );
        const ranges = this.mock<Excel.RangeAreas>(state, {});
        ranges.areas = areas;
        ranges.worksheet = this.worksheet(state, sheet);
        return ranges;
      },
    });
    const worksheets = this.mock<Excel.WorksheetCollection>(state, {
      getItem: (name: string) => this.worksheet(state, name),
      add: (name: string) => {
        this.queue(state, { kind: 'addSheet', value: name }, () => {
          const problem = sheetNameProblem(name);
          if (problem) throw new FakeOfficeError('InvalidArgument', `The argument is invalid: ${problem}.`);
          if (this.sheetList.some((sheet) => sheet.name.toUpperCase() === name.toUpperCase())) {
            throw new FakeOfficeError(
              'ItemAlreadyExists',
              'A resource with the same name or identifier already exists.',
            );
          }
          this.newSheet(name);
        });
        return this.worksheet(state, name, false);
      },
    });
    this.collection(state, worksheets, () => this.sheetNames().map((name) => this.worksheet(state, name)));
    workbook.worksheets = worksheets;
    workbook.customXmlParts = this.customXmlPartCollection(state);
    return workbook;
  }

  /** Workbook.customXmlParts: its items (id, namespaceUri), add, and getByNamespace with its items (id, getXml, delete). */
  private customXmlPartCollection(state: Batch): Fake<Excel.CustomXmlPartCollection> {
    const collection = this.mock<Excel.CustomXmlPartCollection>(state, {
      add: (xml: string) => {
        const id = `{${String(this.nextId++).padStart(8, '0')}-PART}`;
        this.queue(state, { kind: 'addCustomXmlPart', value: xml }, () => {
          this.require(5);
          if (namespaceOf(xml) === undefined) {
            throw new FakeOfficeError(
              'InvalidArgument',
              'The argument is invalid or missing or has an incorrect format.',
            );
          }
          this.xmlParts.push({ id, xml });
        });
        return this.customXmlPart(state, id);
      },
      getByNamespace: (namespace: string) => {
        const scoped = this.mock<Excel.CustomXmlPartScopedCollection>(state, {});
        this.collection(state, scoped, () =>
          this.xmlParts
            .filter((part) => namespaceOf(part.xml) === namespace)
            .map((part) => this.customXmlPart(state, part.id)),
        );
        return scoped;
      },
    });
    this.collection(state, collection, () => this.xmlParts.map((part) => this.customXmlPart(state, part.id)));
    return collection;
  }

  private customXmlPart(state: Batch, id: string): Fake<Excel.CustomXmlPart> {
    const xml = this.xmlParts.find((part) => part.id === id)?.xml;
    return this.mock<Excel.CustomXmlPart>(state, {
      id,
      namespaceUri: xml === undefined ? '' : (namespaceOf(xml) ?? ''),
      getXml: () => {
        const result = this.mock<OfficeExtension.ClientResult<string>>(state, {});
        this.property(state, result, 'value', { load: () => this.xmlParts.find((part) => part.id === id)?.xml ?? '' });
        // A ClientResult's value comes with the next sync, no load() needed (nor has it one in Office.js: the
        // fake's machinery loads it).
        (result as Proxy).load('value');
        return result;
      },
      delete: () =>
        this.queue(state, { kind: 'deleteCustomXmlPart', value: id }, () => {
          this.xmlParts = this.xmlParts.filter((part) => part.id !== id);
        }),
    });
  }

  private worksheet(state: Batch, name: string, mustExist = true): Fake<Excel.Worksheet> {
    const existing = this.sheetList.find((sheet) => sheet.name.toUpperCase() === name.toUpperCase());
    if (!existing && mustExist) this.fail(state, 'ItemNotFound', "The requested resource doesn't exist.");
    const resolvedName = existing?.name ?? name;
    const worksheet = this.mock<Excel.Worksheet>(state, {
      name: resolvedName,
      position: existing?.position ?? this.sheetList.length,
      activate: () =>
        this.queue(state, { kind: 'activate', sheet: resolvedName }, () => {
          this.active = this.sheetList.indexOf(this.sheet(resolvedName));
        }),
      getRangeByIndexes: (row: number, column: number, rowCount: number, columnCount: number) => {
        const rect = { row, column, rowCount, columnCount };
        if (!inGrid(rect))
          this.fail(state, 'InvalidArgument', 'The argument is invalid or missing or has an incorrect format.');
        return this.range(state, resolvedName, rect);
      },
      getUsedRangeOrNullObject: (valuesOnly?: boolean) => {
        if (valuesOnly !== true) throw new Error('the fake answers getUsedRangeOrNullObject(true) only');
        return this.usedRange(state, resolvedName, undefined);
      },
      delete: () =>
        this.queue(state, { kind: 'deleteSheet', sheet: resolvedName }, () => this.deleteSheet(resolvedName)),
    });
    const tables = this.mock<Excel.TableCollection>(state, {
      add: (address: Proxy, hasHeaders: boolean) => {
        const place = this.places.get(address);
        if (!place) throw new Error('tables.add takes a range of this workbook');
        const rect = place.rect;
        const table: FakeTable = {
          name: `Table${this.nextId++}`,
          sheet: resolvedName,
          range: rect,
          style: 'TableStyleMedium2',
        };
        this.queue(state, { kind: 'addTable', sheet: resolvedName, range: rect }, () => {
          if (!hasHeaders) throw new Error('PartSpec always adds tables with headers');
          if (this.tableList.some((other) => other.sheet === resolvedName && intersects(other.range, rect))) {
            throw new FakeOfficeError('InvalidOperation', "A table can't overlap another table.");
          }
          this.tableList.push(table);
        });
        return this.table(state, table);
      },
    });
    this.collection(state, tables, () =>
      this.tableList.filter((table) => table.sheet === resolvedName).map((table) => this.table(state, table)),
    );
    worksheet.tables = tables;
    worksheet.charts = this.mock<Excel.ChartCollection>(state, {
      add: (type: string, source: Proxy, seriesBy?: string) => {
        const place = this.places.get(source);
        if (!place) throw new Error('charts.add takes a range of this workbook');
        // Office.js's default when none is given.
        const chart: FakeChart = { sheet: resolvedName, type, data: place.rect, seriesBy: seriesBy ?? 'Auto' };
        this.queue(state, { kind: 'addChart', sheet: resolvedName, range: place.rect, value: type }, () =>
          this.chartList.push(chart),
        );
        return this.chart(state, chart);
      },
    });
    return worksheet;
  }

  private chart(state: Batch, chart: FakeChart): Fake<Excel.Chart> {
    const title = this.mock<Excel.ChartTitle>(state, {});
    this.property(state, title, 'text', {
      set: (text) =>
        this.queue(state, { kind: 'chartTitle', sheet: chart.sheet, value: text }, () => (chart.title = String(text))),
    });
    const legend = this.mock<Excel.ChartLegend>(state, {});
    this.property(state, legend, 'visible', {
      set: (visible) =>
        this.queue(
          state,
          { kind: 'chartLegend', sheet: chart.sheet, value: visible },
          () => (chart.legendVisible = Boolean(visible)),
        ),
    });
    const proxy = this.mock<Excel.Chart>(state, {
      setPosition: (start: Proxy, end: Proxy) => {
        const from = this.places.get(start)?.rect;
        const to = this.places.get(end)?.rect;
        if (!from || !to) throw new Error('setPosition takes ranges of this workbook');
        this.queue(
          state,
          { kind: 'chartPosition', sheet: chart.sheet, range: from },
          () => (chart.position = { from, to }),
        );
      },
    });
    proxy.title = title;
    proxy.legend = legend;
    return proxy;
  }

  private table(state: Batch, table: FakeTable): Fake<Excel.Table> {
    const proxy = this.mock<Excel.Table>(state, {
      name: table.name,
      getRange: () => this.range(state, table.sheet, table.range),
      convertToRange: () => {
        this.queue(state, { kind: 'convertToRange', sheet: table.sheet, range: table.range }, () => {
          const index = this.tableList.indexOf(table);
          if (index !== -1) this.tableList.splice(index, 1);
        });
        // Office.js answers with the range the table covered.
        return this.range(state, table.sheet, table.range);
      },
    });
    this.property(state, proxy, 'style', {
      set: (style) =>
        this.queue(state, { kind: 'tableStyle', sheet: table.sheet, range: table.range, value: style }, () => {
          table.style = String(style);
        }),
    });
    return proxy;
  }

  private range(state: Batch, sheet: string, rect: Rect): Fake<Excel.Range> {
    const range = this.mock<Excel.Range>(state, {
      rowIndex: rect.row,
      columnIndex: rect.column,
      rowCount: rect.rowCount,
      columnCount: rect.columnCount,
      select: () =>
        this.queue(state, { kind: 'select', sheet, range: rect }, () => {
          this.selected = { sheet, areas: [rect] };
          this.active = this.sheetList.indexOf(this.sheet(sheet));
        }),
      getUsedRangeOrNullObject: (valuesOnly?: boolean) => {
        if (valuesOnly !== true) throw new Error('the fake answers getUsedRangeOrNullObject(true) only');
        return this.usedRange(state, sheet, rect);
      },
      getTables: (fullyContained?: boolean) => {
        if (fullyContained !== false) throw new Error('the fake answers getTables(false) only');
        this.queue(state, undefined, () => this.require(9));
        const tables = this.mock<Excel.TableScopedCollection>(state, {});
        this.collection(state, tables, () =>
          this.tableList
            .filter((table) => table.sheet.toUpperCase() === sheet.toUpperCase() && intersects(table.range, rect))
            .map((table) => this.table(state, table)),
        );
        return tables;
      },
    });
    range.worksheet = this.worksheet(state, sheet);
    this.places.set(range, { sheet, rect });
    this.property(state, range, 'values', {
      set: (values) =>
        this.queue(state, { kind: 'values', sheet, range: rect, value: values }, () =>
          this.writeCells(sheet, rect, values),
        ),
      load: () => {
        const target = this.sheet(sheet);
        return Array.from({ length: rect.rowCount }, (_, r) =>
          Array.from({ length: rect.columnCount }, (_, c) => {
            const value = target.cells.value(rect.row + r, rect.column + c);
            // Excel gives back text without its quote prefix.
            return typeof value === 'string' && value.startsWith("'") ? value.slice(1) : value;
          }),
        );
      },
    });
    this.property(state, range, 'numberFormat', {
      set: (format) =>
        this.queue(state, { kind: 'numberFormat', sheet, range: rect, value: format }, () =>
          this.writeFormats(sheet, rect, format),
        ),
    });
    const formats = this.mock<Excel.ConditionalFormatCollection>(state, {
      add: (type: string) => {
        const format: FakeConditionalFormat = { id: this.nextId++, sheet, range: rect, type: type as 'Custom' };
        this.queue(state, { kind: 'addConditionalFormat', sheet, range: rect, value: type }, () => {
          this.formatList.push(format);
        });
        return this.conditionalFormat(state, format);
      },
    });
    this.collection(state, formats, () =>
      this.formatList
        .filter((format) => format.sheet === sheet && intersects(format.range, rect))
        .map((format) => this.conditionalFormat(state, format)),
    );
    range.conditionalFormats = formats;
    return range;
  }

  /** The used range of a sheet, or of `within` it, as a null object when nothing is used. */
  private usedRange(state: Batch, sheet: string, within: Rect | undefined): Fake<Excel.Range> {
    const used = this.mock<Excel.Range>(state, {});
    const extent = (): Rect | undefined => {
      const cells = this.sheet(sheet).cells.used();
      if (!cells) return undefined;
      const area = within ?? { row: 0, column: 0, rowCount: EXCEL_ROWS, columnCount: EXCEL_COLUMNS };
      let top = Infinity;
      let left = Infinity;
      let bottom = -1;
      let right = -1;
      for (
        let row = Math.max(area.row, cells.top);
        row <= Math.min(area.row + area.rowCount - 1, cells.bottom);
        row++
      ) {
        for (
          let column = Math.max(area.column, cells.left);
          column <= Math.min(area.column + area.columnCount - 1, cells.right);
          column++
        ) {
          if (this.sheet(sheet).cells.value(row, column) === '') continue;
          top = Math.min(top, row);
          bottom = Math.max(bottom, row);
          left = Math.min(left, column);
          right = Math.max(right, column);
        }
      }
      return bottom === -1
        ? undefined
        : { row: top, column: left, rowCount: bottom - top + 1, columnCount: right - left + 1 };
    };
    this.nullable(state, used, extent);
    return used;
  }

  private conditionalFormat(state: Batch, format: FakeConditionalFormat): Fake<Excel.ConditionalFormat> {
    const proxy = this.mock<Excel.ConditionalFormat>(state, {
      type: format.type,
      delete: () =>
        this.queue(state, { kind: 'deleteConditionalFormat', sheet: format.sheet, range: format.range }, () => {
          const index = this.formatList.indexOf(format);
          if (index !== -1) this.formatList.splice(index, 1);
        }),
      getRangeOrNullObject: () => {
        const applied = this.mock<Excel.Range>(state, {});
        this.nullable(state, applied, () => format.range);
        return applied;
      },
    });
    const rule = this.mock<Excel.ConditionalFormatRule>(state, {});
    this.property(state, rule, 'formula', {
      load: () => {
        if (format.type !== 'Custom') throw new FakeOfficeError('InvalidOperation', 'Not a custom conditional format.');
        return format.formula ?? '';
      },
      set: (formula) =>
        this.queue(
          state,
          { kind: 'conditionalFormula', sheet: format.sheet, range: format.range, value: formula },
          () => {
            format.formula = String(formula);
          },
        ),
    });
    const fill = this.mock<Excel.ConditionalRangeFill>(state, {});
    this.property(state, fill, 'color', {
      set: (color) =>
        this.queue(state, { kind: 'conditionalFill', sheet: format.sheet, range: format.range, value: color }, () => {
          format.fill = String(color);
        }),
    });
    const font = this.mock<Excel.ConditionalRangeFont>(state, {});
    this.property(state, font, 'color', {
      set: (color) =>
        this.queue(state, { kind: 'conditionalFont', sheet: format.sheet, range: format.range, value: color }, () => {
          format.font = String(color);
        }),
    });
    proxy.custom = { rule, format: { fill, font } };
    return proxy;
  }

  // ---- proxy machinery ----

  /**
   * A fake of Office.js's `T` (named at every call: it is what the members are checked against): an
   * OfficeMockObject of scalars (readable after load and sync) and methods, synced with the batch.
   */
  private mock<T>(state: Batch, members: Members<NoInfer<T>>): Fake<T> {
    const mock = new OfficeMockObject(members as never);
    state.mocks.push(mock);
    return mock as Fake<T>;
  }

  /**
   * A property the fake handles itself: `set` queues its assignment as an operation; `load` computes it
   * at the sync that follows a `load()` of it (after the writes queued before). Reading it gives what was
   * loaded, else what was assigned, else throws as Office.js does for a property not loaded.
   */
  private property<T, Name extends keyof T & string>(
    state: Batch,
    fake: Fake<T>,
    name: Name,
    behaviour: { load?: () => T[Name]; set?: (value: T[Name]) => void },
  ): void {
    const proxy: Proxy = fake;
    let value: { current: unknown } | undefined;
    Object.defineProperty(proxy, name, {
      configurable: true,
      enumerable: true,
      get: () => {
        if (!value) {
          throw new FakeOfficeError(
            'PropertyNotLoaded',
            `The property '${name}' is not available. Load it and call context.sync() first.`,
          );
        }
        return value.current;
      },
      set: (assigned: T[Name]) => {
        if (!behaviour.set) throw new Error(`the fake cannot set '${name}'`);
        value = { current: assigned };
        behaviour.set(assigned);
      },
    });
    const { load } = behaviour;
    if (!load) return;
    let custom = this.customLoads.get(proxy);
    if (!custom) {
      const handled = new Map<string, () => unknown>();
      custom = handled;
      this.customLoads.set(proxy, handled);
      const ownLoad = proxy.load.bind(proxy);
      proxy.load = (properties: string | string[]) => {
        const names = (Array.isArray(properties) ? properties : properties.split(',')).map((each) => each.trim());
        const others = names.filter((each) => !handled.has(each));
        if (others.length > 0) ownLoad(others);
        for (const each of names) {
          const resolve = handled.get(each);
          if (resolve) state.loads.push(resolve);
        }
        return proxy;
      };
    }
    custom.set(name, () => {
      value = { current: load() };
      return value.current;
    });
  }

  /** `items`, readable after `load('items/...')` and a sync; each item's requested scalars loaded with it. */
  private collection<T extends { items: unknown[] }>(
    state: Batch,
    fake: Fake<T>,
    items: () => Fake<T['items'][number]>[],
  ): void {
    const proxy: Proxy = fake;
    let loaded: Proxy[] | undefined;
    Object.defineProperty(proxy, 'items', {
      configurable: true,
      enumerable: true,
      get: () => {
        if (!loaded)
          throw new FakeOfficeError(
            'PropertyNotLoaded',
            "The property 'items' is not available. Load it and call context.sync() first.",
          );
        return loaded;
      },
    });
    proxy.load = (properties: string | string[]) => {
      const names = (Array.isArray(properties) ? properties : properties.split(',')).map((name) => name.trim());
      const fields = names.map((name) => {
        if (!name.startsWith('items/'))
          throw new Error(`the fake loads collections as items/<property>, not "${name}"`);
        return name.slice('items/'.length);
      });
      state.loads.push(() => {
        const made = items();
        for (const item of made) (item as Proxy).load(fields);
        loaded = made;
      });
      return proxy;
    };
  }

  /** An OrNullObject: `isNullObject` and the range indexes known after the next sync. */
  private nullable<T extends { isNullObject: boolean }>(
    state: Batch,
    fake: Fake<T>,
    extent: () => Rect | undefined,
  ): void {
    const proxy: Proxy = fake;
    let answered: { rect: Rect | undefined } | undefined;
    const read = (name: string, pick: (rect: Rect) => number) => {
      Object.defineProperty(proxy, name, {
        configurable: true,
        enumerable: true,
        get: () => {
          if (!answered)
            throw new FakeOfficeError(
              'PropertyNotLoaded',
              `The property '${name}' is not available until context.sync().`,
            );
          if (!answered.rect) throw new FakeOfficeError('InvalidObjectPath', 'The object is a null object.');
          return pick(answered.rect);
        },
      });
    };
    read('rowIndex', (rect) => rect.row);
    read('columnIndex', (rect) => rect.column);
    read('rowCount', (rect) => rect.rowCount);
    read('columnCount', (rect) => rect.columnCount);
    Object.defineProperty(proxy, 'isNullObject', {
      configurable: true,
      enumerable: true,
      get: () => {
        if (!answered)
          throw new FakeOfficeError(
            'PropertyNotLoaded',
            "The property 'isNullObject' is not available until context.sync().",
          );
        return answered.rect === undefined;
      },
    });
    // A null object's state comes back with any sync; loading its indexes asks for nothing more here.
    proxy.load = () => proxy;
    state.loads.push(() => {
      answered = { rect: extent() };
    });
  }

  private queue(state: Batch, operation: FakeOperation | undefined, apply: () => void = () => undefined): void {
    state.actions.push({ operation, apply });
  }

  /** Makes the next sync of the batch fail as Office.js would. */
  private fail(state: Batch, code: string, message: string): void {
    this.queue(state, undefined, () => {
      throw new FakeOfficeError(code, message);
    });
  }

  private require(minor: number): void {
    if (this.options.excelApiMinor < minor) {
      throw new FakeOfficeError(
        'ApiNotFound',
        `The API you are trying to use could not be found (ExcelApi 1.${minor}).`,
      );
    }
  }

  private writeCells(sheet: string, rect: Rect, values: unknown): void {
    const target = this.sheet(sheet);
    const at = (r: number, c: number): unknown => (Array.isArray(values) ? (values[r] as unknown[])[c] : values);
    if (Array.isArray(values)) {
      if (
        values.length !== rect.rowCount ||
        values.some((line) => !Array.isArray(line) || line.length !== rect.columnCount)
      ) {
        throw new FakeOfficeError(
          'InvalidArgument',
          "The number of rows or columns in the input array doesn't match the size or dimensions of the range.",
        );
      }
    }
    for (let r = 0; r < rect.rowCount; r++) {
      for (let c = 0; c < rect.columnCount; c++) {
        const value = at(r, c);
        if (typeof value === 'string' && value.length > 32_767) {
          throw new FakeOfficeError(
            'InvalidArgument',
            'The argument is invalid or missing or has an incorrect format.',
          );
        }
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
          throw new FakeOfficeError(
            'InvalidArgument',
            'The argument is invalid or missing or has an incorrect format.',
          );
        }
        target.cells.set(rect.row + r, rect.column + c, value, PLAIN);
      }
    }
  }

  private writeFormats(sheet: string, rect: Rect, format: unknown): void {
    const target = this.sheet(sheet);
    for (let c = 0; c < rect.columnCount; c++) {
      if (Array.isArray(format)) {
        for (let r = 0; r < rect.rowCount; r++) {
          target.formats.set(rect.column + c, rect.row + r, rect.row + r + 1, String((format[r] as unknown[])[c]));
        }
      } else target.formats.set(rect.column + c, rect.row, rect.row + rect.rowCount, String(format));
    }
  }

  /** Worksheet.delete at its sync: Excel keeps at least one sheet, and shows the neighbour of a deleted active one. */
  private deleteSheet(name: string): void {
    const sheet = this.sheet(name);
    if (this.sheetList.length === 1) {
      throw new FakeOfficeError('InvalidOperation', 'A workbook must contain at least one visible worksheet.');
    }
    const active = this.sheetList[this.active];
    const ordered = [...this.sheetList].sort((a, b) => a.position - b.position);
    const index = ordered.indexOf(sheet);
    this.sheetList.splice(this.sheetList.indexOf(sheet), 1);
    ordered.splice(index, 1);
    ordered.forEach((each, position) => (each.position = position));
    const shown = active === sheet ? ordered[Math.min(index, ordered.length - 1)] : active;
    this.active = this.sheetList.indexOf(shown);
    const gone = (item: { sheet: string }): boolean => item.sheet.toUpperCase() === name.toUpperCase();
    for (const list of [this.tableList, this.formatList] as { sheet: string }[][]) {
      for (let at = list.length - 1; at >= 0; at--) if (gone(list[at])) list.splice(at, 1);
    }
    if (this.selected !== 'chart' && gone(this.selected)) {
      this.selected = { sheet: shown.name, areas: [{ row: 0, column: 0, rowCount: 1, columnCount: 1 }] };
    }
  }

  private newSheet(name: string): void {
    this.sheetList.push({
      name,
      position: this.sheetList.length,
      cells: new SheetCells(),
      formats: new ColumnFormats(),
    });
  }

  private sheet(name: string): FakeSheet {
    const sheet = this.sheetList.find((candidate) => candidate.name.toUpperCase() === name.toUpperCase());
    if (!sheet) throw new FakeOfficeError('ItemNotFound', "The requested resource doesn't exist.");
    return sheet;
  }
}

function inGrid(rect: Rect): boolean {
  return (
    Number.isInteger(rect.row) &&
    Number.isInteger(rect.column) &&
    rect.row >= 0 &&
    rect.column >= 0 &&
    rect.rowCount >= 1 &&
    rect.columnCount >= 1 &&
    rect.row + rect.rowCount <= EXCEL_ROWS &&
    rect.column + rect.columnCount <= EXCEL_COLUMNS
  );
}

function intersects(a: Rect, b: Rect): boolean {
  return (
    a.row < b.row + b.rowCount &&
    b.row < a.row + a.rowCount &&
    a.column < b.column + b.columnCount &&
    b.column < a.column + a.columnCount
  );
}

/** The default namespace of an XML document's root element, as Excel files a custom XML part under it. */
function namespaceOf(xml: string): string | undefined {
  return /^(?:<\?xml[^>]*\?>\s*)?<[\w.-]+\s[^>]*\bxmlns="([^"]+)"/.exec(xml)?.[1];
}
