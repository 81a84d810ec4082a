import { type BottomCategory, DEFAULT_LANGUAGE, isBottomCategory, type Language, type Product } from './catalog';
import {
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
import { type Filter, parseFilter, parseOrderBy, type SortOrder } from './query';
import { type BackoffOptions, type Clock, type RateOptions, RetryBudget, sharedLimiter, systemClock } from './throttle';

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
   * deadline is the file's size at this rate, at least a minute; default 50,000) and `restarts` (default 2).
   * See DownloadOptions.
   */
  readonly download?: Pick<DownloadOptions, 'idleTimeoutMs' | 'floorBytesPerSecond' | 'restarts'>;
  /**
   * Turns a download address into the one to fetch, e.g. through a relay when the storage behind it
   * sends no CORS headers. Default: the address as the service gave it.
   */
  readonly resolveDownloadUrl?: (address: string) => string;
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
  /** This client's requests sent (retries included), retries, 429s met, and lookup figures. */
  stats(): ClientStats;
}

/** The PartSpec SDK for the Product Information Service v2.2. */
export function createClient(options: ClientOptions): PartSpecClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
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
    return parseSearchResult(await transport.getJson(path, signal, budget));
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

  const lookups = new PartLookup({
    search: (filter, lang, budget) => searchOnce(filter, [], lang, undefined, budget),
    urlLength: (filter, lang) => urlLength(filter, [], lang),
    maxUrlLength,
    clock,
    windowMs: options.lookup?.windowMs,
    ttlMs: options.lookup?.ttlMs,
    maxEntries: options.lookup?.maxEntries,
    retryBudget: jobBudget,
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

  return {
    search: async (search = {}) => {
      const { filter, orderby, lang } = parsed(search);
      return searchOnce(filter, orderby, lang, search.signal);
    },
    searchAll: async (search = {}) => {
      const { filter, orderby, lang } = search.resume ?? parsed(search);
      const budget = jobBudget();
      return searchAll(
        {
          search: (pageFilter, pageOrder, pageLang, signal) =>
            searchOnce(pageFilter, pageOrder, pageLang, signal, budget),
          urlLength,
          maxUrlLength,
        },
        { filter, orderby, lang, signal: search.signal, onProgress: search.onProgress, resume: search.resume },
      );
    },
    lookup: (partnos, lookup = {}) => lookups.lookup(partnos, lookup.lang ?? defaultLang, lookup.signal),
    refresh: (partnos) => lookups.refresh(partnos),
    cachedLookup: (partnos, lookup = {}) => lookups.cached(partnos, lookup.lang ?? defaultLang),
    downloadUrl,
    downloadCategory: async (category, download = {}) => {
      download.onProgress?.({ phase: 'address', bytes: 0 });
      const address = await downloadUrl(category, download);
      const resolved = options.resolveDownloadUrl ? options.resolveDownloadUrl(address) : address;
      return fetchProductFile(fetchFunction, resolved, {
        ...options.download,
        backoff: options.backoff,
        random: options.random,
        clock,
        signal: download.signal,
        onProgress: download.onProgress,
      });
    },
    stats: () => ({ ...transport.stats, lookups: lookups.stats }),
  };
}
