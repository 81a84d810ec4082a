import type { Language, Product } from '../catalog';
import type { Filter } from '../query';
import { abortableWait, type Clock } from '../throttle';

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

/** One search, shared by everyone who asks for it while it runs and for `ttlMs` after. */
interface Shared {
  readonly products: Promise<Product[]>;
  readonly at: number;
  readonly stop: AbortController;
  /** Callers still waiting for it; undefined once one waits without a signal (it then always runs to its end). */
  waiting: number | undefined;
  settled: boolean;
}

interface Queued {
  readonly filter: Filter;
  readonly lang: Language;
  readonly signal: AbortSignal;
  readonly resolve: (products: Product[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The searches of matching, shared: calls at once for the same filter wait for one search, and its answer
 * is reused for `ttlMs`, so a BOM of 300 lines with 60 distinct values and sizes costs 60 searches. Each
 * caller stops waiting when its own signal aborts; a search every caller has stopped waiting for is stopped
 * too, so that a cancelled BOM spends no more requests.
 */
export class SharedSearches {
  private readonly answers = new Map<string, Shared>();
  private queued: Queued[] = [];

  constructor(private readonly options: SharedSearchesOptions) {}

  products(filter: Filter, lang: Language, signal?: AbortSignal): Promise<Product[]> {
    signal?.throwIfAborted();
    const key = `${lang} ${JSON.stringify(filter.conditions)}`;
    const now = this.options.clock.now();
    let shared = this.answers.get(key);
    if (shared && now - shared.at < this.options.ttlMs) {
      // Used again: last in the map's order, so the least recently used is first to go.
      this.answers.delete(key);
      this.answers.set(key, shared);
    } else {
      shared = this.start(key, filter, lang, now);
    }
    return this.wait(key, shared, signal);
  }

  /** Forgets every answer (the client's refresh). */
  clear(): void {
    this.answers.clear();
  }

  private start(key: string, filter: Filter, lang: Language, now: number): Shared {
    const stop = new AbortController();
    const shared: Shared = {
      products: this.search(filter, lang, stop.signal),
      at: now,
      stop,
      waiting: 0,
      settled: false,
    };
    this.answers.delete(key);
    this.answers.set(key, shared);
    shared.products.then(
      () => {
        shared.settled = true;
      },
      () => {
        // A failed search is not an answer: the next call asks again. (Also handles the rejection when no one waits.)
        shared.settled = true;
        if (this.answers.get(key) === shared) this.answers.delete(key);
      },
    );
    while (this.answers.size > this.options.maxEntries) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
    return shared;
  }

  private wait(key: string, shared: Shared, signal: AbortSignal | undefined): Promise<Product[]> {
    if (shared.settled) return abortableWait(shared.products, { signal });
    if (!signal) {
      shared.waiting = undefined;
      return shared.products;
    }
    if (shared.waiting !== undefined) shared.waiting += 1;
    const leave = () => {
      if (shared.waiting === undefined || shared.settled) return;
      shared.waiting -= 1;
      if (shared.waiting > 0) return;
      // Nobody waits any more: the search stops, and is forgotten at once so that no later caller joins it.
      if (this.answers.get(key) === shared) this.answers.delete(key);
      shared.stop.abort(signal.reason);
    };
    signal.addEventListener('abort', leave, { once: true });
    return abortableWait(shared.products, { signal }).finally(() => signal.removeEventListener('abort', leave));
  }

  /** A search that goes out when the window closes and `prepare` is done, or at once without one. */
  private search(filter: Filter, lang: Language, signal: AbortSignal): Promise<Product[]> {
    if (!this.options.prepare) return this.options.searchAll(filter, lang, signal);
    return new Promise((resolve, reject) => {
      this.queued.push({ filter, lang, signal, resolve, reject });
      if (this.queued.length === 1) {
        void this.options.clock.sleep(this.options.windowMs ?? 10).then(() => this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const gathered = this.queued.filter((queued) => {
      if (!queued.signal.aborted) return true;
      queued.reject(queued.signal.reason);
      return false;
    });
    this.queued = [];
    const languages = [...new Set(gathered.map((queued) => queued.lang))];
    // A preparation that fails (a download refused) leaves the searches to the service, as without one.
    await Promise.all(
      languages.map((lang) =>
        this.options
          .prepare?.(
            gathered.filter((queued) => queued.lang === lang).map((queued) => queued.filter),
            lang,
          )
          .catch(() => undefined),
      ),
    );
    for (const queued of gathered) {
      this.options.searchAll(queued.filter, queued.lang, queued.signal).then(queued.resolve, queued.reject);
    }
  }
}
