import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { localDateTime } from '../../../logic/localDateTime';
import { categoryInText } from '../../../wording/categoryNames';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { productsText } from '../../../wording/jobNumbers';
import { notRecordedText } from '../../../wording/productsSummaryText';
import { sourcesText } from '../../../wording/sourcesText';
import type { TableRefreshed } from '../logic/tableRefreshed';

/** A date of a table's record as the pane says it: `2026-11-24 07:05`. */
function dateOf(refreshedAt: string): string {
  return localDateTime(new Date(refreshedAt));
}

/** How the refresh of a search or category table ended, as the pane says it. */
export function tableRefreshedText(summary: TableRefreshed): string {
  switch (summary.kind) {
    case 'stopped':
      return t('jobs.refresh.stopped', { range: rangeA1(summary.range), date: dateOf(summary.refreshedAt) });
    case 'incomplete':
      return t('jobs.refresh.incomplete', {
        range: rangeA1(summary.range),
        date: dateOf(summary.refreshedAt),
        requests: summary.requests,
        cause: describeError(summary.cause),
      });
    case 'noMatch':
      return t('jobs.refresh.noMatch', { range: rangeA1(summary.range), date: dateOf(summary.refreshedAt) });
    case 'categoryEmpty':
      return t('jobs.refresh.categoryEmpty', {
        category: categoryInText(summary.category),
        range: rangeA1(summary.range),
        date: dateOf(summary.refreshedAt),
      });
    case 'headerMovedDeclined':
    case 'grewDeclined':
      return t(`jobs.refresh.${summary.kind}`, { range: rangeA1(summary.range) });
    case 'stoppedAfter':
      return t('jobs.refresh.stoppedAfter', {
        count: summary.written,
        total: summary.total,
        date: dateOf(summary.refreshedAt),
      });
    case 'refreshed':
      return refreshedText(summary);
  }
}

/** "Refreshed Search!A2:B40: 38 products, 2 more than before. Answered from the service, 2026-11-24 07:30." */
function refreshedText(summary: Extract<TableRefreshed, { kind: 'refreshed' }>): string {
  const change = summary.products - summary.before;
  const refreshed = { range: rangeA1(summary.range), products: productsText(summary.products) };
  const done =
    change === 0
      ? t('jobs.refresh.same', refreshed)
      : change > 0
        ? t('jobs.refresh.more', { ...refreshed, change })
        : t('jobs.refresh.fewer', { ...refreshed, change: -change });
  const answered = t('jobs.refresh.answered', { sources: sourcesText(summary.sources, 'products') });
  return summary.notRecorded === undefined
    ? sentences(done, answered)
    : sentences(done, answered, notRecordedText(summary.notRecorded));
}
