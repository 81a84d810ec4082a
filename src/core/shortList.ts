/** Items a message names before "and N more": enough to recognise them, never a page. */
export const LISTED_ITEMS = 5;

/** The first items of a list, to be named, and how many more there are. */
export interface ShortList<T> {
  readonly shown: readonly T[];
  readonly more: number;
}

/**
 * The one rule for naming a long list in a message (part numbers refused, not found, at risk): the first
 * `shown` items, then a count of the rest. The words around them are each layer's, in its language.
 *
 * @example shortList(['A', 'B', 'C'], 2) // { shown: ['A', 'B'], more: 1 }
 */
export function shortList<T>(items: readonly T[], shown = LISTED_ITEMS): ShortList<T> {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}
