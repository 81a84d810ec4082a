/**
 * Operations without leaks: relays on a real Redis (Debian's redis-server, no persistence). By default
 * /metrics names no user (not an issued name, an e-mail address, nor a listed token's hash), and /health says
 * status and state without the host or the process; with metricsPerUser the counts per user are named by a
 * hash the same on every instance; with metricsToken, /metrics answers only with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { isRelayOptionError, type RelayOptions, type RunningRelay } from '../../src/relay';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const LISTED = randomBytes(32).toString('base64url');
const METRICS_TOKEN = randomBytes(32).toString('base64url');
const USERS = ['carol@example.com', 'dave@example.com'];

const running = useRelayOnRedis({ relay: { auth: { tokens: [LISTED] } } });
/** Another instance on the same Redis, taking the listed token too. */
const instance = (options: Partial<RelayOptions>) => running.instance({ auth: { tokens: [LISTED] }, ...options });
const perUser: RunningRelay[] = [];
let guarded: RunningRelay;
const issued: string[] = [];

beforeAll(async () => {
  perUser.push(await instance({ metricsPerUser: true }), await instance({ metricsPerUser: true }));
  guarded = await instance({ metricsToken: METRICS_TOKEN });
  for (const name of USERS) issued.push(await running.issue(name));
});

async function lookUp(to: RunningRelay, token: string): Promise<void> {
  const response = await fetch(`${to.url}/v2/products?$filter=${encodeURIComponent("Partno eq 'X'")}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  await response.text();
}

const text = async (to: RunningRelay, path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${to.url}${path}`, { headers })).text();

test('by default, /metrics names no user and /health neither the host nor the process', async () => {
  for (const token of [LISTED, ...issued]) await lookUp(running.relay, token);
  const metrics = await text(running.relay, '/metrics');
  expect(metrics).toMatch(/^partspec_relay_requests_total\{operation="lookup",status="200"\} 3$/m);
  expect(metrics).not.toMatch(/user=/);
  for (const secret of [...USERS, 'example.com', createHash('sha256').update(LISTED).digest('hex').slice(0, 8)]) {
    expect(metrics).not.toContain(secret);
  }
  const health = JSON.parse(await text(running.relay, '/health')) as Record<string, unknown>;
  expect(health).toMatchObject({
    status: 'ok',
    state: 'shared on Redis',
    instance: expect.stringMatching(/^relay-[0-9a-f]{6}$/),
  });
  const said = JSON.stringify(health);
  expect(said).not.toContain(hostname());
  expect(said).not.toMatch(new RegExp(`\\b${process.pid}\\b`));
});

test('with metricsPerUser, counts per user, each named by the same hash on every instance, no name in it', async () => {
  for (const instance of perUser) {
    for (const token of issued) await lookUp(instance, token);
    await lookUp(instance, issued[0]);
  }
  const labels = await Promise.all(
    perUser.map(async (instance) => {
      const metrics = await text(instance, '/metrics');
      for (const secret of [...USERS, 'example.com']) expect(metrics).not.toContain(secret);
      return [...metrics.matchAll(/^partspec_relay_user_requests_total\{user="(user-[0-9a-f]{16})"\} (\d+)$/gm)]
        .map((found) => `${found[1]} ${found[2]}`)
        .sort();
    }),
  );
  // Two users, one of them twice as busy; the same names on both instances.
  expect(labels[0]).toHaveLength(2);
  expect(labels[0].map((label) => label.split(' ')[1]).sort()).toEqual(['1', '2']);
  expect(labels[1]).toEqual(labels[0]);
});

test('with metricsToken, /metrics answers only with it', async () => {
  const wrong: Record<string, string> = { authorization: `Bearer ${randomBytes(32).toString('base64url')}` };
  for (const headers of [{}, wrong]) {
    const refused = await fetch(`${guarded.url}/metrics`, { headers });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('partspec_relay');
  }
  const metrics = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toMatch(/^partspec_relay_state_shared 1$/m);
  // /health stays open for a load balancer's checks.
  expect((await fetch(`${guarded.url}/health`)).status).toBe(200);
});

test('a metrics token a person chose is refused at start, without repeating it', async () => {
  const refused = await instance({ metricsToken: 'prometheus-scrape-token-2024' }).catch((error: unknown) => error);
  expect(isRelayOptionError(refused)).toBe(true);
  expect((refused as Error).message).toMatch(/^The metrics token has 28 characters/);
  expect((refused as Error).message).not.toContain('prometheus-scrape');
});
