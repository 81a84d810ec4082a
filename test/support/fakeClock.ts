import type { Clock } from '../../src/core/throttle/clock';

interface Timer {
  readonly at: number;
  /** Arrival order, so that timers due at the same moment fire in the order they were set. */
  readonly order: number;
  readonly fire: () => void;
}

/**
 * Lets pending promise callbacks run: microtasks, and the few macrotask turns that Node's fetch
 * `Response` needs to hand over a body. Nothing here waits for real time to pass.
 */
export async function flushMicrotasks(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * A Clock that only moves when a test calls `advance`. Sleepers wake in time order, and the promise
 * callbacks of one wake-up run before the next timer fires, as they would with real timers.
 */
export class FakeClock implements Clock {
  /** A test that needs more timers than this in one advance is almost certainly looping. */
  static maxTimersPerAdvance = 10_000;
  private time: number;
  private timers: Timer[] = [];
  private nextOrder = 0;

  /** Starts at a realistic epoch time by default, so that HTTP dates can be compared with `now()`. */
  constructor(start = Date.UTC(2025, 0, 1)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        this.timers = this.timers.filter((candidate) => candidate !== timer);
        reject(signal?.reason);
      };
      // Like setTimeout: a negative or unreadable delay means "as soon as possible".
      const delay = Number.isFinite(milliseconds) ? Math.max(0, milliseconds) : 0;
      let at = this.time + delay;
      // A real timer always lets time pass; a delay too small to change a large `now` in floating
      // point must still move it, or a caller polling until time has passed would spin for ever.
      if (delay > 0 && at === this.time) at = this.time * (1 + Number.EPSILON) + Number.MIN_VALUE;
      const timer: Timer = {
        at,
        order: this.nextOrder++,
        fire: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.timers.push(timer);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Moves time forward by `milliseconds`, firing every timer that falls due on the way (including
   * timers set by the callbacks of earlier ones), each at its own moment.
   */
  async advance(milliseconds: number): Promise<void> {
    if (!(milliseconds >= 0)) throw new RangeError(`FakeClock.advance needs a delay of 0 or more, got ${milliseconds}`);
    const target = this.time + milliseconds;
    await flushMicrotasks();
    for (let fired = 0; ; fired += 1) {
      const next = this.earliest();
      if (next === undefined || next.at > target) break;
      if (fired >= FakeClock.maxTimersPerAdvance) {
        throw new Error(`FakeClock.advance fired ${fired} timers without reaching its target: a runaway loop?`);
      }
      this.timers = this.timers.filter((candidate) => candidate !== next);
      this.time = next.at;
      next.fire();
      await flushMicrotasks();
    }
    this.time = target;
    await flushMicrotasks();
  }

  /** Number of sleepers not yet woken. */
  pending(): number {
    return this.timers.length;
  }

  /** When the next sleeper wakes, or undefined when nobody sleeps. */
  nextTimerAt(): number | undefined {
    return this.earliest()?.at;
  }

  private earliest(): Timer | undefined {
    let best: Timer | undefined;
    for (const timer of this.timers) {
      if (best === undefined || timer.at < best.at || (timer.at === best.at && timer.order < best.order)) best = timer;
    }
    return best;
  }
}

/** The state of a promise, readable at any moment without awaiting it (and without unhandled rejections). */
export interface Tracked<T> {
  readonly settled: boolean;
  readonly rejected: boolean;
  readonly value?: T;
  readonly error?: unknown;
  readonly promise: Promise<T>;
}

export function track<T>(promise: Promise<T>): Tracked<T> {
  const state: { settled: boolean; rejected: boolean; value?: T; error?: unknown; promise: Promise<T> } = {
    settled: false,
    rejected: false,
    promise,
  };
  promise.then(
    (value) => {
      state.settled = true;
      state.value = value;
    },
    (error: unknown) => {
      state.settled = true;
      state.rejected = true;
      state.error = error;
    },
  );
  return state;
}
