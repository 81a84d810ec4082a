import { type Product, fieldNamed, fieldValue, searchItemNamed } from '../catalog';
import type { SortOrder } from '../query';
import { comparePartnos } from './partnoOrder';

type SortKey = number | string | undefined;

/** The value a product sorts by for a search item: a number, lower-cased text (first element of a list), or undefined. */
function sortKey(product: Product, item: string): SortKey {
  const searchItem = searchItemNamed(item);
  const definition = searchItem && fieldNamed(searchItem.field);
  const value = item === 'Category' ? product.category : definition ? fieldValue(product, definition) : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'number') return first;
  if (typeof first === 'boolean') return Number(first);
  return typeof first === 'string' && first !== '' ? first.toLowerCase() : undefined;
}

/**
 * Sorts products as `$orderby` asks (spec 4.2): values without regard to case, products without a value
 * last whatever the direction, ties by part number. Listed values sort by the text received, so in ja/zh
 * they may order differently from the service, which sorts by its own (English) data; ties may too.
 */
export function sortProducts(products: readonly Product[], orders: readonly SortOrder[]): Product[] {
  const keyed = products.map((product) => ({ product, keys: orders.map((order) => sortKey(product, order.item)) }));
  keyed.sort((a, b) => {
    for (let index = 0; index < orders.length; index += 1) {
      const [keyA, keyB] = [a.keys[index], b.keys[index]];
      if (keyA === keyB) continue;
      if (keyA === undefined) return 1;
      if (keyB === undefined) return -1;
      return (keyA < keyB ? -1 : 1) * (orders[index].direction === 'desc' ? -1 : 1);
    }
    return comparePartnos(a.product.record.Partno, b.product.record.Partno);
  });
  return keyed.map(({ product }) => product);
}
