import { randomBytes } from 'node:crypto';
import { isCalendarDate } from '../core/catalog';
import { DATASET_DATE } from './dataset/timeline';

/** How to run the reference service. Every option has a default; the README lists them. */
export interface ServiceOptions {
  /** TCP port; 0 picks a free one. Default 0 in-process (the CLI defaults to 3100). */
  readonly port?: number;
  /** Interface to listen on. Default `127.0.0.1`: loopback only. */
  readonly host?: string;
  /** API keys accepted in `x-api-key`. Default `['partspec-demo-key']`. */
  readonly apiKeys?: readonly string[];
  /** Requests per second allowed per key (token bucket refill); 0 turns the limit off. Default 10. */
  readonly rate?: number;
  /** Requests a key may make at once before the rate applies (bucket size). Default 20. */
  readonly burst?: number;
  /** Delay added before each API answer, to feel like a remote service. Default 0. */
  readonly latencyMs?: number;
  /** Share (0..1) of API requests answered 500, for reliability tests. Default 0. */
  readonly failRate?: number;
  /** Seed of the fail-rate draws, so a run can be repeated. Default 1. */
  readonly seed?: number;
  /** Send CORS headers and answer preflight requests. Default false, like the real gateway. */
  readonly cors?: boolean;
  /** Base address written into download addresses. Default the address the service listens on. */
  readonly publicUrl?: string;
  /** HMAC key of download addresses. Default a random one per start, so addresses die with the process. */
  readonly signingSecret?: string;
  /**
   * The date (`YYYY-MM-DD`) the catalogue is answered as of: each part's status, dates and alternatives
   * follow its timeline to that date, and the answers' `Date` header says that day. Default: the service's
   * own date, from `now` (UTC), followed as it changes, so that no part's status contradicts its dates as of
   * the service's clock. DATASET_DATE (2026-03-01) is the dataset as drawn, which tests pin to.
   * @example '2027-06-01'
   */
  readonly asOf?: string;
  /** Milliseconds since the epoch; replaceable so tests can move time (download expiry, rate refill). Default Date.now. */
  readonly now?: () => number;
}

export const DEMO_API_KEY = 'partspec-demo-key';
export const DEFAULT_CLI_PORT = 3100;

/** `publicUrl` and `asOf` stay undefined when not given: the service then uses its own address and its own date. */
export type ResolvedServiceOptions = Required<Omit<ServiceOptions, 'publicUrl' | 'asOf'>> &
  Pick<ServiceOptions, 'publicUrl' | 'asOf'>;

export { DATASET_DATE };

/** Throws unless `asOf` is a real calendar date written `YYYY-MM-DD`, saying how to write one. */
export function checkAsOf(asOf: string, option = 'as-of date'): void {
  check(
    isCalendarDate(asOf),
    `${option} must be a calendar date written YYYY-MM-DD, such as ${DATASET_DATE} (the dataset's own date), got "${asOf}"`,
  );
}

function check(condition: boolean, message: string): void {
  if (!condition) {
    throw new RangeError(message);
  }
}

/** Fills defaults and rejects options that cannot work, with a message saying which and why. */
export function resolveOptions(options: ServiceOptions): ResolvedServiceOptions {
  const resolved: ResolvedServiceOptions = {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    apiKeys: options.apiKeys && options.apiKeys.length > 0 ? options.apiKeys : [DEMO_API_KEY],
    rate: options.rate ?? 10,
    burst: options.burst ?? 20,
    latencyMs: options.latencyMs ?? 0,
    failRate: options.failRate ?? 0,
    seed: options.seed ?? 1,
    cors: options.cors ?? false,
    publicUrl: options.publicUrl,
    signingSecret: options.signingSecret ?? randomBytes(32).toString('hex'),
    now: options.now ?? Date.now,
    asOf: options.asOf,
  };
  check(
    Number.isInteger(resolved.port) && resolved.port >= 0 && resolved.port <= 65535,
    `port must be 0..65535, got ${options.port}`,
  );
  check(
    resolved.apiKeys.every((key) => key.trim() !== ''),
    'an API key must not be empty',
  );
  check(
    Number.isFinite(resolved.rate) && resolved.rate >= 0,
    `rate must be a number of requests per second >= 0, got ${options.rate}`,
  );
  check(
    Number.isInteger(resolved.burst) && resolved.burst >= 1,
    `burst must be a whole number >= 1, got ${options.burst}`,
  );
  check(
    Number.isFinite(resolved.latencyMs) && resolved.latencyMs >= 0,
    `latency must be >= 0 ms, got ${options.latencyMs}`,
  );
  check(resolved.failRate >= 0 && resolved.failRate <= 1, `fail rate must be between 0 and 1, got ${options.failRate}`);
  check(Number.isInteger(resolved.seed), `seed must be a whole number, got ${options.seed}`);
  if (resolved.asOf !== undefined) checkAsOf(resolved.asOf);
  return resolved;
}
