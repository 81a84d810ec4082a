/**
 * Items a list of a job's result shows in the pane: enough to read through, few enough to draw at once. A BOM
 * of tens of thousands of rows can have thousands in a list (parts at risk, not found); the sheet's columns
 * have every one, and the list ends by saying how many more there are.
 */
export const RESULT_LIST_MAX = 200;

/**
 * Items a list shows at first, so that the pane stays short (a fill of 12 lines once drew 10 cards of 5
 * candidates, 5,000 px); "Show N more" shows SHOW_MORE_STEP more at a time. Lines to check: the first two (a
 * fill of 12 lines then stays within two screens of 900 px, the BOM view's form above them); the BOM's lists: the
 * first five; a line's candidates: the part in the sheet (or the best) and the next.
 */
export const FIRST_SHOWN = { lines: 2, candidates: 2, bomList: 5 } as const;
export const SHOW_MORE_STEP = 10;

/**
 * How many of `total` items a list shows when `shown` were asked for, never past RESULT_LIST_MAX, and how many
 * the next "Show N more" adds (0: no button). Pure.
 */
export function listShown(total: number, shown: number): { readonly shown: number; readonly more: number } {
  const cap = Math.min(total, RESULT_LIST_MAX);
  const now = Math.min(cap, Math.max(0, shown));
  return { shown: now, more: Math.min(SHOW_MORE_STEP, cap - now) };
}
