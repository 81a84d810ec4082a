import {
  type AnswerSources,
  isIncompleteSearchError,
  parseFilter,
  parseOrderBy,
  type Product,
  toSheetTable,
} from '../../../../core';
import { type RangeAddress, type TableRecord, type WriteProgress, writeTable } from '../../../../office/workbook';
import { downloadProgress, requestCounter, searchProgress, writingProgress } from '../../../jobs/progressReports';
import { jobSources, jobTime, recordTable } from '../../../jobs/recordTable';
import { snapshotsUsed } from '../../../logic/snapshotsUsed';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import { withSnapshots } from '../../../jobs/writeProducts';
import type { TableRefreshed } from '../logic/tableRefreshed';

export interface RefreshTableOutcome extends JobOutcome<TableRefreshed> {
  /** Product rows the table holds now (header not counted); 0 when nothing was written. */
  readonly rows: number;
  /** Where its products came from (the service, kept snapshots), when it was written. */
  readonly sources?: AnswerSources;
}

/**
 * Runs a recorded table's operation again (tableRecords.ts) and writes the answer over it, in place: the
 * same columns in the same units as recorded (they win over the user's unit settings, so formulas and
 * pivots that name a header keep working), rows added below or removed from the bottom, cells outside the
 * table's columns (the user's own columns to its right, their formulas) never touched. Asked first, as
 * any write: before writing over cells below the table that hold values, and when the header is no
 * longer where it was recorded (the table was moved or written over). A search that fails part-way
 * leaves the table as it was: a complete table is not replaced by part of one. One that now matches
 * nothing leaves the table as it was too (its rows are not emptied without a word from the user: an empty
 * answer is as likely a service or a search gone wrong as a catalogue emptied), and is not found, never Done.
 */
export async function refreshTable(context: JobContext, record: TableRecord): Promise<RefreshTableOutcome> {
  const { client, workbook, signal } = context;
  if (record.source.kind === 'bom') {
    throw new Error('A BOM is refreshed by refreshBom, with the recorded range as its selection.');
  }
  const requests = requestCounter(client);
  // What the summary says is still in place when nothing was written: the table as of its last refresh.
  const asBefore = { range: record.range, refreshedAt: record.refreshedAt };
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, step: { kind: 'fetchingTable' } });
  let products: Product[];
  try {
    if (record.source.kind === 'search') {
      products = await client.searchAll({
        filter: parseFilter(record.source.filter, { lang: record.lang }),
        orderby: parseOrderBy(record.source.orderby),
        lang: record.lang,
        signal,
        onProgress: searchProgress(context, requests),
        // Status and its dates are among a table's columns: as current as a lifecycle refresh must be.
        lifecycle: true,
      });
    } else {
      // The file's bytes as they arrive, of its size when the service sends it: never only "Fetching the table again".
      products = await client.downloadCategory(record.source.category, {
        lang: record.lang,
        signal,
        onProgress: (progress) => context.onProgress(downloadProgress(progress, requests())),
      });
    }
  } catch (error) {
    if (signal.aborted) return { status: 'cancelled', rows: 0, summary: { kind: 'stopped', ...asBefore } };
    if (isIncompleteSearchError(error)) {
      const summary = { kind: 'incomplete', ...asBefore, requests: error.requests, cause: error.cause } as const;
      return { status: 'incomplete', rows: 0, summary };
    }
    throw error;
  }

  if (products.length === 0) {
    const summary: TableRefreshed =
      record.source.kind === 'category'
        ? { kind: 'categoryEmpty', category: record.source.category, ...asBefore }
        : { kind: 'noMatch', ...asBefore };
    return { status: 'notFound', rows: 0, summary };
  }

  const table = toSheetTable(products, {
    fields: record.columns,
    numberUnits: record.numberUnits,
    unitChoices: record.units,
  });
  // Products a kept snapshot answered say its date: in the outcome, the caption and the record.
  const snapshots = snapshotsUsed(products, client);
  const sources = jobSources(context, products);
  const old = record.range;
  const columnCount = table.header.length;
  const next: RangeAddress = { ...old, rowCount: table.rows.length + 1, columnCount };

  const [header] = await workbook.readValues({ ...old, rowCount: 1, columnCount });
  if (header.some((value, column) => value !== table.header[column])) {
    const range = { ...old, rowCount: 1, columnCount };
    if (!(await context.confirmOverwrite({ kind: 'headerMoved', range, header: table.header }))) {
      return { status: 'declined', rows: 0, summary: { kind: 'headerMovedDeclined', range } };
    }
  }
  if (next.rowCount > old.rowCount) {
    const below: RangeAddress = {
      ...old,
      row: old.row + old.rowCount,
      rowCount: next.rowCount - old.rowCount,
      columnCount,
    };
    const contents = await workbook.contents(below);
    if (contents.values) {
      const products = table.rows.length;
      if (!(await context.confirmOverwrite({ kind: 'tableGrew', range: below, products }))) {
        return { status: 'declined', rows: 0, summary: { kind: 'grewDeclined', range: below } };
      }
    }
  }

  const when = jobTime(context);
  const result = await writeTable(workbook, old, table, {
    overwrite: true,
    signal,
    onProgress: (progress: WriteProgress) => context.onProgress(writingProgress(progress, requests())),
  });
  if (!result.complete) {
    return withSnapshots<RefreshTableOutcome>(
      {
        status: 'cancelled',
        rows: result.rowsWritten,
        range: result.range,
        summary: {
          kind: 'stoppedAfter',
          written: result.rowsWritten,
          total: table.rows.length,
          refreshedAt: record.refreshedAt,
        },
      },
      snapshots,
    );
  }
  // Rows the table had and no longer has: emptied, in its columns only.
  if (old.rowCount > next.rowCount) {
    const gone = old.rowCount - next.rowCount;
    await workbook.writeValues(
      { sheet: old.sheet, row: old.row + next.rowCount, column: old.column },
      Array.from({ length: gone }, () => Array.from({ length: Math.max(columnCount, old.columnCount) }, () => '')),
    );
  }
  const recorded = await recordTable(
    context,
    result.range,
    {
      id: record.id,
      source: record.source,
      columns: record.columns,
      lang: record.lang,
      numberUnits: record.numberUnits,
      units: table.unitExponents,
      sources,
    },
    when,
  );
  return withSnapshots<RefreshTableOutcome>(
    {
      status: 'done',
      rows: table.rows.length,
      range: result.range,
      summary: {
        kind: 'refreshed',
        range: result.range,
        products: table.rows.length,
        before: old.rowCount - 1,
        sources,
        ...('notRecorded' in recorded ? { notRecorded: recorded.notRecorded } : {}),
      },
      sources,
    },
    snapshots,
  );
}
