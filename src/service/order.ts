import type { SortOrder } from '../core/query';
import type { Column } from './columns';
import type { ProductStore } from './store';

/** A sortable key per product: a number, a lower-cased text, or undefined when the product has no value. */
function sortKey(column: Column, index: number): number | string | undefined {
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
    sign: order.direction === 'desc' ? -1 : 1,
    keys: indices.map((index) => sortKey(store.column(order.item), index)),
  }));
  const positions = indices.map((_, position) => position);
  positions.sort((a, b) => {
    for (const { sign, keys } of keyed) {
      const [keyA, keyB] = [keys[a], keys[b]];
      if (keyA === keyB) continue;
      // Products without a value come last whatever the direction: blanks at the top help nobody.
      if (keyA === undefined) return 1;
      if (keyB === undefined) return -1;
      return (keyA < keyB ? -1 : 1) * sign;
    }
    return a - b;
  });
  return positions.map((position) => indices[position]);
}
