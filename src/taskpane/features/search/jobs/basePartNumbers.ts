import {
  BOTTOM_CATEGORIES,
  type Condition,
  type Filter,
  type Language,
  partnoKey,
  type PartSpecClient,
  type Product,
  type SortOrder,
  sortProducts,
} from '../../../../core';

/**
 * Part numbers without package code in a search's `Partno equals` condition. The service compares
 * Partno with the full part number only (spec 4.3), so a base part number typed there matched nothing
 * and the search came back with fewer products than part numbers, silently. Here they find their
 * packaging variants, as they do in a BOM and in PART.SPEC.
 */

/** The values of the filter's `Partno eq` condition that no product found has as its part number. */
export function unmatchedPartnos(filter: Filter, found: readonly Product[]): string[] {
  const condition = partnoEquals(filter);
  if (!condition) return [];
  const have = new Set(found.map((product) => partnoKey(product.record.Partno)));
  return condition.values.filter((value) => !have.has(partnoKey(value)));
}

function partnoEquals(filter: Filter): Extract<Condition, { kind: 'string' }> | undefined {
  return filter.conditions.find(
    (condition): condition is Extract<Condition, { kind: 'string' }> =>
      condition.kind === 'string' && condition.item === 'Partno' && condition.operator === 'eq',
  );
}

/**
 * The search's products with the packaging variants of the part numbers in `missing` added, in the order
 * the service would give them: one more search, `Partno startswith 'A|B'` with the filter's other
 * conditions (so the variants meet them too), keeping the products whose PartnoWithoutPackageCode is one
 * of them. Nothing is asked when nothing is missing.
 */
export async function withVariants(
  client: PartSpecClient,
  request: { readonly filter: Filter; readonly orderby: readonly SortOrder[]; readonly lang: Language },
  found: readonly Product[],
  signal: AbortSignal,
): Promise<{ products: Product[]; added: number }> {
  const missing = unmatchedPartnos(request.filter, found);
  if (missing.length === 0) return { products: [...found], added: 0 };
  const others = request.filter.conditions.filter((condition) => condition !== partnoEquals(request.filter));
  const candidates = await client.searchAll({
    filter: {
      conditions: [...others, { kind: 'string', item: 'Partno', operator: 'startswith', values: missing }],
    },
    lang: request.lang,
    signal,
  });
  const wanted = new Set(missing.map(partnoKey));
  const have = new Set(found.map((product) => product.record.Partno));
  const variants = candidates.filter((product) => {
    const base = product.record.PartnoWithoutPackageCode;
    return typeof base === 'string' && wanted.has(partnoKey(base)) && !have.has(product.record.Partno);
  });
  if (variants.length === 0) return { products: [...found], added: 0 };
  // As a search answers: in the order asked across categories (client.search merges the service's groups),
  // and without an order, the service's own: group by group in the spec's order (spec 2.2).
  const sorted = sortProducts([...found, ...variants], request.orderby, { lang: request.lang });
  if (request.orderby.length === 0) {
    sorted.sort((a, b) => BOTTOM_CATEGORIES.indexOf(a.category) - BOTTOM_CATEGORIES.indexOf(b.category));
  }
  return { products: sorted, added: variants.length };
}
