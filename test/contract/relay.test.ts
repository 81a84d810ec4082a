/**
 * The organisation's relay (src/relay), one instance with its state in memory, in front of the reference
 * service at its default limit: it answers as the service does, shares answers between users, keeps the
 * key's limit, refuses callers without a valid token before anything reaches the service, and the key never
 * leaves it.
 */
import { randomBytes } from 'node:crypto';
import { createClient, isAccessTokenError, type PartSpecClient, systemClock } from '../../src/core';
import { startService } from '../../src/service';
import { sharedStore } from '../../src/service/sharedStore';
import { TEST_KEY } from '../support/referenceService';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

/** A listed token as an operator makes one (`openssl rand -base64 32`): the relay refuses chosen ones. */
const TEAM_TOKEN = randomBytes(32).toString('base64');
const ADD_IN_ORIGIN = 'https://partspec.example.test';

// One instance, its state in memory, in front of the service at its default limit.
const running = useRelayOnRedis({
  service: { rate: 10, burst: 20 },
  redis: false,
  relay: { auth: { tokens: [TEAM_TOKEN] }, corsOrigins: [ADD_IN_ORIGIN] },
});
const { logs } = running;
/** Every header and body the relay sent back to a caller in these tests. */
const captured: string[] = [];

/** A user on a machine of their own: their own limiter towards the relay (one per clock), their own cache. */
function userClient(token = TEAM_TOKEN, baseUrl = running.relay.url): PartSpecClient {
  return createClient({
    baseUrl,
    accessToken: token,
    clock: { ...systemClock },
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const body = await response.clone().text();
      captured.push(JSON.stringify([...response.headers]), body.slice(0, 4096));
      return response;
    },
  });
}

async function raw(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${running.relay.url}${path}`, { headers });
  captured.push(JSON.stringify([...response.headers]));
  return response;
}

const products = () => sharedStore().products;

test('lookups through the relay answer as the service does, found and not found, in any case', async () => {
  const direct = createClient({ baseUrl: running.service.url, apiKey: TEST_KEY, clock: { ...systemClock } });
  const picked = products()
    .filter((_, index) => index % 97 === 0)
    .map((product) => product.record.Partno);
  const asked = [...picked, ...picked.slice(0, 20).map((partno) => partno.toLowerCase()), 'NO-SUCH-PART-1', 'nosuch2'];
  const [viaRelay, fromService] = await Promise.all([userClient().lookup(asked), direct.lookup(asked)]);
  expect(viaRelay.size).toBe(asked.length);
  for (const partno of asked) {
    expect(viaRelay.get(partno)?.record).toEqual(fromService.get(partno)?.record);
  }
  expect(viaRelay.get('NO-SUCH-PART-1')).toBeUndefined();
});

test('a second user asking the same part numbers costs the service nothing', async () => {
  const partnos = products()
    .filter((_, index) => index % 31 === 1)
    .slice(0, 600)
    .map((product) => product.record.Partno);
  await userClient().lookup(partnos);
  const before = running.service.counts().requests;
  const again = await userClient().lookup(partnos);
  expect([...again.values()].every((product) => product !== undefined)).toBe(true);
  expect(running.service.counts().requests).toBe(before);
});

test('a search is answered as the service answers it, and asked of the service once', async () => {
  const filter = "Capacitance ge 1uF and Status eq 'In Production'";
  const direct = createClient({ baseUrl: running.service.url, apiKey: TEST_KEY, clock: { ...systemClock } });
  const fromService = await direct.search({ filter, orderby: 'Capacitance desc' });
  const before = running.service.counts().requests;
  const [first, second] = await Promise.all([
    userClient().search({ filter, orderby: 'Capacitance desc' }),
    userClient().search({ filter, orderby: 'Capacitance desc' }),
  ]);
  expect(running.service.counts().requests - before).toBe(1);
  for (const result of [first, second]) {
    expect(result.hasMoreHits).toBe(fromService.hasMoreHits);
    expect(result.products.map((product) => product.record)).toEqual(
      fromService.products.map((product) => product.record),
    );
  }
});

test("a mistyped filter gets the service's own 400, and is not kept", async () => {
  const response = await raw('/v2/products?$filter=Capacitance%20gee%201', { authorization: `Bearer ${TEAM_TOKEN}` });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toMatch(/Capacitance/);
});

test("a whole category through the relay: the address is the relay's, the file the service's", async () => {
  const client = userClient();
  const address = await client.downloadUrl('ceramicCapacitorsLead');
  expect(address.startsWith(`${running.relay.url}/files/`)).toBe(true);
  const expected = products().filter((product) => product.category === 'ceramicCapacitorsLead').length;
  // Three users at once: one download from the service, kept compressed and given to all three.
  const files = await Promise.all(
    [client, userClient(), userClient()].map((each) => each.downloadCategory('ceramicCapacitorsLead')),
  );
  for (const lead of files) expect(lead.length).toBe(expected);
  const metrics = await (await raw('/metrics')).text();
  expect(metrics).toMatch(/partspec_relay_answers_total\{kind="file",source="service"\} 1$/m);
  expect(metrics).toMatch(/partspec_relay_answers_total\{kind="file",source="shared"\} 2$/m);
  // A caller that takes no gzip gets the file inflated.
  const plain = await fetch(`${address}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect((await plain.text()).length).toBeGreaterThan(1_000_000);
  const unknown = await raw('/files/AAAAAAAAAAAAAAAAAAAAAAAA');
  expect(unknown.status).toBe(403);
});

test('searches within a category the relay has read are answered from it, as the service answers them', async () => {
  const direct = createClient({ baseUrl: running.service.url, apiKey: TEST_KEY, clock: { ...systemClock } });
  const searches = [
    {
      filter: "Category eq 'ceramicCapacitorsLead' and Capacitance ge 1nF",
      orderby: 'Capacitance desc,RatedVoltage asc',
    },
    { filter: "Category eq 'ceramicCapacitorsLead'", orderby: '' },
    { filter: "Category eq 'ceramicCapacitorsLead' and Status eq 'NRND'", orderby: 'Partno desc' },
  ];
  const fromCategory = async (): Promise<number> => {
    const metrics = await (await raw('/metrics')).text();
    return Number(/partspec_relay_answers_total\{kind="search",source="category"\} (\d+)/.exec(metrics)?.[1] ?? 0);
  };
  // The category downloaded above is read in the background once sent.
  for (let attempt = 0; attempt < 300 && (await fromCategory()) === 0; attempt += 1) {
    await userClient().search({ filter: "Category eq 'ceramicCapacitorsLead' and RatedVoltage ge 1" });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const before = running.service.counts().requests;
  for (const { filter, orderby } of searches) {
    const viaRelay = await userClient().search({ filter, orderby });
    const fromService = await direct.search({ filter, orderby });
    expect(viaRelay.hasMoreHits).toBe(fromService.hasMoreHits);
    expect(viaRelay.products.map((product) => product.record)).toEqual(
      fromService.products.map((product) => product.record),
    );
  }
  // The direct client's requests only: none of the relay's.
  expect(running.service.counts().requests - before).toBe(searches.length);
  // A search over every category is not the relay's to answer while it keeps one: the service answers it.
  const everywhere = await userClient().search({ filter: 'Capacitance ge 22uF' });
  expect(running.service.counts().requests - before).toBe(searches.length + 1);
  expect(everywhere.products.length).toBeGreaterThan(0);
});

test('20 users refreshing the same 3,000-part BOM at once: every answer right, no 429, the cost of one', async () => {
  const bom = products()
    .filter((_, index) => index % 17 === 3)
    .slice(0, 3000)
    .map((product) => product.record.Partno);
  // What one user alone costs with the key, against a second service so as not to touch this one's bucket.
  const own = await startService({ apiKeys: [TEST_KEY], rate: 10, burst: 20 });
  let oneAlone: number;
  try {
    await createClient({ baseUrl: own.url, apiKey: TEST_KEY, clock: { ...systemClock } }).lookup(bom);
    oneAlone = own.counts().requests;
  } finally {
    await own.close();
  }
  const before = running.service.counts();
  const answers = await Promise.all(Array.from({ length: 20 }, () => userClient().lookup(bom)));
  const after = running.service.counts();
  for (const answer of answers) {
    expect(bom.every((partno) => answer.get(partno)?.record.Partno === partno)).toBe(true);
  }
  expect(after.throttled - before.throttled).toBe(0);
  expect(after.requests - before.requests).toBeLessThanOrEqual(1.5 * oneAlone);
  console.log(
    `relay, memory: 20 users x ${bom.length} part numbers: the service saw ${after.requests - before.requests} requests (one user alone: ${oneAlone}), 0 answers 429`,
  );
});

describe('who may ask', () => {
  test.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-team-token-000000' }],
    ['a malformed header', { authorization: `Basic ${TEAM_TOKEN}` }],
  ])('%s: 401, and nothing reaches the service', async (_name, headers) => {
    const before = running.service.counts().requests;
    const response = await raw("/v2/products?$filter=Partno%20eq%20'X'", headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await response.json()) as { message: string }).message).not.toMatch(/not-the-team-token/);
    expect(running.service.counts().requests).toBe(before);
  });

  test('the SDK with a refused token: AccessTokenError, refused', async () => {
    const error = await userClient('a-token-nobody-issued-1234')
      .lookup(['X'])
      .catch((caught: unknown) => caught);
    expect(isAccessTokenError(error)).toBe(true);
    expect(error).toMatchObject({ problem: 'refused' });
  });
});

test("the add-in's origin may call the relay from its pages; another origin gets no CORS headers", async () => {
  const preflight = await fetch(`${running.relay.url}/v2/products`, {
    method: 'OPTIONS',
    headers: { origin: ADD_IN_ORIGIN, 'access-control-request-headers': 'authorization' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(ADD_IN_ORIGIN);
  expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  const answer = await raw("/v2/products?$filter=Partno%20eq%20'X'", {
    origin: ADD_IN_ORIGIN,
    authorization: `Bearer ${TEAM_TOKEN}`,
  });
  expect(answer.headers.get('access-control-allow-origin')).toBe(ADD_IN_ORIGIN);
  expect(answer.headers.get('access-control-expose-headers')).toContain('date');
  const stranger = await raw("/v2/products?$filter=Partno%20eq%20'X'", {
    origin: 'https://elsewhere.example.test',
    authorization: `Bearer ${TEAM_TOKEN}`,
  });
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
});

test('GET /sign-in says this relay takes the tokens it issues', async () => {
  expect(await (await raw('/sign-in')).json()).toEqual({ kind: 'token' });
});

test('/health and /metrics say what an operator needs, and no secret', async () => {
  const health = (await (await raw('/health')).json()) as Record<string, unknown>;
  expect(health).toMatchObject({ status: 'ok', state: 'memory', redis: 'not used', instancesSeen: 1 });
  const metrics = await (await raw('/metrics')).text();
  expect(metrics).toMatch(/partspec_relay_requests_total\{operation="lookup",status="200"\} \d+/);
  expect(metrics).toMatch(/partspec_relay_refused_total\{reason="missing"\} \d+/);
  expect(metrics).toMatch(/partspec_relay_answers_total\{kind="part",source="shared"\} \d+/);
  captured.push(JSON.stringify(health), metrics);
});

afterAll(() => {
  // Everything the relay said: responses, headers, /health, /metrics and its log lines.
  const everything = [...captured, ...logs.map((entry) => JSON.stringify(entry))].join('\n');
  expect(everything).not.toContain(TEST_KEY);
  expect(everything).not.toContain(TEAM_TOKEN);
  expect(logs.some((entry) => entry.event === 'request' && entry.operation === 'lookup')).toBe(true);
});
