import { BOTTOM_CATEGORIES, type Language, type Product } from '../../catalog';
import type { SortDirection, SortOrder } from '../ast';
import { parseOrderBy } from '../parseOrderBy';
import { comparePartnos } from './comparePartnos';
import { type SearchValue, knownSearchItem, searchValue } from './searchValue';

/** What a product sorts by for one item: a number (yes/no as 0 and 1), a lower-cased text, or undefined. */
export type SortKey = number | string | undefined;

/** The sort key of a search value: a list sorts by its first value (spec 4.2 is silent; the service does so). */
export function sortKey(value: SearchValue): SortKey {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'number') return value;
  return value[0];
}

/**
 * Compares two keys for one sort order. Products without a value come last whatever the direction:
 * blanks at the top of a list help nobody. Equal keys give 0: the caller breaks the tie.
 */
export function compareSortKeys(a: SortKey, b: SortKey, direction: SortDirection): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return (a < b ? -1 : 1) * (direction === 'desc' ? -1 : 1);
}

/**
 * The service's own order, which breaks every tie: bottom categories in the spec's order (SMD, lead,
 * inductors), each by part number without regard to case.
 */
export function compareServiceOrder(a: Product, b: Product): number {
  const byCategory = BOTTOM_CATEGORIES.indexOf(a.category) - BOTTOM_CATEGORIES.indexOf(b.category);
  if (byCategory !== 0) return byCategory;
  return comparePartnos(a.record.Partno, b.record.Partno);
}

export interface SortOptions {
  /**
   * The language the products were received in: listed values sort by their English form, as the service
   * sorts its own data.
   * @default 'en'
   */
  readonly lang?: Language;
}

/**
 * Products as `$orderby` orders them (spec 4.2), exactly as the service answers: a new array, sorted by
 * each order's key in turn, ties in the service's own order. `orderby` is the spec's text
 * (`Capacitance desc,Partno asc`) or parsed orders; blank keeps the service's own order.
 *
 * @example sortProducts(products, 'RatedVoltage desc', { lang: 'ja' })
 */
export function sortProducts(
  products: readonly Product[],
  orderby: string | readonly SortOrder[],
  options: SortOptions = {},
): Product[] {
  const orders = typeof orderby === 'string' ? parseOrderBy(orderby) : orderby;
  const lang = options.lang ?? 'en';
  // Keys and the service's order are worked out once per product, not once per comparison.
  const keyed = products.map((product) => ({
    product,
    keys: sortKeysOf(product, orders, lang),
    category: BOTTOM_CATEGORIES.indexOf(product.category),
    partno: product.record.Partno.toLowerCase(),
  }));
  keyed.sort(
    (a, b) =>
      compareKeys(a.keys, b.keys, orders) ||
      a.category - b.category ||
      (a.partno < b.partno ? -1 : a.partno > b.partno ? 1 : 0),
  );
  return keyed.map(({ product }) => product);
}

/**
 * One list in the asked order from an answer that comes group by group (spec 2.2: one group per category),
 * each group already in that order. The groups are slices of one order, so merging them is exact: the result
 * equals `sortProducts` over the same products, and each group's own order is kept as the service gave it.
 * Blank `orderby` keeps the answer as it came: the service's own order.
 *
 * @example mergeOrderedGroups(answer.products, 'RatedVoltage desc,Capacitance asc')
 */
export function mergeOrderedGroups(
  products: readonly Product[],
  orderby: string | readonly SortOrder[],
  options: SortOptions = {},
): Product[] {
  const orders = typeof orderby === 'string' ? parseOrderBy(orderby) : orderby;
  if (orders.length === 0) return [...products];
  const lang = options.lang ?? 'en';
  const groups = new Map<string, Array<{ product: Product; keys: SortKey[] }>>();
  for (const product of products) {
    const group = groups.get(product.category) ?? [];
    group.push({ product, keys: sortKeysOf(product, orders, lang) });
    groups.set(product.category, group);
  }
  const heads = [...groups.values()].map((group) => ({ group, next: 0 }));
  const merged: Product[] = [];
  for (;;) {
    let first: (typeof heads)[number] | undefined;
    for (const head of heads) {
      if (head.next >= head.group.length) continue;
      if (!first) {
        first = head;
        continue;
      }
      const a = head.group[head.next];
      const b = first.group[first.next];
      if ((compareKeys(a.keys, b.keys, orders) || compareServiceOrder(a.product, b.product)) < 0) first = head;
    }
    if (!first) return merged;
    merged.push(first.group[first.next].product);
    first.next += 1;
  }
}

/** The product's key for each order, in the order's sequence. */
export function sortKeysOf(product: Product, orders: readonly SortOrder[], lang: Language = 'en'): SortKey[] {
  return orders.map((order) => {
    return sortKey(searchValue(product, knownSearchItem(order.item), lang));
  });
}

/** Compares two products' keys (sortKeysOf) order by order; 0 when every key ties. */
export function compareKeys(a: readonly SortKey[], b: readonly SortKey[], orders: readonly SortOrder[]): number {
  for (let index = 0; index < orders.length; index += 1) {
    const order = compareSortKeys(a[index], b[index], orders[index].direction);
    if (order !== 0) return order;
  }
  return 0;
}
