/**
 * `show` called with the latest value at most once every `intervalMs`: at once after a quiet spell, else at
 * the end of the interval, so the last value reported is always shown (until `stop`).
 */
export function throttled<T>(show: (value: T) => void, intervalMs: number): { report(value: T): void; stop(): void } {
  let shownAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: T;
  const showLatest = (): void => {
    timer = undefined;
    shownAt = Date.now();
    show(latest);
  };
  return {
    report(value) {
      latest = value;
      if (timer !== undefined) return;
      const wait = shownAt + intervalMs - Date.now();
      if (wait <= 0) showLatest();
      else timer = setTimeout(showLatest, wait);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
