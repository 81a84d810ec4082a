import { t } from '../../../i18n/i18n';
import type { StatusSummary } from '../logic/statusSummary';

/**
 * One line for the pane, in the display language: "3 In Production, 1 NRND, 2 not found, 1 not a part
 * number"; statuses without parts are left out. The statuses are the service's, in the data language.
 */
export function describeStatusSummary(summary: StatusSummary): string {
  const parts: string[] = summary.statuses
    .filter((entry) => entry.count > 0)
    .map((entry) => t('bom.statusSummary.status', { count: entry.count, status: entry.status }));
  if (summary.other > 0) parts.push(t('bom.statusSummary.other', { count: summary.other }));
  if (summary.notFound > 0) parts.push(t('bom.statusSummary.notFound', { count: summary.notFound }));
  if (summary.notAPartNumber > 0) {
    parts.push(t('bom.statusSummary.notAPartNumber', { count: summary.notAPartNumber }));
  }
  if (summary.notAnswered > 0) parts.push(t('bom.statusSummary.notAnswered', { count: summary.notAnswered }));
  return parts.length > 0 ? parts.join(t('errors.listSeparator')) : t('bom.statusSummary.none');
}
