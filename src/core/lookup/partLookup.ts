import type { Language, Product } from '../catalog';
import { checkLiteral, type Filter } from '../query';
import type { Clock } from '../throttle';
import { InvalidPartnoError } from '../client';
import { mergeVariants, type ResolvedProduct } from './variants';

/** One search request, as the client sends it (through the shared limiter). */
export type SearchOnce = (filter: Filter, lang: Language) => Promise<{ hasMoreHits: boolean; products: Product[] }>;

export interface PartLookupOptions {
  readonly search: SearchOnce;
  /** The length of the request URL for a filter, to keep every request within `maxUrlLength`. */
  readonly urlLength: (filter: Filter, lang: Language) => number;
  readonly maxUrlLength: number;
  readonly clock: Clock;
  /** How long part numbers from many callers are gathered before they go out together. Default 10 ms. */
  readonly windowMs?: number;
  /** How long an answer is reused, found or not. Default 30 minutes. */
  readonly ttlMs?: number;
}

export interface LookupStats {
  /** Part numbers answered from the cache. */
  cached: number;
  /** Part numbers that joined a request already on its way. */
  shared: number;
  /** Part numbers sent to the service. */
  sent: number;
}

interface Waiter {
  readonly partno: string;
  readonly resolve: (product: ResolvedProduct | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/** Spec 8: an answer holds at most 2000 products, so no batch asks for more part numbers than that. */
const MAX_BATCH = 2000;

/** Whether a part number can stand in a literal: no `'` or `|` (spec 4.3 rule 1), nothing a URL cannot carry. */
function sendable(partno: string): boolean {
  try {
    checkLiteral('Partno', partno.trim());
    return true;
  } catch {
    return false;
  }
}

function normalize(partno: string): string {
  return partno.trim().toLowerCase();
}

/**
 * Part numbers from many callers within a short window become few `Partno eq 'a|b|...'` requests,
 * each within the URL limit. Answers are cached per part number and language (the service matches
 * part numbers without regard to case); a part number asked for again while its request is on its
 * way shares that request. A part number without its package code resolves to the fields its
 * packaging variants agree on. Unknown part numbers resolve to undefined.
 */
export class PartLookup {
  readonly stats: LookupStats = { cached: 0, shared: 0, sent: 0 };
  private readonly cache = new Map<string, { product: ResolvedProduct | undefined; expires: number }>();
  private readonly inFlight = new Map<string, Promise<ResolvedProduct | undefined>>();
  private readonly queued = new Map<Language, Map<string, Waiter[]>>();
  private readonly windowMs: number;
  private readonly ttlMs: number;

  constructor(private readonly options: PartLookupOptions) {
    this.windowMs = options.windowMs ?? 10;
    this.ttlMs = options.ttlMs ?? 30 * 60 * 1000;
  }

  /**
   * The product of each part number (a Map keyed by the strings given). Rejects with
   * InvalidPartnoError, sending nothing, when a part number cannot be put into a query.
   */
  async lookup(
    partnos: readonly string[],
    lang: Language,
    signal?: AbortSignal,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    signal?.throwIfAborted();
    const invalid = partnos.filter((partno) => partno.trim() !== '' && !sendable(partno));
    if (invalid.length > 0) {
      throw new InvalidPartnoError(invalid);
    }
    const unique = [...new Set(partnos)];
    const answers = unique.map((partno) => this.one(partno, lang));
    const all = Promise.all(answers);
    // A caller that gave up must not leave a rejection nobody handles.
    all.catch(() => undefined);
    const products = await (signal ? raceAbort(all, signal) : all);
    return new Map(unique.map((partno, index) => [partno, products[index]]));
  }

  /** Forgets cached answers: of these part numbers, or all of them. The next lookup asks the service again. */
  refresh(partnos?: readonly string[]): void {
    // Requests on their way are forgotten too: their answers still reach their callers, but no later lookup joins them.
    if (!partnos) {
      this.cache.clear();
      this.inFlight.clear();
      return;
    }
    const wanted = new Set(partnos.map(normalize));
    for (const map of [this.cache, this.inFlight]) {
      for (const key of map.keys()) {
        if (wanted.has(key.slice(key.indexOf('\n') + 1))) map.delete(key);
      }
    }
  }

  private one(partno: string, lang: Language): Promise<ResolvedProduct | undefined> {
    const normalized = normalize(partno);
    if (normalized === '') {
      return Promise.resolve(undefined);
    }
    const key = `${lang}\n${normalized}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > this.options.clock.now()) {
      this.stats.cached += 1;
      return Promise.resolve(cached.product);
    }
    const running = this.inFlight.get(key);
    if (running) {
      this.stats.shared += 1;
      return running;
    }
    const promise = new Promise<ResolvedProduct | undefined>((resolve, reject) => {
      this.enqueue(lang, normalized, { partno: partno.trim(), resolve, reject });
    });
    this.inFlight.set(key, promise);
    const forget = (): void => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  private enqueue(lang: Language, normalized: string, waiter: Waiter): void {
    let queue = this.queued.get(lang);
    if (!queue) {
      queue = new Map();
      this.queued.set(lang, queue);
      // The first part number of a window starts the clock; the others join until it runs out.
      void this.options.clock.sleep(this.windowMs).then(() => this.flush(lang));
    }
    const waiters = queue.get(normalized) ?? [];
    waiters.push(waiter);
    queue.set(normalized, waiters);
  }

  private flush(lang: Language): void {
    const queue = this.queued.get(lang);
    this.queued.delete(lang);
    if (!queue) return;
    const rejectAll = (partnos: readonly string[], error: unknown): void => {
      for (const partno of partnos) queue.get(normalize(partno))?.forEach((waiter) => waiter.reject(error));
    };
    const partnos = [...queue.values()].map((waiters) => waiters[0].partno);
    let batches: string[][];
    try {
      batches = this.batches(partnos, 'eq', lang);
    } catch (error) {
      // Every caller of the window settles, whatever went wrong.
      rejectAll(partnos, error);
      return;
    }
    for (const batch of batches) {
      this.stats.sent += batch.length;
      this.resolveBatch(batch, lang).then(
        (found) => {
          for (const partno of batch) {
            const normalized = normalize(partno);
            const product = found.get(normalized);
            const key = `${lang}\n${normalized}`;
            // A refresh while the request was out forgot it: its answer reaches its callers but is not kept.
            if (this.inFlight.has(key)) {
              this.cache.set(key, { product, expires: this.options.clock.now() + this.ttlMs });
            }
            queue.get(normalized)?.forEach((waiter) => waiter.resolve(product));
          }
        },
        // A batch that fails rejects every caller waiting on it; nothing is cached.
        (error: unknown) => rejectAll(batch, error),
      );
    }
  }

  /** Splits part numbers into groups whose request URL stays within the limit. */
  private batches(partnos: readonly string[], operator: 'eq' | 'startswith', lang: Language): string[][] {
    const batches: string[][] = [];
    let current: string[] = [];
    for (const partno of partnos) {
      const candidate = [...current, partno];
      const full =
        current.length >= MAX_BATCH ||
        this.options.urlLength(filterOf(operator, candidate), lang) > this.options.maxUrlLength;
      if (current.length > 0 && full) {
        batches.push(current);
        current = [partno];
      } else {
        current = candidate;
      }
    }
    if (current.length > 0) batches.push(current);
    return batches;
  }

  /** Exact part numbers first; those not found are tried as part numbers without their package code. */
  private async resolveBatch(
    partnos: readonly string[],
    lang: Language,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const found = new Map<string, ResolvedProduct | undefined>();
    const exact = await this.options.search(filterOf('eq', partnos), lang);
    for (const product of exact.products) found.set(normalize(product.record.Partno), product);
    const missing = partnos.filter((partno) => !found.has(normalize(partno)));
    if (missing.length > 0) {
      for (const batch of this.batches(missing, 'startswith', lang)) {
        for (const [normalized, product] of await this.variantsOf(batch, lang)) found.set(normalized, product);
      }
    }
    return found;
  }

  private async variantsOf(
    partnos: readonly string[],
    lang: Language,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const result = await this.options.search(filterOf('startswith', partnos), lang);
    if (result.hasMoreHits && partnos.length > 1) {
      // Too many products share these prefixes for one answer: halve until each answer is whole.
      const half = Math.ceil(partnos.length / 2);
      const [first, second] = await Promise.all([
        this.variantsOf(partnos.slice(0, half), lang),
        this.variantsOf(partnos.slice(half), lang),
      ]);
      return new Map([...first, ...second]);
    }
    const byBase = new Map<string, Product[]>();
    for (const product of result.products) {
      const base = product.record.PartnoWithoutPackageCode;
      if (typeof base !== 'string') continue;
      const group = byBase.get(normalize(base)) ?? [];
      group.push(product);
      byBase.set(normalize(base), group);
    }
    const resolved = new Map<string, ResolvedProduct | undefined>();
    for (const partno of partnos) {
      const variants = byBase.get(normalize(partno));
      // One prefix that still has more hits than one answer holds is not a part number: its variants cannot all be known.
      resolved.set(normalize(partno), variants && !result.hasMoreHits ? mergeVariants(partno, variants) : undefined);
    }
    return resolved;
  }
}

function filterOf(operator: 'eq' | 'startswith', partnos: readonly string[]): Filter {
  return { conditions: [{ kind: 'string', item: 'Partno', operator, values: [...partnos] }] };
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
