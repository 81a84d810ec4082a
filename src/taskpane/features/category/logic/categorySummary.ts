import type { BottomCategory } from '../../../../core';

/**
 * How a category's download ended where the write of its table (ProductsSummary) does not say it, as facts;
 * wording/categorySummaryText words them.
 */
export type CategorySummary =
  /** Cancelled while downloading: nothing was written. */
  | { readonly kind: 'stopped' }
  /** Cancelled while the large-write question, asked before the download, was open. */
  | { readonly kind: 'stoppedBefore' }
  /** The large-write question asked before the download answered no, from a kept snapshot's `products`. */
  | { readonly kind: 'largeDeclinedBefore'; readonly products: number }
  /** The service has no product of `category`: nothing was written. */
  | { readonly kind: 'empty'; readonly category: BottomCategory };
