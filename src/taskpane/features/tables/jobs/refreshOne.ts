import type { TableRecord } from '../../../../office/workbook';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { RecordRefreshed } from '../logic/tableRefreshed';
import { refreshTable } from './refreshTable';

/** How a BOM recorded in the workbook is refreshed (refreshBomRecord), its outcome's summary the BOM's own. */
export type RefreshBom<BomSummary> = (context: JobContext, record: TableRecord) => Promise<JobOutcome<BomSummary>>;

/**
 * Refreshes one recorded table, whatever produced it: a search or category table by refreshTable, a BOM by
 * `refreshBom`. Its summary says which, so that one set of words says either (recordRefreshedText).
 */
export async function refreshOne<BomSummary>(
  context: JobContext,
  record: TableRecord,
  refreshBom: RefreshBom<BomSummary>,
): Promise<JobOutcome<RecordRefreshed<BomSummary>>> {
  if (record.source.kind === 'bom') {
    const outcome = await refreshBom(context, record);
    return withSummary(outcome, { kind: 'bom', summary: outcome.summary });
  }
  const outcome = await refreshTable(context, record);
  return withSummary(outcome, { kind: 'table', summary: outcome.summary });
}

/** The outcome's status, range and snapshots, with `summary` for its summary. */
function withSummary<Summary>(outcome: JobOutcome<unknown>, summary: Summary): JobOutcome<Summary> {
  return {
    status: outcome.status,
    summary,
    ...(outcome.range ? { range: outcome.range } : {}),
    ...(outcome.snapshots ? { snapshots: outcome.snapshots } : {}),
  };
}
