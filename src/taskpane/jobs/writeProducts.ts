import { type SheetTable, type SnapshotUse } from '../../core';
import {
  type CellAddress,
  isOccupiedRangeError,
  isPartialWriteError,
  type RangeAddress,
  type RangeContents,
  type Workbook,
  type WriteProgress,
  type WriteTableResult,
  writeTable,
} from '../../office/workbook';
import { writingProgress } from './progressReports';
import { recordTable, type TableProvenance } from './recordTable';
import { SheetLeftError } from '../errors/SheetLeftError';
import type { RowCount, RowsUnit } from '../logic/jobProgress';
import { LARGE_WRITE_ROWS, type ProductsJob } from '../logic/largeWrite';
import type { ProductsSummary } from '../logic/productsSummary';
import type { JobContext, JobOutcome } from './types';

/**
 * Where a table of products goes: a new sheet (named after `baseName`, made unique), or a given cell. With
 * `replacing`, the cell is the corner of a table this job wrote before (the first part of a search that
 * stopped): its cells are written over without asking, only cells beyond it are checked.
 */
export type ProductsTarget =
  { readonly newSheet: string } | { readonly at: CellAddress; readonly replacing?: RangeAddress };

/** What a job tells writeProducts besides the table and where it goes. */
export interface WriteProductsOptions {
  /** What produced the table, recorded with it once it is written whole so that it can be refreshed (recordTable). */
  readonly provenance?: TableProvenance;
  /** What the table's rows are, as the job counts them in its questions and summaries. Default `products`. */
  readonly unit?: RowsUnit;
  /**
   * The kind of job writing (the view it was started from): the large-write question, the line shown while
   * it is open and the outcome when declined advise what can be done there. Default `search`.
   */
  readonly job?: ProductsJob;
  /**
   * Rows the user has already agreed to write, asked before a download from a kept snapshot's count: the
   * write asks again only when the table has more than that.
   */
  readonly agreedRows?: number;
}

/** How a job that writes a table of products ended; `Summary` adds the job's own kinds to the write's. */
export interface ProductsOutcome<Summary = ProductsSummary> extends JobOutcome<Summary | ProductsSummary> {
  /** Product rows written, header not counted. */
  readonly rows: number;
  readonly rest?: (context: JobContext) => Promise<ProductsOutcome<Summary>>;
}

/**
 * Writes a table of products for a job, through writeTable (chunks a cancel can stop between, number
 * formats, an Excel table ready to filter and pivot, the block selected): asks before replacing values at
 * a cell target (values, or an Excel table of the user's there), and creates a new sheet only now that
 * there is something to write, removing it again when not even the header got into it (a new sheet's
 * table starts at A2, below its "as of" line). A cancel while writing leaves the header and complete rows,
 * and the summary says how many and where. A table written whole is recorded with its `provenance`, so
 * that it can be refreshed (recordTable). The questions and summaries count its rows as the job does
 * (`unit`): products, unless told otherwise; and advise what can be done in the job's view (`job`).
 */
export async function writeProducts(
  context: JobContext,
  table: SheetTable,
  target: ProductsTarget,
  requests: () => number,
  { provenance, unit = 'products', job = 'search', agreedRows = 0 }: WriteProductsOptions = {},
): Promise<ProductsOutcome<never>> {
  const { workbook, signal } = context;
  const total = table.rows.length;
  const rows: RowCount = { unit, count: total };
  const stoppedBefore: ProductsOutcome<never> = {
    status: 'cancelled',
    rows: 0,
    summary: { kind: 'stoppedBefore', rows },
  };
  if (signal.aborted) return stoppedBefore;
  // Asked before anything is added or written: declining leaves the workbook as it was. While the question
  // is open, the progress line says so, not what the job did last (reading the download).
  if (total > LARGE_WRITE_ROWS && total > agreedRows && context.confirmLargeWrite) {
    context.onProgress({
      phase: 'waiting',
      done: total,
      total,
      requests: requests(),
      step: { kind: 'waitingToWrite', job, rows },
    });
    if (!(await context.confirmLargeWrite({ rows: total, job }))) {
      // A Cancel while the question is open answers it "no": then it is a cancel, and says so.
      return signal.aborted
        ? stoppedBefore
        : { status: 'declined', rows: 0, summary: { kind: 'largeDeclined', job, rows } };
    }
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
      context.onProgress(writingProgress(progress, requests()));
    },
  };

  let result: WriteTableResult;
  try {
    if ('newSheet' in target) {
      const sheet = await workbook.addSheet(target.newSheet);
      try {
        // A sheet just added is empty: no need to ask the workbook. Row 1 holds the table's "as of" line.
        result = await writeTable(workbook, { sheet, row: 1, column: 0 }, table, { ...options, overwrite: true });
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
        const { range, contents } = beyond;
        if (!(await context.confirmOverwrite({ kind: 'completeTable', range, contents, rows }))) {
          return {
            status: 'declined',
            rows: 0,
            summary: { kind: 'completeDeclined', range, contents, written: target.replacing },
          };
        }
      }
      result = await writeTable(workbook, target.at, table, { ...options, overwrite: true });
    } else {
      try {
        result = await writeTable(workbook, target.at, table, { ...options, overwrite: false });
      } catch (error) {
        if (!isOccupiedRangeError(error)) throw error;
        const { range } = error;
        const contents: RangeContents = { values: error.holdsValues, tables: error.tables };
        const replace = await context.confirmOverwrite(
          contents.tables.length > 0
            ? { kind: 'replaceTable', range, contents, rows }
            : { kind: 'replaceValues', range, rows },
        );
        if (!replace) return { status: 'declined', rows: 0, summary: { kind: 'declined', range, contents } };
        result = await writeTable(workbook, target.at, table, { ...options, overwrite: true });
      }
    }
  } catch (error) {
    // writeTable rejects with the signal's reason when stopped before its first write.
    if (signal.aborted && !isPartialWriteError(error)) return stoppedBefore;
    throw error;
  } finally {
    signal.removeEventListener('abort', forward);
  }
  const { range } = result;
  if (!result.complete) {
    const written = result.rowsWritten;
    return {
      status: 'cancelled',
      rows: written,
      range,
      summary: written === 0 ? { kind: 'headerOnly', range } : { kind: 'partly', written, rows, range },
    };
  }
  const recorded = provenance ? await recordTable(context, range, provenance) : {};
  return {
    status: 'done',
    rows: total,
    range,
    summary: {
      kind: 'written',
      rows,
      range,
      ...('notRecorded' in recorded ? { notRecorded: recorded.notRecorded } : {}),
    },
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
  return new SheetLeftError(sheet, error);
}

/**
 * The outcome with the snapshots its products came from (oldest first), when some did and something was
 * written from them; as it is otherwise. What was not written needs no date.
 */
export function withSnapshots<T extends JobOutcome>(outcome: T, snapshots: readonly SnapshotUse[]): T {
  return snapshots.length > 0 && outcome.range !== undefined ? { ...outcome, snapshots } : outcome;
}
