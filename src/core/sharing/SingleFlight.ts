import type { LRUCache } from 'lru-cache';
import { abortableWait, type Clock } from '../throttle';
import { keptAnswers } from './keptAnswers';

export interface SingleFlightOptions {
  /**
   * How long an answer is kept for later callers after it arrived (keptAnswers' rule). 0, the default: an
   * answer is shared only while it is on its way.
   */
  readonly keepMs?: number;
  /** The clock `keepMs` is read on; only needed when answers are kept. @default systemClock's time */
  readonly clock?: Pick<Clock, 'now'>;
  /** Most keys held, on their way or kept; the least recently used go first. @default 10_000 */
  readonly maxEntries?: number;
}

/** The work of one key, and who still waits for it. */
interface Flight<Value> {
  readonly answer: Promise<Value>;
  readonly stop: AbortController;
  /** Callers waiting with a signal; undefined once one waits without one (the work then runs to its end). */
  waiting: number | undefined;
  settled: boolean;
}

export const DEFAULT_SINGLE_FLIGHT_ENTRIES = 10_000;

/**
 * One piece of work per key, shared by everyone who asks for that key while it runs (and for `keepMs` after,
 * when answers are kept): the rule every place that shares questions in flight follows.
 * - A caller's abort ends its own wait only, with its signal's reason.
 * - The work is stopped (its signal aborted) when no caller waits any more, and forgotten at once so that no
 *   later caller joins it; a caller without a signal keeps it running to its end.
 * - A failure is not kept: every caller waiting gets it, the next call starts the work again.
 * - An answer is kept by keptAnswers' rule: at most `keepMs` old, the least recently used out first.
 */
export class SingleFlight<Value> {
  private readonly keepMs: number;
  private readonly flights: LRUCache<string, Flight<Value>>;

  constructor(options: SingleFlightOptions = {}) {
    this.keepMs = options.keepMs ?? 0;
    this.flights = keptAnswers<Flight<Value>>({
      clock: options.clock ?? { now: () => Date.now() },
      ttlMs: this.keepMs,
      maxEntries: options.maxEntries ?? DEFAULT_SINGLE_FLIGHT_ENTRIES,
    });
  }

  /** Keys held now, on their way or kept (expired ones may be counted until they are next asked for). */
  get size(): number {
    return this.flights.size;
  }

  /**
   * The answer of `key`: kept, on its way (joined), or started with `work`, which is given the signal that
   * stops it once no caller waits any more.
   */
  run(key: string, work: (signal: AbortSignal) => Promise<Value>, signal?: AbortSignal): Promise<Value> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return this.joined(key, signal) ?? this.wait(key, this.start(key, work), signal);
  }

  /**
   * The answer of `key` if it is on its way or kept, joined as `run` joins it; undefined when it is not. For a
   * caller whose one piece of work answers many keys (the relay asks the service for many part numbers in one
   * request): it joins the keys already on their way, and shares its own work with `run`, one key at a time.
   */
  joined(key: string, signal?: AbortSignal): Promise<Value> | undefined {
    if (signal?.aborted) return Promise.reject(signal.reason);
    // get(): only unexpired answers, and the key becomes the most recently used.
    const flight = this.flights.get(key);
    return flight && this.wait(key, flight, signal);
  }

  /** Forgets a key, or every key: work on its way still answers its callers, but no later caller joins it. */
  forget(key?: string): void {
    if (key === undefined) this.flights.clear();
    else this.flights.delete(key);
  }

  private start(key: string, work: (signal: AbortSignal) => Promise<Value>): Flight<Value> {
    const stop = new AbortController();
    let answer: Promise<Value>;
    try {
      answer = work(stop.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    const flight: Flight<Value> = { answer, stop, waiting: 0, settled: false };
    // On its way it never expires; its time to be kept starts when it arrives.
    this.flights.set(key, flight, { ttl: 0 });
    const current = (): boolean => this.flights.peek(key) === flight;
    answer.then(
      () => {
        flight.settled = true;
        if (!current()) return;
        if (this.keepMs > 0) this.flights.set(key, flight, { ttl: this.keepMs });
        else this.flights.delete(key);
      },
      () => {
        // Also handles the rejection when no one waits any more.
        flight.settled = true;
        if (current()) this.flights.delete(key);
      },
    );
    return flight;
  }

  private wait(key: string, flight: Flight<Value>, signal: AbortSignal | undefined): Promise<Value> {
    if (flight.settled) return abortableWait(flight.answer, { signal });
    if (!signal) {
      flight.waiting = undefined;
      return flight.answer;
    }
    if (flight.waiting !== undefined) flight.waiting += 1;
    const leave = (): void => {
      if (flight.waiting === undefined || flight.settled) return;
      flight.waiting -= 1;
      if (flight.waiting > 0) return;
      if (this.flights.peek(key) === flight) this.flights.delete(key);
      flight.stop.abort(signal.reason);
    };
    signal.addEventListener('abort', leave, { once: true });
    return abortableWait(flight.answer, { signal }).finally(() => signal.removeEventListener('abort', leave));
  }
}
