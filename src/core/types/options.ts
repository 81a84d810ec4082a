import type { Language } from '../catalog';
import type { AccessTokenSource, DownloadOptions, FetchFunction, ProductFileSource } from '../client';
import type { PagingProgress, SearchContinuation } from '../paging';
import type { Filter, SortOrder } from '../query';
import type { SnapshotCostModel, SnapshotMode, SnapshotStore } from '../snapshots';
import type { BackoffOptions, Clock, RateOptions } from '../throttle';

// What createClient and the client's methods take, each option with its default: the SDK's public surface,
// apart from the factory that wires it (createClient.ts), as ky keeps its types/options.ts.

export interface ClientOptions {
  /**
   * Where the service is, e.g. `http://127.0.0.1:3100` for the reference service, or a same-origin
   * relay such as `https://localhost:3000/api` when the service sends no CORS headers.
   */
  readonly baseUrl: string;
  /**
   * Sent as `x-api-key` on every API call (spec 5); never in a URL, a message or a log. Give this or
   * `accessToken`, not both.
   */
  readonly apiKey?: string;
  /**
   * For an organisation's relay instead of the service: sent as `Authorization: Bearer` on every API call,
   * never in a URL, a message or a log. A string, or a function giving one (asked again once, with
   * `refresh: true`, when the relay answers 401). A token still refused fails with AccessTokenError.
   */
  readonly accessToken?: AccessTokenSource;
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
   * Where category files are fetched and read, one attempt at a time. Default: in this thread, with `fetch`
   * (InProcessProductFiles). The add-in gives one backed by a Web Worker in a browser, so that reading a large
   * file never holds the page's thread; the restarts, new addresses and the address requests (through the
   * rate limiter, with the key) stay with the client whichever it is.
   */
  readonly productFiles?: ProductFileSource;
  /**
   * Category snapshots: every product of a category, downloaded once (spec 4.1) and kept in `store`, so
   * that a large sheet costs a handful of requests and works offline. Off when not given.
   * @example { store: memorySnapshotStore() } // auto, 24 h
   * @example { mode: 'offline', store } // answers only from what is kept; nothing is sent
   */
  readonly snapshots?: {
    /**
     * `auto`: the service answers while the work is small, and a category is downloaded when the work in
     * hand would spend more rate-limited requests than the download and the download is at most a few
     * seconds slower (`cost.acceptedDelayMs`, 5 s, or 0.6 s for each request it spares when that is more:
     * SnapshotCostModel); `offline`: only kept snapshots answer; `off`: none is used or kept.
     * @default 'auto'
     */
    readonly mode?: SnapshotMode;
    readonly store: SnapshotStore;
    /**
     * A snapshot older than this, by the service's clock (the `Date` of its answers), is not used in `auto`
     * while the service can be reached, and every answer from one says it is older.
     * @default 86_400_000 (24 hours)
     */
    readonly maxAgeMs?: number;
    /**
     * A lifecycle refresh (`lifecycle: true` on a lookup or search: Status, LastBuyDate and the other
     * lifecycle fields of a BOM or a table) takes them from a kept snapshot only when it was issued within
     * this, by the service's clock, and only after the service has answered part of the same work (its clock
     * read, and a spot check compared); else from the service. Offline, from kept snapshots of any age.
     * @default 3_600_000 (1 hour)
     */
    readonly lifecycleMaxAgeMs?: number;
    /**
     * The cost model's priors and accepted delay; see SnapshotCostModel for the defaults. The download and
     * read rates are then measured by this client, and a file's size asked of the service before it is
     * costed at `expectedBytes`.
     */
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
  /**
   * For a lifecycle refresh: kept snapshots answer only within `snapshots.lifecycleMaxAgeMs`, after a spot
   * check of their parts against the service. Default false (the ordinary age limit).
   */
  readonly lifecycle?: boolean;
}

export interface SearchAllOptions extends SearchOptions {
  readonly onProgress?: (progress: PagingProgress) => void;
  /**
   * Go on from where a failed searchAll stopped: the `continuation` of its IncompleteSearchError. Only
   * what is missing is asked for; its filter, order and language are used, and those given here ignored.
   */
  readonly resume?: SearchContinuation;
}
