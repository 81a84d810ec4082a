import type { Clock } from '../throttle';

/** One caller's item in a batch, and how that caller is settled. */
export interface BatchEntry<Item, Answer> {
  readonly item: Item;
  /** The caller's signal, if it gave one: work for this entry alone may stop when it aborts. */
  readonly signal?: AbortSignal;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * When a batch closes: `ms` after its first item on `clock` (callers of a short while share requests), or
 * `'task'`, once the task that added its first item is done (the calls Excel makes one after another in one
 * recalculation task).
 */
export type BatchWindow = { readonly clock: Pick<Clock, 'sleep'>; readonly ms: number } | 'task';

export interface BatcherOptions<Item, Answer> {
  readonly window: BatchWindow;
  /**
   * Sends one batch and settles each of its entries, as their answers arrive (an entry settles once: a second
   * settling is ignored). Entries it leaves unsettled fail when it ends: with its failure, or `unanswered()`.
   */
  readonly send: (entries: readonly BatchEntry<Item, Answer>[]) => void | Promise<void>;
  /** The failure of an entry `send` ended without settling. @default an Error saying so */
  readonly unanswered?: () => unknown;
}

/**
 * An entry of a batch being gathered or sent, settled at most once. A class, not closures: a batch of a
 * sheet's part numbers holds tens of thousands of them. `send` calls its methods on it (never detached).
 */
class Settling<Item, Answer> implements BatchEntry<Item, Answer> {
  settled = false;

  constructor(private readonly entry: BatchEntry<Item, Answer>) {}

  get item(): Item {
    return this.entry.item;
  }

  get signal(): AbortSignal | undefined {
    return this.entry.signal;
  }

  resolve(answer: Answer): void {
    if (this.settled) return;
    this.settled = true;
    this.entry.resolve(answer);
  }

  reject(error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.entry.reject(error);
  }
}

/**
 * Calls within a window gathered into one batch: `send` is called once per window with every entry of it, in
 * the order they were added, and settles each caller with its own part. A caller whose signal aborts is
 * rejected at once with its reason: left out of the batch when it had not gone yet, its answer ignored when
 * it had. Each window is a new batch: a call after one closed starts the next.
 */
export class Batcher<Item, Answer> {
  private gathering: Settling<Item, Answer>[] | undefined;

  constructor(private readonly options: BatcherOptions<Item, Answer>) {}

  /** The caller's answer: from the batch of the window now open (or one it opens). */
  add(item: Item, signal?: AbortSignal): Promise<Answer> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<Answer>((resolve, reject) => {
      if (!signal) {
        this.enqueue({ item, resolve, reject });
        return;
      }
      const onAbort = (): void => entry.reject(signal.reason);
      const entry = this.enqueue({
        item,
        signal,
        resolve: (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        reject: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Adds an entry settled through its own callbacks, not a promise: for callers that add tens of thousands of
   * items at once (a sheet's part numbers), where a promise each would cost more than the answers.
   */
  enqueue(entry: BatchEntry<Item, Answer>): BatchEntry<Item, Answer> {
    const settling = new Settling(entry);
    if (!this.gathering) {
      const batch: Settling<Item, Answer>[] = [];
      this.gathering = batch;
      const close = (): void => {
        if (this.gathering === batch) this.gathering = undefined;
        void this.send(batch);
      };
      const closes = this.options.window;
      // A microtask runs once the task that added the first entry is done: every call of it is in by then.
      if (closes === 'task') queueMicrotask(close);
      else void closes.clock.sleep(closes.ms).then(close);
    }
    this.gathering.push(settling);
    return settling;
  }

  private async send(batch: readonly Settling<Item, Answer>[]): Promise<void> {
    // Callers that gave up while the window was open are not sent.
    const entries = batch.filter((entry) => !entry.settled);
    if (entries.length === 0) return;
    let failure: unknown;
    let failed = false;
    try {
      await this.options.send(entries);
    } catch (error) {
      failed = true;
      failure = error;
    }
    // Whatever `send` did, every caller of the batch settles.
    for (const entry of entries) {
      if (entry.settled) continue;
      entry.reject(
        failed
          ? failure
          : (this.options.unanswered?.() ?? new Error('The batch ended without an answer for this call.')),
      );
    }
  }
}
