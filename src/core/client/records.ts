import { CATEGORY_OF_GROUP, type GroupName, type Product, type ProductRecord } from '../catalog';
import { ResponseFormatError } from './errors';

export interface SearchResult {
  /** Spec 2.2: true when matching products exist beyond the ones returned. */
  readonly hasMoreHits: boolean;
  /**
   * The products in the order of the answer: group by group, each group in the service's order. `client.search`
   * merges the groups into the asked order.
   */
  readonly products: Product[];
  /**
   * How many products match in all, where the answer knows it: one from kept snapshots always does (they hold
   * every product of their categories). The service's does not (spec 4.2 says only HasMoreHits); with
   * `hasMoreHits` false its total is `products.length` all the same.
   */
  readonly total?: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The products of a `Data` object (spec 2.2): one group per category, named CeramicCapacitorsSMD,
 * CeramicCapacitorsLead or Inductors. Each product gets its group's category. A group name this
 * version of the spec does not know is skipped: its products have no category PartSpec can describe.
 */
export function productsOfData(data: unknown): Product[] {
  if (!isObject(data)) {
    throw new ResponseFormatError('Data is not an object');
  }
  const products: Product[] = [];
  for (const [group, content] of Object.entries(data)) {
    if (!Object.hasOwn(CATEGORY_OF_GROUP, group)) continue;
    const category = CATEGORY_OF_GROUP[group as GroupName];
    const records = isObject(content) ? content.Products : undefined;
    if (!Array.isArray(records)) {
      throw new ResponseFormatError(`the group ${group} has no Products list`);
    }
    for (const record of records) {
      if (!isObject(record) || typeof record.Partno !== 'string') {
        throw new ResponseFormatError(`a product of ${group} has no Partno`);
      }
      products.push({ category, record: record as ProductRecord });
    }
  }
  return products;
}

/** A search answer (spec 2.2) as typed data. */
export function parseSearchResult(json: unknown): SearchResult {
  if (!isObject(json) || typeof json.HasMoreHits !== 'boolean') {
    throw new ResponseFormatError('HasMoreHits is missing');
  }
  return { hasMoreHits: json.HasMoreHits, products: productsOfData(json.Data ?? {}) };
}
