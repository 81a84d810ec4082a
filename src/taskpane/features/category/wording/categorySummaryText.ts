import { t } from '../../../i18n/i18n';
import { categoryLabel } from '../../../logic/categoryChoices';
import type { ProductsSummary } from '../../../logic/productsSummary';
import { productsText } from '../../../wording/jobNumbers';
import { productsSummaryText } from '../../../wording/productsSummaryText';
import type { CategorySummary } from '../logic/categorySummary';

/** How a category's download ended, as the pane says it: its own kinds, or its table's write. */
export function categorySummaryText(summary: CategorySummary | ProductsSummary): string {
  switch (summary.kind) {
    case 'stopped':
    case 'stoppedBefore':
      return t(`jobs.category.${summary.kind}`);
    case 'largeDeclinedBefore':
      return t('jobs.category.largeDeclinedBefore', { rows: productsText(summary.products) });
    case 'empty':
      // The name the new sheet would have had, as the sentence has always said it.
      return t('jobs.category.empty', { category: categoryLabel(summary.category) });
    default:
      return productsSummaryText(summary);
  }
}
