import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import type { ProductsSummary } from '../../../logic/productsSummary';
import { describeError } from '../../../wording/describeError';
import { productsSummaryText } from '../../../wording/productsSummaryText';
import type { SearchSummary } from '../logic/searchSummary';

/** How Insert into sheet ended, as the pane says it: its own kinds, or its table's write. */
export function searchSummaryText(summary: SearchSummary | ProductsSummary): string {
  switch (summary.kind) {
    case 'stopped':
    case 'noMatch':
      return t(`jobs.search.${summary.kind}`);
    case 'stoppedRest':
      return t('jobs.search.stoppedRest', { range: rangeA1(summary.range) });
    case 'incomplete':
      return t('jobs.search.incomplete', {
        count: summary.rows,
        range: rangeA1(summary.range),
        requests: summary.requests,
        cause: describeError(summary.cause),
      });
    default:
      return productsSummaryText(summary);
  }
}
