import { rangeA1 } from '../../office/workbook';
import { t } from '../i18n/i18n';
import type { ProductsSummary } from '../logic/productsSummary';
import { describeError } from './describeError';
import { sentences } from './failureWords/text';
import { occupiedText } from './failureWords/workbookWords';
import { rowCountText } from './jobNumbers';

/** How the write of a table of products ended, as the pane says it: what was written where, or why nothing. */
export function productsSummaryText(summary: ProductsSummary): string {
  switch (summary.kind) {
    case 'stoppedBefore':
      return t('jobs.write.stoppedBefore', { rows: rowCountText(summary.rows) });
    case 'largeDeclined':
      return t(`jobs.write.largeDeclined.${summary.job}`, { rows: rowCountText(summary.rows) });
    case 'declined': {
      const contents = occupiedText(rangeA1(summary.range), summary.contents);
      return summary.contents.tables.length > 0
        ? t('jobs.write.declinedTable', { contents })
        : t('jobs.write.declined', { contents });
    }
    case 'completeDeclined':
      return t('jobs.write.completeDeclined', {
        contents: occupiedText(t('jobs.write.restGoes', { range: rangeA1(summary.range) }), summary.contents),
        range: rangeA1(summary.written),
      });
    case 'headerOnly':
      return t('jobs.write.headerOnly', { range: rangeA1(summary.range) });
    case 'partly':
      return t('jobs.write.partly', {
        written: summary.written,
        rows: rowCountText(summary.rows),
        range: rangeA1(summary.range),
      });
    case 'written': {
      const written = t('jobs.write.done', { rows: rowCountText(summary.rows), range: rangeA1(summary.range) });
      return summary.notRecorded === undefined ? written : sentences(written, notRecordedText(summary.notRecorded));
    }
  }
}

/** Why a table written whole cannot be refreshed from the Tables tab: its record could not be kept. */
export function notRecordedText(error: unknown): string {
  return t('jobs.record.notRecorded', { message: describeError(error) });
}
