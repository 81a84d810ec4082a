/**
 * The organisation's relay against the way without it, in one run. 60 users each refresh the same 3,000-part
 * BOM (and run two searches) against the reference service at its default limit (10 requests/s, bursts of
 * 20), in a process of its own:
 * - naive: each user with a client of their own and the organisation's key, straight to the service;
 * - one relay instance (memory), and three instances on Redis (Debian's redis-server, no persistence), each
 *   in a process of its own, the users spread over them, each user with a client of their own and a token.
 * Printed for each: requests the service answered, 429s, the hit ratio of the relays' answers, the wall time
 * and throughput; then the latency a relay adds to an answer it keeps (p50/p99 of a single part number
 * through a relay, beside the same request straight to the service); then the fair queue with 20,000 users
 * waiting (the longest the event loop goes without a turn, and the time to serve them all), the relay's heap
 * beside the rotation it replaced (bench/rotationQueue.ts). It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:relay
 */
import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createClient,
  isIncompleteLookupError,
  type PartSpecClient,
  RateLimiter,
  type ResolvedProduct,
  systemClock,
} from '../src/core';
import { issueToken } from '../src/relay';
import { FairQueue } from '../src/relay/FairQueue';
import { sharedStore } from '../src/service/sharedStore';
import { startRedis } from '../test/support/redisServer';
import { type RelayProcess, startRelayProcess } from '../test/support/relayProcess';
import { cpuSeconds, ownCpuSeconds } from './cpuTime';
import { queueDelay } from './queueDelay';
import { RotationQueue } from './rotationQueue';
import { startServiceProcess } from './serviceProcess';

const KEY = 'bench-relay-key';
/** A listed token: random, as the relay requires. */
const TOKEN = randomBytes(32).toString('base64url');
const USERS = 60;
const BOM_SIZE = 3000;
/** Users waiting in the fair queue at once, for its figures. */
const WAITING_USERS = 20_000;
const SEARCHES = ["Capacitance ge 1uF and Status eq 'In Production'", "Category eq 'inductors' and Inductance ge 10uH"];

interface Outcome {
  readonly name: string;
  /** The users at work (USERS, unless said). */
  readonly users?: number;
  readonly serviceRequests: number;
  readonly throttled: number;
  readonly hitRatio?: number;
  readonly seconds: number;
  readonly wrong: number;
  /** CPU seconds spent meanwhile by the relays, by the users' clients (this process) and by the service. */
  readonly cpu?: { readonly relays: number; readonly clients: number; readonly service: number };
}

/** CPU seconds used so far by the relays, by this process (the users' clients) and by the service. */
function cpuNow(relays: readonly RelayProcess[], servicePid: number) {
  return {
    relays: relays.reduce((sum, relay) => sum + cpuSeconds(relay.pid), 0),
    clients: ownCpuSeconds(),
    service: cpuSeconds(servicePid),
  };
}

function cpuSince(before: ReturnType<typeof cpuNow>, relays: readonly RelayProcess[], servicePid: number) {
  const after = cpuNow(relays, servicePid);
  return {
    relays: after.relays - before.relays,
    clients: after.clients - before.clients,
    service: after.service - before.service,
  };
}

const bom = sharedStore()
  .products.filter((_, index) => index % 17 === 9)
  .slice(0, BOM_SIZE)
  .map((product) => product.record.Partno);

/** A user on a machine of their own: their own limiter (one per clock) and cache. */
function userClient(baseUrl: string, credential: { apiKey: string } | { accessToken: string }): PartSpecClient {
  return createClient({ baseUrl, ...credential, clock: { ...systemClock } });
}

/**
 * One user's refresh and searches; what they did not get (a part number or a search given up on, after the
 * client's retries: the naive way's 429s), counted rather than thrown.
 */
async function userJob(client: PartSpecClient): Promise<number> {
  let found: ReadonlyMap<string, ResolvedProduct | undefined>;
  try {
    found = await client.lookup(bom);
  } catch (error) {
    found = isIncompleteLookupError(error) ? error.found : new Map();
  }
  let missing = bom.filter((partno) => found.get(partno)?.record.Partno !== partno).length;
  for (const filter of SEARCHES) {
    await client.search({ filter }).catch(() => (missing += 1));
  }
  return missing;
}

const burstRefilled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 3_000));

/** The requests one user's job sends (path and query), as the SDK sent them in the run of one user alone. */
const userRequests: string[] = [];

/** One user alone, with a client of their own and the key, straight to the service: what a team is held to. */
async function oneAlone(serviceUrl: string, servicePid: number): Promise<Outcome> {
  await burstRefilled();
  const client = createClient({
    baseUrl: serviceUrl,
    apiKey: KEY,
    clock: { ...systemClock },
    fetch: (input, init) => {
      const url = new URL(input);
      userRequests.push(`${url.pathname}${url.search}`);
      return fetch(input, init);
    },
  });
  const cpu = cpuNow([], servicePid);
  const started = performance.now();
  const wrong = await userJob(client);
  return {
    cpu: cpuSince(cpu, [], servicePid),
    name: '1 user alone, with the key',
    users: 1,
    serviceRequests: client.stats().requests,
    throttled: client.stats().throttled,
    seconds: (performance.now() - started) / 1000,
    wrong,
  };
}

async function naive(serviceUrl: string): Promise<Outcome> {
  await burstRefilled();
  const clients = Array.from({ length: USERS }, () => userClient(serviceUrl, { apiKey: KEY }));
  const started = performance.now();
  const wrong = await Promise.all(clients.map(userJob));
  const seconds = (performance.now() - started) / 1000;
  const stats = clients.map((client) => client.stats());
  return {
    name: `naive: ${USERS} clients with the key`,
    // Every request sent reached the service, the 429s included.
    serviceRequests: stats.reduce((sum, each) => sum + each.requests, 0),
    throttled: stats.reduce((sum, each) => sum + each.throttled, 0),
    seconds,
    wrong: wrong.reduce((sum, each) => sum + each, 0),
  };
}

/** A counter of the relays' /metrics, summed over their label sets and instances. */
async function metric(relays: readonly RelayProcess[], name: string, labels = ''): Promise<number> {
  let total = 0;
  for (const relay of relays) {
    const text = await (await fetch(`${relay.url}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) {
        if (labels && !line.includes(labels)) continue;
        total += Number(line.slice(line.lastIndexOf(' ') + 1));
      }
    }
  }
  return total;
}

async function throughRelays(
  name: string,
  relays: readonly RelayProcess[],
  tokens: readonly string[],
  servicePid: number,
): Promise<Outcome> {
  await burstRefilled();
  const clients = Array.from({ length: USERS }, (_, user) =>
    userClient(relays[user % relays.length].url, { accessToken: tokens[user % tokens.length] }),
  );
  const before = await metric(relays, 'partspec_relay_service_requests_total');
  const throttledBefore = await metric(relays, 'partspec_relay_service_throttled_total');
  const cpuBefore = cpuNow(relays, servicePid);
  const started = performance.now();
  const wrong = await Promise.all(clients.map(userJob));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore, relays, servicePid);
  const shared = await metric(relays, 'partspec_relay_answers_total', 'source="shared"');
  const asked = await metric(relays, 'partspec_relay_answers_total', 'source="service"');
  return {
    name,
    serviceRequests: (await metric(relays, 'partspec_relay_service_requests_total')) - before,
    throttled: (await metric(relays, 'partspec_relay_service_throttled_total')) - throttledBefore,
    hitRatio: shared / Math.max(1, shared + asked),
    seconds,
    wrong: wrong.reduce((sum, each) => sum + each, 0),
    cpu,
  };
}

/**
 * The team again, each user sending the requests of one user's job (userRequests) at the SDK's pace (its
 * RateLimiter, one per user), and reading each answer to its end as the relay sent it (gzip), neither inflated
 * nor parsed: how soon the relays deliver every answer. The 60 users' clients, all in this one process, would
 * otherwise spend tens of CPU seconds inflating and parsing about 1.2 GB of JSON on this machine's cores,
 * which users on machines of their own spend there (one user's client: the CPU of '1 user alone'). Run just
 * after the team's SDK clients, on the same relays: the answers are kept, and this is the relays' delivery.
 */
async function deliveredByRelays(
  name: string,
  relays: readonly RelayProcess[],
  tokens: readonly string[],
  servicePid: number,
): Promise<Outcome> {
  await burstRefilled();
  const cpuBefore = cpuNow(relays, servicePid);
  const before = await metric(relays, 'partspec_relay_service_requests_total');
  const started = performance.now();
  const failed = await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      const limiter = new RateLimiter();
      const base = relays[user % relays.length].url;
      const headers = { authorization: `Bearer ${tokens[user % tokens.length]}`, 'accept-encoding': 'gzip' };
      const statuses = await Promise.all(
        userRequests.map(async (path) => {
          const release = await limiter.admit();
          try {
            return await readAsSent(`${base}${path}`, headers);
          } finally {
            release();
          }
        }),
      );
      return statuses.filter((status) => status !== 200).length;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    serviceRequests: (await metric(relays, 'partspec_relay_service_requests_total')) - before,
    throttled: 0,
    seconds,
    wrong: failed.reduce((sum, each) => sum + each, 0),
    cpu: cpuSince(cpuBefore, relays, servicePid),
  };
}

/** An answer read to its end as it was sent (its bytes neither inflated nor parsed): its status. */
function readAsSent(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.setTimeout(120_000, () => request.destroy(new Error(`no answer from ${url} within 120 s`)));
    request.on('error', reject);
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

/** p50 and p99 of one part number asked `count` times, one after another, from `url` with `headers`. */
async function latency(url: string, headers: Record<string, string>, count: number): Promise<[number, number]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/v2/products?$filter=${encodeURIComponent(`Partno eq '${bom[index % 50]}'`)}`, {
      headers,
    });
    await response.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [percentile(times, 0.5), percentile(times, 0.99)];
}

function row(outcome: Outcome): string {
  const users = outcome.users ?? USERS;
  const requestsPerSecond = (users * (Math.ceil(BOM_SIZE / 100) + SEARCHES.length)) / outcome.seconds;
  return [
    outcome.name.padEnd(44),
    String(outcome.serviceRequests).padStart(9),
    String(outcome.throttled).padStart(6),
    (outcome.hitRatio === undefined ? '-' : `${(outcome.hitRatio * 100).toFixed(1)} %`).padStart(8),
    `${outcome.seconds.toFixed(1)} s`.padStart(8),
    `${Math.round((users * BOM_SIZE) / outcome.seconds).toLocaleString('en')} parts/s`.padStart(16),
    `~${Math.round(requestsPerSecond)} req/s`.padStart(12),
    String(outcome.wrong).padStart(7),
  ].join('  ');
}

async function main(): Promise<void> {
  // `npm run bench:relay -- team`: one user alone and the relays only (the naive way takes minutes).
  const teamOnly = process.argv.includes('team');
  const service = await startServiceProcess(['--api-key', KEY, '--rate', '10', '--burst', '20']);
  const redis = await startRedis();
  const outcomes: Outcome[] = [];
  let hit: [number, number] | undefined;
  let direct: [number, number] | undefined;
  try {
    outcomes.push(await oneAlone(service.url, service.pid));
    if (!teamOnly) outcomes.push(await naive(service.url));

    const alone = await startRelayProcess({
      serviceUrl: service.url,
      serviceKey: KEY,
      auth: { tokens: [TOKEN] },
    });
    try {
      outcomes.push(await throughRelays('1 relay (memory)', [alone], [TOKEN], service.pid));
      outcomes.push(await deliveredByRelays('1 relay (memory), answers read as sent', [alone], [TOKEN], service.pid));
      if (!teamOnly) {
        // Kept answers now: what the relay adds to one, beside the same request to the service itself.
        hit = await latency(alone.url, { authorization: `Bearer ${TOKEN}` }, 300);
        await burstRefilled();
        direct = await latency(service.url, { 'x-api-key': KEY }, 20);
      }
    } finally {
      await alone.close();
    }

    const team = await Promise.all(
      [0, 1, 2].map(() =>
        startRelayProcess({ serviceUrl: service.url, serviceKey: KEY, redisUrl: redis.url, auth: { tokens: [] } }),
      ),
    );
    try {
      const tokens = await Promise.all(
        Array.from(
          { length: USERS },
          async (_, user) => (await issueToken({ redisUrl: redis.url, serviceKey: KEY, name: `user-${user}` })).token,
        ),
      );
      outcomes.push(await throughRelays('3 relays on Redis', team, tokens, service.pid));
      outcomes.push(await deliveredByRelays('3 relays on Redis, answers read as sent', team, tokens, service.pid));
    } finally {
      await Promise.all(team.map((relay) => relay.close()));
    }
  } finally {
    service.stop();
    await redis.stop();
  }

  console.log(
    `${USERS} users, each refreshing the same ${BOM_SIZE.toLocaleString('en')}-part BOM and running ${SEARCHES.length} searches, against the reference service at 10 requests/s (bursts of 20):`,
  );
  console.log(
    `${'way'.padEnd(44)}  ${'requests'.padStart(9)}  ${'429s'.padStart(6)}  ${'hits'.padStart(8)}  ${'wall'.padStart(8)}  ${'throughput'.padStart(16)}  ${'answered'.padStart(12)}  ${'missing'.padStart(7)}`,
  );
  for (const outcome of outcomes) console.log(row(outcome));
  const [alone] = outcomes;
  // A user reading answers as sent then inflates and parses them on their own machine: at most the CPU one user
  // alone's client spent, added to the relays' delivery.
  const ownParse = alone.cpu?.clients ?? 0;
  for (const outcome of outcomes.filter((each) => each.name.includes('relay'))) {
    const asSent = outcome.name.endsWith('as sent');
    const seconds = outcome.seconds + (asSent ? ownParse : 0);
    console.log(
      `${outcome.name}: ${(seconds / alone.seconds).toFixed(1)} times one user alone's wall time` +
        (asSent
          ? ` (${outcome.seconds.toFixed(1)} s delivered + ${ownParse.toFixed(1)} s of one user's own client)`
          : ''),
    );
  }
  console.log(`CPU seconds spent meanwhile (on ${availableParallelism()} cores shared with whatever else runs):`);
  for (const { name, cpu } of outcomes) {
    if (cpu) {
      console.log(
        `  ${name.padEnd(44)} relays ${cpu.relays.toFixed(1)} s, the users' clients ${cpu.clients.toFixed(1)} s, the service ${cpu.service.toFixed(1)} s`,
      );
    }
  }
  console.log('');
  if (hit && direct) {
    console.log(
      `A part number the relay keeps, through the relay: p50 ${hit[0].toFixed(1)} ms, p99 ${hit[1].toFixed(1)} ms ` +
        `(the same request straight to the service, which spends a request of the limit: p50 ${direct[0].toFixed(1)} ms, p99 ${direct[1].toFixed(1)} ms)`,
    );
  }
  console.log('');
  const heap = await queueDelay(new FairQueue(4), WAITING_USERS);
  const rotation = await queueDelay(new RotationQueue(4), WAITING_USERS);
  console.log(
    `The fair queue with ${WAITING_USERS.toLocaleString('en')} users waiting (each task ends at once: answers kept in memory): ` +
      `longest the event loop went without a turn ${heap.longestMs.toFixed(1)} ms, all served in ${(heap.drainMs / 1000).toFixed(2)} s ` +
      `(the rotation before issue 38: ${rotation.longestMs.toFixed(0)} ms, all served in ${(rotation.drainMs / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
