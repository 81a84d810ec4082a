import type { SheetTable } from '../../core';
import {
  type CellAddress,
  OccupiedRangeError,
  PartialWriteError,
  rangeA1,
  type WriteProgress,
  type WriteTableResult,
  writeTable,
} from '../../office/workbook';
import { count, plural } from './jobText';
import type { JobContext, JobOutcome } from './types';

/** Where a table of products goes: a new sheet (named after `baseName`, made unique), or a given cell. */
export type ProductsTarget = { readonly newSheet: string } | { readonly at: CellAddress };

export interface ProductsOutcome extends JobOutcome {
  /** Product rows written, header not counted. */
  readonly rows: number;
}

/**
 * Writes a table of products for a job, through writeTable (chunks a cancel can stop between, number
 * formats, an Excel table ready to filter and pivot, the block selected): asks before replacing values at
 * a cell target, and creates a new sheet only now that there is something to write. A cancel while
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
      summary: `Cancelled before writing the ${products} found; nothing was written.`,
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
      // A sheet just added is empty: no need to ask the workbook.
      result = await writeTable(workbook, { sheet, row: 0, column: 0 }, table, { ...options, overwrite: true });
    } else {
      try {
        result = await writeTable(workbook, target.at, table, { ...options, overwrite: false });
      } catch (error) {
        if (!(error instanceof OccupiedRangeError)) throw error;
        const where = rangeA1(error.range);
        const replace = await context.confirmOverwrite(
          error.range,
          `${where} holds values. Replace them with the ${products} found?`,
        );
        if (!replace) {
          return {
            status: 'declined',
            rows: 0,
            summary: `Nothing was written: ${where} holds values. Select an empty cell, or insert into a new sheet.`,
          };
        }
        result = await writeTable(workbook, target.at, table, { ...options, overwrite: true });
      }
    }
  } catch (error) {
    // writeTable rejects with the signal's reason when stopped before its first write.
    if (signal.aborted && !(error instanceof PartialWriteError)) {
      return {
        status: 'cancelled',
        rows: 0,
        summary: `Cancelled before writing the ${products} found; nothing was written.`,
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
          ? `Cancelled: only the header was written, to ${rangeA1(result.range)}.`
          : `Cancelled: ${count(rows)} of ${products} were written to ${rangeA1(result.range)}, each row complete; the rest were not.`,
    };
  }
  return {
    status: 'done',
    rows: total,
    range: result.range,
    summary: `Wrote ${products} to ${rangeA1(result.range)}.`,
  };
}
