import type { SnapshotUse } from '../../../../core';
import { readTableRecords, type TableRecord } from '../../../../office/workbook';
import type { JobOutcomeStatus } from '../../../logic/jobEnding';
import { mergeSnapshots, snapshotsFact } from '../../../logic/snapshotsUsed';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { RefreshAllResult, TablesRefreshed } from '../logic/tableRefreshed';
import { type RefreshBom, refreshOne } from './refreshOne';

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
export type RefreshAllOutcome<BomSummary> = JobOutcome<TablesRefreshed<BomSummary>>;

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
function refreshAllStatus(counts: RefreshAllCounts): JobOutcomeStatus {
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
export async function refreshAllTables<BomSummary>(
  context: JobContext,
  refreshBom: RefreshBom<BomSummary>,
): Promise<RefreshAllOutcome<BomSummary>> {
  const records = await readTableRecords(context.workbook);
  const results: RefreshAllResult<BomSummary>[] = [];
  const snapshots: (readonly SnapshotUse[] | undefined)[] = [];
  const counts: RefreshAllCounts = { refreshed: 0, failed: 0, notFound: 0, someNotFound: 0, kept: 0 };
  for (const record of records) {
    if (context.signal.aborted) break;
    try {
      const outcome = await refreshOne(context, record, refreshBom);
      if (wasRefreshed(outcome, record)) counts.refreshed += 1;
      else if (outcome.status === 'notFound') counts.kept += 1;
      else counts.failed += 1;
      if (outcome.status === 'notFound') counts.notFound += 1;
      if (outcome.status === 'doneSomeNotFound') counts.someNotFound += 1;
      results.push(outcome.summary);
      snapshots.push(outcome.snapshots);
      if (outcome.status === 'cancelled') break;
    } catch (error) {
      // Cancelled where a job rejects with the signal's reason: that is the Cancel, not a failure.
      if (context.signal.aborted) break;
      counts.failed += 1;
      results.push({ kind: 'failed', range: record.range, error });
    }
  }
  const { refreshed, failed } = counts;
  return {
    status: context.signal.aborted ? 'cancelled' : refreshAllStatus(counts),
    summary: { tables: records.length, refreshed, failed, results },
    ...snapshotsFact(mergeSnapshots(...snapshots)),
  };
}
