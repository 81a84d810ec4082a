import type { TableRecord } from '../../../../office/workbook';
import { refreshBomRecord } from '../../bom/jobs/refreshBom';
import { refreshAllTables, type RefreshAllOutcome, refreshTable } from './refreshTable';
import type { JobContext, JobOutcome } from '../../../jobs/types';

/** Refreshes one recorded table, whatever produced it. */
export function refreshRecord(context: JobContext, record: TableRecord): Promise<JobOutcome> {
  return record.source.kind === 'bom' ? refreshBomRecord(context, record) : refreshTable(context, record);
}

/** Refreshes every recorded table ("Refresh all"). */
export function refreshAllRecords(context: JobContext): Promise<RefreshAllOutcome> {
  return refreshAllTables(context, refreshBomRecord);
}
