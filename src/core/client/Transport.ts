import type { ServiceClock } from './ServiceClock';
import {
  abortableWait,
  type BackoffOptions,
  backoffDelay,
  parseRetryAfter,
  type RateLimiter,
  type RequestRetries,
  RetryBudget,
} from '../throttle';
import { PartSpecError } from '../errors';
import { originOf, pathOf } from './address';
import type { Credentials } from './Credentials';
import { redactSecret, withoutSecret } from './redactSecret';
import {
  AccessTokenError,
  ApiKeyRefusedError,
  BadRequestError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  RedirectRefusedError,
  ResponseFormatError,
  ServiceError,
  TimeoutError,
  UnexpectedStatusError,
  UrlTooLongError,
} from './errors';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** What one client has sent: its own requests, not those of other clients sharing its rate limiter. */
export interface RequestStats {
  /** HTTP requests sent, retries included. */
  requests: number;
  /** Requests sent again after a 429, a 5xx or a network failure. */
  retries: number;
  /** 429 answers received (each also lowered the rate). */
  throttled: number;
}

export interface TransportOptions {
  readonly baseUrl: string;
  /** The API key or the access token every request is sent with. */
  readonly credentials: Credentials;
  readonly fetch: FetchFunction;
  readonly limiter: RateLimiter;
  /** Per attempt, until the whole answer is read. */
  readonly timeoutMs: number;
  /** Retries after a 429. */
  readonly maxThrottledRetries: number;
  /**
   * Retries after a 5xx, a network failure or a timeout (GET only, which is all the service has), for a
   * request that is not part of a job with a RetryBudget of its own.
   */
  readonly maxFailureRetries: number;
  readonly backoff: BackoffOptions;
  readonly random: () => number;
  /** Kept up to date with the `Date` of every answer. */
  readonly serviceClock?: ServiceClock;
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** A 3xx, or (in a browser) the opaque answer a redirect not followed leaves. */
  readonly redirected: boolean;
}

/** Marks an attempt cut off by our own timeout, as opposed to the caller cancelling. */
class AttemptTimedOut extends Error {}

/**
 * GETs the service's JSON through the shared rate limiter: x-api-key (or a relay's access token) on every
 * call, a timeout per attempt, bounded retries with backoff and full jitter, and each failure turned into an
 * error that says what to do. The caller's AbortSignal cancels at once, whatever is waiting.
 */
export class Transport {
  readonly stats: RequestStats = { requests: 0, retries: 0, throttled: 0 };

  constructor(private readonly options: TransportOptions) {}

  /**
   * `pathAndQuery` starts with `/v2/...`; the answer's parsed JSON. Failures (5xx, no whole answer, a
   * timeout) are retried within `budget`, the job's, when the request is one of many; otherwise within a
   * budget of `maxFailureRetries` of its own. 429s have a budget of their own per request: a passing 502
   * must not use up the patience for 429s.
   */
  async getJson(pathAndQuery: string, signal?: AbortSignal, budget?: RetryBudget): Promise<unknown> {
    const { credentials, limiter } = this.options;
    // Found before anything is sent: no key, a key or token a header cannot carry, a sign-in that failed.
    let sent = await credentials.forRequest(limiter.clock, { signal });
    let tokenRenewed = false;
    const url = `${this.options.baseUrl}${pathAndQuery}`;
    const failures = (
      budget ??
      new RetryBudget(
        { retries: this.options.maxFailureRetries, backoff: this.options.backoff, random: this.options.random },
        limiter.clock,
      )
    ).forRequest();
    let throttledRetries = 0;
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      const release = await limiter.admit(signal);
      this.stats.requests += 1;
      let answer: Answer | undefined;
      let failure: unknown;
      try {
        answer = await this.attempt(url, { ...sent.headers, accept: 'application/json' }, signal);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        failure = error;
      } finally {
        release();
      }
      if (answer === undefined) {
        await this.retryFailure(
          failures,
          () =>
            failure instanceof AttemptTimedOut
              ? new TimeoutError(this.options.timeoutMs, attempt)
              : // The cause is kept for what it says (its codes), but never with the key: a fetch of
                // another runtime or a wrapper may quote the request's headers in its message.
                new NetworkError(originOf(url), attempt, withoutSecret(failure, sent.secret)),
          signal,
        );
        continue;
      }
      this.options.serviceClock?.observe(answer.headers.get('date'));
      if (answer.redirected) {
        // Never followed, so the key goes to the configured address alone (fetch was told not to follow).
        throw new RedirectRefusedError({
          redirectStatus: answer.status === 0 ? undefined : answer.status,
          location: locationShown(answer.headers.get('location'), url, sent.secret),
        });
      }
      if (answer.status === 401 && credentials.usesAccessToken) {
        // The relay refused the token (expired, revoked): asked for afresh once, and sent again at once.
        if (!credentials.renewable || tokenRenewed) throw new AccessTokenError('refused');
        tokenRenewed = true;
        sent = await credentials.forRequest(limiter.clock, { refresh: true, signal });
        continue;
      }
      if (answer.status === 429) {
        this.stats.throttled += 1;
        limiter.throttled();
        if (throttledRetries >= this.options.maxThrottledRetries) throw new RateLimitError(attempt);
        throttledRetries += 1;
        await this.wait(
          backoffDelay(
            throttledRetries - 1,
            this.options.backoff,
            this.options.random,
            parseRetryAfter(answer.headers.get('retry-after'), limiter.clock.now()),
          ),
          signal,
        );
        continue;
      }
      if (answer.status >= 500) {
        const status = answer.status;
        await this.retryFailure(failures, () => new ServiceError(status, attempt), signal);
        continue;
      }
      let parsed: unknown;
      if (isOk(answer.status)) {
        try {
          parsed = JSON.parse(answer.text);
        } catch {
          // JSON that begins but does not end is a body cut short (a proxy or a connection that gave up):
          // another attempt may get it whole. Anything else (an HTML page from a wrong address) will not change.
          const cutOff = /^\s*[{[]/.test(answer.text);
          const error = new ResponseFormatError(
            cutOff ? 'the answer was cut off before its end' : 'the answer is not JSON',
            answer.status,
            { truncated: cutOff },
          );
          if (!cutOff) throw error;
          await this.retryFailure(failures, () => error, signal);
          continue;
        }
      }
      failures.succeeded();
      // Only an answer the service gave in earnest wins rate back after a 429.
      limiter.succeeded();
      if (isOk(answer.status)) return parsed;
      throw errorOf(answer, url, sent.secret);
    }
  }

  /** Counts a failed attempt against the budget, and waits before the retry; throws `giveUp()` when it is spent. */
  private async retryFailure(budget: RequestRetries, giveUp: () => Error, signal?: AbortSignal): Promise<void> {
    const delay = budget.failed();
    if (delay === undefined) throw giveUp();
    await this.wait(delay, signal);
  }

  private async wait(delay: number, signal?: AbortSignal): Promise<void> {
    this.stats.retries += 1;
    await this.options.limiter.clock.sleep(delay, signal);
  }

  /** One request and its whole body, cut off after the timeout or when the caller aborts. */
  private async attempt(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Answer> {
    // The request's own signal, so that a timeout closes the connection as the caller's abort does.
    const request = new AbortController();
    const exchange = (async (): Promise<Answer> => {
      // `manual`: a redirect is never followed with the key; the answer says it was one (Transport.getJson).
      const response = await this.options.fetch(url, {
        method: 'GET',
        headers,
        signal: request.signal,
        redirect: 'manual',
      });
      const redirected = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
      if (redirected) await response.body?.cancel().catch(() => undefined);
      const text = redirected ? '' : await response.text();
      return { status: response.status, headers: response.headers, text, redirected };
    })();
    try {
      // Raced, not only signalled, so that a fetch which ignores its signal cannot hold the caller.
      return await abortableWait(exchange, {
        signal,
        deadline: { clock: this.options.limiter.clock, ms: this.options.timeoutMs, error: () => new AttemptTimedOut() },
      });
    } catch (error) {
      request.abort(error);
      throw error;
    }
  }
}

/** Longest service message shown: enough for the service's own sentences, not for a page echoed back. */
const MAX_SERVICE_MESSAGE = 300;

/**
 * The service's message from an error body, safe to show: whatever equals the API key or token removed (a gateway
 * may echo request headers back), control characters flattened, and capped in length.
 */
function serviceMessage(text: string, secret: string): string {
  let message = text.trim();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body?.message === 'string') message = body.message.trim();
  } catch {
    // not JSON: use the text itself
  }
  message = redactSecret(message, secret);
  message = message.replace(/\p{Cc}+/gu, ' ');
  if (message.length > MAX_SERVICE_MESSAGE) message = `${message.slice(0, MAX_SERVICE_MESSAGE - 1)}…`;
  return message || 'no reason given';
}

/**
 * Where a redirect pointed, as a message may show it: scheme, host and path, resolved against the request's
 * address; never its query, fragment or user name, and the key redacted should the path hold it. Undefined
 * when there is no readable http(s) Location.
 */
function locationShown(location: string | null, requestUrl: string, secret: string): string | undefined {
  if (!location) return undefined;
  try {
    const url = new URL(location, requestUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return redactSecret(`${url.origin}${url.pathname}`, secret);
  } catch {
    return undefined;
  }
}

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The error for an answer that is not a success, 429 and 5xx aside (those are retried first). */
function errorOf(answer: Answer, url: string, secret: string): PartSpecError {
  const { status, text } = answer;
  switch (status) {
    case 400:
      return new BadRequestError(serviceMessage(text, secret));
    case 403:
      return new ApiKeyRefusedError();
    case 404:
      return new NotFoundError(redactSecret(pathOf(url), secret));
    case 414:
      return new UrlTooLongError(url.length);
    default:
      return new UnexpectedStatusError(status, serviceMessage(text, secret));
  }
}
