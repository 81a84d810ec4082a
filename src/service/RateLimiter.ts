/**
 * A token bucket per API key (spec 8: a request count limit exists; its numbers are the reference
 * service's choice). Each key holds up to `burst` tokens, refilled at `rate` per second; a request
 * takes one or is answered 429. Small enough that a library would add more than it saves, and it
 * must run on the service's injectable clock.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {}

  /** True when the key may make a request now; takes a token if so. A rate of 0 means no limit. */
  tryTake(key: string): boolean {
    if (this.rate === 0) {
      return true;
    }
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updated: now };
    const elapsedSeconds = Math.max(0, now - bucket.updated) / 1000;
    bucket.tokens = Math.min(this.burst, bucket.tokens + elapsedSeconds * this.rate);
    bucket.updated = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      return false;
    }
    bucket.tokens -= 1;
    return true;
  }
}
