import {
  type BottomCategory,
  BOTTOM_CATEGORIES,
  CATEGORY_LEVELS,
  GROUP_OF_CATEGORY,
  type Language,
  MANUFACTURER,
  partnoKey,
  searchItemNamed,
} from '../core/catalog';
import { buildColumn, type Column } from './columns';
import type { DatasetProduct } from './dataset';
import { localizeRecord } from './localize';
import { NumberIndex } from './NumberIndex';

/**
 * The dataset as the service reads it: products in the service's own order (SMD, lead, inductors,
 * each by part number), a column per search item searched, an index of part numbers, and each product's JSON
 * per language, made on first use and kept, so that answering a search is mostly joining strings.
 */
const COMMA = Buffer.from(',');

export class ProductStore {
  readonly products: readonly DatasetProduct[];
  /** The columns searched so far: each is made at its item's first search (a start lays out none). */
  private readonly columns = new Map<string, Column>();
  private readonly byPartno = new Map<string, number>();
  private readonly json: Record<Language, Array<Buffer | undefined>>;
  private readonly numberIndices = new Map<string, NumberIndex>();

  constructor(products: readonly DatasetProduct[]) {
    this.products = products;
    products.forEach((product, index) => this.byPartno.set(partnoKey(product.record.Partno), index));
    this.json = { en: [], ja: [], zh: [] };
  }

  get size(): number {
    return this.products.length;
  }

  /** A search item's values, one per product (columns.ts), made on first use and kept. */
  column(item: string): Column {
    let column = this.columns.get(item);
    if (!column) {
      const searchItem = searchItemNamed(item);
      if (!searchItem) throw new Error(`No column for search item ${item}`);
      column = buildColumn(this.products, searchItem);
      this.columns.set(item, column);
    }
    return column;
  }

  /** A number search item's products sorted by value, made on first use and kept: undefined for another item. */
  numberIndex(item: string): NumberIndex | undefined {
    let index = this.numberIndices.get(item);
    if (!index) {
      const column = this.column(item);
      if (column.type !== 'double') return undefined;
      index = new NumberIndex(column.values);
      this.numberIndices.set(item, index);
    }
    return index;
  }

  /** The index of the product with exactly this part number, ignoring case. */
  indexOfPartno(partno: string): number | undefined {
    // Exactly, but for case: spaces around a part number make another text, which names no part.
    return partno === partno.trim() ? this.byPartno.get(partnoKey(partno)) : undefined;
  }

  /** One product record as UTF-8 JSON in the given language, encoded once and kept. */
  productJson(index: number, lang: Language): Buffer {
    const cache = this.json[lang];
    let json = cache[index];
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(localizeRecord(this.products[index].record, lang)), 'utf8');
      cache[index] = json;
    }
    return json;
  }

  /** Indices of every product of a category, in the service's order. */
  indicesOfCategory(category: BottomCategory): number[] {
    const indices: number[] = [];
    this.products.forEach((product, index) => {
      if (product.category === category) {
        indices.push(index);
      }
    });
    return indices;
  }

  /**
   * `{"CeramicCapacitorsSMD":{...,"Products":[...]},...}`: the `Data` object of spec 2.2, with one
   * group per category present, in the spec's group order, each group's products in the order given,
   * wrapped in `prefix` and `suffix`. Returned as the list of buffers to send, so that no answer is
   * copied or re-encoded.
   */
  dataJson(indices: readonly number[], lang: Language, prefix = '', suffix = ''): Buffer[] {
    const byCategory = new Map<BottomCategory, number[]>();
    for (const index of indices) {
      const category = this.products[index].category;
      const group = byCategory.get(category) ?? [];
      group.push(index);
      byCategory.set(category, group);
    }
    const parts: Buffer[] = [Buffer.from(`${prefix}{`)];
    BOTTOM_CATEGORIES.filter((category) => byCategory.has(category)).forEach((category, position) => {
      const header = JSON.stringify({ Manufacturer: MANUFACTURER, ...CATEGORY_LEVELS[category][lang] }).slice(0, -1);
      parts.push(
        Buffer.from(`${position > 0 ? ',' : ''}${JSON.stringify(GROUP_OF_CATEGORY[category])}:${header},"Products":[`),
      );
      (byCategory.get(category) ?? []).forEach((index, count) => {
        if (count > 0) parts.push(COMMA);
        parts.push(this.productJson(index, lang));
      });
      parts.push(Buffer.from(']}'));
    });
    parts.push(Buffer.from(`}${suffix}`));
    return parts;
  }
}
