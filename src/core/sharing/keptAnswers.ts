import { LRUCache } from 'lru-cache';
import type { Clock } from '../throttle';

export interface KeptAnswersOptions {
  /** The clock an answer's age is read on: the one the caller waits on (a fake one in tests). */
  readonly clock: Pick<Clock, 'now'>;
  /** How long an answer is kept after it arrived: it is used while at most this old. */
  readonly ttlMs: number;
  /** Most answers kept; the least recently used go first. */
  readonly maxEntries: number;
}

/**
 * The one rule by which everything that shares answers keeps them (the lookup cache, a single flight's kept
 * answers): an answer is used while it is at most `ttlMs` old, counted from when it arrived; at most
 * `maxEntries` are kept, the least recently used out first. Failures are never kept (the callers decide what
 * to set). An entry set with `{ ttl: 0 }` never expires (a question still on its way).
 */
export function keptAnswers<Value extends object>(options: KeptAnswersOptions): LRUCache<string, Value> {
  const { clock, ttlMs, maxEntries } = options;
  return new LRUCache<string, Value>({
    max: maxEntries,
    ttl: ttlMs,
    // The age is read on the caller's clock, afresh each time (ttlResolution 0: no real timer caching it).
    // lru-cache takes a start time of 0 for "never expires", and a fake clock may start at 0: time is counted
    // from 1 instead, which changes no age.
    perf: { now: () => clock.now() + 1 },
    ttlResolution: 0,
  });
}
