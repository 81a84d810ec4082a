import { fieldNamed, searchItemNamed } from '../src/core/catalog';
import { type Condition, parseFilter } from '../src/core/query';
import type { DatasetProduct } from '../src/service/dataset';

/**
 * The obvious way to answer a search, for comparison in the benchmark: walk every record's nested
 * fields for every condition, then JSON.stringify the whole answer. The same products as the service, English
 * only, without the groups' Manufacturer and Lv1-3Category.
 */
function value(product: DatasetProduct, item: string): unknown {
  if (item === 'Category') return product.category;
  const definition = fieldNamed(searchItemNamed(item)?.field ?? item);
  const record = product.record as unknown as Record<string, unknown>;
  return definition?.place === 'product'
    ? record[item]
    : (record[definition?.place ?? ''] as Record<string, unknown> | undefined)?.[definition?.name ?? ''];
}

function matches(product: DatasetProduct, condition: Condition): boolean {
  const actual = value(product, condition.item);
  switch (condition.kind) {
    case 'boolean':
      return actual === condition.value;
    case 'number': {
      if (typeof actual !== 'number') return false;
      const tolerance = 1e-9 * Math.max(Math.abs(actual), Math.abs(condition.value));
      const equal = Math.abs(actual - condition.value) <= tolerance;
      return {
        eq: equal,
        ge: equal || actual > condition.value,
        le: equal || actual < condition.value,
        gt: !equal && actual > condition.value,
        lt: !equal && actual < condition.value,
      }[condition.operator];
    }
    case 'string': {
      const texts = (
        Array.isArray(actual) ? actual : condition.item === 'Application' ? String(actual ?? '').split(', ') : [actual]
      )
        .filter((text) => text !== null && text !== undefined)
        .map((text) => String(text).toLowerCase());
      const wanted = condition.values.flatMap((text) =>
        condition.item === 'Category' && text === 'ceramicCapacitors'
          ? ['ceramiccapacitorssmd', 'ceramiccapacitorslead']
          : [text.toLowerCase()],
      );
      return texts.some((text) =>
        wanted.some((want) =>
          condition.operator === 'eq'
            ? text === want
            : condition.operator === 'startswith'
              ? text.startsWith(want)
              : text.includes(want),
        ),
      );
    }
  }
}

export function naiveSearch(
  products: readonly DatasetProduct[],
  filterText: string,
): { json: string; returned: number } {
  const filter = parseFilter(filterText, { strict: true });
  const found = products.filter((product) => filter.conditions.every((condition) => matches(product, condition)));
  const page = found.slice(0, 2000);
  const groups: Record<string, { Products: unknown[] }> = {};
  for (const product of page) {
    (groups[product.category] ??= { Products: [] }).Products.push(product.record);
  }
  return { json: JSON.stringify({ HasMoreHits: found.length > page.length, Data: groups }), returned: page.length };
}
