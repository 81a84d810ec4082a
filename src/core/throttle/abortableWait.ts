import type { Clock } from './clock';

/** How long a wait may last, measured on `clock`, and what it rejects with when the time is up. */
export interface WaitDeadline {
  readonly clock: Clock;
  /** From the moment the wait starts. Not a finite number (Infinity): no deadline, and no timer. */
  readonly ms: number;
  /** The error the wait rejects with once `ms` have passed, e.g. `() => new TimeoutError(...)`. */
  readonly error: () => Error;
}

export interface AbortableWaitOptions {
  /** The wait rejects with the signal's reason as soon as it aborts, and at once when it already has. */
  readonly signal?: AbortSignal;
  readonly deadline?: WaitDeadline;
}

/**
 * Waits for `promise`, but not past an abort of `signal` nor past `deadline`: whichever comes first
 * settles the wait. Whatever wins, the abort listener and the deadline's timer are gone when the wait
 * settles, and a later rejection of the promise that lost is handled, so it is never reported as unhandled.
 * The promise itself is not cancelled: a caller that owns the work behind it stops it (e.g. aborts its fetch).
 */
export function abortableWait<T>(promise: Promise<T>, options: AbortableWaitOptions): Promise<T> {
  const { signal, deadline } = options;
  const timed = deadline !== undefined && Number.isFinite(deadline.ms);
  if (!signal && !timed) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      promise.catch(() => undefined);
      reject(signal.reason);
      return;
    }
    const stopTimer = new AbortController();
    let settled = false;
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      stopTimer.abort();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = (): void => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timed) {
      deadline.clock.sleep(deadline.ms, stopTimer.signal).then(
        () => finish(() => reject(errorOf(deadline))),
        // Stopped because the wait settled first: nothing to do.
        () => undefined,
      );
    }
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

/** The deadline's error; one that cannot even be made still ends the wait. */
function errorOf(deadline: WaitDeadline): unknown {
  try {
    return deadline.error();
  } catch (error) {
    return error;
  }
}
