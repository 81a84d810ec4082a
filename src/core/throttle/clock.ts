/**
 * Time as the throttle sees it. Everything that waits goes through a Clock, so tests run on a fake one
 * and never sleep for real.
 */
export interface Clock {
  /** Milliseconds since the epoch (a fake clock may start anywhere, but HTTP dates in Retry-After are read against it). */
  now(): number;
  /** Resolves after `milliseconds`, or rejects with the signal's reason as soon as it aborts. */
  sleep(milliseconds: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (milliseconds, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, milliseconds),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
