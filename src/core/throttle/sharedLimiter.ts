import { type Clock, systemClock } from './clock';
import { RateLimiter, type RateOptions } from './RateLimiter';

/**
 * The registry, per clock first. A limiter counts its tokens on its clock: handing a limiter to a client
 * on another clock would make that client wait on time that is not its own (a test's fake clock, which
 * never moves by itself, or real seconds in a test that must not sleep). A runtime has one clock, the
 * system's, so it still has one limiter per service and key. Weak, so that a test's clock and its
 * limiters go once the test drops them.
 */
const byClock = new WeakMap<Clock, Map<string, RateLimiter>>();

/**
 * The limiter of one service and key on `clock`, created on first use. Everything in the runtime that talks
 * to the same service with the same key gets the same limiter: two limiters would each believe they own
 * the whole rate. A given rate re-configures it; none leaves it as it is. The key only forms the map's key
 * in memory; it is never logged or shown.
 */
/** The limiter's name for a relay's clients, which send tokens rather than a key (createClient, Diagnostics). */
export const ACCESS_TOKEN_LIMITER = 'relay access token';

export function sharedLimiter(
  baseUrl: string,
  apiKey: string,
  rate: Partial<RateOptions> = {},
  clock: Clock = systemClock,
): RateLimiter {
  let shared = byClock.get(clock);
  if (!shared) {
    shared = new Map();
    byClock.set(clock, shared);
  }
  const id = `${baseUrl.replace(/\/+$/, '')}\n${apiKey}`;
  let limiter = shared.get(id);
  if (!limiter) {
    limiter = new RateLimiter(rate, clock);
    shared.set(id, limiter);
  } else if (Object.values(rate).some((value) => value !== undefined)) {
    limiter.configure(rate);
  }
  return limiter;
}
