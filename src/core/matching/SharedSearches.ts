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
  /**
   * Called with the searches gathered over `windowMs` before they go out, so that a category their requests
   * would cost more than can be downloaded first (the snapshot planner's prepareSearches). None: each search
   * goes out at once.
   */
  readonly prepare?: (filters: readonly Filter[], lang: Language) => Promise<void>;
  /** How long searches are gathered for `prepare`. @default 10 */
  readonly windowMs?: number;
}

interface Waiting {
  readonly filter: Filter;
  readonly lang: Language;
  readonly resolve: (products: Product[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The searches of matching, shared: calls at once for the same filter wait for one search, and its answer
 * is reused for `ttlMs`, so a BOM of 300 lines with 60 distinct values and sizes costs 60 searches. A
 * search runs to its end for whoever still waits; each caller stops waiting when its own signal aborts.
 */
export class SharedSearches {
  private readonly answers = new Map<string, { readonly products: Promise<Product[]>; readonly at: number }>();
  private waiting: Waiting[] = [];

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
    const products = this.search(filter, lang);
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

  /** A search that goes out when the window closes and `prepare` is done, or at once without one. */
  private search(filter: Filter, lang: Language): Promise<Product[]> {
    if (!this.options.prepare) return this.options.searchAll(filter, lang);
    return new Promise((resolve, reject) => {
      this.waiting.push({ filter, lang, resolve, reject });
      if (this.waiting.length === 1) {
        void this.options.clock.sleep(this.options.windowMs ?? 10).then(() => this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const window = this.waiting;
    this.waiting = [];
    const languages = [...new Set(window.map((waiting) => waiting.lang))];
    // A preparation that fails (a download refused) leaves the searches to the service, as without one.
    await Promise.all(
      languages.map((lang) =>
        this.options
          .prepare?.(
            window.filter((waiting) => waiting.lang === lang).map((waiting) => waiting.filter),
            lang,
          )
          .catch(() => undefined),
      ),
    );
    for (const waiting of window)
      this.options.searchAll(waiting.filter, waiting.lang).then(waiting.resolve, waiting.reject);
  }

  /** Forgets every answer (the client's refresh). */
  clear(): void {
    this.answers.clear();
  }
}
