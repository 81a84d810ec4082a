import type { TableRecord } from '../../../../office/workbook';
import { refreshBomRecord } from '../../bom/jobs/refreshBom';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { RecordRefreshed } from '../logic/tableRefreshed';
import { refreshAllTables, type RefreshAllOutcome } from './refreshAllTables';
import { refreshOne } from './refreshOne';

/** What the BOM refresh's outcome says, as the BOM feature has it. */
export type BomRefreshSummary = Awaited<ReturnType<typeof refreshBomRecord>>['summary'];

/** Refreshes one recorded table, whatever produced it. */
export function refreshRecord(
  context: JobContext,
  record: TableRecord,
): Promise<JobOutcome<RecordRefreshed<BomRefreshSummary>>> {
  return refreshOne(context, record, refreshBomRecord);
}

/** Refreshes every recorded table ("Refresh all"). */
export function refreshAllRecords(context: JobContext): Promise<RefreshAllOutcome<BomRefreshSummary>> {
  return refreshAllTables(context, refreshBomRecord);
}
