import { CATEGORY_IDS, type Language, bottomCategoriesOf, englishListedValue, searchItemNamed } from '../../catalog';
import type { StringCondition, StringOperator } from '../ast';

/**
 * Whether one lower-cased value matches any wanted one (spec 4.3 rule 1: several values in one condition
 * match when any does), chosen once per condition rather than per product.
 */
export function textMatcher(operator: StringOperator, wanted: readonly string[]): (actual: string) => boolean {
  switch (operator) {
    case 'eq': {
      const set = new Set(wanted);
      return (actual) => set.has(actual);
    }
    case 'startswith':
      return (actual) => wanted.some((text) => actual.startsWith(text));
    case 'contains':
      return (actual) => wanted.some((text) => actual.includes(text));
  }
}

/**
 * The lower-cased texts a text condition looks for, in the form searchValue gives: listed values given in
 * the request's language become English (spec 4.3 rules 4 and 5); `Category eq` with the intermediate
 * category stands for its bottom categories (spec 4.3 rule 3).
 */
export function wantedTexts(condition: StringCondition, lang: Language): string[] {
  const listed = searchItemNamed(condition.item)?.listed;
  return condition.values.flatMap((value) => {
    const category =
      condition.item === 'Category' ? CATEGORY_IDS.find((id) => id.toLowerCase() === value.toLowerCase()) : undefined;
    if (category !== undefined && condition.operator === 'eq') {
      return bottomCategoriesOf(category).map((bottom) => bottom.toLowerCase());
    }
    const english = listed ? englishListedValue(listed, value, lang) : undefined;
    return [(english ?? value).toLowerCase()];
  });
}
