import { LRUCache } from 'lru-cache';
import { type Language, partnoKey, type Product } from '../catalog';
import { type Filter, partnoProblem } from '../query';
import { abortableWait, type Clock, type RetryBudget } from '../throttle';
import { InvalidPartnoError, type SearchApi } from '../client';
import { PartSpecError } from '../errors';
import { type LookupPart, mergeLookups } from './mergeLookups';
import { mergeVariants, type ResolvedProduct } from './variants';

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

/** What the service answered for some part numbers: what it found (undefined: unknown), and what failed. */
export interface ServiceAnswer {
  /** By the part number as given. */
  readonly found: Map<string, ResolvedProduct | undefined>;
  readonly failed: readonly { readonly partnos: readonly string[]; readonly error: unknown }[];
}

/** One gathering window's part numbers, handed to a WindowResolver to settle every one of them. */
export interface LookupWindow {
  readonly lang: Language;
  /**
   * Whether its part numbers are asked for a lifecycle refresh (Status and its dates): a kept snapshot answers
   * them only when it is as current as such a refresh must be (SnapshotPlanner's lifecycleMaxAgeMs).
   */
  readonly lifecycle: boolean;
  /** The part numbers asked for (trimmed), one per part number whatever its case. */
  readonly partnos: readonly string[];
  /** How many requests asking the service for these part numbers takes. */
  requestsFor(partnos: readonly string[]): number;
  /** Asks the service, in batches within the URL limit sharing the window's retry budget; never rejects. */
  ask(partnos: readonly string[]): Promise<ServiceAnswer>;
  /** Settles the callers of a part number with its product (undefined: unknown), kept in the cache. */
  answer(partno: string, product: ResolvedProduct | undefined): void;
  /** Settles the callers of these part numbers with a failure. */
  fail(partnos: readonly string[], error: unknown): void;
}

/** Settles every part number of a window; part numbers it leaves unsettled fail with its rejection. */
export type WindowResolver = (work: LookupWindow) => Promise<void>;

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

interface CacheEntry {
  readonly product: ResolvedProduct | undefined;
}

/** A caller waiting for a part number's answer: called back, not a promise each (a sheet asks tens of thousands). */
interface Waiter {
  readonly partno: string;
  readonly resolve: (product: ResolvedProduct | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/** The callers of one part number (per language) queued or on its way; the first one's spelling is sent. */
type Flight = Waiter[];

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

/** Spec 8: an answer holds at most 2000 products, so no batch asks for more part numbers than that. */
const MAX_BATCH = 2000;

export const DEFAULT_LOOKUP_MAX_ENTRIES = 50_000;
export const DEFAULT_LOOKUP_TTL_MS = 30 * 60 * 1000;
/** Expired answers are swept out at most this often (and whenever the figures are read). */
const SWEEP_INTERVAL_MS = 60_000;

/** Whether a part number can stand in a literal: no `'` or `|` (spec 4.3 rule 1), nothing a URL cannot carry. */
function sendable(partno: string): boolean {
  return partnoProblem(partno.trim()) === undefined;
}

/**
 * Part numbers from many callers within a short window become few `Partno eq 'a|b|...'` requests,
 * each within the URL limit. Answers are cached per part number and language (the service matches
 * part numbers without regard to case); a part number asked for again while its request is on its
 * way shares that request. A part number without its package code resolves to the fields its
 * packaging variants agree on. Unknown part numbers resolve to undefined.
 */
export class PartLookup {
  private readonly counts = { cached: 0, shared: 0, sent: 0 };
  /** Answers by `lang\npartno`: at most maxEntries, least recently used first out, each for ttlMs. */
  private readonly cache: LRUCache<string, CacheEntry>;
  private nextSweep = 0;
  /** By `kind\npartno` (kindKey), until they are answered: a part number asked for again joins its flight. */
  private readonly inFlight = new Map<string, Flight>();
  /** Each kind's window (kindKey), by part number: the flights that go out when it ends. */
  private readonly queued = new Map<string, { readonly kind: WindowKind; readonly flights: Map<string, Flight> }>();
  private readonly windowMs: number;

  constructor(private readonly options: PartLookupOptions) {
    this.windowMs = options.windowMs ?? 10;
    const maxEntries = options.maxEntries ?? DEFAULT_LOOKUP_MAX_ENTRIES;
    if (!(Number.isInteger(maxEntries) && maxEntries >= 1)) {
      throw new RangeError(`lookup.maxEntries must be a whole number of part numbers, at least 1, not ${maxEntries}`);
    }
    this.cache = new LRUCache<string, CacheEntry>({
      max: maxEntries,
      ttl: options.ttlMs ?? DEFAULT_LOOKUP_TTL_MS,
      // The cache's time is the lookup's clock (a fake one in tests), not the runtime's, read afresh each time
      // (ttlResolution 0: no real timer caching it).
      perf: { now: () => options.clock.now() },
      ttlResolution: 0,
    });
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
        partno: partno.trim(),
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
    const key = kindKey(kind);
    const flying = this.inFlight.get(`${key}\n${normalized}`);
    if (flying) {
      this.counts.shared += 1;
      flying.push(waiter);
      return;
    }
    let gathering = this.queued.get(key);
    if (!gathering) {
      gathering = { kind, flights: new Map() };
      this.queued.set(key, gathering);
      // The first part number of a window starts the clock; the others join until it runs out.
      void this.options.clock.sleep(this.windowMs).then(() => this.flush(key));
    }
    const flight: Flight = [waiter];
    gathering.flights.set(normalized, flight);
    this.inFlight.set(`${key}\n${normalized}`, flight);
  }

  /**
   * The callers of a part number of a window, answered: no longer joined by later lookups, and kept in the
   * cache when `keep` (unless a refresh forgot the flight while it was out: its answer reaches its callers only).
   */
  private land(kind: WindowKind, normalized: string, queue: Map<string, Flight>, keep?: CacheEntry): Flight {
    const flight = queue.get(normalized) ?? [];
    const key = `${kindKey(kind)}\n${normalized}`;
    if (this.inFlight.get(key) === flight) {
      this.inFlight.delete(key);
      if (keep) this.cache.set(`${kind.lang}\n${normalized}`, keep);
    }
    return flight;
  }

  private flush(key: string): void {
    const gathering = this.queued.get(key);
    this.queued.delete(key);
    if (!gathering) return;
    const { kind, flights: queue } = gathering;
    const { lang } = kind;
    const rejectAll = (partnos: readonly string[], error: unknown): void => {
      for (const partno of partnos) {
        for (const waiter of this.land(kind, partnoKey(partno), queue)) waiter.reject(error);
      }
    };
    const partnos = [...queue.values()].map((flight) => flight[0].partno);
    if (this.options.resolveWindow) {
      this.resolveWindow(this.options.resolveWindow, partnos, kind, queue);
      return;
    }
    let batches: string[][];
    try {
      batches = this.batches(partnos, 'eq', lang);
    } catch (error) {
      // Every caller of the window settles, whatever went wrong.
      rejectAll(partnos, error);
      return;
    }
    // The window's batches are one job: they share a retry budget, so one that keeps failing is retried for
    // as long as the others make progress.
    const budget = this.options.retryBudget?.();
    this.sweep();
    for (const batch of batches) {
      this.counts.sent += batch.length;
      this.resolveBatch(batch, lang, budget).then(
        (found) => {
          for (const partno of batch) {
            const normalized = partnoKey(partno);
            const product = found.get(normalized);
            for (const waiter of this.land(kind, normalized, queue, { product })) waiter.resolve(product);
          }
        },
        // A batch that fails rejects every caller waiting on it; nothing is cached.
        (error: unknown) => rejectAll(batch, error),
      );
    }
  }

  private resolveWindow(
    resolver: WindowResolver,
    partnos: readonly string[],
    kind: WindowKind,
    queue: Map<string, Flight>,
  ): void {
    const { lang } = kind;
    const settled = new Set<string>();
    const budget = this.options.retryBudget?.();
    this.sweep();
    const work: LookupWindow = {
      lang,
      lifecycle: kind.lifecycle,
      partnos,
      requestsFor: (asked) => (asked.length === 0 ? 0 : this.batches(asked, 'eq', lang).length),
      ask: async (asked) => {
        const found = new Map<string, ResolvedProduct | undefined>();
        const failed: { partnos: readonly string[]; error: unknown }[] = [];
        let batches: string[][];
        try {
          batches = this.batches(asked, 'eq', lang);
        } catch (error) {
          return { found, failed: [{ partnos: asked, error }] };
        }
        this.counts.sent += asked.length;
        await Promise.all(
          batches.map((batch) =>
            this.resolveBatch(batch, lang, budget).then(
              (answers) => {
                for (const partno of batch) found.set(partno, answers.get(partnoKey(partno)));
              },
              (error: unknown) => {
                failed.push({ partnos: batch, error });
              },
            ),
          ),
        );
        return { found, failed };
      },
      answer: (partno, product) => {
        const normalized = partnoKey(partno);
        if (settled.has(normalized)) return;
        settled.add(normalized);
        for (const waiter of this.land(kind, normalized, queue, { product })) waiter.resolve(product);
      },
      fail: (failedPartnos, error) => {
        for (const partno of failedPartnos) {
          const normalized = partnoKey(partno);
          if (settled.has(normalized)) continue;
          settled.add(normalized);
          for (const waiter of this.land(kind, normalized, queue)) waiter.reject(error);
        }
      },
    };
    // Whatever the resolver does, every caller of the window settles.
    const unsettled = (): string[] => partnos.filter((partno) => !settled.has(partnoKey(partno)));
    resolver(work).then(
      () => work.fail(unsettled(), new PartSpecError('The lookup ended without an answer for this part number.')),
      (error: unknown) => work.fail(unsettled(), error),
    );
  }

  /**
   * Splits part numbers into groups whose request URL stays within the limit, in their order, each as long as
   * fits (at most MAX_BATCH; a part number too long for any URL alone makes a group of one). The planner
   * counts the requests of a whole sheet this way many times, so few URLs are measured per group: a URL
   * only grows with each part number added, and a group is about as long as the one before it, so each
   * search starts from the last group's length, widens by doubling and narrows by halving.
   */
  private batches(partnos: readonly string[], operator: 'eq' | 'startswith', lang: Language): string[][] {
    const { api } = this.options;
    const fits = (start: number, count: number): boolean =>
      api.urlLength(filterOf(operator, partnos.slice(start, start + count)), [], lang) <= api.maxUrlLength;
    const batches: string[][] = [];
    let guess = 1;
    for (let start = 0; start < partnos.length;) {
      const most = Math.min(MAX_BATCH, partnos.length - start);
      // The longest group from `start` that fits is in [fitting, unknown]; a group of one is always sent.
      let fitting = 1;
      let unknown = most;
      const first = Math.min(guess, most);
      if (fits(start, first)) {
        fitting = first;
        for (let step = 1; fitting < unknown; step *= 2) {
          const wider = Math.min(unknown, fitting + step);
          if (!fits(start, wider)) {
            unknown = wider - 1;
            break;
          }
          fitting = wider;
        }
      } else {
        unknown = first - 1;
      }
      while (fitting < unknown) {
        const middle = Math.ceil((fitting + unknown) / 2);
        if (fits(start, middle)) fitting = middle;
        else unknown = middle - 1;
      }
      batches.push(partnos.slice(start, start + fitting));
      start += fitting;
      guess = fitting;
    }
    return batches;
  }

  /** Exact part numbers first; those not found are tried as part numbers without their package code. */
  private async resolveBatch(
    partnos: readonly string[],
    lang: Language,
    budget?: RetryBudget,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const found = new Map<string, ResolvedProduct | undefined>();
    const exact = await this.options.api.search(filterOf('eq', partnos), [], lang, { budget });
    for (const product of exact.products) found.set(partnoKey(product.record.Partno), product);
    const missing = partnos.filter((partno) => !found.has(partnoKey(partno)));
    if (missing.length > 0) {
      for (const batch of this.batches(missing, 'startswith', lang)) {
        for (const [normalized, product] of await this.variantsOf(batch, lang, budget)) {
          found.set(normalized, product);
        }
      }
    }
    return found;
  }

  private async variantsOf(
    partnos: readonly string[],
    lang: Language,
    budget?: RetryBudget,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const result = await this.options.api.search(filterOf('startswith', partnos), [], lang, { budget });
    if (result.hasMoreHits && partnos.length > 1) {
      // Too many products share these prefixes for one answer: halve until each answer is whole.
      const half = Math.ceil(partnos.length / 2);
      const [first, second] = await Promise.all([
        this.variantsOf(partnos.slice(0, half), lang, budget),
        this.variantsOf(partnos.slice(half), lang, budget),
      ]);
      return new Map([...first, ...second]);
    }
    const byBase = new Map<string, Product[]>();
    for (const product of result.products) {
      const base = product.record.PartnoWithoutPackageCode;
      if (typeof base !== 'string') continue;
      const group = byBase.get(partnoKey(base)) ?? [];
      group.push(product);
      byBase.set(partnoKey(base), group);
    }
    const resolved = new Map<string, ResolvedProduct | undefined>();
    for (const partno of partnos) {
      const variants = byBase.get(partnoKey(partno));
      // One prefix that still has more hits than one answer holds is not a part number: its variants cannot all be known.
      resolved.set(partnoKey(partno), variants && !result.hasMoreHits ? mergeVariants(partno, variants) : undefined);
    }
    return resolved;
  }
}

function filterOf(operator: 'eq' | 'startswith', partnos: readonly string[]): Filter {
  return { conditions: [{ kind: 'string', item: 'Partno', operator, values: [...partnos] }] };
}
