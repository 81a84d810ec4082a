import type { Language, Product } from '../catalog';
import type { Filter } from '../query';
import { abortableWait, type Clock } from '../throttle';

export interface SharedSearchesOptions {
  /** Every product of a search, as the client finds them (snapshots first, when kept). */
  readonly searchAll: (filter: Filter, lang: Language) => Promise<Product[]>;
  readonly clock: Clock;
  /** How long an answer is reused, as the lookup cache's. */
  readonly ttlMs: number;
  /** Most answers kept; the least recently used go first. */
  readonly maxEntries: number;
}

/**
 * The searches of matching, shared: calls at once for the same filter wait for one search, and its answer
 * is reused for `ttlMs`, so a BOM of 300 lines with 60 distinct values and sizes costs 60 searches. A
 * search runs to its end for whoever still waits; each caller stops waiting when its own signal aborts.
 */
export class SharedSearches {
  private readonly answers = new Map<string, { readonly products: Promise<Product[]>; readonly at: number }>();

  constructor(private readonly options: SharedSearchesOptions) {}

  products(filter: Filter, lang: Language, signal?: AbortSignal): Promise<Product[]> {
    signal?.throwIfAborted();
    const key = `${lang} ${JSON.stringify(filter.conditions)}`;
    const now = this.options.clock.now();
    const kept = this.answers.get(key);
    if (kept && now - kept.at < this.options.ttlMs) {
      // Used again: last in the map's order, so the least recently used is first to go.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return abortableWait(kept.products, { signal });
    }
    const products = this.options.searchAll(filter, lang);
    const entry = { products, at: now };
    this.answers.delete(key);
    this.answers.set(key, entry);
    // A failed search is not an answer: the next call asks again. (Also handles the rejection when no one waits.)
    products.catch(() => {
      if (this.answers.get(key) === entry) this.answers.delete(key);
    });
    while (this.answers.size > this.options.maxEntries) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
    return abortableWait(products, { signal });
  }

  /** Forgets every answer (the client's refresh). */
  clear(): void {
    this.answers.clear();
  }
}
