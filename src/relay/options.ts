import type { OidcOptions } from './auth/OpenIdTokens';
import { listedTokenProblem } from './auth/tokenRandomness';
import { RelayOptionError } from './errors';
import { positive } from './http';
import type { RelayLogEntry } from './relayLog';

/** Who may use the relay: bearer tokens it issued (or listed here), or an OpenID Connect provider's. */
export type RelayAuth = { readonly tokens: readonly string[] } | { readonly oidc: OidcOptions };

export interface RelayOptions {
  /**
   * The port to listen on; 0 picks a free one.
   * @default 0 (`npm run relay` listens on 3200)
   */
  readonly port?: number;
  /**
   * The interface to listen on. Behind a load balancer on another machine, `0.0.0.0`.
   * @default '127.0.0.1'
   */
  readonly host?: string;
  /** The service's address, with its base path if it has one. The relay sends requests there and nowhere else. */
  readonly serviceUrl: string;
  /**
   * The organisation's API key: sent as `x-api-key` to the service, and never anywhere else (not in an
   * answer, a header, a log line, /health or /metrics).
   */
  readonly serviceKey: string;
  /**
   * Where the instances keep their shared limit, answers, flights and issued tokens, e.g.
   * `redis://redis.internal:6379`. Absent: one instance, its state in memory.
   */
  readonly redisUrl?: string;
  /**
   * Who may ask: `{ tokens: ['...'] }` (listed here, each at least 32 characters of random text, such as
   * `openssl rand -base64 32` prints; and with `redisUrl` also those issued by `npm run relay -- issue-token
   * NAME`) or `{ oidc: { issuer, audience, jwksUri, tenants? } }`.
   * @example { oidc: { issuer: 'https://login.microsoftonline.com/<tenant>/v2.0', audience: 'api://partspec-relay', jwksUri: 'https://login.microsoftonline.com/<tenant>/discovery/v2.0/keys' } }
   */
  readonly auth: RelayAuth;
  /**
   * The key's limit at the service, which all instances together keep to.
   * @default { perSecond: 10, burst: 20 } (the reference service's)
   */
  readonly rate?: { readonly perSecond?: number; readonly burst?: number };
  /**
   * Where users reach the relay (its load balancer's address), written into the download addresses it gives.
   * @default the address it listens on
   */
  readonly publicUrl?: string;
  /**
   * The origins of the add-in's pages (`https://partspec.example.com`) allowed to call the relay from a
   * browser or Excel: answered with CORS headers (the pane and the functions run on the add-in's origin,
   * not the relay's). Other origins get none, and a browser keeps their pages from reading the answers.
   * @default [] (no browser page may call it; the SDK in Node and same-origin pages may)
   */
  readonly corsOrigins?: readonly string[];
  /**
   * How long an answer of the service is given to others: the add-in's own lookup cache keeps answers as long.
   * @default 1_800_000 (30 minutes)
   */
  readonly answerMaxAgeMs?: number;
  /**
   * Most bytes of answers kept, over all instances (on Redis; each instance alone, or cut off from Redis, keeps
   * as much in its own memory), compressed: the least recently used go first, and what one user's requests
   * brought in never holds more than a quarter of it. An answer larger than a quarter is given, not kept.
   * Redis needs room for this and a few MB besides (docs/relay.md, "Operating the relay").
   * @default 268_435_456 (256 MiB)
   */
  readonly answersMaxBytes?: number;
  /**
   * Longest wait for one Redis command. A command without an answer by then is answered from this instance's
   * memory; a Redis that has answered nothing for four of these (a second by default: stalled, or far too
   * slow) leaves the instance keeping its state in memory until it answers again (`degraded`, "Redis slow",
   * in /health), as when Redis is lost: no request waits for a stalled Redis more than about 2 s.
   * @default 250
   */
  readonly redisTimeoutMs?: number;
  /**
   * Longest wait for one answer of the service, from sending the request to its last byte.
   * @default 30_000
   */
  readonly upstreamTimeoutMs?: number;
  /**
   * Longest time a request to the relay may take in all, its turns in the queue included; past it, 504.
   * @default 120_000
   */
  readonly requestTimeoutMs?: number;
  /**
   * Structured log lines (one object each; no key, token or address in any).
   * @default each written to stdout as one line of JSON
   */
  readonly log?: (entry: RelayLogEntry) => void;
  /**
   * This instance's name in /health and the logs. Give the host's name here (`--instance-id`) to see it there:
   * by default neither /health nor the logs say on which host or in which process an instance runs.
   * @default `relay-` and 6 random hex digits
   */
  readonly instanceId?: string;
  /**
   * Counts per user in /metrics (`partspec_relay_user_requests_total{user}`, `--metrics-per-user`), each user
   * named by a keyed hash of the name, the same on every instance: who is busy, without naming anyone.
   * @default false (no metric names or counts a user)
   */
  readonly metricsPerUser?: boolean;
  /**
   * A token /metrics asks for (`Authorization: Bearer <token>`, as Prometheus's `authorization` sends it), at
   * least 32 characters of random text; from `PARTSPEC_METRICS_TOKEN` or `--metrics-token-file` for
   * `npm run relay`, never a flag.
   * @default undefined (/metrics answers anyone who reaches it: keep it on an inside network)
   */
  readonly metricsToken?: string;
}

export const DEFAULT_RELAY_RATE = { perSecond: 10, burst: 20 } as const;
export const DEFAULT_ANSWER_MAX_AGE_MS = 30 * 60_000;
export const DEFAULT_ANSWERS_MAX_BYTES = 256 * 1024 * 1024;
/** The smallest budget that keeps a page of search answers (about 100 KB compressed) as a quarter. */
export const MIN_ANSWERS_MAX_BYTES = 1024 * 1024;
export const DEFAULT_RELAY_UPSTREAM_TIMEOUT_MS = 30_000;
export const DEFAULT_REDIS_TIMEOUT_MS = 250;
/** Longest deadline for a Redis command: four of them, after which a stalled Redis is left, within 2 s. */
export const MAX_REDIS_TIMEOUT_MS = 500;
export const DEFAULT_RELAY_REQUEST_TIMEOUT_MS = 120_000;
/** Requests one instance sends to the service at once, whoever they are for. */
export const SERVICE_REQUESTS_AT_ONCE = 4;
/**
 * Tokens of the key's burst the relay leaves unspent: requests granted a turn apart can reach the service
 * closer together than they left (the network evens nothing out), and one token of room keeps them within
 * its bucket.
 */
export const BURST_HEADROOM = 1;

/** Throws a RelayOptionError naming the option that cannot work, and what to give instead. */
export function checkRelayOptions(options: RelayOptions): void {
  if (typeof options.serviceKey !== 'string' || options.serviceKey.trim() === '') {
    throw new RelayOptionError(
      'serviceKey',
      "serviceKey is missing: the relay needs the organisation's API key (npm run relay reads it from PARTSPEC_SERVICE_KEY or --service-key-file).",
    );
  }
  const auth = options.auth as Partial<{ tokens: unknown; oidc: unknown }> | undefined;
  if (!auth || (auth.tokens === undefined && auth.oidc === undefined)) {
    throw new RelayOptionError(
      'auth',
      'auth is missing: a relay that holds the service key must know who asks. Give { tokens: [...] } or { oidc: { issuer, audience, jwksUri } }.',
    );
  }
  if (auth.tokens !== undefined) {
    if (!Array.isArray(auth.tokens) || auth.tokens.some((token) => typeof token !== 'string')) {
      throw new RelayOptionError('auth.tokens', 'auth.tokens must be a list of tokens (text).');
    }
    (auth.tokens as string[]).forEach((token, index) => {
      const problem = listedTokenProblem(token, index + 1);
      if (problem) throw new RelayOptionError('auth.tokens', problem);
    });
    if (auth.tokens.length === 0 && !options.redisUrl) {
      throw new RelayOptionError(
        'auth.tokens',
        'auth.tokens is empty and there is no redisUrl for issued tokens: nobody could use this relay. List tokens, or give redisUrl and issue them with `npm run relay -- issue-token NAME`.',
      );
    }
  }
  if (options.metricsToken !== undefined) {
    const problem =
      typeof options.metricsToken === 'string'
        ? listedTokenProblem(options.metricsToken, 1, 'The metrics token')
        : 'metricsToken must be text.';
    if (problem) throw new RelayOptionError('metricsToken', problem);
  }
  const perSecond = options.rate?.perSecond ?? DEFAULT_RELAY_RATE.perSecond;
  const burst = options.rate?.burst ?? DEFAULT_RELAY_RATE.burst;
  if (!(perSecond > 0 && Number.isFinite(perSecond))) {
    throw new RelayOptionError(
      'rate.perSecond',
      `rate.perSecond must be a positive number of requests per second, not ${perSecond}.`,
    );
  }
  if (!(Number.isInteger(burst) && burst >= 1)) {
    throw new RelayOptionError(
      'rate.burst',
      `rate.burst must be a whole number of requests, at least 1, not ${burst}.`,
    );
  }
  const answersMaxBytes = options.answersMaxBytes ?? DEFAULT_ANSWERS_MAX_BYTES;
  if (!(Number.isSafeInteger(answersMaxBytes) && answersMaxBytes >= MIN_ANSWERS_MAX_BYTES)) {
    throw new RelayOptionError(
      'answersMaxBytes',
      `answersMaxBytes must be a whole number of bytes, at least ${MIN_ANSWERS_MAX_BYTES} (1 MiB), not ${answersMaxBytes}.`,
    );
  }
  const redisTimeoutMs = options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  if (!(redisTimeoutMs > 0 && redisTimeoutMs <= MAX_REDIS_TIMEOUT_MS)) {
    throw new RelayOptionError(
      'redisTimeoutMs',
      `redisTimeoutMs must be more than 0 and at most ${MAX_REDIS_TIMEOUT_MS} ms (a Redis silent for four of it is left), not ${redisTimeoutMs}.`,
    );
  }
  positive('answerMaxAgeMs', options.answerMaxAgeMs ?? DEFAULT_ANSWER_MAX_AGE_MS);
  positive('upstreamTimeoutMs', options.upstreamTimeoutMs ?? DEFAULT_RELAY_UPSTREAM_TIMEOUT_MS);
  positive('requestTimeoutMs', options.requestTimeoutMs ?? DEFAULT_RELAY_REQUEST_TIMEOUT_MS);
}
