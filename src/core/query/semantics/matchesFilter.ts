import { type Language, type Product } from '../../catalog';
import type { Condition, Filter } from '../ast';
import { parseFilter } from '../parseFilter';
import { numberMatcher } from './numberMatches';
import { knownSearchItem, searchValue } from './searchValue';
import { textMatcher, wantedTexts } from './textMatcher';

export interface MatchOptions {
  /**
   * The language of the filter's listed values and of the products' (spec 4.3 rule 5), as in the search's
   * `lang`.
   * @default 'en'
   */
  readonly lang?: Language;
}

/** A test of one condition against products received in `lang`, prepared once for many products. */
export function conditionMatcher(condition: Condition, lang: Language = 'en'): (product: Product) => boolean {
  const searchItem = knownSearchItem(condition.item);
  switch (condition.kind) {
    case 'number': {
      const matches = numberMatcher(condition.operator, condition.value);
      return (product) => matches(searchValue(product, searchItem) as number | undefined);
    }
    case 'boolean':
      return (product) => searchValue(product, searchItem) === condition.value;
    case 'string': {
      const matches = textMatcher(condition.operator, wantedTexts(condition, lang));
      // A list field matches when any of its values matches any wanted one (spec 4.3 rules 1 and 4).
      return (product) =>
        (searchValue(product, searchItem, lang) as readonly string[] | undefined)?.some(matches) ?? false;
    }
  }
}

/**
 * Whether the service would return `product` for `filter` (spec 4.3): every condition holds. `filter` is
 * the spec's `$filter` text (read as the service reads it) or a parsed Filter; `product` is as the client
 * received it, in `options.lang`. For many products, filterMatcher prepares the filter once.
 *
 * @example matchesFilter(product, "Capacitance ge 0.0000001 and Status eq 'In Production'")
 */
export function matchesFilter(product: Product, filter: string | Filter, options: MatchOptions = {}): boolean {
  return filterMatcher(filter, options)(product);
}

/** matchesFilter with the filter read and prepared once: the test for every product of a list. */
export function filterMatcher(filter: string | Filter, options: MatchOptions = {}): (product: Product) => boolean {
  const lang = options.lang ?? 'en';
  const parsed = typeof filter === 'string' ? parseFilter(filter, { lang, strict: true }) : filter;
  const matchers = parsed.conditions.map((condition) => conditionMatcher(condition, lang));
  return (product) => matchers.every((matches) => matches(product));
}
