import { type BottomCategory, DEFAULT_LANGUAGE, isBottomCategory, type Language, type Product } from './catalog';
import {
  checkServiceUrl,
  type DownloadOptions,
  type DownloadProgress,
  type FetchFunction,
  fetchProductFile,
  parseDownloadAddress,
  parseSearchResult,
  type RequestStats,
  searchPath,
  type SearchResult,
  Transport,
  UrlTooLongError,
} from './client';
import { type LookupStats, PartLookup, type ResolvedProduct } from './lookup';
import { type PagingProgress, type SearchContinuation, searchAll } from './paging';
import { type Filter, mergeOrderedGroups, parseFilter, parseOrderBy, type SortOrder } from './query';
import {
  DEFAULT_SNAPSHOT_COSTS,
  DEFAULT_SNAPSHOT_MAX_AGE_MS,
  type DroppedSnapshot,
  infoOf,
  type KeptSnapshot,
  newSnapshot,
  NotInSnapshotsError,
  type Snapshot,
  type SnapshotCostModel,
  type SnapshotMode,
  SnapshotPlanner,
  SnapshotsUnavailableError,
  type SnapshotStats,
  type SnapshotStore,
  type SnapshotUse,
} from './snapshots';
import {
  type BackoffOptions,
  type Clock,
  DEFAULT_RATE,
  type RateLimiterState,
  type RateOptions,
  RetryBudget,
  sharedLimiter,
  systemClock,
} from './throttle';

export interface ClientOptions {
  /**
   * Where the service is, e.g. `http://127.0.0.1:3100` for the reference service, or a same-origin
   * relay such as `https://localhost:3000/api` when the service sends no CORS headers.
   */
  readonly baseUrl: string;
  /** Sent as `x-api-key` on every API call (spec 5); never in a URL, a message or a log. */
  readonly apiKey: string;
  /** Language of answers and of listed values in filters (spec 4.3 rule 5). Default `en`. */
  readonly lang?: Language;
  /** The service's rate limit for this key. Default 10 per second, bursts of 20, 6 in flight. */
  readonly rate?: Partial<RateOptions>;
  /** Longest request URL sent, in bytes. Default 2,048, the limit the service family documents. */
  readonly maxUrlLength?: number;
  /** Default `globalThis.fetch`. */
  readonly fetch?: FetchFunction;
  /** Per attempt, until the whole answer is read. Default 30 s. */
  readonly timeoutMs?: number;
  /** How often a failed request is tried again. */
  readonly retries?: {
    /**
     * Retries of one request after a 429 (spec 7), while the limiter slows down.
     * @default 8
     */
    readonly throttled?: number;
    /**
     * Retries after failures in a row (a 5xx, no whole answer, a timeout) of a single request: search,
     * downloadUrl.
     * @default 3
     */
    readonly failures?: number;
    /**
     * The same for each request of a job of many (the pages of searchAll, the batches of a lookup window),
     * with any success of the job starting every request's count again: a request is retried for as long
     * as the job as a whole makes progress, and a service that is down ends the job after this many retries.
     * @default 8
     */
    readonly jobFailures?: number;
    /**
     * No retry of a job starts, or waits, after the job has run this long.
     * @default 600_000 (10 minutes)
     */
    readonly jobDeadlineMs?: number;
  };
  /** Backoff between retries. Default 500 ms doubling, at most 20 s, with full jitter. */
  readonly backoff?: BackoffOptions;
  /** Part-number lookups. */
  readonly lookup?: {
    /**
     * How long part numbers from many callers are gathered before they go out together.
     * @default 10
     */
    readonly windowMs?: number;
    /**
     * How long an answer (found or not) is reused.
     * @default 1_800_000 (30 minutes)
     */
    readonly ttlMs?: number;
    /**
     * Most part numbers whose answers are kept (per language); the least recently used go first, so a
     * runtime open all day holds a bounded cache.
     * @default 50_000
     * @example { maxEntries: 5_000 } // a small BOM workbook on a low-memory machine
     */
    readonly maxEntries?: number;
  };
  /**
   * Downloads of category files: `idleTimeoutMs` (default 60 s), `floorBytesPerSecond` (the overall
   * deadline is the file's size at this rate, at least a minute; default 50,000) and `restarts` (default 2;
   * an address the storage refuses, 403, is replaced by a new one from the service, which counts as one).
   * See DownloadOptions.
   */
  readonly download?: Pick<DownloadOptions, 'idleTimeoutMs' | 'floorBytesPerSecond' | 'restarts'>;
  /**
   * Turns a download address into the one to fetch, e.g. through a relay when the storage behind it
   * sends no CORS headers. Default: the address as the service gave it.
   */
  readonly resolveDownloadUrl?: (address: string) => string;
  /**
   * Category snapshots: every product of a category, downloaded once (spec 4.1) and kept in `store`, so
   * that a large sheet costs a handful of requests and works offline. Off when not given.
   * @example { store: memorySnapshotStore() } // auto, 24 h
   * @example { mode: 'offline', store } // answers only from what is kept; nothing is sent
   */
  readonly snapshots?: {
    /**
     * `auto`: the service answers while the work is small, and a category is downloaded when the work in
     * hand would cost more than the download (SnapshotCostModel); `offline`: only kept snapshots answer;
     * `off`: none is used or kept.
     * @default 'auto'
     */
    readonly mode?: SnapshotMode;
    readonly store: SnapshotStore;
    /**
     * A snapshot older than this is not used in `auto` while the service can be reached, and every answer
     * from one says it is older.
     * @default 86_400_000 (24 hours)
     */
    readonly maxAgeMs?: number;
    /** The cost model's figures; see SnapshotCostModel for the defaults. */
    readonly cost?: Partial<SnapshotCostModel>;
  };
  /** For tests: time and randomness of the throttle. */
  readonly clock?: Clock;
  readonly random?: () => number;
}

export interface SearchOptions {
  /** What people type (`Capacitance ge 100nF and Status eq 'NRND'`) or a parsed Filter. */
  readonly filter?: string | Filter;
  /** `Capacitance asc,RatedVoltage desc` or parsed sort orders. */
  readonly orderby?: string | readonly SortOrder[];
  readonly lang?: Language;
  readonly signal?: AbortSignal;
}

export interface SearchAllOptions extends SearchOptions {
  readonly onProgress?: (progress: PagingProgress) => void;
  /**
   * Go on from where a failed searchAll stopped: the `continuation` of its IncompleteSearchError. Only
   * what is missing is asked for; its filter, order and language are used, and those given here ignored.
   */
  readonly resume?: SearchContinuation;
}

export interface ClientStats extends RequestStats {
  /** Part numbers answered from the lookup cache, joined to a request on its way, or sent; the cache's size. */
  readonly lookups: LookupStats;
  /** Answers from snapshots, the requests they saved, downloads and loads; zero with snapshots off. */
  readonly snapshots: SnapshotStats;
}

/** The snapshots of a client: what is kept, and what an answer came from. */
export interface ClientSnapshots {
  readonly mode: SnapshotMode;
  /** The kept snapshots, newest first, each with whether it is past the age limit. */
  list(): Promise<KeptSnapshot[]>;
  /** Downloads a category anew into a kept snapshot. */
  refresh(category: BottomCategory, options?: { lang?: Language; signal?: AbortSignal }): Promise<KeptSnapshot>;
  /** Forgets a kept snapshot. */
  delete(category: BottomCategory, options?: { lang?: Language }): Promise<void>;
  /** Kept snapshots dropped lately for failing their checks (the service answered instead), oldest first. */
  dropped(): readonly DroppedSnapshot[];
  /** The snapshot a product came from (its date, and whether past the age limit); undefined for the service's answers. */
  of(product: Product): SnapshotUse | undefined;
  /** Resolves once the snapshots downloaded so far are in the store. */
  saved(): Promise<void>;
}

export interface PartSpecClient {
  /** One request: at most 2000 products (spec 8), and whether more matched. */
  search(options?: SearchOptions): Promise<SearchResult>;
  /**
   * Every matching product, however many, each once, in the order asked for. A request that fails is
   * retried for as long as the search as a whole makes progress; when it still fails after some pages
   * arrived, IncompleteSearchError holds them and a continuation to resume from.
   */
  searchAll(options?: SearchAllOptions): Promise<Product[]>;
  /**
   * Products by part number, batched with other lookups, cached; undefined for unknown part numbers.
   * When some batches fail for good after others arrived, IncompleteLookupError holds the answers in hand.
   */
  lookup(
    partnos: readonly string[],
    options?: { lang?: Language; signal?: AbortSignal },
  ): Promise<Map<string, ResolvedProduct | undefined>>;
  /** Forgets cached lookups (of these part numbers, or all). */
  refresh(partnos?: readonly string[]): void;
  /**
   * What earlier lookups already know of these part numbers, without a request: a part number with an
   * answer in the cache maps to its product (undefined: known not to exist); the others are left out.
   */
  cachedLookup(partnos: readonly string[], options?: { lang?: Language }): Map<string, ResolvedProduct | undefined>;
  /** Every product of a bottom category, through the download-URL operation (spec 4.1). */
  downloadCategory(
    category: BottomCategory,
    options?: { lang?: Language; signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void },
  ): Promise<Product[]>;
  /** The download address of a category (spec 4.1), valid for 7 days. */
  downloadUrl(category: BottomCategory, options?: { lang?: Language; signal?: AbortSignal }): Promise<string>;
  /** This client's requests sent (retries included), retries, 429s met, lookup and snapshot figures. */
  stats(): ClientStats;
  /**
   * The rate limiter this client shares with every client of the same service and key: its rate, tokens,
   * requests in flight and waiting, now.
   */
  limiterState(): RateLimiterState;
  /** Its snapshots (mode `off` when none are used). */
  readonly snapshots: ClientSnapshots;
}

/** The PartSpec SDK for the Product Information Service v2.2. */
export function createClient(options: ClientOptions): PartSpecClient {
  // Refused here, before any request: an address that could send the key elsewhere (checkServiceUrl).
  const baseUrl = checkServiceUrl(options.baseUrl);
  const defaultLang = options.lang ?? DEFAULT_LANGUAGE;
  const maxUrlLength = options.maxUrlLength ?? 2048;
  const clock = options.clock ?? systemClock;
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limiter = sharedLimiter(baseUrl, options.apiKey, options.rate, clock);
  const transport = new Transport({
    baseUrl,
    apiKey: options.apiKey,
    fetch: fetchFunction,
    limiter,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxThrottledRetries: options.retries?.throttled ?? 8,
    maxFailureRetries: options.retries?.failures ?? 3,
    backoff: options.backoff ?? {},
    random: options.random ?? Math.random,
  });

  const urlLength = (filter: Filter, orderby: readonly SortOrder[], lang: Language): number =>
    baseUrl.length + searchPath(filter, orderby, lang).length;

  async function searchOnce(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    signal?: AbortSignal,
    budget?: RetryBudget,
  ): Promise<SearchResult> {
    const path = searchPath(filter, orderby, lang);
    if (baseUrl.length + path.length > maxUrlLength) {
      // Refused here rather than by the service: the request would only come back 414.
      throw new UrlTooLongError(baseUrl.length + path.length, { sent: false, limit: maxUrlLength });
    }
    const answer = parseSearchResult(await transport.getJson(path, signal, budget));
    // The service answers group by group (spec 2.2); the caller asked for one order across categories.
    return { ...answer, products: mergeOrderedGroups(answer.products, orderby, { lang }) };
  }

  function parsed(search: SearchOptions): { filter: Filter; orderby: readonly SortOrder[]; lang: Language } {
    const lang = search.lang ?? defaultLang;
    const filter =
      typeof search.filter === 'string' ? parseFilter(search.filter, { lang }) : (search.filter ?? { conditions: [] });
    const orderby = typeof search.orderby === 'string' ? parseOrderBy(search.orderby) : (search.orderby ?? []);
    return { filter, orderby, lang };
  }

  /** One job's retry budget: its requests' failures in a row, and its deadline. */
  const jobBudget = (): RetryBudget =>
    new RetryBudget(
      {
        retries: options.retries?.jobFailures ?? 8,
        deadlineMs: options.retries?.jobDeadlineMs ?? 600_000,
        backoff: options.backoff,
        random: options.random,
      },
      clock,
    );

  const snapshotMode = options.snapshots ? (options.snapshots.mode ?? 'auto') : 'off';

  /** A category's file, fetched and parsed, with the time its address was issued and its size. */
  async function download(
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<Snapshot> {
    onProgress?.({ phase: 'address', bytes: 0 });
    let issuedAt = '';
    /** A new address of the file, and the time it was asked for: what the snapshot is dated. */
    const newAddress = async (): Promise<string> => {
      issuedAt = new Date(clock.now()).toISOString();
      const address = await downloadUrl(category, { lang, signal });
      return options.resolveDownloadUrl ? options.resolveDownloadUrl(address) : address;
    };
    const resolved = await newAddress();
    let bytes = 0;
    const products = await fetchProductFile(fetchFunction, resolved, {
      ...options.download,
      backoff: options.backoff,
      random: options.random,
      clock,
      signal,
      // The storage refused the address (its signature went stale when the service restarted, or it
      // expired): a new one, within the restarts.
      renewAddress: newAddress,
      onProgress: (progress) => {
        bytes = progress.bytes;
        onProgress?.(progress);
      },
    });
    return await newSnapshot({ service: baseUrl, category, lang, issuedAt, bytes, products });
  }

  const planner =
    options.snapshots && snapshotMode !== 'off'
      ? new SnapshotPlanner({
          mode: snapshotMode,
          service: baseUrl,
          store: options.snapshots.store,
          maxAgeMs: options.snapshots.maxAgeMs ?? DEFAULT_SNAPSHOT_MAX_AGE_MS,
          clock,
          cost: {
            requestsPerSecond: options.rate?.perSecond ?? DEFAULT_RATE.perSecond,
            ...DEFAULT_SNAPSHOT_COSTS,
            ...options.snapshots.cost,
          },
          download: (category, lang, signal) => download(category, lang, signal),
        })
      : undefined;

  const lookups = new PartLookup({
    search: (filter, lang, budget) => searchOnce(filter, [], lang, undefined, budget),
    urlLength: (filter, lang) => urlLength(filter, [], lang),
    maxUrlLength,
    clock,
    windowMs: options.lookup?.windowMs,
    ttlMs: options.lookup?.ttlMs,
    maxEntries: options.lookup?.maxEntries,
    retryBudget: jobBudget,
    resolveWindow: planner?.resolveWindow,
  });

  async function downloadUrl(
    category: BottomCategory,
    download: { lang?: Language; signal?: AbortSignal } = {},
  ): Promise<string> {
    if (!isBottomCategory(category)) {
      throw new RangeError(
        `"${String(category)}" cannot be downloaded whole; use ceramicCapacitorsSMD, ceramicCapacitorsLead or inductors`,
      );
    }
    const json = await transport.getJson(
      `/v2/products/getproductdatadownloadurl?category=${category}&lang=${download.lang ?? defaultLang}`,
      download.signal,
    );
    return parseDownloadAddress(json).ProductDataDownloadUrl;
  }

  const offline = (category?: BottomCategory, lang: Language = defaultLang): NotInSnapshotsError =>
    new NotInSnapshotsError(category ? [category] : [], lang);

  return {
    search: async (search = {}) => {
      const { filter, orderby, lang } = parsed(search);
      const viaService = () => searchOnce(filter, orderby, lang, search.signal);
      return planner ? planner.search(filter, orderby, lang, viaService) : viaService();
    },
    searchAll: async (search = {}) => {
      const { filter, orderby, lang } = search.resume ?? parsed(search);
      const budget = jobBudget();
      const viaService = () =>
        searchAll(
          {
            search: (pageFilter, pageOrder, pageLang, signal) =>
              searchOnce(pageFilter, pageOrder, pageLang, signal, budget),
            urlLength,
            maxUrlLength,
          },
          { filter, orderby, lang, signal: search.signal, onProgress: search.onProgress, resume: search.resume },
        );
      // A resumed search goes on where the service stopped: its products in hand came from the service.
      return planner && !search.resume ? planner.searchAll(filter, orderby, lang, viaService) : viaService();
    },
    lookup: (partnos, lookup = {}) => lookups.lookup(partnos, lookup.lang ?? defaultLang, lookup.signal),
    refresh: (partnos) => lookups.refresh(partnos),
    cachedLookup: (partnos, lookup = {}) => lookups.cached(partnos, lookup.lang ?? defaultLang),
    downloadUrl: async (category, request = {}) => {
      if (planner?.mode === 'offline') throw offline(category, request.lang);
      return downloadUrl(category, request);
    },
    downloadCategory: async (category, request = {}) => {
      const lang = request.lang ?? defaultLang;
      if (planner?.mode === 'offline') {
        const kept = await planner.wholeCategory(category, lang);
        if (!kept) throw offline(category, lang);
        return kept;
      }
      const snapshot = await download(category, lang, request.signal, request.onProgress);
      // A whole category in hand is a snapshot for nothing: the next large lookup need not download it.
      planner?.keep(snapshot);
      return [...snapshot.products];
    },
    limiterState: () => limiter.state(),
    stats: () => ({
      ...transport.stats,
      lookups: lookups.stats,
      snapshots: planner
        ? { ...planner.stats }
        : { answered: 0, requestsSaved: 0, downloads: 0, loads: 0, storeFailures: 0, dropped: 0 },
    }),
    snapshots: {
      mode: snapshotMode,
      // With snapshots off, a store given still lists and forgets what it keeps, so it can be cleared.
      list: async () =>
        planner
          ? planner.list()
          : ((await options.snapshots?.store.list()) ?? [])
              .filter((info) => info.service === baseUrl)
              .map((info) => ({
                ...infoOf(info),
                stale:
                  clock.now() - Date.parse(info.issuedAt) >
                  (options.snapshots?.maxAgeMs ?? DEFAULT_SNAPSHOT_MAX_AGE_MS),
              })),
      refresh: async (category, request = {}) => {
        if (!planner) throw new SnapshotsUnavailableError('off');
        const kept = await planner.refresh(category, request.lang ?? defaultLang, request.signal);
        // Answers cached from the snapshot before are as old as it was: the next lookups ask the new one.
        lookups.refresh();
        return kept;
      },
      delete: async (category, request = {}) => {
        await (planner
          ? planner.delete(category, request.lang ?? defaultLang)
          : options.snapshots?.store.delete({ service: baseUrl, category, lang: request.lang ?? defaultLang }));
        lookups.refresh();
      },
      of: (product) => planner?.snapshotOf(product),
      dropped: () => planner?.dropped() ?? [],
      saved: async () => planner?.saved(),
    },
  };
}
