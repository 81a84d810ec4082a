/**
 * A stalled Redis survived: Debian's redis-server (no persistence) stopped with SIGSTOP under a relay, its
 * connection open and silent, as a Redis whose machine froze. Each Redis command has a deadline
 * (redisTimeoutMs, 250 ms by default): the relay turns to its own memory within two of them, says so in
 * /health and /metrics, answers lookups of part numbers it never kept without waiting for Redis, and shares
 * again once Redis answers.
 */
import { sharedStore } from '../../src/service/sharedStore';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

/** A request's turn to reach the service, and the machine's load, on top of the 2 s a stalled Redis may cost. */
const TURN_ALLOWANCE_MS = 500;

const running = useRelayOnRedis({ relay: { rate: { perSecond: 1_000, burst: 1_000 } } });
const { logs } = running;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const partnos = sharedStore()
  .products.filter((_, index) => index % 101 === 7)
  .map((product) => product.record.Partno);

async function lookUp(token: string, partno: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(
    `${running.relay.url}/v2/products?$filter=${encodeURIComponent(`Partno eq '${partno}'`)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

const health = async () => (await (await fetch(`${running.relay.url}/health`)).json()) as Record<string, unknown>;
const metrics = async () => (await fetch(`${running.relay.url}/metrics`)).text();

test('Redis stalled: no request waits for it more than 2 s plus its turn, /health and /metrics say so, and it shares again after', async () => {
  const token = await running.issue('stella');
  const unseen = await running.issue('otto');
  expect((await lookUp(token, partnos[0])).status).toBe(200);

  running.redis.pause();
  const times: number[] = [];
  let during: Record<string, unknown>;
  let duringMetrics: string;
  try {
    for (const partno of partnos.slice(1, 11)) {
      const answer = await lookUp(token, partno);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`"Partno":${JSON.stringify(partno)}`);
      times.push(answer.ms);
      await sleep(150);
    }
    // A token this instance never saw cannot be checked just now: 503 at once, not a wait, and not a 401.
    const unchecked = await lookUp(unseen, partnos[20]);
    expect(unchecked.status).toBe(503);
    times.push(unchecked.ms);
    during = await health();
    duringMetrics = await metrics();
  } finally {
    running.redis.resume();
  }
  console.log(
    `relay, Redis stalled: 10 lookups of new part numbers and one unseen token answered in ${times.map((ms) => Math.round(ms)).join(', ')} ms`,
  );
  expect(Math.max(...times)).toBeLessThan(2_000 + TURN_ALLOWANCE_MS);
  expect(during).toMatchObject({ status: 'degraded', redis: 'slow', state: 'this instance alone: Redis is slow' });
  const changes = during.changes as Array<{ redis: string; message: string }>;
  expect(changes.at(-1)).toMatchObject({
    redis: 'slow',
    message: expect.stringMatching(/^Redis slow: no answer within 1000 ms/),
  });
  expect(duringMetrics).toMatch(/^partspec_relay_redis_slow 1$/m);
  expect(duringMetrics).toMatch(/^partspec_relay_state_shared 0$/m);
  expect(Number(/^partspec_relay_redis_timeouts_total (\d+)$/m.exec(duringMetrics)?.[1])).toBeGreaterThan(0);

  // Redis answers again: the instance shares again, as after a loss.
  let after: Record<string, unknown> = {};
  for (let attempt = 0; attempt < 100 && after.redis !== 'reachable'; attempt += 1) {
    await sleep(100);
    after = await health();
  }
  expect(after).toMatchObject({ status: 'ok', redis: 'reachable' });
  expect(await metrics()).toMatch(/^partspec_relay_redis_slow 0$/m);
  expect((await lookUp(unseen, partnos[20])).status).toBe(200);
  expect(logs.some((entry) => entry.event === 'state' && /Redis slow/.test(entry.message ?? ''))).toBe(true);
}, 60_000);
