import { type SearchItem, SEARCH_ITEMS, fieldNamed, splitApplication } from '../core/catalog';
import type { DatasetProduct } from './dataset';

/**
 * The values of every search item, one array slot per product, laid out once at start so that a
 * search scans typed arrays instead of walking nested records.
 * - text items: the lower-cased values (list fields and Application give several), undefined when empty;
 * - number items: the value, NaN when the product has none;
 * - yes/no items: 1, 0, or -1 when the product has none.
 */
export type Column =
  | { readonly type: 'string'; readonly values: ReadonlyArray<readonly string[] | undefined> }
  | { readonly type: 'double'; readonly values: Float64Array }
  | { readonly type: 'boolean'; readonly values: Int8Array };

/** The raw value of an item's record field in one product. */
export function itemValue(product: DatasetProduct, searchItem: SearchItem): unknown {
  if (searchItem.name === 'Category') {
    return product.category;
  }
  const definition = fieldNamed(searchItem.field);
  if (!definition) {
    throw new Error(`Search item ${searchItem.name} maps to unknown field ${searchItem.field}`);
  }
  const record = product.record as unknown as Record<string, unknown>;
  const holder =
    definition.place === 'product' ? record : (record[definition.place] as Record<string, unknown> | undefined);
  return holder?.[definition.name];
}

function textValues(value: unknown, searchItem: SearchItem): string[] | undefined {
  if (value === null || value === undefined || value === '') {
    return undefined;
  }
  const values = Array.isArray(value)
    ? value.map(String)
    : searchItem.name === 'Application'
      ? splitApplication(String(value))
      : [String(value)];
  return values.length > 0 ? values.map((text) => text.toLowerCase()) : undefined;
}

function buildColumn(products: readonly DatasetProduct[], searchItem: SearchItem): Column {
  switch (searchItem.type) {
    case 'string':
      return {
        type: 'string',
        values: products.map((product) => textValues(itemValue(product, searchItem), searchItem)),
      };
    case 'double': {
      const values = new Float64Array(products.length);
      products.forEach((product, index) => {
        const value = itemValue(product, searchItem);
        values[index] = typeof value === 'number' ? value : Number.NaN;
      });
      return { type: 'double', values };
    }
    case 'boolean': {
      const values = new Int8Array(products.length);
      products.forEach((product, index) => {
        const value = itemValue(product, searchItem);
        values[index] = typeof value === 'boolean' ? Number(value) : -1;
      });
      return { type: 'boolean', values };
    }
  }
}

export function buildColumns(products: readonly DatasetProduct[]): ReadonlyMap<string, Column> {
  return new Map(SEARCH_ITEMS.map((searchItem) => [searchItem.name, buildColumn(products, searchItem)]));
}
