import type { SearchResult } from '../../../../core';

/** How a search's Preview ended, as facts; wording/previewSummaryText words them. */
export type PreviewSummary =
  /** The conditions changed while the answer was on its way: it was set aside. */
  | { readonly kind: 'changed' }
  /** Nothing matched. */
  | { readonly kind: 'noMatch' }
  /** The first page `result`, shown in the pane. */
  | { readonly kind: 'previewed'; readonly result: SearchResult };
