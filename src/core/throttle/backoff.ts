export interface BackoffOptions {
  /** First retry waits up to this long. Default 500 ms. */
  readonly baseDelayMs?: number;
  /** No wait is longer than this. Default 20 s. */
  readonly maxDelayMs?: number;
}

/**
 * Exponential backoff with full jitter (a random wait between 0 and base x 2^attempt, capped): callers
 * that failed together do not retry together. A Retry-After from the service wins when present.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
  retryAfterMs?: number,
): number {
  const maxDelay = options.maxDelayMs ?? 20_000;
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    return Math.min(retryAfterMs, maxDelay);
  }
  const ceiling = Math.min(maxDelay, (options.baseDelayMs ?? 500) * 2 ** attempt);
  return random() * ceiling;
}

/** Retry-After as milliseconds: either delay-seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  // Only an HTTP date (e.g. "Wed, 21 Oct 2026 07:28:00 GMT"): Date.parse alone reads almost anything with a number in it.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value.trim())) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
