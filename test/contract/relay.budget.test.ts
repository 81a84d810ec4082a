/**
 * The kept answers' memory, bounded: a relay on a real Redis (Debian's redis-server, no persistence) with a
 * budget of 4 MiB (answersMaxBytes). One user's 60 distinct full-page searches (5.5 MB of JSON each) leave
 * Redis within the budget, hold no more than a quarter of it, and push out nobody else's answers; many
 * users together are held to the budget by letting the least recently used go.
 */
import { randomBytes } from 'node:crypto';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const BUDGET = 4 * 1024 * 1024;
const TOKENS = Array.from({ length: 7 }, () => randomBytes(32).toString('base64url'));
const [FLOODER, BYSTANDER, ...TEAM] = TOKENS;

// The key's limit is not what is tested here: a service without one lets the searches through at once.
const running = useRelayOnRedis({
  relay: { auth: { tokens: TOKENS }, rate: { perSecond: 1_000, burst: 1_000 }, answersMaxBytes: BUDGET },
});

/** A search of its own for each number: every one answers a full page (2,000 products, 5.5 MB of JSON). */
const search = (number: number) => `RatedVoltage ge ${number / 1000}`;

/** One search through the relay, its body read and let go: the status, and whether the service was asked. */
async function ask(token: string, filter: string): Promise<{ status: number; asked: boolean }> {
  const before = running.service.counts().requests;
  const response = await fetch(`${running.relay.url}/v2/products?$filter=${encodeURIComponent(filter)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  expect(body.length).toBeGreaterThan(5_000_000);
  return { status: response.status, asked: running.service.counts().requests > before };
}

const usedMemory = async (): Promise<number> =>
  Number(/^used_memory:(\d+)/m.exec(await running.redisClient.info('memory'))?.[1] ?? NaN);

const ownerTotals = async (): Promise<number[]> =>
  Object.values(await running.redisClient.hgetall('partspec:relay:kept:owner-total')).map(Number);

test('one user, 60 distinct full-page searches: Redis stays within the budget, the user within a quarter, others keep theirs', async () => {
  expect(await ask(BYSTANDER, search(1))).toMatchObject({ status: 200, asked: true });
  const before = await usedMemory();
  for (let number = 2; number <= 61; number += 1) {
    expect(await ask(FLOODER, search(number))).toMatchObject({ status: 200, asked: true });
  }
  const grown = (await usedMemory()) - before;
  console.log(
    `relay budget: 60 full-page searches of one user grew Redis by ${(grown / 1024 / 1024).toFixed(1)} MiB (budget ${BUDGET / 1024 / 1024} MiB, a quarter per user)`,
  );
  // The budget counts Redis's bookkeeping of each entry too: a little room for what it does not see.
  expect(grown).toBeLessThan(BUDGET / 4 + 1024 * 1024);
  expect(Math.max(...(await ownerTotals()))).toBeLessThanOrEqual(BUDGET / 4);
  // Its latest answers are kept, its first let go; the other user's is still there.
  expect(await ask(FLOODER, search(61))).toMatchObject({ status: 200, asked: false });
  expect(await ask(FLOODER, search(2))).toMatchObject({ status: 200, asked: true });
  expect(await ask(BYSTANDER, search(1))).toMatchObject({ status: 200, asked: false });
}, 120_000);

test('five users filling their quarters: all of them together within the budget, the least recently used let go first', async () => {
  // Asked before the others, and not again: the least recently used. Its user holds far less than a quarter,
  // so only the budget over all can let it go.
  const first = search(1_000);
  await ask(BYSTANDER, first);
  for (const [user, token] of TEAM.entries()) {
    for (let number = 0; number < 16; number += 1) await ask(token, search(2_000 + 100 * user + number));
  }
  const total = Number(await running.redisClient.get('partspec:relay:kept:total'));
  expect(total).toBeLessThanOrEqual(BUDGET);
  // More than the budget was asked for: without letting the least recently used go, five quarters would not fit.
  expect((await ownerTotals()).reduce((sum, each) => sum + each, 0)).toBe(total);
  expect(await ask(BYSTANDER, first)).toMatchObject({ asked: true });
  expect(await ask(TEAM[4], search(2_000 + 400 + 15))).toMatchObject({ asked: false });
  // The relay says what it holds.
  const health = (await (await fetch(`${running.relay.url}/health`)).json()) as { answersKept: { maxBytes: number } };
  expect(health.answersKept.maxBytes).toBe(BUDGET);
}, 120_000);
