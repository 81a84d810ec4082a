import { type BackoffOptions, backoffDelay, type LimiterStats, parseRetryAfter, type RateLimiter } from '../throttle';
import { originOf, pathOf } from './address';
import {
  ApiKeyRefusedError,
  BadRequestError,
  InvalidApiKeyError,
  MissingApiKeyError,
  NetworkError,
  NotFoundError,
  PartSpecError,
  RateLimitError,
  ResponseFormatError,
  ServiceError,
  TimeoutError,
  UrlTooLongError,
} from './errors';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: FetchFunction;
  readonly limiter: RateLimiter;
  /** Per attempt, until the whole answer is read. */
  readonly timeoutMs: number;
  /** Retries after a 429. */
  readonly maxThrottledRetries: number;
  /** Retries after a 5xx, a network failure or a timeout (GET only, which is all the service has). */
  readonly maxFailureRetries: number;
  readonly backoff: BackoffOptions;
  readonly random: () => number;
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** Marks an attempt cut off by our own timeout, as opposed to the caller cancelling. */
class AttemptTimedOut extends Error {}

/**
 * GETs the service's JSON through the shared rate limiter: x-api-key on every call, a timeout per
 * attempt, bounded retries with backoff and full jitter, and each failure turned into an error that
 * says what to do. The caller's AbortSignal cancels at once, whatever is waiting.
 */
export class Transport {
  /** This client's own requests, retries and 429s (the limiter counts those of every client sharing it). */
  readonly stats: LimiterStats = { requests: 0, retries: 0, throttled: 0 };

  constructor(private readonly options: TransportOptions) {}

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** `pathAndQuery` starts with `/v2/...`; the answer's parsed JSON. */
  async getJson(pathAndQuery: string, signal?: AbortSignal): Promise<unknown> {
    const { apiKey, limiter } = this.options;
    if (apiKey.trim() === '') {
      throw new MissingApiKeyError();
    }
    // A header carries printable ASCII only; anything else (a pasted line break) would make fetch fail with
    // the key quoted in its message. Refused here, without retrying and without echoing the key.
    if (!/^[\x21-\x7E]+$/.test(apiKey)) {
      throw new InvalidApiKeyError();
    }
    const url = `${this.options.baseUrl}${pathAndQuery}`;
    // 429s and failures have budgets of their own: a passing 502 must not use up the patience for 429s.
    let throttledRetries = 0;
    let failureRetries = 0;
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      const release = await limiter.admit(signal);
      this.stats.requests += 1;
      let answer: Answer | undefined;
      let failure: unknown;
      try {
        answer = await this.attempt(url, { 'x-api-key': apiKey, accept: 'application/json' }, signal);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        failure = error;
      } finally {
        release();
      }
      if (answer === undefined) {
        if (failureRetries >= this.options.maxFailureRetries) {
          throw failure instanceof AttemptTimedOut
            ? new TimeoutError(this.options.timeoutMs, attempt)
            : new NetworkError(originOf(url), attempt, failure);
        }
        failureRetries += 1;
        await this.retryAfter(failureRetries, undefined, signal);
        continue;
      }
      if (answer.status === 429) {
        this.stats.throttled += 1;
        limiter.throttled();
        if (throttledRetries >= this.options.maxThrottledRetries) throw new RateLimitError(attempt);
        throttledRetries += 1;
        await this.retryAfter(
          throttledRetries,
          parseRetryAfter(answer.headers.get('retry-after'), limiter.clock.now()),
          signal,
        );
        continue;
      }
      if (answer.status >= 500) {
        if (failureRetries >= this.options.maxFailureRetries) throw new ServiceError(answer.status, attempt);
        failureRetries += 1;
        await this.retryAfter(failureRetries, undefined, signal);
        continue;
      }
      // Only an answer the service gave in earnest wins rate back after a 429.
      limiter.succeeded();
      return parseAnswer(answer, url);
    }
  }

  /** Waits before retry number `retry` (1 for the first) of its kind. */
  private async retryAfter(retry: number, retryAfterMs: number | undefined, signal?: AbortSignal): Promise<void> {
    this.stats.retries += 1;
    this.options.limiter.retried();
    const delay = backoffDelay(retry - 1, this.options.backoff, this.options.random, retryAfterMs);
    await this.options.limiter.clock.sleep(delay, signal);
  }

  /** One request and its whole body, cut off after the timeout or when the caller aborts. */
  private async attempt(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Answer> {
    const controller = new AbortController();
    const stopTimer = new AbortController();
    const onAbort = (): void => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    this.options.limiter.clock.sleep(this.options.timeoutMs, stopTimer.signal).then(
      () => controller.abort(new AttemptTimedOut()),
      () => undefined,
    );
    // Raced against the abort too, so that a fetch which ignores its signal cannot hold the caller.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => undefined);
    try {
      const exchange = (async (): Promise<Answer> => {
        const response = await this.options.fetch(url, { method: 'GET', headers, signal: controller.signal });
        const text = await response.text();
        return { status: response.status, headers: response.headers, text };
      })();
      exchange.catch(() => undefined);
      return await Promise.race([exchange, aborted]);
    } catch (error) {
      throw controller.signal.reason instanceof AttemptTimedOut ? controller.signal.reason : error;
    } finally {
      stopTimer.abort();
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

function serviceMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: use the text itself
  }
  return text.trim().slice(0, 500) || 'no reason given';
}

function parseAnswer(answer: Answer, url: string): unknown {
  const { status, text } = answer;
  if (status >= 200 && status < 300) {
    try {
      return JSON.parse(text);
    } catch {
      throw new ResponseFormatError('the answer is not JSON', status);
    }
  }
  switch (status) {
    case 400:
      throw new BadRequestError(serviceMessage(text));
    case 403:
      throw new ApiKeyRefusedError();
    case 404:
      throw new NotFoundError(pathOf(url));
    case 414:
      throw new UrlTooLongError(url.length);
    default:
      throw new PartSpecError(`The service answered ${status}: ${serviceMessage(text)}`, { status });
  }
}
