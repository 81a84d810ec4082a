import { PartSpecError, type SheetTable } from '../../core';
import {
  type CellAddress,
  isOccupiedRangeError,
  isPartialWriteError,
  occupiedBy,
  rangeA1,
  type RangeAddress,
  type RangeContents,
  type Workbook,
  type WriteProgress,
  type WriteTableResult,
  writeTable,
} from '../../office/workbook';
import { describeError } from '../logic/describeError';
import { count, plural } from './jobText';
import type { JobContext, JobOutcome } from './types';

/**
 * Where a table of products goes: a new sheet (named after `baseName`, made unique), or a given cell. With
 * `replacing`, the cell is the corner of a table this job wrote before (the first part of a search that
 * stopped): its cells are written over without asking, only cells beyond it are checked.
 */
export type ProductsTarget =
  { readonly newSheet: string } | { readonly at: CellAddress; readonly replacing?: RangeAddress };

export interface ProductsOutcome extends JobOutcome {
  /** Product rows written, header not counted. */
  readonly rows: number;
  readonly rest?: (context: JobContext) => Promise<ProductsOutcome>;
}

/**
 * Writes a table of products for a job, through writeTable (chunks a cancel can stop between, number
 * formats, an Excel table ready to filter and pivot, the block selected): asks before replacing values at
 * a cell target (values, or an Excel table of the user's there), and creates a new sheet only now that
 * there is something to write, removing it again when not even the header got into it. A cancel while
 * writing leaves the header and complete rows, and the summary says how many and where.
 */
export async function writeProducts(
  context: JobContext,
  table: SheetTable,
  target: ProductsTarget,
  requests: () => number,
): Promise<ProductsOutcome> {
  const { workbook, signal } = context;
  const total = table.rows.length;
  const products = plural(total, 'product', 'products');
  if (signal.aborted) {
    return {
      status: 'cancelled',
      rows: 0,
      summary: `Stopped before writing the ${products} found; nothing was written.`,
    };
  }
  // A new sheet must not stay behind empty: a cancel from the moment it is added takes effect only once
  // the first chunk (header and first rows) is in it, at writeTable's next row boundary.
  const deferred = new AbortController();
  let started = 'at' in target;
  const forward = (): void => {
    if (started && signal.aborted) deferred.abort(signal.reason);
  };
  signal.addEventListener('abort', forward);
  const options = {
    signal: deferred.signal,
    onProgress: (progress: WriteProgress) => {
      if (!started) {
        started = true;
        forward();
      }
      context.onProgress({
        phase: 'writing',
        done: progress.rowsWritten,
        total: progress.totalRows,
        requests: requests(),
        text: `${count(progress.rowsWritten)} of ${plural(progress.totalRows, 'row', 'rows')} written`,
      });
    },
  };

  let result: WriteTableResult;
  try {
    if ('newSheet' in target) {
      const sheet = await workbook.addSheet(target.newSheet);
      try {
        // A sheet just added is empty: no need to ask the workbook.
        result = await writeTable(workbook, { sheet, row: 0, column: 0 }, table, { ...options, overwrite: true });
      } catch (error) {
        if (isPartialWriteError(error) && error.headerWritten) throw error;
        throw await withoutAddedSheet(workbook, sheet, error);
      }
    } else if (target.replacing) {
      const beyond = await occupiedBeyond(workbook, target.replacing, {
        ...target.at,
        rowCount: total + 1,
        columnCount: table.header.length,
      });
      if (beyond) {
        const where = rangeA1(beyond.range);
        const replace = await context.confirmOverwrite(
          beyond.range,
          `${where} ${occupiedBy(beyond.contents)}. Replace ${beyond.contents.values ? 'them' : 'those cells'} to complete the table with the ${products} found?`,
        );
        if (!replace) {
          return {
            status: 'declined',
            rows: 0,
            summary: `Nothing was written: ${where}, where the rest of the table would go, ${occupiedBy(beyond.contents)}. ${rangeA1(target.replacing)} still holds the products fetched before.`,
          };
        }
      }
      result = await writeTable(workbook, target.at, table, { ...options, overwrite: true });
    } else {
      try {
        result = await writeTable(workbook, target.at, table, { ...options, overwrite: false });
      } catch (error) {
        if (!isOccupiedRangeError(error)) throw error;
        const where = rangeA1(error.range);
        const occupied = occupiedBy({ values: error.holdsValues, tables: error.tables });
        const inTable = error.tables.length > 0;
        // Over a table, "Replace" also makes it a plain range (writeTable's own table cannot overlap it): said first.
        const question = inTable
          ? `${where} ${occupied}. Replace ${error.holdsValues ? 'them' : 'those cells'} with the ${products} found? ${error.tables.length === 1 ? 'That table becomes a plain range' : 'Those tables become plain ranges'}.`
          : `${where} holds values. Replace them with the ${products} found?`;
        const replace = await context.confirmOverwrite(error.range, question);
        if (!replace) {
          return {
            status: 'declined',
            rows: 0,
            summary: `Nothing was written: ${where} ${occupied}. Select an empty cell${inTable ? ' outside any table' : ''}, or insert into a new sheet.`,
          };
        }
        result = await writeTable(workbook, target.at, table, { ...options, overwrite: true });
      }
    }
  } catch (error) {
    // writeTable rejects with the signal's reason when stopped before its first write.
    if (signal.aborted && !isPartialWriteError(error)) {
      return {
        status: 'cancelled',
        rows: 0,
        summary: `Stopped before writing the ${products} found; nothing was written.`,
      };
    }
    throw error;
  } finally {
    signal.removeEventListener('abort', forward);
  }
  if (!result.complete) {
    const rows = result.rowsWritten;
    return {
      status: 'cancelled',
      rows,
      range: result.range,
      summary:
        rows === 0
          ? `Only the header was written, to ${rangeA1(result.range)}.`
          : `${count(rows)} of ${products} were written to ${rangeA1(result.range)}, each row complete; the rest were not.`,
    };
  }
  return {
    status: 'done',
    rows: total,
    range: result.range,
    summary: `Wrote ${products} to ${rangeA1(result.range)}.`,
  };
}

/**
 * The first part of `target` outside `replacing` that holds values or overlaps an Excel table: the rows below
 * the table written before, then the columns to its right (a complete search may bring categories, and so
 * columns, that its first part had not). Undefined when everything beyond it is free.
 */
async function occupiedBeyond(
  workbook: Workbook,
  replacing: RangeAddress,
  target: RangeAddress,
): Promise<{ range: RangeAddress; contents: RangeContents } | undefined> {
  const below: RangeAddress = {
    ...target,
    row: replacing.row + replacing.rowCount,
    rowCount: target.row + target.rowCount - (replacing.row + replacing.rowCount),
  };
  const right: RangeAddress = {
    ...target,
    column: replacing.column + replacing.columnCount,
    rowCount: Math.min(target.rowCount, replacing.rowCount),
    columnCount: target.column + target.columnCount - (replacing.column + replacing.columnCount),
  };
  for (const range of [below, right]) {
    if (range.rowCount <= 0 || range.columnCount <= 0) continue;
    const contents = await workbook.contents(range);
    if (contents.values || contents.tables.length > 0) return { range, contents };
  }
  return undefined;
}

/**
 * What to throw when the write into a sheet this job added failed before the header was in: the sheet is
 * removed again, so that "nothing was written" is true of the workbook too, and `error` is thrown as it is.
 * Only when the sheet still holds nothing (the user may have typed into it meanwhile); when it stays, or
 * Excel refuses to delete it, the message says that it is there.
 */
async function withoutAddedSheet(workbook: Workbook, sheet: string, error: unknown): Promise<unknown> {
  try {
    if ((await workbook.usedRange(sheet)) === undefined) {
      await workbook.deleteSheet(sheet);
      return error;
    }
  } catch {
    // Said below: the sheet is still there.
  }
  return new PartSpecError(
    `${describeError(error)} The sheet "${sheet}" that PartSpec added for the table is still there: delete it if you do not need it.`,
    { cause: error },
  );
}
