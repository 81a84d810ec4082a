import { type SortKey, type SortOrder, compareSortKeys } from '../core/query';
import type { Column } from './columns';
import type { ProductStore } from './ProductStore';

/** core's sortKey, read from the column: a number, a lower-cased text, or undefined when the product has no value. */
function sortKey(column: Column, index: number): SortKey {
  switch (column.type) {
    case 'double': {
      const value = column.values[index];
      return Number.isNaN(value) ? undefined : value;
    }
    case 'boolean': {
      const value = column.values[index];
      return value < 0 ? undefined : value;
    }
    case 'string':
      return column.values[index]?.[0];
  }
}

/**
 * Sorts matching products by `$orderby` (spec 4.2). Ties keep the service's own order, so the same
 * request always returns the same products in the same order.
 */
export function sortIndices(store: ProductStore, indices: number[], orders: readonly SortOrder[]): number[] {
  if (orders.length === 0) {
    return indices;
  }
  const keyed = orders.map((order) => ({
    direction: order.direction,
    keys: indices.map((index) => sortKey(store.column(order.item), index)),
  }));
  const positions = indices.map((_, position) => position);
  positions.sort((a, b) => {
    for (const { direction, keys } of keyed) {
      const order = compareSortKeys(keys[a], keys[b], direction);
      if (order !== 0) return order;
    }
    return a - b;
  });
  return positions.map((position) => indices[position]);
}
