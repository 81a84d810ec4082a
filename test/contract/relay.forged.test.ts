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
import { Redis } from 'ioredis';
import { issueToken, type RunningRelay, startRelay } from '../../src/relay';
import { type RunningService, startService } from '../../src/service';
import { sharedStore } from '../../src/service/sharedStore';
import { type RunningRedis, startRedis } from '../support/redisServer';

const SERVICE_KEY = 'relay-forged-test-service-key-4d21';
const TOKEN = randomBytes(32).toString('base64url');
const P = 'partspec:relay:';

let redis: RunningRedis;
let service: RunningService;
let relay: RunningRelay;
/** Instances that read what another kept (each keeps what it read at hand for a minute: a fresh one reads Redis). */
const readers: RunningRelay[] = [];
let inspect: Redis;
/** An address inside the organisation that the relay must never be made to fetch. */
let internal: Server;
let internalHits = 0;

beforeAll(async () => {
  redis = await startRedis();
  service = await startService({ apiKeys: [SERVICE_KEY], rate: 1_000, burst: 1_000 });
  relay = await instance();
  inspect = new Redis(redis.url);
  internal = createServer((_request, response) => {
    internalHits += 1;
    response.end('{"secret":"internal"}');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  // The service builds its catalogue first: seconds alone, more on a machine busy with other tests.
}, 120_000);
afterAll(async () => {
  inspect.disconnect();
  await new Promise<void>((resolve) => internal.close(() => resolve()));
  await Promise.all([relay, ...readers].map((each) => each.close()));
  await service.close();
  await redis.stop();
});

function instance(): Promise<RunningRelay> {
  return startRelay({
    serviceUrl: service.url,
    serviceKey: SERVICE_KEY,
    redisUrl: redis.url,
    auth: { tokens: [TOKEN] },
    rate: { perSecond: 1_000, burst: 1_000 },
    log: () => undefined,
  });
}

/** A new instance on the same Redis, which has nothing at hand yet. */
async function reader(): Promise<RunningRelay> {
  const fresh = await instance();
  readers.push(fresh);
  return fresh;
}

async function ask(
  path: string,
  token: string | undefined = TOKEN,
  to: RunningRelay = relay,
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
  const keys = await inspect.keys(`${P}${pattern}`);
  expect(keys).toHaveLength(1);
  return keys[0];
}

test('a kept search rewritten in Redis (raw text, or one byte changed) is not served: asked again, valid JSON', async () => {
  const filter = "Status eq 'NRND' and RatedVoltage ge 50";
  const first = await ask(search(filter));
  expect(first.status).toBe(200);
  const key = await onlyKey('v:search:*');
  const kept = (await inspect.getBuffer(key)) as Buffer;
  for (const forged of [
    Buffer.from('{"HasMoreHits":false,"Data":{"Forged'),
    Buffer.from(kept.map((byte, index) => (index === kept.length - 9 ? byte ^ 1 : byte))),
  ]) {
    await inspect.set(key, forged);
    const fresh = await reader();
    const before = { requests: service.counts().requests, dropped: await dropped(fresh) };
    const again = await ask(search(filter), TOKEN, fresh);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual(JSON.parse(first.text));
    expect(service.counts().requests).toBe(before.requests + 1);
    // Counted at each read that met it (before its turn, and in it).
    expect(await dropped(fresh)).toBeGreaterThan(before.dropped);
  }
});

test("a part number's reference moved to another set, or a set replaced by another's, is not believed", async () => {
  const [one, two] = [sharedStore().products[5].record.Partno, sharedStore().products[500].record.Partno];
  const lookUp = (partno: string, to: RunningRelay = relay) => ask(search(`Partno eq '${partno}'`), TOKEN, to);
  const right = await lookUp(one);
  await lookUp(two);
  const map = `${P}r:part:en`;
  // The reference of one now says what the reference of two said (a valid MAC, for another field).
  await inspect.hset(map, one.toLowerCase(), (await inspect.hget(map, two.toLowerCase())) as string);
  const before = service.counts().requests;
  const moved = await lookUp(one, await reader());
  expect(JSON.parse(moved.text)).toEqual(JSON.parse(right.text));
  expect(moved.text).not.toContain(JSON.stringify(two));
  expect(service.counts().requests).toBe(before + 1);
  // The set one leads to now replaced by the set of another part number: a valid MAC for another key.
  const other = sharedStore().products[900].record.Partno;
  await lookUp(other);
  const beforeReplaced = service.counts().requests;
  const setOf = async (partno: string) => (await inspect.hget(map, partno.toLowerCase()))?.split('#')[0] as string;
  await inspect.set(`${P}v:${await setOf(one)}`, (await inspect.getBuffer(`${P}v:${await setOf(other)}`)) as Buffer);
  const replaced = await lookUp(one, await reader());
  expect(JSON.parse(replaced.text)).toEqual(JSON.parse(right.text));
  expect(service.counts().requests).toBe(beforeReplaced + 1);
});

test('a download address rewritten or forged in Redis is never followed, with or without a token', async () => {
  const address = JSON.parse((await ask('/v2/products/getproductdatadownloadurl?category=inductors')).text) as {
    ProductDataDownloadUrl: string;
  };
  const id = address.ProductDataDownloadUrl.split('/files/')[1];
  const target = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/metrics`;
  const forged = JSON.stringify({ address: target, category: 'inductors', lang: 'en' });
  await inspect.set(`${P}v:file:${id}`, forged);
  const made = randomBytes(18).toString('base64url');
  await inspect.set(`${P}v:file:${made}`, forged);
  for (const path of [`/files/${id}`, `/files/${made}`]) {
    const answer = await ask(path, undefined);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain('internal');
  }
  expect(internalHits).toBe(0);
});

test("a token's record written into Redis without the service key lets nobody in", async () => {
  const { token } = await issueToken({ redisUrl: redis.url, serviceKey: SERVICE_KEY, name: 'real' });
  expect((await ask(search("Partno eq 'X'"), token)).status).toBe(200);
  // An intruder's own token, with a copy of a real record (another token's MAC), and one with a MAC made up.
  const intruder = `psr_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(intruder).digest('hex');
  const real = JSON.parse(
    (await inspect.hget(`${P}token-records`, createHash('sha256').update(token).digest('hex'))) as string,
  ) as { r: unknown[] };
  for (const record of [
    JSON.stringify(real),
    JSON.stringify({ r: real.r, mac: randomBytes(32).toString('base64url') }),
  ]) {
    await inspect.hset(`${P}token-records`, hash, record);
    await inspect.hset(`${P}token-of`, 'real', hash);
    expect((await ask(search("Partno eq 'X'"), intruder)).status).toBe(401);
  }
});
