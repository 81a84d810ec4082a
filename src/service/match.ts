import type { Language } from '../core/catalog';
import { type Condition, type Filter, numberMatches, textMatcher, wantedTexts } from '../core/query';
import type { ProductStore } from './ProductStore';

export type ProductPredicate = (index: number) => boolean;

function compile(store: ProductStore, condition: Condition, lang: Language): ProductPredicate {
  const column = store.column(condition.item);
  switch (condition.kind) {
    case 'number': {
      if (column.type !== 'double') break;
      const values = column.values;
      return (index) => numberMatches(condition.operator, values[index], condition.value);
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
