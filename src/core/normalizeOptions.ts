import { DEFAULT_LANGUAGE, type Language } from './catalog';
import { type AccessTokenSource, checkServiceUrl, type FetchFunction } from './client';
import { DEFAULT_LOOKUP_MAX_ENTRIES, DEFAULT_LOOKUP_TTL_MS } from './lookup';
import {
  DEFAULT_LIFECYCLE_MAX_AGE_MS,
  DEFAULT_SNAPSHOT_COSTS,
  DEFAULT_SNAPSHOT_MAX_AGE_MS,
  type SnapshotCostModel,
  type SnapshotMode,
  type SnapshotStore,
} from './snapshots';
import { type BackoffOptions, type Clock, DEFAULT_RATE, type RateOptions, systemClock } from './throttle';
import type { ClientOptions } from './types';

// A client's options with every default filled in, once, before anything is wired (as ky's normalize step
// does): the rest of createClient reads these and never a default of its own. What each option means is
// documented at ClientOptions (types/options.ts); here each says its default.

/** ClientOptions with their defaults resolved. */
export interface NormalizedOptions {
  /** Checked by checkServiceUrl: an address that could send the key elsewhere is refused before any request. */
  readonly baseUrl: string;
  /** One of them or neither, never both (Credentials refuses both). */
  readonly apiKey?: string;
  readonly accessToken?: AccessTokenSource;
  /** @default 'en' (DEFAULT_LANGUAGE) */
  readonly lang: Language;
  /** As given: the limiter fills in what is missing from DEFAULT_RATE. @default {} */
  readonly rate: Partial<RateOptions>;
  /** @default 2_048 */
  readonly maxUrlLength: number;
  /** @default globalThis.fetch, looked up at each call */
  readonly fetch: FetchFunction;
  /** @default 30_000 */
  readonly timeoutMs: number;
  readonly retries: {
    /** @default 8 */
    readonly throttled: number;
    /** @default 3 */
    readonly failures: number;
    /** @default 8 */
    readonly jobFailures: number;
    /** @default 600_000 (10 minutes) */
    readonly jobDeadlineMs: number;
  };
  /** 500 ms doubling, at most 20 s, for what is not given (backoffDelay). @default {} */
  readonly backoff: BackoffOptions;
  readonly lookup: {
    /** Left to PartLookup and SharedSearches, whose default is 10 ms. */
    readonly windowMs?: number;
    /** @default 1_800_000 (30 minutes: DEFAULT_LOOKUP_TTL_MS) */
    readonly ttlMs: number;
    /** @default 50_000 (DEFAULT_LOOKUP_MAX_ENTRIES) */
    readonly maxEntries: number;
  };
  /** As given: the download fills in its own defaults (DownloadOptions). */
  readonly download: ClientOptions['download'];
  readonly resolveDownloadUrl: ClientOptions['resolveDownloadUrl'];
  readonly productFiles: ClientOptions['productFiles'];
  /** Undefined when no store was given. */
  readonly snapshots?: {
    /** @default 'auto' */
    readonly mode: SnapshotMode;
    readonly store: SnapshotStore;
    /** @default 86_400_000 (24 hours: DEFAULT_SNAPSHOT_MAX_AGE_MS) */
    readonly maxAgeMs: number;
    /** @default 3_600_000 (1 hour: DEFAULT_LIFECYCLE_MAX_AGE_MS) */
    readonly lifecycleMaxAgeMs: number;
    /**
     * DEFAULT_SNAPSHOT_COSTS with what was given over them, and the requests per second of `rate`
     * (default DEFAULT_RATE's 10).
     */
    readonly cost: SnapshotCostModel;
  };
  /** @default systemClock */
  readonly clock: Clock;
  /** @default Math.random, looked up at each call */
  readonly random: () => number;
}

/** Resolves every default of a client's options; refuses a service address that could send the key elsewhere. */
export function normalizeOptions(options: ClientOptions): NormalizedOptions {
  const { snapshots } = options;
  return {
    baseUrl: checkServiceUrl(options.baseUrl),
    apiKey: options.apiKey,
    accessToken: options.accessToken,
    lang: options.lang ?? DEFAULT_LANGUAGE,
    rate: options.rate ?? {},
    maxUrlLength: options.maxUrlLength ?? 2048,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: {
      throttled: options.retries?.throttled ?? 8,
      failures: options.retries?.failures ?? 3,
      jobFailures: options.retries?.jobFailures ?? 8,
      jobDeadlineMs: options.retries?.jobDeadlineMs ?? 600_000,
    },
    backoff: options.backoff ?? {},
    lookup: {
      windowMs: options.lookup?.windowMs,
      ttlMs: options.lookup?.ttlMs ?? DEFAULT_LOOKUP_TTL_MS,
      maxEntries: options.lookup?.maxEntries ?? DEFAULT_LOOKUP_MAX_ENTRIES,
    },
    download: options.download,
    resolveDownloadUrl: options.resolveDownloadUrl,
    productFiles: options.productFiles,
    snapshots: snapshots && {
      mode: snapshots.mode ?? 'auto',
      store: snapshots.store,
      maxAgeMs: snapshots.maxAgeMs ?? DEFAULT_SNAPSHOT_MAX_AGE_MS,
      lifecycleMaxAgeMs: snapshots.lifecycleMaxAgeMs ?? DEFAULT_LIFECYCLE_MAX_AGE_MS,
      cost: {
        requestsPerSecond: options.rate?.perSecond ?? DEFAULT_RATE.perSecond,
        ...DEFAULT_SNAPSHOT_COSTS,
        ...snapshots.cost,
      },
    },
    clock: options.clock ?? systemClock,
    random: options.random ?? (() => Math.random()),
  };
}
