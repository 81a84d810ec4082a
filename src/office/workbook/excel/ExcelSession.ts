/// <reference types="office-js" />
import { CellEditModeError, type WorkbookAccess } from '../errors/CellEditModeError';
import { SheetNotFoundError } from '../errors/SheetNotFoundError';
import { overlaps } from '../grid';
import { type RequestCounts, RequestMeter } from '../RequestMeter';
import type { RangeAddress } from '../Workbook';
import { addressOf } from './addressOf';
import { errorCode } from './errorCode';

/** What the Excel adapter uses of Office.js's global `Excel`. */
export type ExcelApi = Pick<typeof Excel, 'run'>;

/** What it uses of the global `Office`: the requirement-set check, which a test double may leave out. */
export interface OfficeApi {
  readonly context?: {
    readonly requirements?: { isSetSupported?(name: string, minVersion?: string): boolean };
  };
}

/**
 * How ExcelWorkbook and its records talk to Excel: each operation one `Excel.run`, each `context.sync()`
 * counted with its payload, Office.js's errors turned into PartSpec's, and the requirement sets asked once.
 */
export class ExcelSession {
  /** `context.sync()` calls so far and the largest payload one carried (UTF-8 bytes of its values, formats, formulas JSON). */
  readonly requests: RequestCounts;

  private readonly meter = new RequestMeter();
  private readonly supported = new Map<string, boolean>();

  constructor(
    private readonly excel: ExcelApi,
    private readonly office: OfficeApi | undefined,
  ) {
    this.requests = this.meter.counts;
  }

  /** Whether the host has ExcelApi `version`; false when it cannot say (a test double without requirements). */
  supports(version: string): boolean {
    let answer = this.supported.get(version);
    if (answer === undefined) {
      try {
        answer = this.office?.context?.requirements?.isSetSupported?.('ExcelApi', version) === true;
      } catch {
        answer = false;
      }
      this.supported.set(version, answer);
    }
    return answer;
  }

  async sync(context: Excel.RequestContext, payloadBytes: number): Promise<void> {
    this.meter.record(payloadBytes);
    await context.sync();
  }

  /**
   * One Excel.run, which reads the workbook or changes it (`access`, for the words of CellEditModeError).
   * Excel says ItemNotFound when a sheet fetched by name is gone (the only item PartSpec fetches by
   * name), which becomes SheetNotFoundError.
   */
  async run<T>(
    access: WorkbookAccess,
    sheet: string | undefined,
    batch: (context: Excel.RequestContext) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.excel.run(batch);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'InvalidOperationInCellEditMode') throw new CellEditModeError(access, { cause: error });
      if (sheet !== undefined && code === 'ItemNotFound') throw new SheetNotFoundError(sheet, { cause: error });
      throw error;
    }
  }

  rangeOf(context: Excel.RequestContext, range: RangeAddress): Excel.Range {
    return context.workbook.worksheets
      .getItem(range.sheet)
      .getRangeByIndexes(range.row, range.column, range.rowCount, range.columnCount);
  }

  /**
   * The tables of a sheet that share a cell with `range`, the ExcelApi 1.7 way (Range.getTables is 1.9):
   * the sheet's tables, then, only when there are any, their ranges. `loaded` is the sheet's table
   * collection, loaded with `items/name` by the request the caller has just made.
   */
  async tablesOver(
    context: Excel.RequestContext,
    loaded: Excel.TableCollection,
    range: RangeAddress,
  ): Promise<Excel.Table[]> {
    if (loaded.items.length === 0) return [];
    const placed = loaded.items.map((table) => {
      const cells = table.getRange();
      cells.load('rowIndex,columnIndex,rowCount,columnCount');
      return { table, cells };
    });
    await this.sync(context, 0);
    return placed.filter(({ cells }) => overlaps(addressOf(range.sheet, cells), range)).map(({ table }) => table);
  }
}
