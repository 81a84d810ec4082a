/**
 * A team as fast as one: two relay instances on a real Redis (Debian's redis-server, no persistence) in
 * front of a service that takes a second to answer. While one instance asks the service for some part
 * numbers, twenty requests for the same ones on the other instance wait for its answer without taking a turn
 * of the fair queue (a turn would have nothing to ask), and are answered with it: the service is asked once.
 */
import { randomBytes } from 'node:crypto';
import type { RelayOptions, RunningRelay } from '../../src/relay';
import { MAX_REDIS_TIMEOUT_MS } from '../../src/relay/options';
import { sharedStore } from '../../src/service/sharedStore';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const TOKEN = randomBytes(32).toString('base64url');

const INSTANCE: Partial<RelayOptions> = {
  auth: { tokens: [TOKEN] },
  // The longest Redis may take before an instance treats it as stalled: on a busy test machine a call can
  // take over the default 250 ms, and an answer not kept in time is asked again. Stalls are relay.stall's.
  redisTimeoutMs: MAX_REDIS_TIMEOUT_MS,
};

const running = useRelayOnRedis({ service: { latencyMs: 1_000 }, relay: INSTANCE });
let second: RunningRelay;

beforeAll(async () => {
  second = await running.instance(INSTANCE);
});

const partnos = sharedStore()
  .products.filter((_, index) => index % 211 === 3)
  .slice(0, 50)
  .map((product) => product.record.Partno);

async function lookUp(relay: RunningRelay): Promise<string> {
  const filter = encodeURIComponent(`Partno eq '${partnos.join('|')}'`);
  const response = await fetch(`${relay.url}/v2/products?$filter=${filter}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** Turns the fair queue of `relay` has given so far (its wait histogram's count). */
async function turns(relay: RunningRelay): Promise<number> {
  const metrics = await (await fetch(`${relay.url}/metrics`)).text();
  return Number(/^partspec_relay_queue_wait_seconds_count (\d+)$/m.exec(metrics)?.[1]);
}

test('requests for what another instance is asking wait for its answer without a turn, and the service is asked once', async () => {
  const before = running.service.counts().requests;
  const asking = lookUp(running.relay);
  // Once the service has the first instance's request, that instance has its claim, and the service takes a
  // second to answer. (A fixed pause was not enough on a busy machine.)
  const deadline = Date.now() + 10_000;
  while (running.service.counts().requests === before) {
    if (Date.now() > deadline) throw new Error('the first instance did not ask the service within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const waiting = Array.from({ length: 20 }, () => lookUp(second));
  const answers = await Promise.all([asking, ...waiting]);
  expect(new Set(answers).size).toBe(1);
  for (const partno of partnos) expect(answers[0]).toContain(`"Partno":${JSON.stringify(partno)}`);
  expect(running.service.counts().requests - before).toBe(1);
  expect(await turns(running.relay)).toBe(1);
  expect(await turns(second)).toBe(0);
});
