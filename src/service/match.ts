import type { Language } from '../core/catalog';
import {
  type Condition,
  type Filter,
  type NumberOperator,
  numberMatcher,
  textMatcher,
  wantedTexts,
} from '../core/query';
import type { NumberIndex } from './NumberIndex';
import type { ProductStore } from './ProductStore';

export type ProductPredicate = (index: number) => boolean;

function compile(store: ProductStore, condition: Condition, lang: Language): ProductPredicate {
  const column = store.column(condition.item);
  switch (condition.kind) {
    case 'number': {
      if (column.type !== 'double') break;
      const values = column.values;
      const matches = numberMatcher(condition.operator, condition.value);
      return (index) => matches(values[index]);
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

/**
 * The products a number condition may match, when one narrows the search to under a quarter of the store
 * (the narrowest such): read from its sorted index instead of reading every product. Past a quarter, reading
 * every product is as quick as sorting the range back into the service's order.
 */
function numberCandidates(store: ProductStore, filter: Filter): Int32Array | undefined {
  let narrowest: { index: NumberIndex; operator: NumberOperator; value: number; count: number } | undefined;
  for (const condition of filter.conditions) {
    if (condition.kind !== 'number') continue;
    const index = store.numberIndex(condition.item);
    if (!index) continue;
    const count = index.count(condition.operator, condition.value);
    if (count < store.size / 4 && count < (narrowest?.count ?? Number.POSITIVE_INFINITY)) {
      narrowest = { index, operator: condition.operator, value: condition.value, count };
    }
  }
  return narrowest?.index.candidates(narrowest.operator, narrowest.value);
}

/** Indices of the products matching every condition, in the service's own order. */
export function matchingIndices(store: ProductStore, filter: Filter, lang: Language): number[] {
  const predicates = filter.conditions.map((condition) => compile(store, condition, lang));
  const candidates = partnoCandidates(store, filter) ?? numberCandidates(store, filter);
  const matches = (index: number): boolean => {
    for (const predicate of predicates) {
      if (!predicate(index)) return false;
    }
    return true;
  };
  if (candidates) return Array.from(candidates).filter(matches);
  const found: number[] = [];
  for (let index = 0; index < store.size; index += 1) {
    if (matches(index)) found.push(index);
  }
  return found;
}
