import type { Product, SearchItem } from '../core/catalog';
import { searchValue } from '../core/query';

/**
 * The values of a search item, one array slot per product, laid out at the item's first search and kept
 * (ProductStore.column), so that a search scans typed arrays instead of walking nested records. Each value is core's `searchValue`, the
 * one definition of what an item's value in a product is:
 * - text items: the lower-cased values (list fields and Application give several), undefined when empty;
 * - number items: the value, NaN when the product has none;
 * - yes/no items: 1, 0, or -1 when the product has none.
 */
export type Column =
  | { readonly type: 'string'; readonly values: ReadonlyArray<readonly string[] | undefined> }
  | { readonly type: 'double'; readonly values: Float64Array }
  | { readonly type: 'boolean'; readonly values: Int8Array };

export function buildColumn(products: readonly Product[], searchItem: SearchItem): Column {
  switch (searchItem.type) {
    case 'string':
      return {
        type: 'string',
        values: products.map((product) => searchValue(product, searchItem) as readonly string[] | undefined),
      };
    case 'double': {
      const values = new Float64Array(products.length);
      products.forEach((product, index) => {
        values[index] = (searchValue(product, searchItem) as number | undefined) ?? Number.NaN;
      });
      return { type: 'double', values };
    }
    case 'boolean': {
      const values = new Int8Array(products.length);
      products.forEach((product, index) => {
        const value = searchValue(product, searchItem) as boolean | undefined;
        values[index] = value === undefined ? -1 : Number(value);
      });
      return { type: 'boolean', values };
    }
  }
}
