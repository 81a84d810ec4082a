import { gcraHold, gcraStep } from './gcra';
import { MemoryKept } from './MemoryKept';
import type { KeptBudget, KeptEntry, KeptTotals, RelayState, ServicePace } from './RelayState';

/** The relay's shared state when there is no one to share with: one instance, or one cut off from Redis. */
export class MemoryState implements RelayState {
  private tat = 0;
  private readonly kept: MemoryKept;
  private readonly claims = new Map<string, { holder: string; until: number }>();
  private readonly now: () => number;

  constructor(budget: KeptBudget, now: () => number = Date.now) {
    this.now = now;
    this.kept = new MemoryKept(budget, now);
  }

  async takeServiceTurn(pace: ServicePace): Promise<number> {
    const step = gcraStep(this.tat, this.now(), pace);
    this.tat = step.tat;
    return step.wait;
  }

  async holdService(milliseconds: number, pace: ServicePace): Promise<void> {
    this.tat = gcraHold(this.tat, this.now(), milliseconds, pace);
  }

  async get(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    return this.kept.get(keys);
  }

  async refs(map: string, fields: readonly string[]): Promise<Array<string | undefined>> {
    return this.kept.refs(map, fields);
  }

  async keep(entries: readonly KeptEntry[], owner: string, ttlMs: number): Promise<void> {
    this.kept.keep(entries, owner, ttlMs);
  }

  async keptTotals(): Promise<KeptTotals> {
    return this.kept.totals();
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
    this.kept.clear();
  }
}
