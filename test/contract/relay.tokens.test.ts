/**
 * Issued tokens with a life, on two relay instances sharing a real Redis (Debian's redis-server, no
 * persistence): issuing a token for a name ends the name's earlier one on both at once, and neither instance
 * accepts it again from what it remembers or writes it back, not while Redis is away, and not after Redis
 * restarted empty; revoking ends them all; a token may expire; list-tokens shows who has one and never a
 * token; listed tokens that a person chose are refused at start.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isRelayOptionError, listTokens, revokeToken, type RunningRelay, startRelay, tokenHash } from '../../src/relay';
import { sharedStore } from '../../src/service/sharedStore';
import { TEST_KEY } from '../support/referenceService';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

/** Longer than a heartbeat (1 s), when each instance brings what it remembers in line with Redis. */
const SYNCED_MS = 1_500;

const running = useRelayOnRedis({ relay: false });
const { logs } = running;
let a: RunningRelay;
let b: RunningRelay;
const said: string[] = [];

beforeAll(async () => {
  a = await running.instance();
  b = await running.instance();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const partno = () => sharedStore().products[11].record.Partno;

/** One lookup with `token` on `relay`: the status, and the message of a refusal. */
async function ask(relay: RunningRelay, token: string): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${relay.url}/v2/products?$filter=${encodeURIComponent(`Partno eq '${partno()}'`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { message?: string };
  said.push(JSON.stringify(body).slice(0, 2000));
  return { status: response.status, message: body.message };
}

/** Until both instances share Redis again after it came back. */
async function bothBack(): Promise<void> {
  for (const relay of [a, b]) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const health = (await (await fetch(`${relay.url}/health`)).json()) as { redis?: string };
      if (health.redis === 'reachable') break;
      await sleep(100);
    }
  }
}

/** Redis stopped and started again on its port, empty (no persistence), and both instances back on it. */
async function restartRedisEmpty(): Promise<void> {
  await running.redis.stop();
  await sleep(300);
  await running.redis.start();
  await bothBack();
  // Each puts back what it remembers at its next sync.
  await sleep(SYNCED_MS);
}

/** Whether Redis holds a record for this token (written there by the admin, or by an instance). */
async function onRedis(token: string): Promise<boolean> {
  return (await running.redisClient.hexists('partspec:relay:token-records', tokenHash(token))) === 1;
}

test('issuing again ends the earlier token on both instances at once; neither writes it back', async () => {
  const first = await running.issue('carol');
  expect(await ask(a, first)).toMatchObject({ status: 200 });
  expect(await ask(b, first)).toMatchObject({ status: 200 });
  const second = await running.issue('carol');
  // A remembers the first as live: it is refused all the same, and not put back into Redis.
  const refused = await ask(a, first);
  expect(refused.status).toBe(401);
  expect(refused.message).toMatch(/replaced by a newer one, or revoked/);
  expect(await onRedis(first)).toBe(false);
  expect((await ask(b, first)).status).toBe(401);
  expect((await ask(a, second)).status).toBe(200);
  expect((await ask(b, second)).status).toBe(200);
});

test('revoking ends every token of the name on both instances; a second revoke says there was none', async () => {
  const first = await running.issue('dora');
  await ask(a, first);
  const second = await running.issue('dora');
  await ask(a, second);
  await ask(b, second);
  expect(await revokeToken({ redisUrl: running.redis.url, serviceKey: TEST_KEY, name: 'dora' })).toBe(true);
  for (const relay of [a, b]) {
    expect((await ask(relay, first)).status).toBe(401);
    expect((await ask(relay, second)).status).toBe(401);
  }
  expect(await onRedis(first)).toBe(false);
  expect(await onRedis(second)).toBe(false);
  expect(await revokeToken({ redisUrl: running.redis.url, serviceKey: TEST_KEY, name: 'dora' })).toBe(false);
});

test('Redis away: an instance accepts a token it saw live, never one replaced before it was cut off', async () => {
  const old = await running.issue('erik');
  await ask(a, old);
  const current = await running.issue('erik');
  await ask(a, current);
  // Every instance brings what it remembers in line with Redis at its heartbeat.
  await sleep(SYNCED_MS);
  await running.redis.stop();
  await sleep(300);
  expect((await ask(a, current)).status).toBe(200);
  expect((await ask(a, old)).status).toBe(401);
  await running.redis.start();
  await bothBack();
  await sleep(SYNCED_MS);
  // Back: Redis was restarted empty, and the live token was put back; the replaced one never.
  expect((await ask(b, current)).status).toBe(200);
  expect((await ask(a, old)).status).toBe(401);
  expect(await onRedis(old)).toBe(false);
}, 30_000);

test('Redis restarted empty: the live tokens the instances saw are put back, a replaced or revoked one never', async () => {
  const replaced = await running.issue('fay');
  await ask(a, replaced);
  const live = await running.issue('fay');
  await ask(b, live);
  const revoked = await running.issue('gus');
  await ask(a, revoked);
  await ask(b, revoked);
  await revokeToken({ redisUrl: running.redis.url, serviceKey: TEST_KEY, name: 'gus' });
  await sleep(SYNCED_MS);
  await restartRedisEmpty();
  // Put back by B, which saw it live: it works on A too, which never saw it.
  expect((await ask(a, live)).status).toBe(200);
  expect((await ask(a, replaced)).status).toBe(401);
  expect((await ask(a, revoked)).status).toBe(401);
  expect((await ask(b, revoked)).status).toBe(401);
  expect(await onRedis(replaced)).toBe(false);
  expect(await onRedis(revoked)).toBe(false);
  // A token issued after the restart ends the one put back, though Redis's count started again.
  const after = await running.issue('fay');
  expect((await ask(a, live)).status).toBe(401);
  expect((await ask(b, after)).status).toBe(200);
}, 30_000);

test('a token issued with an expiry ends then, on every instance, and says so', async () => {
  const token = await running.issue('hana', 1_500);
  expect((await ask(a, token)).status).toBe(200);
  await sleep(1_600);
  const refused = await ask(b, token);
  expect(refused.status).toBe(401);
  expect(refused.message).toMatch(/expired on \d{4}-\d\d-\d\d: ask your administrator for a new one/);
  expect((await ask(a, token)).status).toBe(401);
});

test('list-tokens: name, id, issue date, expiry and last use of each live token; never a token or its hash', async () => {
  const used = await running.issue('ivan', 90 * 86_400_000);
  const unused = await running.issue('jo');
  await ask(a, used);
  // The instance tells Redis of the use without making the caller wait.
  await sleep(300);
  const listed = await listTokens({ redisUrl: running.redis.url, serviceKey: TEST_KEY });
  const ivan = listed.find((token) => token.name === 'ivan');
  const jo = listed.find((token) => token.name === 'jo');
  expect(ivan).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{12}$/) });
  expect(ivan?.expiresAt).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  expect(ivan?.lastUsedAt).toBeGreaterThan(Date.now() - 60_000);
  expect(jo?.expiresAt).toBeUndefined();
  expect(jo?.lastUsedAt).toBeUndefined();
  // Replaced and revoked names are not listed.
  expect(listed.map((token) => token.name)).not.toContain('dora');
  expect(listed.filter((token) => token.name === 'carol')).toHaveLength(1);

  const cli = join(__dirname, '..', '..', 'src', 'relay', 'cli.ts');
  const run = promisify(execFile);
  const table = await run(process.execPath, ['--import', 'tsx', cli, 'list-tokens', '--redis-url', running.redis.url], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, PARTSPEC_SERVICE_KEY: TEST_KEY },
  });
  expect(table.stdout).toMatch(new RegExp(`^ivan +${ivan?.id} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +\\d{4}-`, 'm'));
  expect(table.stdout).toMatch(/^jo +[0-9a-f]{12} +\S+ \S+ +never +not used/m);
  const issued = await run(
    process.execPath,
    ['--import', 'tsx', cli, 'issue-token', 'kim', '--redis-url', running.redis.url],
    {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, PARTSPEC_SERVICE_KEY: TEST_KEY },
    },
  );
  expect(issued.stdout.trim()).toMatch(/^psr_[A-Za-z0-9_-]{43}$/);
  expect(issued.stderr).toMatch(/does not expire \(give --expires 90d for one that does\)/);
  const refused = await run(
    process.execPath,
    ['--import', 'tsx', cli, 'issue-token', 'kim', '--redis-url', running.redis.url, '--expires', '90'],
    { cwd: join(__dirname, '..', '..'), env: { ...process.env, PARTSPEC_SERVICE_KEY: TEST_KEY } },
  ).catch((error: { stderr: string }) => error);
  expect('stderr' in refused && refused.stderr).toMatch(/--expires takes a whole number of hours, days or weeks/);
  for (const text of [table.stdout, issued.stderr]) {
    for (const token of [used, unused, issued.stdout.trim()]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(tokenHash(token).slice(0, 16));
    }
  }
}, 30_000);

describe('listed tokens a person chose are refused at start, in words that never repeat them', () => {
  test.each([
    ['short', 'team-token-0001'],
    ['a name and a number', 'team-token-for-the-relay-test-0001'],
    ['one letter over and over', 'a'.repeat(48)],
    ['a row of the keyboard, over and over', 'qwertyuiop'.repeat(4)],
  ])('%s', async (_kind, token) => {
    const refused = await startRelay(
      running.relayOptions({ redisUrl: undefined, auth: { tokens: [randomBytes(32).toString('base64'), token] } }),
    ).catch((error: unknown) => error);
    expect(isRelayOptionError(refused)).toBe(true);
    expect(refused).toMatchObject({ option: 'auth.tokens' });
    expect((refused as Error).message).toMatch(/^Listed token 2 .*openssl rand -base64 32/);
    expect((refused as Error).message).not.toContain(token);
  });

  test('random ones, as `openssl rand` makes them, are taken', async () => {
    const tokens = [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')];
    const relay = await startRelay(running.relayOptions({ redisUrl: undefined, auth: { tokens } }));
    try {
      for (const token of tokens) expect((await ask(relay, token)).status).toBe(200);
    } finally {
      await relay.close();
    }
  });
});

afterAll(() => {
  // No token and no key in anything the relays said or logged.
  const everything = [...said, ...logs.map((entry) => JSON.stringify(entry))].join('\n');
  expect(everything).not.toContain(TEST_KEY);
  expect(everything).not.toMatch(/psr_[A-Za-z0-9_-]{20}/);
});
