import { Redis } from 'ioredis';
import { issueToken, type RelayLogEntry, type RelayOptions, type RunningRelay, startRelay } from '../../src/relay';
import type { RunningService, ServiceOptions } from '../../src/service';
import { type RunningRedis, startRedis } from './redisServer';
import { type RelayProcess, startRelayProcess } from './relayProcess';
import { TEST_KEY, withService } from './referenceService';

export interface RelayOnRedisOptions {
  /**
   * The reference service the relays stand in front of: withService's options (TEST_KEY, the relays' service
   * key; no limit) over one default, `asOf: undefined`. A relay ages what it keeps by the service's Date and
   * checks tokens' times on this machine's clock: a service on its own clock, today, keeps the two in
   * agreement, as the real one does.
   */
  readonly service?: ServiceOptions;
  /** Whether the relays keep their state on a real Redis (a redis-server on a free loopback port, no persistence). @default true */
  readonly redis?: boolean;
  /**
   * The options of the relay started in beforeAll, over `relayOptions`' defaults; a function is called in
   * beforeAll, for options that only an earlier hook knows (an identity provider's address). false: none, for
   * a file that starts its instances itself (`instance`, `instanceProcess`). @default {}
   */
  readonly relay?: Partial<RelayOptions> | (() => Partial<RelayOptions>) | false;
}

/** What a relay file runs on, from its beforeAll on. */
export interface RelayOnRedis {
  readonly service: RunningService;
  /** The file's Redis (stop, start, pause and resume it); reading it without one throws. */
  readonly redis: RunningRedis;
  /** The relay started in beforeAll; reading it when `relay` was false throws. */
  readonly relay: RunningRelay;
  /**
   * A client of the file's Redis, made at its first use, to read and write what the relays keep there; it
   * reconnects to a Redis a test stopped and started (a command while Redis is away fails after one attempt),
   * and is disconnected before Redis stops.
   */
  readonly redisClient: Redis;
  /** The log lines of every relay started in this process with the default `log`, in order. */
  readonly logs: RelayLogEntry[];
  /**
   * A relay's options: in front of the file's service with TEST_KEY, on its Redis (if any), taking the tokens
   * issued on Redis (`auth: { tokens: [] }`), logging into `logs`; `more` over them.
   */
  relayOptions(more?: Partial<RelayOptions>): RelayOptions;
  /** Another relay instance in this process, with `relayOptions(more)`: closed after the file. */
  instance(more?: Partial<RelayOptions>): Promise<RunningRelay>;
  /**
   * A relay instance in a process of its own, as instances run in a team (its log lines are its own):
   * closed after the file, unless a test killed it.
   */
  instanceProcess(more?: Partial<RelayOptions>): Promise<RelayProcess>;
  /** A token issued on the file's Redis for `name` (for `lifeMs`, or for good), as `npm run relay -- issue-token` does. */
  issue(name: string, lifeMs?: number): Promise<string>;
  /**
   * Closes the service and starts it again on the same port, with `restarted` over the file's service
   * options: another day's service at the relays' address (`asOf`).
   */
  restartService(restarted: ServiceOptions): Promise<void>;
}

/**
 * The reference service, a Redis and the organisation's relay in front of them, for a relay test file:
 * registers the hooks that start them before its tests (beforeAll: the service, Redis, then the relay) and
 * close them after (afterAll: the relays, the service, then Redis). Call it at the top of the file, before
 * hooks that read them.
 */
export function useRelayOnRedis(options: RelayOnRedisOptions = {}): RelayOnRedis {
  const serviceOptions: ServiceOptions = { asOf: undefined, ...options.service };
  const logs: RelayLogEntry[] = [];
  const closing: Array<{ close(): Promise<void> }> = [];
  let service: RunningService | undefined;
  let redis: RunningRedis | undefined;
  let relay: RunningRelay | undefined;
  let client: Redis | undefined;
  const started = <T>(running: T | undefined, what: string): T => {
    if (running === undefined)
      throw new Error(`${what} starts in beforeAll (if this file asked for one): read it in hooks and tests.`);
    return running;
  };

  const relayOptions = (more: Partial<RelayOptions> = {}): RelayOptions => ({
    serviceUrl: started(service, 'The service').url,
    serviceKey: TEST_KEY,
    redisUrl: redis?.url,
    auth: { tokens: [] },
    log: (entry) => logs.push(entry),
    ...more,
  });
  const instance = async (more?: Partial<RelayOptions>): Promise<RunningRelay> => {
    const running = await startRelay(relayOptions(more));
    closing.push(running);
    return running;
  };

  // The service builds its catalogue first: seconds alone, more on a machine busy with other tests.
  beforeAll(async () => {
    service = await withService(serviceOptions);
    if (options.redis !== false) redis = await startRedis();
    const first = options.relay ?? {};
    if (first !== false) relay = await instance(typeof first === 'function' ? first() : first);
  }, 120_000);
  afterAll(async () => {
    client?.disconnect();
    // A test that failed while Redis was paused (RunningRedis.pause) left it so: the relays close on it.
    redis?.resume();
    await Promise.all(closing.splice(0).map((running) => running.close()));
    await service?.close();
    await redis?.stop();
  });

  return {
    get service() {
      return started(service, 'The service');
    },
    get redis() {
      return started(redis, 'Redis');
    },
    get relay() {
      return started(relay, 'The relay');
    },
    get redisClient() {
      if (!client) {
        client = new Redis(started(redis, 'Redis').url, { maxRetriesPerRequest: 1 });
        // While a test has Redis stopped, the client says so at each attempt to reconnect: not a failure here.
        client.on('error', () => undefined);
      }
      return client;
    },
    logs,
    relayOptions,
    instance,
    instanceProcess: async (more) => {
      // The child writes its own log lines (RelayProcess.logs): a function does not cross to it.
      const { log: _inThisProcess, ...inChild } = relayOptions(more);
      const running = await startRelayProcess(inChild);
      closing.push(running);
      return running;
    },
    issue: async (name, lifeMs) =>
      (await issueToken({ redisUrl: started(redis, 'Redis').url, serviceKey: TEST_KEY, name, lifeMs })).token,
    restartService: async (restarted) => {
      const { port } = started(service, 'The service');
      await service?.close();
      service = undefined;
      service = await withService({ ...serviceOptions, ...restarted, port });
    },
  };
}
