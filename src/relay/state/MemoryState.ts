import { LRUCache } from 'lru-cache';
import { gcraHold, gcraStep } from './gcra';
import type { RelayState, ServicePace } from './RelayState';

/**
 * Most bytes of answers one instance keeps in memory (alone, or while Redis is away): the least recently
 * used go first. 512 MiB holds every product of the three categories in two languages (docs/relay.md).
 */
export const MEMORY_ANSWER_BYTES = 512 * 1024 * 1024;

/** The relay's shared state when there is no one to share with: one instance, or one cut off from Redis. */
export class MemoryState implements RelayState {
  private tat = 0;
  private readonly values: LRUCache<string, string>;
  private readonly claims = new Map<string, { holder: string; until: number }>();
  private readonly now: () => number;

  constructor(options: { maxBytes?: number; now?: () => number } = {}) {
    this.now = options.now ?? Date.now;
    this.values = new LRUCache<string, string>({
      maxSize: options.maxBytes ?? MEMORY_ANSWER_BYTES,
      sizeCalculation: (value, key) => value.length + key.length,
      ttlAutopurge: false,
    });
  }

  async takeServiceTurn(pace: ServicePace): Promise<number> {
    const step = gcraStep(this.tat, this.now(), pace);
    this.tat = step.tat;
    return step.wait;
  }

  async holdService(milliseconds: number, pace: ServicePace): Promise<void> {
    this.tat = gcraHold(this.tat, this.now(), milliseconds, pace);
  }

  async get(keys: readonly string[]): Promise<Array<string | undefined>> {
    return keys.map((key) => this.values.get(key));
  }

  async set(entries: ReadonlyArray<readonly [string, string]>, ttlMs: number): Promise<void> {
    for (const [key, value] of entries) this.values.set(key, value, { ttl: ttlMs });
  }

  async claim(keys: readonly string[], holder: string, ttlMs: number): Promise<boolean[]> {
    const now = this.now();
    return keys.map((key) => {
      const held = this.claims.get(key);
      if (held && held.until > now) return false;
      this.claims.set(key, { holder, until: now + ttlMs });
      return true;
    });
  }

  async held(keys: readonly string[]): Promise<boolean[]> {
    const now = this.now();
    return keys.map((key) => (this.claims.get(key)?.until ?? 0) > now);
  }

  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.claims.delete(key);
  }

  async heartbeat(): Promise<number> {
    return 1;
  }

  async close(): Promise<void> {
    this.values.clear();
  }
}
