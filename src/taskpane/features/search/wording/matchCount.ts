import type { SearchResult } from '../../../../core';
import { t } from '../../../i18n/i18n';

/**
 * How many products a preview's search matched, in words: "12 matches"; "First 2,000 of 11,003 matches"
 * when more exist and the answer knows how many (kept snapshots do); "First 2,000 of more than 2,000
 * matches" only when it does not (the service says no more than HasMoreHits, spec 4.2). Numbers are grouped
 * as the display language groups them.
 */
export function matchCount(result: SearchResult): string {
  const shown = result.products.length;
  if (result.hasMoreHits) {
    return result.total !== undefined && result.total > shown
      ? t('search.preview.firstOfTotal', { shown, total: result.total })
      : t('search.preview.moreThan', { shown });
  }
  return shown === 0 ? t('search.preview.noMatches') : t('search.preview.matches', { count: shown });
}
