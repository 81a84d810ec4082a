/** Failed sign-ins one client address may make in a minute before the next are answered 429. */
export const FAILURES_PER_MINUTE = 20;

const WINDOW_MS = 60_000;

/** Addresses followed at once; past it the longest followed is forgotten (memory stays bounded whoever asks). */
const MAX_ADDRESSES = 10_000;

/**
 * Failed sign-ins per client address, to slow whoever guesses tokens: after FAILURES_PER_MINUTE failures in a
 * minute, each further one is answered 429 with the seconds to wait, and counts too, so that an address that
 * keeps failing keeps waiting. Only failures are looked at: a caller with a valid token is never slowed, from
 * whatever address. Each instance counts its own (with N instances, an address may fail N times as often).
 */
export class SignInFailures {
  /** Each address's latest failures (at most FAILURES_PER_MINUTE), oldest first. */
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Notes a failed sign-in from `address`: the seconds to wait (Retry-After) when the address had failed
   * FAILURES_PER_MINUTE times in the last minute already, else undefined (answer 401).
   */
  failed(address: string): number | undefined {
    const now = this.now();
    const times = (this.failures.get(address) ?? []).filter((at) => at > now - WINDOW_MS);
    const slowed = times.length >= FAILURES_PER_MINUTE;
    times.push(now);
    if (times.length > FAILURES_PER_MINUTE) times.shift();
    // Set again, so that the map's order is the order of last failure: the first is the one to forget.
    this.failures.delete(address);
    this.failures.set(address, times);
    if (this.failures.size > MAX_ADDRESSES) this.failures.delete(this.failures.keys().next().value as string);
    // Until the oldest of the failures kept leaves the minute, the address is over.
    return slowed ? Math.max(1, Math.ceil((times[0] + WINDOW_MS - now) / 1000)) : undefined;
  }
}
