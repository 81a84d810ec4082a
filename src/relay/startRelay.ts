import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CategoryFiles } from './answers/CategoryFiles';
import { DownloadAddresses } from './answers/DownloadAddresses';
import { KeptCategories } from './answers/KeptCategories';
import { KeptCodec } from './answers/KeptCodec';
import { NearAnswers } from './answers/NearAnswers';
import { PartAnswers } from './answers/PartAnswers';
import { SearchAnswers } from './answers/SearchAnswers';
import { ClaimedFlights } from './answers/ClaimedFlights';
import type { Authenticator } from './auth/Authenticator';
import { IssuedTokens } from './auth/issuedTokens';
import { OpenIdTokens } from './auth/OpenIdTokens';
import { SharedTokens } from './auth/SharedTokens';
import { SignInFailures } from './auth/SignInFailures';
import { RedisConnectionError } from './errors';
import { FairQueue } from './FairQueue';
import { DEFAULT_RESPONSE_TIMEOUT_MS } from './forward';
import {
  BURST_HEADROOM,
  checkRelayOptions,
  DEFAULT_ANSWER_MAX_AGE_MS,
  DEFAULT_ANSWERS_MAX_BYTES,
  DEFAULT_REDIS_TIMEOUT_MS,
  DEFAULT_RELAY_RATE,
  DEFAULT_RELAY_REQUEST_TIMEOUT_MS,
  DEFAULT_RELAY_UPSTREAM_TIMEOUT_MS,
  type RelayOptions,
  SERVICE_REQUESTS_AT_ONCE,
} from './options';
import { type RelayLogEntry, writeLogLine } from './relayLog';
import { RefusedOrigins } from './RefusedOrigins';
import { RelayMetrics } from './RelayMetrics';
import { RelayRoutes } from './RelayRoutes';
import { receiveBody } from './requestBody';
import { ServiceGate } from './ServiceGate';
import { FallbackState } from './state/FallbackState';
import { MemoryState } from './state/MemoryState';
import { EntrySeal } from './state/EntrySeal';
import { connectRedis, RedisState } from './state/RedisState';
import { RedisTokenStore } from './state/RedisTokenStore';
import type { RelayState, ServicePace } from './state/RelayState';
import { upstreamService } from './upstreamUrl';
import { UserLabels } from './UserLabels';

export interface RunningRelay {
  readonly url: string;
  close(): Promise<void>;
}

/** How often an instance says it is alive, and how long that holds: /health counts the instances seen. */
const HEARTBEAT_MS = 1_000;
const HEARTBEAT_TTL_MS = 3 * HEARTBEAT_MS;

/**
 * Starts one relay instance: the service's API for the organisation's users, with one service key, the
 * key's limit shared by every instance on the same Redis (or kept alone in memory without one), answers
 * shared across users and instances, and a fair turn for each user. Resolves once it listens.
 *
 * @example const relay = await startRelay({ serviceUrl, serviceKey, auth: { tokens: [teamToken] } });
 */
export async function startRelay(options: RelayOptions): Promise<RunningRelay> {
  checkRelayOptions(options);
  const service = upstreamService(options.serviceUrl);
  // Neither the host nor the process is said unless asked (instanceId): /health and the logs may travel.
  const instance = options.instanceId ?? `relay-${randomBytes(3).toString('hex')}`;
  const write = options.log ?? writeLogLine;
  const log = (entry: Omit<RelayLogEntry, 'time' | 'instance'>): void =>
    write({ time: new Date().toISOString(), instance, ...entry });
  const metrics = new RelayMetrics({ perUser: options.metricsPerUser === true });
  const rate = {
    perSecond: options.rate?.perSecond ?? DEFAULT_RELAY_RATE.perSecond,
    burst: options.rate?.burst ?? DEFAULT_RELAY_RATE.burst,
  };
  const pace: ServicePace = {
    intervalMs: 1000 / rate.perSecond,
    burst: Math.max(1, rate.burst - BURST_HEADROOM),
  };

  // What the instances write to Redis is authenticated with a key derived from the service key (EntrySeal).
  const seal = new EntrySeal(options.serviceKey);
  const answersMaxBytes = options.answersMaxBytes ?? DEFAULT_ANSWERS_MAX_BYTES;
  // No user may hold more than a quarter of what is kept: one user's searches never push out everyone's answers.
  const budget = { maxBytes: answersMaxBytes, maxBytesPerOwner: Math.floor(answersMaxBytes / 4) };
  let state: RelayState;
  let fallback: FallbackState | undefined;
  let sharedTokens: SharedTokens | undefined;
  if (options.redisUrl) {
    const redisTimeoutMs = options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
    const redis = connectRedis(options.redisUrl, redisTimeoutMs);
    try {
      await redis.connect();
    } catch {
      redis.disconnect();
      throw new RedisConnectionError();
    }
    const tokenStore = new RedisTokenStore(redis, seal);
    fallback = new FallbackState(new RedisState(redis, budget), redis, pace, budget, redisTimeoutMs, {
      change: (change) => {
        metrics.sharing.set(change.redis === 'reachable' ? 1 : 0);
        metrics.redisSlow.set(change.redis === 'slow' ? 1 : 0);
        log({ level: change.redis === 'reachable' ? 'info' : 'warn', event: 'state', message: change.message });
        // Back on Redis: forget at once the tokens replaced or revoked meanwhile (or put back what it lost).
        if (change.redis === 'reachable') void sharedTokens?.sync();
      },
      timeout: () => metrics.redisTimeouts.inc(),
    });
    sharedTokens = new SharedTokens(tokenStore, fallback);
    await sharedTokens.sync();
    const oldTokens = await tokenStore.oldTokens().catch(() => 0);
    if (oldTokens > 0) {
      log({
        level: 'warn',
        event: 'tokens',
        message: `${oldTokens} tokens on Redis were issued before tokens had ids and generations and are no longer accepted: issue them again (npm run relay -- issue-token NAME)`,
      });
    }
    state = fallback;
    metrics.sharing.set(1);
  } else {
    state = new MemoryState(budget);
    metrics.sharing.set(0);
  }
  const answerMaxAgeMs = options.answerMaxAgeMs ?? DEFAULT_ANSWER_MAX_AGE_MS;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? DEFAULT_RELAY_UPSTREAM_TIMEOUT_MS;
  const queue = new FairQueue(SERVICE_REQUESTS_AT_ONCE);
  const gate = new ServiceGate({
    service,
    serviceKey: options.serviceKey,
    state,
    pace,
    queue,
    metrics,
    upstreamTimeoutMs,
  });
  // A claim outlives the longest a holder can take (its request, and the 429s it may meet), not much more.
  const flights = new ClaimedFlights(state, instance, upstreamTimeoutMs + 10_000);
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const authenticator: Authenticator =
    'oidc' in options.auth ? new OpenIdTokens(options.auth.oidc) : new IssuedTokens(options.auth.tokens, sharedTokens);
  let instancesSeen = 1;
  let kept = { bytes: 0, entries: 0 };
  metrics.keptBudget.set(answersMaxBytes);
  const heartbeat = async (): Promise<void> => {
    instancesSeen = await state.heartbeat(instance, HEARTBEAT_TTL_MS).catch(() => instancesSeen);
    metrics.instances.set(instancesSeen);
    kept = await state.keptTotals().catch(() => kept);
    metrics.keptBytes.set(kept.bytes);
    // What this instance remembers of issued tokens, in line with Redis (a token replaced elsewhere is forgotten).
    await sharedTokens?.sync();
  };
  await heartbeat();
  const beating = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  beating.unref();

  // Kept answers and category files are aged by the service's clock (the Date of its answers), as the
  // add-in ages its snapshots: a service restarted a year later makes all of them past their time at once.
  const serviceNow = (): number => gate.serviceNow();
  const codec = new KeptCodec(seal, (reason) => metrics.dropped.inc({ reason }), serviceNow);
  // The answers this instance gave or read lately, at hand (besides the budget on Redis).
  const near = new NearAnswers(serviceNow);
  const keeping = { flights, state, codec, metrics, maxAgeMs: answerMaxAgeMs };
  const routes = new RelayRoutes({
    authenticator,
    gate,
    parts: new PartAnswers(keeping, near),
    searches: new SearchAnswers(keeping, near),
    addresses: new DownloadAddresses(keeping, () => publicUrl),
    files: new CategoryFiles(keeping, DEFAULT_RESPONSE_TIMEOUT_MS),
    categories: new KeptCategories(`${service.root}${service.basePath}`, answerMaxAgeMs, serviceNow),
    metrics,
    log,
    upstreamTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_RELAY_REQUEST_TIMEOUT_MS,
    signIn:
      'oidc' in options.auth && options.auth.oidc.signIn
        ? { kind: 'microsoft', ...options.auth.oidc.signIn }
        : { kind: 'oidc' in options.auth ? 'bearer' : 'token' },
    failures: new SignInFailures(),
    userLabels: options.metricsPerUser ? new UserLabels(seal) : undefined,
    metricsTokenHash:
      options.metricsToken === undefined ? undefined : createHash('sha256').update(options.metricsToken).digest(),
    refusedOrigins: new RefusedOrigins(),
    corsOrigins: new Set((options.corsOrigins ?? []).map((origin) => origin.replace(/\/+$/, ''))),
    health: () => {
      const sharing = fallback ? fallback.sharing : false;
      const share = fallback && !sharing ? fallback.localPace : pace;
      const redis = fallback ? fallback.condition : 'not used';
      return {
        status: fallback && !sharing ? 'degraded' : 'ok',
        instance,
        state: fallback ? (sharing ? 'shared on Redis' : `this instance alone: Redis is ${redis}`) : 'memory',
        redis,
        instancesSeen,
        limit: { perSecond: rate.perSecond, burst: rate.burst },
        thisInstanceMayUse: { perSecond: 1000 / share.intervalMs, burst: share.burst },
        waitingForTheService: queue.waiting,
        answersKept: { bytes: kept.bytes, entries: kept.entries, maxBytes: answersMaxBytes },
        changes: fallback?.changes() ?? [],
      };
    },
  });

  const server: Server = createServer((request, response) =>
    receiveBody(request, response, 10_000, () => routes.handle(request, response)),
  );
  server.keepAliveTimeout = 65_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    clearInterval(beating);
    await state.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  if (!publicUrl) publicUrl = url;
  log({
    level: 'info',
    event: 'start',
    message: `listening on ${url}; state ${fallback ? 'on Redis' : 'in memory'}; limit ${rate.perSecond}/s, bursts of ${rate.burst}`,
  });
  return {
    url,
    close: async () => {
      clearInterval(beating);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await state.close();
      log({ level: 'info', event: 'stop' });
    },
  };
}
