import type { LRUCache } from 'lru-cache';
import { type Language, partnoKey } from '../catalog';
import { partnoProblem } from '../query';
import { abortableWait, type Clock, type RetryBudget } from '../throttle';
import { InvalidPartnoError, type SearchApi } from '../client';
import { PartSpecError } from '../errors';
import { Batcher, keptAnswers } from '../sharing';
import type { LookupWindow, ServiceAnswer, WindowResolver } from './LookupWindow';
import { type LookupPart, mergeLookups } from './mergeLookups';
import { answersOf, PartnoResolver } from './PartnoResolver';
import { type CacheEntry, Flight, type Waiter, type WindowEntry } from './Flight';
import type { ResolvedProduct } from './variants';

export interface PartLookupOptions {
  /** The service's search, into which part numbers go in batches within its URL limit (no `$orderby`). */
  readonly api: SearchApi;
  readonly clock: Clock;
  /** How long part numbers from many callers are gathered before they go out together. Default 10 ms. */
  readonly windowMs?: number;
  /** How long an answer is reused, found or not. Default 30 minutes. */
  readonly ttlMs?: number;
  /**
   * Most part numbers (per language) whose answers are kept; the least recently used go first.
   * @default 50_000
   */
  readonly maxEntries?: number;
  /** A retry budget for the requests of one gathering window; default: each request retries on its own. */
  readonly retryBudget?: () => RetryBudget;
  /**
   * Answers a window's part numbers in its own way (from snapshots, asking the service for the rest);
   * default: every part number goes to the service.
   */
  readonly resolveWindow?: WindowResolver;
}

export interface LookupStats {
  /** Part numbers answered from the cache. */
  cached: number;
  /** Part numbers that joined a request already on its way. */
  shared: number;
  /** Part numbers sent to the service. */
  sent: number;
  /** Answers kept now (part numbers per language, found or not), expired ones not counted. */
  readonly cacheSize: number;
}

/**
 * What a window gathers: the part numbers of one language, asked for a lifecycle refresh or not. A lifecycle
 * question waits in its own windows and flights: one it joined might be answered from an older snapshot.
 */
interface WindowKind {
  readonly lang: Language;
  readonly lifecycle: boolean;
}

/** A window's kind as one text, which keys its queue and (before the part number) its flights. */
const kindKey = ({ lang, lifecycle }: WindowKind): string => (lifecycle ? `${lang} lifecycle` : lang);

/** What a blank part number answers: nothing, without asking. */
const BLANK: CacheEntry = Object.freeze({ product: undefined });

export const DEFAULT_LOOKUP_MAX_ENTRIES = 50_000;
export const DEFAULT_LOOKUP_TTL_MS = 30 * 60 * 1000;
/** Expired answers are swept out at most this often (and whenever the figures are read). */
const SWEEP_INTERVAL_MS = 60_000;

/** Whether a part number can stand in a literal: no `'` or `|` (spec 4.3 rule 1), nothing a URL cannot carry. */
function sendable(partno: string): boolean {
  return partnoProblem(partno.trim()) === undefined;
}

/**
 * The cache and its window: part numbers from many callers within a short window (core/sharing's Batcher)
 * become few `Partno eq 'a|b|...'` requests, each within the URL limit (PartnoResolver, partnoBatches).
 * Answers are cached per part number and language (the service matches part numbers without regard to case;
 * keptAnswers' rule of expiry); a part number asked for again while its request is on its way shares that
 * request. A part number without its package code resolves to the fields its packaging variants agree on.
 * Unknown part numbers resolve to undefined.
 */
export class PartLookup {
  private readonly counts = { cached: 0, shared: 0, sent: 0 };
  /** Answers by `lang\npartno`: at most maxEntries, least recently used first out, each for ttlMs. */
  private readonly cache: LRUCache<string, CacheEntry>;
  private nextSweep = 0;
  /** By `kind\npartno` (kindKey), until they are answered: a part number asked for again joins its flight. */
  private readonly inFlight = new Map<string, Flight>();
  /** Each kind's window (kindKey): the flights that go out together when it ends. */
  private readonly windows = new Map<string, Batcher<string, ResolvedProduct | undefined>>();
  private readonly resolver: PartnoResolver;
  private readonly windowMs: number;

  constructor(private readonly options: PartLookupOptions) {
    this.windowMs = options.windowMs ?? 10;
    const maxEntries = options.maxEntries ?? DEFAULT_LOOKUP_MAX_ENTRIES;
    if (!(Number.isInteger(maxEntries) && maxEntries >= 1)) {
      throw new RangeError(`lookup.maxEntries must be a whole number of part numbers, at least 1, not ${maxEntries}`);
    }
    this.cache = keptAnswers<CacheEntry>({
      clock: options.clock,
      ttlMs: options.ttlMs ?? DEFAULT_LOOKUP_TTL_MS,
      maxEntries,
    });
    this.resolver = new PartnoResolver(options.api);
  }

  /**
   * Part numbers answered from the cache, joined to a request on its way, or sent; and the cache's size,
   * which may count answers expired since the last sweep (at most a minute ago). Jobs read the stats at
   * every progress report: a sweep is a walk over the whole cache, too slow to make each time.
   */
  get stats(): LookupStats {
    this.sweep();
    return { ...this.counts, cacheSize: this.cache.size };
  }

  /**
   * The product of each part number (a Map keyed by the strings given). Rejects with
   * InvalidPartnoError, sending nothing, when a part number cannot be put into a query. With `lifecycle`
   * (a lifecycle refresh), nothing is answered from the cache nor joined to a question that was not one: every
   * part number is asked afresh, and the answers are kept for every caller after.
   */
  async lookup(
    partnos: readonly string[],
    lang: Language,
    signal?: AbortSignal,
    lifecycle = false,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const kind: WindowKind = { lang, lifecycle };
    signal?.throwIfAborted();
    const invalid = partnos.filter((partno) => partno.trim() !== '' && !sendable(partno));
    if (invalid.length > 0) {
      throw new InvalidPartnoError(invalid);
    }
    const unique = [...new Set(partnos)];
    const answers = new Array<ResolvedProduct | undefined>(unique.length);
    const failures = new Map<number, unknown>();
    // Only part numbers not answered from the cache wait, each by a callback counting down to one promise for
    // them all: a sheet's lookup is tens of thousands of part numbers. Every answer is awaited, failed or not,
    // so that the batches that did arrive reach the caller. The count starts at one, for the loop itself, so
    // that it cannot reach zero before every part number is in.
    let unanswered = 1;
    let allAnswered = (): void => undefined;
    const answered = new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
    const settled = (): void => {
      unanswered -= 1;
      if (unanswered === 0) allAnswered();
    };
    unique.forEach((partno, index) => {
      const cached = lifecycle && partnoKey(partno) !== '' ? undefined : this.fromCache(partno, lang);
      if (cached) {
        answers[index] = cached.product;
        return;
      }
      unanswered += 1;
      this.join(kind, partno, {
        resolve: (product) => {
          answers[index] = product;
          settled();
        },
        reject: (error) => {
          failures.set(index, error);
          settled();
        },
      });
    });
    const waiting = unanswered > 1;
    settled();
    if (waiting) await abortableWait(answered, { signal });
    if (failures.size === 0) return new Map(unique.map((partno, index) => [partno, answers[index]]));
    return mergeLookups(
      unique.map((partno, index): LookupPart => ({
        partnos: [partno],
        outcome: failures.has(index)
          ? { status: 'rejected', reason: failures.get(index) }
          : { status: 'fulfilled', value: new Map([[partno, answers[index]]]) },
      })),
    );
  }

  /**
   * What the cache already knows of these part numbers, sending nothing and waiting for nothing: a part
   * number it has an answer for maps to its product (undefined: known not to exist); one it has none for
   * is left out. For Excel's value preview, which must not cost a request.
   */
  cached(partnos: readonly string[], lang: Language): Map<string, ResolvedProduct | undefined> {
    const known = new Map<string, ResolvedProduct | undefined>();
    for (const partno of partnos) {
      const normalized = partnoKey(partno);
      if (normalized === '') continue;
      // peek: no change to what is most recently used, nothing counted.
      const entry = this.cache.peek(`${lang}\n${normalized}`);
      if (entry) known.set(partno, entry.product);
    }
    return known;
  }

  /** Forgets cached answers: of these part numbers, or all of them. The next lookup asks the service again. */
  refresh(partnos?: readonly string[]): void {
    // Requests on their way are forgotten too: their answers still reach their callers, but no later lookup joins them.
    if (!partnos) {
      this.cache.clear();
      this.inFlight.clear();
      return;
    }
    const wanted = new Set(partnos.map(partnoKey));
    // Cache keys are `lang\npartno`, flights' `kind\npartno`: the part number is after the first line break.
    const isWanted = (key: string): boolean => wanted.has(key.slice(key.indexOf('\n') + 1));
    for (const key of [...this.cache.keys()].filter(isWanted)) this.cache.delete(key);
    for (const key of [...this.inFlight.keys()].filter(isWanted)) this.inFlight.delete(key);
  }

  /**
   * Drops expired answers, at most once a minute: the cache is bounded by maxEntries, but a runtime kept
   * open all day should not hold answers nobody can use.
   */
  private sweep(): void {
    const time = this.options.clock.now();
    if (time < this.nextSweep) return;
    this.nextSweep = time + SWEEP_INTERVAL_MS;
    this.cache.purgeStale();
  }

  /** The cached answer of a part number (a blank one is known not to exist), counted; undefined when none. */
  private fromCache(partno: string, lang: Language): CacheEntry | undefined {
    const normalized = partnoKey(partno);
    if (normalized === '') return BLANK;
    // get() answers only unexpired entries, and marks them the most recently used.
    const cached = this.cache.get(`${lang}\n${normalized}`);
    if (cached) this.counts.cached += 1;
    return cached;
  }

  /** A part number not in the cache: its caller joins the flight on its way, or a new one in this window. */
  private join(kind: WindowKind, partno: string, waiter: Waiter): void {
    const normalized = partnoKey(partno);
    const key = `${kindKey(kind)}\n${normalized}`;
    const flying = this.inFlight.get(key);
    if (flying) {
      this.counts.shared += 1;
      flying.waiters.push(waiter);
      return;
    }
    const flight = new Flight(partno.trim(), key, `${kind.lang}\n${normalized}`, this.land, waiter);
    this.inFlight.set(key, flight);
    this.windowOf(kind).enqueue(flight);
  }

  /** The window of a kind: the first part number of a window starts its clock; the others join until it runs out. */
  private windowOf(kind: WindowKind): Batcher<string, ResolvedProduct | undefined> {
    const key = kindKey(kind);
    let batcher = this.windows.get(key);
    if (!batcher) {
      batcher = new Batcher({
        window: { clock: this.options.clock, ms: this.windowMs },
        send: (entries) => this.send(kind, entries),
        // Whatever a window resolver does, every caller of the window settles.
        unanswered: () => new PartSpecError('The lookup ended without an answer for this part number.'),
      });
      this.windows.set(key, batcher);
    }
    return batcher;
  }

  /**
   * A flight answered: no longer joined by later lookups, and its answer kept in the cache when `keep` (unless a
   * refresh forgot the flight while it was out: its answer reaches its callers only). One function for every
   * flight of the lookup.
   */
  private readonly land = (flight: Flight, keep?: CacheEntry): void => {
    if (this.inFlight.get(flight.key) !== flight) return;
    this.inFlight.delete(flight.key);
    if (keep) this.cache.set(flight.cacheKey, keep);
  };

  /**
   * A window's part numbers, each once whatever its case, answered by the window resolver or the service.
   * Throws (every caller of the window fails with it) when they cannot be put into requests.
   */
  private async send(kind: WindowKind, entries: readonly WindowEntry[]): Promise<void> {
    const { lang } = kind;
    // Entries of one part number: one, unless a refresh forgot a flight while its window was open.
    const byPartno = new Map<string, WindowEntry[]>();
    for (const entry of entries) {
      const same = byPartno.get(partnoKey(entry.item));
      if (same) same.push(entry);
      else byPartno.set(partnoKey(entry.item), [entry]);
    }
    const partnos = [...byPartno.values()].map(([first]) => first.item);
    const answer = (partno: string, product: ResolvedProduct | undefined): void => {
      for (const entry of byPartno.get(partnoKey(partno)) ?? []) entry.resolve(product);
    };
    const fail = (failed: readonly string[], error: unknown): void => {
      for (const partno of failed) for (const entry of byPartno.get(partnoKey(partno)) ?? []) entry.reject(error);
    };
    if (this.options.resolveWindow) {
      const budget = this.options.retryBudget?.();
      this.sweep();
      const work: LookupWindow = {
        lang,
        lifecycle: kind.lifecycle,
        partnos,
        requestsFor: (asked) => this.resolver.requestsFor(asked, lang),
        ask: (asked) => this.ask(asked, lang, budget),
        answer,
        fail,
      };
      await this.options.resolveWindow(work);
      return;
    }
    const batches = this.resolver.batches(partnos, lang);
    // The window's batches are one job: they share a retry budget, so one that keeps failing is retried for
    // as long as the others make progress.
    const budget = this.options.retryBudget?.();
    this.sweep();
    await Promise.all(
      batches.map((batch) => {
        this.counts.sent += batch.length;
        return this.resolver.resolve(batch, lang, budget).then(
          (found) => {
            for (const partno of batch) answer(partno, found.get(partnoKey(partno)));
          },
          // A batch that fails rejects every caller waiting on it; nothing is cached.
          (error: unknown) => fail(batch, error),
        );
      }),
    );
  }

  /** A window resolver's question to the service: every batch sent at once, sharing the window's budget. */
  private ask(partnos: readonly string[], lang: Language, budget?: RetryBudget): Promise<ServiceAnswer> {
    let batches: string[][];
    try {
      batches = this.resolver.batches(partnos, lang);
    } catch (error) {
      return Promise.resolve({ found: new Map(), failed: [{ partnos, error }] });
    }
    this.counts.sent += partnos.length;
    return answersOf(batches.map((batch) => ({ partnos: batch, found: this.resolver.resolve(batch, lang, budget) })));
  }
}
