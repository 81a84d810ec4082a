/**
 * Shared entries cannot be forged: a relay on a real Redis (Debian's redis-server, no persistence) where
 * someone who can reach Redis, without the service key, rewrites what the relay kept. A kept search, a kept
 * set of products, a reference of a part number, a download address and a token's record, each tampered
 * with or forged anew, are never served or followed: the relay counts them, asks the service again, and
 * every answer it gives is valid JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RelayOptions, RunningRelay } from '../../src/relay';
import { sharedStore } from '../../src/service/sharedStore';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const TOKEN = randomBytes(32).toString('base64url');
const P = 'partspec:relay:';
const INSTANCE: Partial<RelayOptions> = { auth: { tokens: [TOKEN] }, rate: { perSecond: 1_000, burst: 1_000 } };

const running = useRelayOnRedis({ relay: INSTANCE });
/** An address inside the organisation that the relay must never be made to fetch. */
let internal: Server;
let internalHits = 0;

beforeAll(async () => {
  internal = createServer((_request, response) => {
    internalHits += 1;
    response.end('{"secret":"internal"}');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));

/**
 * A new instance on the same Redis, which has nothing at hand yet (each keeps what it read at hand for a
 * minute: a fresh one reads Redis).
 */
const reader = (): Promise<RunningRelay> => running.instance(INSTANCE);

async function ask(
  path: string,
  token: string | undefined = TOKEN,
  to: RunningRelay = running.relay,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${to.url}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, text: await response.text() };
}

const search = (filter: string) => `/v2/products?$filter=${encodeURIComponent(filter)}`;
const dropped = async (of: RunningRelay): Promise<number> => {
  const metrics = await (await fetch(`${of.url}/metrics`)).text();
  return Number(/^partspec_relay_kept_entries_dropped_total\{reason="unauthentic"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
};
/** The one key of the shared state matching `pattern`. */
async function onlyKey(pattern: string): Promise<string> {
  const keys = await running.redisClient.keys(`${P}${pattern}`);
  expect(keys).toHaveLength(1);
  return keys[0];
}

test('a kept search rewritten in Redis (raw text, or one byte changed) is not served: asked again, valid JSON', async () => {
  const filter = "Status eq 'NRND' and RatedVoltage ge 50";
  const first = await ask(search(filter));
  expect(first.status).toBe(200);
  const key = await onlyKey('v:search:*');
  const kept = (await running.redisClient.getBuffer(key)) as Buffer;
  for (const forged of [
    Buffer.from('{"HasMoreHits":false,"Data":{"Forged'),
    Buffer.from(kept.map((byte, index) => (index === kept.length - 9 ? byte ^ 1 : byte))),
  ]) {
    await running.redisClient.set(key, forged);
    const fresh = await reader();
    const before = { requests: running.service.counts().requests, dropped: await dropped(fresh) };
    const again = await ask(search(filter), TOKEN, fresh);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual(JSON.parse(first.text));
    expect(running.service.counts().requests).toBe(before.requests + 1);
    // Counted at each read that met it (before its turn, and in it).
    expect(await dropped(fresh)).toBeGreaterThan(before.dropped);
  }
});

test("a part number's reference moved to another set, or a set replaced by another's, is not believed", async () => {
  const [one, two] = [sharedStore().products[5].record.Partno, sharedStore().products[500].record.Partno];
  const lookUp = (partno: string, to: RunningRelay = running.relay) => ask(search(`Partno eq '${partno}'`), TOKEN, to);
  const right = await lookUp(one);
  await lookUp(two);
  const map = `${P}r:part:en`;
  // The reference of one now says what the reference of two said (a valid MAC, for another field).
  await running.redisClient.hset(
    map,
    one.toLowerCase(),
    (await running.redisClient.hget(map, two.toLowerCase())) as string,
  );
  const before = running.service.counts().requests;
  const moved = await lookUp(one, await reader());
  expect(JSON.parse(moved.text)).toEqual(JSON.parse(right.text));
  expect(moved.text).not.toContain(JSON.stringify(two));
  expect(running.service.counts().requests).toBe(before + 1);
  // The set one leads to now replaced by the set of another part number: a valid MAC for another key.
  const other = sharedStore().products[900].record.Partno;
  await lookUp(other);
  const beforeReplaced = running.service.counts().requests;
  const setOf = async (partno: string) =>
    (await running.redisClient.hget(map, partno.toLowerCase()))?.split('#')[0] as string;
  await running.redisClient.set(
    `${P}v:${await setOf(one)}`,
    (await running.redisClient.getBuffer(`${P}v:${await setOf(other)}`)) as Buffer,
  );
  const replaced = await lookUp(one, await reader());
  expect(JSON.parse(replaced.text)).toEqual(JSON.parse(right.text));
  expect(running.service.counts().requests).toBe(beforeReplaced + 1);
});

test('a download address rewritten or forged in Redis is never followed, with or without a token', async () => {
  const address = JSON.parse((await ask('/v2/products/getproductdatadownloadurl?category=inductors')).text) as {
    ProductDataDownloadUrl: string;
  };
  const id = address.ProductDataDownloadUrl.split('/files/')[1];
  const target = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/metrics`;
  const forged = JSON.stringify({ address: target, category: 'inductors', lang: 'en' });
  await running.redisClient.set(`${P}v:file:${id}`, forged);
  const made = randomBytes(18).toString('base64url');
  await running.redisClient.set(`${P}v:file:${made}`, forged);
  for (const path of [`/files/${id}`, `/files/${made}`]) {
    const answer = await ask(path, undefined);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain('internal');
  }
  expect(internalHits).toBe(0);
});

test("a token's record written into Redis without the service key lets nobody in", async () => {
  const token = await running.issue('real');
  expect((await ask(search("Partno eq 'X'"), token)).status).toBe(200);
  // An intruder's own token, with a copy of a real record (another token's MAC), and one with a MAC made up.
  const intruder = `psr_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(intruder).digest('hex');
  const real = JSON.parse(
    (await running.redisClient.hget(`${P}token-records`, createHash('sha256').update(token).digest('hex'))) as string,
  ) as { r: unknown[] };
  for (const record of [
    JSON.stringify(real),
    JSON.stringify({ r: real.r, mac: randomBytes(32).toString('base64url') }),
  ]) {
    await running.redisClient.hset(`${P}token-records`, hash, record);
    await running.redisClient.hset(`${P}token-of`, 'real', hash);
    expect((await ask(search("Partno eq 'X'"), intruder)).status).toBe(401);
  }
});
