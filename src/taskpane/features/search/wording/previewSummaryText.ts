import { t } from '../../../i18n/i18n';
import type { PreviewSummary } from '../logic/previewSummary';
import { matchCount } from './matchCount';

/** How a Preview ended, as the pane says it: "12 matches. Insert into sheet writes every match." */
export function previewSummaryText(summary: PreviewSummary): string {
  return summary.kind === 'previewed'
    ? t('search.run.previewed', { matches: matchCount(summary.result) })
    : t(`search.run.${summary.kind}`);
}
