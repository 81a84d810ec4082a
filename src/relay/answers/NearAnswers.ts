import { LRUCache } from 'lru-cache';

/** Most bytes of answers one instance keeps at hand, besides what the budget keeps on Redis. */
export const NEAR_MAX_BYTES = 64 * 1024 * 1024;

/**
 * How long an instance keeps an answer at hand. Short, because an answer served from here is not marked used
 * on Redis (its least-recently-used order): a hot answer is read from Redis, and marked, at least this often.
 */
export const NEAR_LIFE_MS = 60_000;

interface Near {
  readonly value: unknown;
  readonly bytes: number;
  /** The answer's own end, by `now`'s clock: checked at every read, since that clock may jump (the service's). */
  readonly until: number;
}

/**
 * The answers this instance gave or read lately, decoded, at hand: sixty users asking the same BOM at once
 * cost one read of Redis and one inflate per answer on each instance, not one per user. Never past an
 * answer's own time (`until`), never more than NEAR_MAX_BYTES.
 */
export class NearAnswers {
  private readonly cache = new LRUCache<string, Near>({
    maxSize: NEAR_MAX_BYTES,
    sizeCalculation: (near) => Math.max(1, near.bytes),
    ttlAutopurge: false,
  });

  /** @param now the clock answers' times are of: the service's (ServiceGate.serviceNow), as the kept answers' are. */
  constructor(readonly now: () => number = Date.now) {}

  /** Whether `key` is at hand, and its value (which may be null: an answer that there is none). */
  get<T>(key: string): { readonly found: true; readonly value: T } | { readonly found: false } {
    const near = this.cache.get(key);
    if (near === undefined) return { found: false };
    if (near.until <= this.now()) {
      this.cache.delete(key);
      return { found: false };
    }
    return { found: true, value: near.value as T };
  }

  /** Keeps `value` at hand until `until` (ms since 1970), at most NEAR_LIFE_MS. */
  set(key: string, value: unknown, bytes: number, until: number): void {
    const ttl = Math.min(NEAR_LIFE_MS, until - this.now());
    if (ttl > 0 && bytes <= NEAR_MAX_BYTES / 4)
      this.cache.set(key, { value, bytes: bytes + key.length, until }, { ttl });
  }
}
