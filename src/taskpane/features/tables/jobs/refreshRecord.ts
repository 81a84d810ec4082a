import type { TableRecord } from '../../../../office/workbook';
import { refreshBomRecord } from '../../bom/jobs/refreshBom';
import type { BomSummary } from '../../bom/logic/bomOutcome';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { RecordRefreshed } from '../logic/tableRefreshed';
import { refreshAllTables, type RefreshAllOutcome } from './refreshAllTables';
import { refreshOne } from './refreshOne';

/** Refreshes one recorded table, whatever produced it. */
export function refreshRecord(
  context: JobContext,
  record: TableRecord,
): Promise<JobOutcome<RecordRefreshed<BomSummary>>> {
  return refreshOne(context, record, refreshBomRecord);
}

/** Refreshes every recorded table ("Refresh all"). */
export function refreshAllRecords(context: JobContext): Promise<RefreshAllOutcome<BomSummary>> {
  return refreshAllTables(context, refreshBomRecord);
}
