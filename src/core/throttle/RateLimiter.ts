import { type Clock, systemClock } from './clock';
import { Semaphore } from './Semaphore';
import { TokenBucket } from './TokenBucket';

export interface RateOptions {
  /** Requests per second the service allows this key. Default 10, the reference service's default. */
  readonly perSecond: number;
  /** Requests that may go at once before the rate applies. Default 20. */
  readonly burst: number;
  /** Requests in flight at once. Default 6, what browsers allow per host anyway. */
  readonly maxConcurrent?: number;
}

export const DEFAULT_RATE: Required<RateOptions> = { perSecond: 10, burst: 20, maxConcurrent: 6 };

/** What a limiter is doing now: for a person reading diagnostics, never for deciding anything. */
export interface RateLimiterState {
  readonly configured: Required<RateOptions>;
  /** Requests per second in force: the configured rate, or less while recovering from a 429. */
  readonly currentRate: number;
  /** Whole tokens ready for requests now. */
  readonly tokens: number;
  /** Requests admitted and not yet answered. */
  readonly inFlight: number;
  /** Requests waiting for one of the `maxConcurrent` slots (those waiting for a token are in flight). */
  readonly waiting: number;
}

/** Options given as undefined fall back to the defaults rather than replacing them. */
function defined(rate: Partial<RateOptions>): Partial<RateOptions> {
  return Object.fromEntries(Object.entries(rate).filter(([, value]) => value !== undefined));
}

/**
 * The client's bucket holds one request less than the service's: requests do not arrive at the service
 * spaced exactly as they left, and that one spare token absorbs the jitter, so that a client at the full
 * rate does not meet an empty bucket at the other end.
 */
function headroom(burst: number): number {
  return Math.max(1, burst - 1);
}

/** 429s that arrive within this long of a decrease are the same congestion: the rate halves once for them. */
const DECREASE_INTERVAL_MS = 1000;

/** After a 429 the rate halves, but never below this share of the configured rate. */
const MINIMUM_SHARE = 0.1;
/** Each success wins back this share of the configured rate, so recovery takes about 20 requests. */
const RECOVERY_SHARE = 0.05;

/**
 * One per service and API key, shared by everything in the runtime (custom functions, task pane):
 * a token bucket at the configured rate, a cap on requests in flight, and on a 429 a multiplicative
 * decrease of the rate with a gradual, additive recovery as requests succeed (AIMD), so that many
 * callers together stay inside the service's limit.
 */
export class RateLimiter {
  private configured: Required<RateOptions>;
  private bucket: TokenBucket;
  private semaphore: Semaphore;
  private lastDecrease = Number.NEGATIVE_INFINITY;

  constructor(
    rate: Partial<RateOptions> = {},
    readonly clock: Clock = systemClock,
  ) {
    this.configured = { ...DEFAULT_RATE, ...defined(rate) };
    checkRate(this.configured);
    this.bucket = new TokenBucket(this.configured.perSecond, headroom(this.configured.burst), clock);
    this.semaphore = new Semaphore(this.configured.maxConcurrent);
  }

  /** The rate in force now: the configured one, or less while recovering from a 429. */
  get currentRate(): number {
    return this.bucket.rate;
  }

  get configuredRate(): Required<RateOptions> {
    return this.configured;
  }

  state(): RateLimiterState {
    return {
      configured: this.configured,
      currentRate: this.bucket.rate,
      tokens: Math.max(0, Math.floor(this.bucket.available)),
      inFlight: this.semaphore.held,
      waiting: this.semaphore.queued,
    };
  }

  /** Changes the configured rate (settings changed); takes effect for the next request. */
  configure(rate: Partial<RateOptions>): void {
    const next = { ...this.configured, ...defined(rate) };
    checkRate(next);
    const current = this.bucket.rate;
    const recovering = current < this.configured.perSecond;
    if (next.burst !== this.configured.burst) {
      // A new bucket size starts empty: a limiter backing off from a 429 must not get a burst for free.
      this.bucket = new TokenBucket(next.perSecond, headroom(next.burst), this.clock);
      if (recovering) this.bucket.drain();
    }
    // A limiter at full rate takes the new rate at once; one recovering from a 429 keeps recovering, within the new bounds.
    this.bucket.setRate(
      recovering ? Math.min(next.perSecond, Math.max(current, next.perSecond * MINIMUM_SHARE)) : next.perSecond,
    );
    if (next.maxConcurrent !== this.configured.maxConcurrent) {
      this.semaphore = new Semaphore(next.maxConcurrent);
    }
    this.configured = next;
  }

  /**
   * Waits for a slot among the requests in flight and for a token. Call the returned function when
   * the request has its answer.
   */
  async admit(signal?: AbortSignal): Promise<() => void> {
    const release = await this.semaphore.acquire(signal);
    try {
      await this.bucket.take(signal);
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }

  succeeded(): void {
    const { perSecond } = this.configured;
    if (this.bucket.rate < perSecond) {
      this.bucket.setRate(Math.min(perSecond, this.bucket.rate + perSecond * RECOVERY_SHARE));
    }
  }

  throttled(): void {
    const now = this.clock.now();
    if (now - this.lastDecrease >= DECREASE_INTERVAL_MS) {
      this.lastDecrease = now;
      this.bucket.setRate(Math.max(this.configured.perSecond * MINIMUM_SHARE, this.bucket.rate / 2));
    }
    this.bucket.drain();
  }
}

function checkRate(rate: Required<RateOptions>): void {
  if (!(Number.isFinite(rate.perSecond) && rate.perSecond > 0)) {
    throw new RangeError(`The request rate must be a number of requests per second above 0, got ${rate.perSecond}`);
  }
  if (!(Number.isInteger(rate.burst) && rate.burst >= 1)) {
    throw new RangeError(`The burst must be a whole number of requests, at least 1, got ${rate.burst}`);
  }
  if (!(Number.isInteger(rate.maxConcurrent) && rate.maxConcurrent >= 1)) {
    throw new RangeError(
      `The number of requests in flight must be a whole number, at least 1, got ${rate.maxConcurrent}`,
    );
  }
}
