import { performance } from 'node:perf_hooks';

/** A fair queue as bench:relay drives it: the relay's FairQueue, or the rotation it replaced. */
export interface TurnQueue {
  run<T>(user: string, task: () => Promise<T>): Promise<T>;
}

export interface QueueDelay {
  /** The longest the event loop went without a turn while the users were served (ms). */
  readonly longestMs: number;
  /** From the first turn to the last user served (ms). */
  readonly drainMs: number;
}

/**
 * `users` users wait, one request each, behind 4 requests that hold the queue's 4 places; then those end and
 * the users are served. Each task ends without waiting for anything (an answer kept in memory): the case in
 * which a queue's own work is all the event loop does. A timer every millisecond tells the longest stretch
 * the event loop did not turn.
 */
export async function queueDelay(queue: TurnQueue, users: number): Promise<QueueDelay> {
  const holders: Array<() => void> = [];
  const runs = Array.from({ length: 4 }, (_, index) =>
    queue.run(`holder-${index}`, () => new Promise<void>((resolve) => holders.push(resolve))),
  );
  for (let user = 0; user < users; user += 1) runs.push(queue.run(`user-${user}`, async () => undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  let last = performance.now();
  let longest = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  for (const release of holders) release();
  await Promise.all(runs);
  const ended = performance.now();
  clearInterval(probe);
  return { longestMs: Math.max(longest, ended - last), drainMs: ended - started };
}
