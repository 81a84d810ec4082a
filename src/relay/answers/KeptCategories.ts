import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import {
  type BottomCategory,
  categoriesAdmittedBy,
  type Filter,
  GROUP_OF_CATEGORY,
  type Language,
  type Product,
  productsOfData,
  searchIndexes,
  SnapshotIndex,
  sortProducts,
  type SortOrder,
} from '../../core';
import type { KeptFile } from './CategoryFiles';
import { MAX_PRODUCTS_PER_SEARCH, searchAnswerJson } from './searchAnswerJson';

const inflate = promisify(gunzip);

interface KeptCategory {
  readonly index: SnapshotIndex;
  /** The group object's fields but Products, as JSON without braces: the answer's group header. */
  readonly header: string;
  /** When its file was fetched from the service, by the service's clock (ms since 1970). */
  readonly fetchedAt: number;
}

/**
 * Whole categories this instance has read from the category files it shared (CategoryFiles), answering
 * searches and part-number lookups as the service would, with the rules snapshots use (core's SnapshotIndex,
 * matchesFilter and sortProducts): a search whose every admitted category is kept, younger than the age
 * limit, costs the service nothing. Its age is counted by the service's clock (the Date of its answers), as
 * the add-in counts a snapshot's: a service restarted a year later makes every kept category stale at its
 * first answer. Each instance reads its own copy (about 3 bytes of memory per byte of the file's JSON:
 * docs/relay.md).
 */
export class KeptCategories {
  private readonly kept = new Map<string, KeptCategory>();
  private readonly reading = new Map<string, Promise<void>>();

  constructor(
    /** The service's address, as snapshots name where they came from. */
    private readonly service: string,
    private readonly maxAgeMs: number,
    /** The service's time now (ServiceGate.serviceNow). */
    private readonly serviceNow: () => number,
  ) {}

  /** Reads a category's file into memory, once at a time, unless a fresh one is kept already. */
  keep(category: BottomCategory, lang: Language, file: KeptFile): Promise<void> {
    const key = `${lang}:${category}`;
    if (this.fresh(key)) return Promise.resolve();
    const pending = this.reading.get(key);
    if (pending) return pending;
    const read = this.read(category, lang, file)
      .then((entry) => void this.kept.set(key, entry))
      .finally(() => this.reading.delete(key));
    this.reading.set(key, read);
    return read;
  }

  /**
   * The service's answer to a search (its JSON), when every category the filter admits is kept and fresh;
   * undefined otherwise. The first 2000 in the order asked, ties in the service's own order, grouped by
   * category as the service groups a page.
   */
  answer(filter: Filter, orderby: readonly SortOrder[], lang: Language): string | undefined {
    const entries: KeptCategory[] = [];
    for (const category of categoriesAdmittedBy(filter, lang)) {
      const entry = this.fresh(`${lang}:${category}`);
      if (!entry) return undefined;
      entries.push(entry);
    }
    const products = sortProducts(
      searchIndexes(
        entries.map((entry) => entry.index),
        filter,
        [],
        lang,
      ),
      orderby,
      { lang },
    );
    const headers = new Map(entries.map((entry) => [entry.index.facts.category, entry.header]));
    // Only the first page is serialised: a search over a whole category matches tens of thousands.
    const answered = products.slice(0, MAX_PRODUCTS_PER_SEARCH).map((product) => ({
      category: product.category,
      header: headers.get(product.category) ?? '',
      record: JSON.stringify(product.record),
    }));
    return searchAnswerJson(answered, products.length > answered.length);
  }

  private fresh(key: string): KeptCategory | undefined {
    const entry = this.kept.get(key);
    const age = entry && this.serviceNow() - entry.fetchedAt;
    if (entry && age !== undefined && age < this.maxAgeMs) return entry;
    if (entry) this.kept.delete(key);
    return undefined;
  }

  private async read(category: BottomCategory, lang: Language, file: KeptFile): Promise<KeptCategory> {
    const { bytes: compressed, fetchedAt } = file;
    const data = (JSON.parse((await inflate(compressed)).toString('utf8')) as { Data?: Record<string, unknown> }).Data;
    const products: Product[] = productsOfData(data ?? {}).filter((product) => product.category === category);
    const { Products: _products, ...fields } = ((data ?? {})[GROUP_OF_CATEGORY[category]] ?? {}) as Record<
      string,
      unknown
    >;
    const index = new SnapshotIndex({
      service: this.service,
      category,
      lang,
      issuedAt: new Date(fetchedAt).toISOString(),
      productCount: products.length,
      bytes: compressed.length,
      checksum: '',
      products,
    });
    return { index, header: JSON.stringify(fields).slice(1, -1), fetchedAt };
  }
}
