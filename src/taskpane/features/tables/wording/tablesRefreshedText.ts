import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import type { RecordRefreshed, RefreshAllResult, TablesRefreshed } from '../logic/tableRefreshed';
import { tableRefreshedText } from './tableRefreshedText';

/**
 * How one recorded table's refresh ended, as the pane says it: a search or category table's in the Tables
 * tab's words, a BOM's in `bomText`, the BOM feature's words for its refresh.
 */
export function recordRefreshedText<BomSummary>(
  refreshed: RecordRefreshed<BomSummary>,
  bomText: (summary: BomSummary) => string,
): string {
  return refreshed.kind === 'bom' ? bomText(refreshed.summary) : tableRefreshedText(refreshed.summary);
}

/** One table's line of a Refresh all: how its refresh ended, or where it is and why it failed. */
function resultText<BomSummary>(
  result: RefreshAllResult<BomSummary>,
  bomText: (summary: BomSummary) => string,
): string {
  return result.kind === 'failed'
    ? t('jobs.refreshAll.failed', { range: rangeA1(result.range), message: describeError(result.error) })
    : recordRefreshedText(result, bomText);
}

/** "Refreshed 2 of 3 tables." and then each table's line, in order; or that there was no table to refresh. */
export function tablesRefreshedText<BomSummary>(
  summary: TablesRefreshed<BomSummary>,
  bomText: (summary: BomSummary) => string,
): string {
  const head =
    summary.tables === 0
      ? t('jobs.refreshAll.none')
      : t('jobs.refreshAll.done', { refreshed: summary.refreshed, count: summary.tables });
  return sentences(head, ...summary.results.map((result) => resultText(result, bomText)));
}
