import type { ServicePace } from './RelayState';

/**
 * The generic cell rate algorithm: a token bucket kept as one number, the theoretical arrival time (TAT)
 * of the next request. A request may go when `now >= tat - tolerance`, and then moves TAT on by one
 * interval; a bucket of `burst` tokens allows `burst - 1` intervals of tolerance. One number is what makes
 * it cheap to keep in Redis and take atomically (RedisState runs the same steps as a Lua script).
 */
export function gcraStep(tat: number, now: number, pace: ServicePace): { wait: number; tat: number } {
  const start = Math.max(tat, now);
  const wait = start - tolerance(pace) - now;
  if (wait > 0) return { wait, tat };
  return { wait: 0, tat: start + pace.intervalMs };
}

/**
 * The TAT after a hold of `milliseconds`: an empty bucket then, its next token one interval later. Empty means
 * empty: the service's own bucket may have been spent to the last token (the 429 that asked for the hold, or
 * other instances' requests while this one counted alone), and a request at once could meet another 429.
 */
export function gcraHold(tat: number, now: number, milliseconds: number, pace: ServicePace): number {
  return Math.max(tat, now + milliseconds + tolerance(pace) + pace.intervalMs);
}

export function tolerance(pace: ServicePace): number {
  return pace.intervalMs * (Math.max(1, pace.burst) - 1);
}
