import type { Clock } from './clock';

/**
 * Requests per second with bursts: holds up to `burst` tokens, refilled at `perSecond`. The rate can
 * change while it runs (the limiter lowers it after a 429 and raises it again).
 */
export class TokenBucket {
  private tokens: number;
  private updated: number;

  constructor(
    private perSecond: number,
    private readonly burst: number,
    private readonly clock: Clock,
  ) {
    this.tokens = burst;
    this.updated = clock.now();
  }

  get rate(): number {
    return this.perSecond;
  }

  /** Tokens in the bucket now (below 1 while requests wait for the next). */
  get available(): number {
    this.refill();
    return this.tokens;
  }

  setRate(perSecond: number): void {
    this.refill();
    this.perSecond = perSecond;
  }

  /** Waits for a token and takes it. */
  async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      this.refill();
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await this.clock.sleep(((1 - this.tokens) / this.perSecond) * 1000, signal);
    }
  }

  /** Empties the bucket: after a 429 the service's own bucket is empty too, so bursting again would only meet more 429s. */
  drain(): void {
    this.refill();
    this.tokens = Math.min(this.tokens, 0);
  }

  private refill(): void {
    const now = this.clock.now();
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, now - this.updated) / 1000) * this.perSecond);
    this.updated = now;
  }
}
