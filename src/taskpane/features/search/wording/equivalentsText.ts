import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import type { ProductsSummary } from '../../../logic/productsSummary';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { productsSummaryText } from '../../../wording/productsSummaryText';
import type { EquivalentsCounted, EquivalentsFound, EquivalentsInserted } from '../logic/equivalentsSummary';

/** The drop-ins and the parts to check, in words: `3 drop-in replacements`, `12 parts to check`. */
function countedText({ dropIns, toCheck }: EquivalentsCounted): { readonly dropIns: string; readonly toCheck: string } {
  return {
    dropIns: t('search.equivalents.dropIns', { count: dropIns }),
    toCheck: t('search.equivalents.toCheck', { count: toCheck }),
  };
}

/** What Find equivalents found, as the pane says it: `X: 3 drop-in replacements In Production, and 12 parts to check.` */
export function equivalentsFoundText(summary: EquivalentsFound): string {
  switch (summary.kind) {
    case 'noPartno':
      return t('search.equivalents.noPartno', { cell: rangeA1(summary.cell) });
    case 'unknownPart':
      return t('search.equivalents.notFound', { partno: summary.partno });
    case 'none':
      return t('search.equivalents.none', { partno: summary.partno });
    case 'found':
      return t('search.equivalents.found', { partno: summary.partno, ...countedText(summary) });
  }
}

/** How inserting the equivalents ended, as the pane says it: its own kinds, or its table's write. */
export function equivalentsInsertedText(summary: EquivalentsInserted | ProductsSummary): string {
  switch (summary.kind) {
    case 'none':
      return t('search.equivalents.none', { partno: summary.partno });
    case 'inserted': {
      const inserted = t('search.equivalents.inserted', {
        count: summary.rows,
        range: rangeA1(summary.range),
        partno: summary.partno,
        ...countedText(summary),
      });
      return summary.notCaptioned === undefined
        ? inserted
        : sentences(inserted, t('search.equivalents.notCaptioned', { message: describeError(summary.notCaptioned) }));
    }
    default:
      return productsSummaryText(summary);
  }
}
