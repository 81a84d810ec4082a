import {
  type AnswerSources,
  isIncompleteSearchError,
  parseFilter,
  parseOrderBy,
  type Product,
  type SnapshotUse,
  toSheetTable,
} from '../../../../core';
import {
  rangeA1,
  type RangeAddress,
  readTableRecords,
  type TableRecord,
  type WriteProgress,
  writeTable,
} from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { categoryInText } from '../../../wording/categoryNames';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { downloadProgress, productsText, requestCounter, searchProgress, writingProgress } from '../../../jobs/jobText';
import { jobSources, jobTime, recordTable } from '../../../jobs/recordTable';
import { localDateTime } from '../../../logic/localDateTime';
import { mergeSnapshots, snapshotsFact, snapshotsUsed } from '../../../logic/snapshotsUsed';
import { sourcesText } from '../../../wording/sourcesText';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import { withProblem, withSnapshots } from '../../../jobs/writeProducts';

export interface RefreshTableOutcome extends JobOutcome {
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
  const asBefore = { range: rangeA1(record.range), date: localDateTime(new Date(record.refreshedAt)) };
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, text: t('jobs.progress.fetchingTable') });
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
    if (signal.aborted) return { status: 'cancelled', rows: 0, summary: t('jobs.refresh.stopped', asBefore) };
    if (isIncompleteSearchError(error)) {
      return {
        status: 'incomplete',
        rows: 0,
        summary: t('jobs.refresh.incomplete', {
          ...asBefore,
          requests: error.requests,
          cause: describeError(error.cause),
        }),
      };
    }
    throw error;
  }

  if (products.length === 0) {
    return { status: 'notFound', rows: 0, summary: keptEmptyText(record, asBefore) };
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
    const where = rangeA1({ ...old, rowCount: 1, columnCount });
    const write = await context.confirmOverwrite(
      { ...old, columnCount },
      t('jobs.refresh.headerMoved', { range: where, header: table.header.slice(0, 3).join(', ') }),
    );
    if (!write) {
      return {
        status: 'declined',
        rows: 0,
        summary: t('jobs.refresh.headerMovedDeclined', { range: where }),
      };
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
      const where = rangeA1(below);
      const replace = await context.confirmOverwrite(
        below,
        t('jobs.refresh.grew', { products: productsText(table.rows.length), range: where }),
      );
      if (!replace) {
        return {
          status: 'declined',
          rows: 0,
          summary: t('jobs.refresh.grewDeclined', { range: where }),
        };
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
    return withSnapshots(
      {
        status: 'cancelled',
        rows: result.rowsWritten,
        range: result.range,
        summary: t('jobs.refresh.stoppedAfter', {
          count: result.rowsWritten,
          total: table.rows.length,
          date: asBefore.date,
        }),
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
  const change = table.rows.length - (old.rowCount - 1);
  const refreshed = { range: rangeA1(result.range), products: productsText(table.rows.length) };
  const summary =
    change === 0
      ? t('jobs.refresh.same', refreshed)
      : change > 0
        ? t('jobs.refresh.more', { ...refreshed, change })
        : t('jobs.refresh.fewer', { ...refreshed, change: -change });
  return withSnapshots(
    {
      status: 'done',
      rows: table.rows.length,
      range: result.range,
      summary: withProblem(
        sentences(summary, t('jobs.refresh.answered', { sources: sourcesText(sources, 'products') })),
        recorded.problem,
      ),
      sources,
    },
    snapshots,
  );
}

/** What a refresh that found no product says: what was looked for, that the table is kept as it was, and what to try. */
function keptEmptyText(record: TableRecord, asBefore: { range: string; date: string }): string {
  return record.source.kind === 'category'
    ? t('jobs.refresh.categoryEmpty', { category: categoryInText(record.source.category), ...asBefore })
    : t('jobs.refresh.noMatch', asBefore);
}

/**
 * Whether a table's refresh wrote it anew: done, or a BOM whose columns were written while some or all of
 * its part numbers are not found (their rows say so; the table is as fresh as the service makes it). A
 * search or category table that found nothing was left as it was (refreshTable).
 */
function wasRefreshed(outcome: JobOutcome, record: TableRecord): boolean {
  return (
    outcome.status === 'done' ||
    outcome.status === 'doneSomeNotFound' ||
    (outcome.status === 'notFound' && record.source.kind === 'bom')
  );
}

/** Every recorded table, refreshed one after the other; see refreshAllTables. */
export interface RefreshAllOutcome extends JobOutcome {
  readonly refreshed: number;
  readonly failed: number;
}

/** How the tables of a Refresh all ended, counted. */
interface RefreshAllCounts {
  /** Written anew (wasRefreshed). */
  refreshed: number;
  failed: number;
  /** Not one of their products or parts was found: BOMs written all the same, other tables left as they were. */
  notFound: number;
  /** Refreshed, with some of a BOM's parts not found. */
  someNotFound: number;
  /** Found nothing and left as they were: search and category tables. */
  kept: number;
}

/**
 * How a Refresh all that was not cancelled ended: incomplete when a table could not be refreshed; not found
 * when none found anything (no table at all, or every one now matches nothing); done with some not found
 * when some did not find all or anything; done only when every table found what it was asked about.
 */
function refreshAllStatus(counts: RefreshAllCounts): RefreshAllOutcome['status'] {
  if (counts.failed > 0) return 'incomplete';
  if (counts.notFound === counts.refreshed + counts.kept) return 'notFound';
  return counts.notFound > 0 || counts.someNotFound > 0 ? 'doneSomeNotFound' : 'done';
}

/**
 * Refreshes every recorded search and category table, one after the other (one rate limit for all). A
 * table that fails says why in the summary and the others go on (incomplete); a cancel stops at the table
 * being refreshed. BOMs are refreshed by `refreshBomRecord`, given as `refreshBom`: one with part numbers
 * the service does not know makes the whole done with some not found, as it made that BOM's refresh, and
 * so does a search or category table that now matches nothing (refreshAllStatus).
 */
export async function refreshAllTables(
  context: JobContext,
  refreshBom: (context: JobContext, record: TableRecord) => Promise<JobOutcome>,
): Promise<RefreshAllOutcome> {
  const records = await readTableRecords(context.workbook);
  const lines: string[] = [];
  const snapshots: (readonly SnapshotUse[] | undefined)[] = [];
  const counts: RefreshAllCounts = { refreshed: 0, failed: 0, notFound: 0, someNotFound: 0, kept: 0 };
  for (const record of records) {
    if (context.signal.aborted) break;
    try {
      const outcome =
        record.source.kind === 'bom' ? await refreshBom(context, record) : await refreshTable(context, record);
      if (wasRefreshed(outcome, record)) counts.refreshed += 1;
      else if (outcome.status === 'notFound') counts.kept += 1;
      else counts.failed += 1;
      if (outcome.status === 'notFound') counts.notFound += 1;
      if (outcome.status === 'doneSomeNotFound') counts.someNotFound += 1;
      lines.push(outcome.summary);
      snapshots.push(outcome.snapshots);
      if (outcome.status === 'cancelled') break;
    } catch (error) {
      // Cancelled where a job rejects with the signal's reason: that is the Cancel, not a failure.
      if (context.signal.aborted) break;
      counts.failed += 1;
      lines.push(t('jobs.refreshAll.failed', { range: rangeA1(record.range), message: describeError(error) }));
    }
  }
  const { refreshed, failed } = counts;
  const head =
    records.length === 0 ? t('jobs.refreshAll.none') : t('jobs.refreshAll.done', { refreshed, count: records.length });
  return {
    status: context.signal.aborted ? 'cancelled' : refreshAllStatus(counts),
    refreshed,
    failed,
    summary: sentences(head, ...lines),
    ...snapshotsFact(mergeSnapshots(...snapshots)),
  };
}
