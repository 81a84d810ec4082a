import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import type { CandidateSummary } from '../logic/candidateSummary';

/** What choosing a candidate did, as the pane says it: the part written or kept in its row, or the cell kept. */
export function candidateSummaryText(summary: CandidateSummary): string {
  switch (summary.kind) {
    case 'declined':
      return t('fill.summary.declined', { range: rangeA1(summary.range) });
    case 'chosen':
      return t('fill.result.chosenNow', { partno: summary.partno, row: summary.row + 1 });
    case 'kept':
      return t('fill.result.keptNow', { partno: summary.partno, row: summary.row + 1 });
  }
}
