import type { Language, Product } from '../catalog';
import type { Filter } from '../query';
import { type BatchEntry, Batcher, SingleFlight } from '../sharing';
import type { Clock } from '../throttle';

export interface SharedSearchesOptions {
  /** Every product of a search, as the client finds them (snapshots first, when kept); stopped by `signal`. */
  readonly searchAll: (filter: Filter, lang: Language, signal: AbortSignal) => Promise<Product[]>;
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

/** One search waiting for `prepare`. */
interface Search {
  readonly filter: Filter;
  readonly lang: Language;
}

/**
 * The searches of matching, shared: calls at once for the same filter wait for one search, and its answer
 * is reused for `ttlMs`, so a BOM of 300 lines with 60 distinct values and sizes costs 60 searches. Each
 * caller stops waiting when its own signal aborts; a search every caller has stopped waiting for is stopped
 * too, so that a cancelled BOM spends no more requests (core/sharing's SingleFlight).
 */
export class SharedSearches {
  private readonly searches: SingleFlight<Product[]>;
  /** Searches gathered for `prepare`, when there is one. */
  private readonly prepared: Batcher<Search, Product[]> | undefined;

  constructor(private readonly options: SharedSearchesOptions) {
    this.searches = new SingleFlight({ keepMs: options.ttlMs, clock: options.clock, maxEntries: options.maxEntries });
    this.prepared = options.prepare
      ? new Batcher({
          window: { clock: options.clock, ms: options.windowMs ?? 10 },
          send: (entries) => this.prepareAndSearch(entries),
        })
      : undefined;
  }

  products(filter: Filter, lang: Language, signal?: AbortSignal): Promise<Product[]> {
    const key = `${lang} ${JSON.stringify(filter.conditions)}`;
    return this.searches.run(
      key,
      (stop) =>
        this.prepared ? this.prepared.add({ filter, lang }, stop) : this.options.searchAll(filter, lang, stop),
      signal,
    );
  }

  /** Forgets every answer (the client's refresh). */
  clear(): void {
    this.searches.forget();
  }

  /** A window's searches: prepared per language, then each sent (a preparation that fails changes nothing). */
  private async prepareAndSearch(entries: readonly BatchEntry<Search, Product[]>[]): Promise<void> {
    const languages = [...new Set(entries.map((entry) => entry.item.lang))];
    // A preparation that fails (a download refused) leaves the searches to the service, as without one.
    await Promise.all(
      languages.map((lang) =>
        this.options
          .prepare?.(
            entries.filter((entry) => entry.item.lang === lang).map((entry) => entry.item.filter),
            lang,
          )
          .catch(() => undefined),
      ),
    );
    await Promise.all(
      entries.map((entry) =>
        // Every entry of this batch was added with its search's stop signal.
        this.options.searchAll(entry.item.filter, entry.item.lang, entry.signal ?? new AbortController().signal).then(
          (products) => entry.resolve(products),
          (error: unknown) => entry.reject(error),
        ),
      ),
    );
  }
}
