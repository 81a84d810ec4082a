import { CATEGORY_IDS, type Language, bottomCategoriesOf, englishListedValue, searchItemNamed } from '../core/catalog';
import type { Condition, Filter, NumberOperator, StringOperator } from '../core/query';
import type { ProductStore } from './store';

/** Relative tolerance of number comparisons, so that 1e-7 and 0.0000001 and 100e-9 are the same capacitance. */
const RELATIVE_TOLERANCE = 1e-9;

function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

function compareNumber(operator: NumberOperator, actual: number, wanted: number): boolean {
  if (Number.isNaN(actual)) {
    return false;
  }
  const equal = nearlyEqual(actual, wanted);
  switch (operator) {
    case 'eq':
      return equal;
    case 'ge':
      return equal || actual > wanted;
    case 'le':
      return equal || actual < wanted;
    case 'gt':
      return !equal && actual > wanted;
    case 'lt':
      return !equal && actual < wanted;
  }
}

/** Whether one lower-cased value matches any wanted one; chosen once per condition, not per product. */
function textMatcher(operator: StringOperator, wanted: readonly string[]): (actual: string) => boolean {
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
 * The lower-cased values a text condition looks for. Listed values given in the request's language
 * become the English the dataset holds; the intermediate category stands for its bottom categories.
 */
function wantedTexts(condition: Extract<Condition, { kind: 'string' }>, lang: Language): string[] {
  const searchItem = searchItemNamed(condition.item);
  const listed = searchItem?.listed;
  return condition.values.flatMap((value) => {
    const category =
      condition.item === 'Category' ? CATEGORY_IDS.find((id) => id.toLowerCase() === value.toLowerCase()) : undefined;
    if (category !== undefined && condition.operator === 'eq') {
      return [...bottomCategoriesOf(category)].map((bottom) => bottom.toLowerCase());
    }
    const english = listed ? englishListedValue(listed, value, lang) : undefined;
    return [(english ?? value).toLowerCase()];
  });
}

export type ProductPredicate = (index: number) => boolean;

function compile(store: ProductStore, condition: Condition, lang: Language): ProductPredicate {
  const column = store.column(condition.item);
  switch (condition.kind) {
    case 'number': {
      if (column.type !== 'double') break;
      const values = column.values;
      return (index) => compareNumber(condition.operator, values[index], condition.value);
    }
    case 'boolean': {
      if (column.type !== 'boolean') break;
      const values = column.values;
      const wanted = Number(condition.value);
      return (index) => values[index] === wanted;
    }
    case 'string': {
      if (column.type !== 'string') break;
      const values = column.values;
      const matches = textMatcher(condition.operator, wantedTexts(condition, lang));
      // A list field matches when any element matches any wanted value (spec 4.3 rules 1 and 4).
      return (index) => values[index]?.some(matches) ?? false;
    }
  }
  throw new Error(`Condition on ${condition.item} does not fit its column`);
}

/** The first Partno eq condition's part numbers: looked up in the index instead of scanning every product. */
function partnoCandidates(store: ProductStore, filter: Filter): number[] | undefined {
  const lookup = filter.conditions.find(
    (condition) => condition.kind === 'string' && condition.item === 'Partno' && condition.operator === 'eq',
  );
  if (!lookup || lookup.kind !== 'string') {
    return undefined;
  }
  const found = lookup.values.map((partno) => store.indexOfPartno(partno)).filter((index) => index !== undefined);
  return [...new Set(found)].sort((a, b) => a - b);
}

/** Indices of the products matching every condition, in the service's own order. */
export function matchingIndices(store: ProductStore, filter: Filter, lang: Language): number[] {
  const predicates = filter.conditions.map((condition) => compile(store, condition, lang));
  const candidates = partnoCandidates(store, filter) ?? Array.from({ length: store.size }, (_, index) => index);
  return candidates.filter((index) => {
    for (const predicate of predicates) {
      if (!predicate(index)) return false;
    }
    return true;
  });
}
