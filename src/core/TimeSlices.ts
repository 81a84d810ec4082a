/**
 * How long a loop over a whole sheet's or category's worth of items may hold the thread before it gives the
 * event loop a turn. In the pane the thread is the page's only one: 50 ms is the longest a task may run
 * before a browser counts it a long task, and what a click or a keystroke should at most wait for.
 */
export const DEFAULT_SLICE_MS = 40;

interface SliceGlobals {
  readonly performance?: { now(): number };
  readonly scheduler?: { yield?: () => Promise<void> };
  readonly setImmediate?: (callback: () => void) => unknown;
  readonly MessageChannel?: new () => {
    port1: { onmessage: (() => void) | null; close(): void };
    port2: { postMessage(message: unknown): void; close(): void };
  };
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

const runtime = globalThis as unknown as SliceGlobals;

/**
 * Resolves on a later turn of the event loop, so that what waits there (a click, a paint, a message from a
 * worker, a timer) runs first: `scheduler.yield()` where the browser has it (the continuation keeps its
 * place in front of other tasks), else a message to itself in a browser (not clamped to 4 ms as a nested
 * timer is), `setImmediate` in Node, a timer elsewhere.
 */
export function yieldToEventLoop(): Promise<void> {
  const { scheduler, setImmediate, MessageChannel } = runtime;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') {
      setImmediate(resolve);
    } else if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    } else {
      runtime.setTimeout(resolve, 0);
    }
  });
}

const now = (): number => runtime.performance?.now() ?? Date.now();

/**
 * A long loop's turns on the thread: `await slices.pause()` between items costs nothing until the slice is
 * used up, then gives the event loop a turn and starts the next slice. Real time, not a Clock's: it measures
 * how long the thread was held, which no test clock stands in for.
 *
 * @example
 * const slices = new TimeSlices();
 * for (const row of rows) {
 *   await slices.pause();
 *   check(row);
 * }
 */
export class TimeSlices {
  private sliceStart = now();

  constructor(private readonly sliceMs = DEFAULT_SLICE_MS) {}

  /** Resolves at once while the slice lasts; after it, on the event loop's next turn. */
  async pause(): Promise<void> {
    if (now() - this.sliceStart < this.sliceMs) return;
    await yieldToEventLoop();
    this.sliceStart = now();
  }
}
