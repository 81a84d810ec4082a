/**
 * CORS said: a relay on a real Redis (Debian's redis-server, no persistence) that allows one origin. A page of
 * another origin gets no CORS headers, as before, and the relay says so in its log, once per origin, with the
 * flag that would allow it; the origin it allows is never said. A request that needs no CORS (the pane's
 * check when it cannot read the relay) is answered.
 */
import { randomBytes } from 'node:crypto';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const TOKEN = randomBytes(32).toString('base64url');
const ADD_IN = 'https://addin.example.test';
const FORGOTTEN = 'https://partspec.example.test:8443';
const OTHER = 'https://elsewhere.example.test';

const running = useRelayOnRedis({ relay: { auth: { tokens: [TOKEN] }, corsOrigins: [ADD_IN] } });
const { logs } = running;

/** A page of `origin` asking, as a browser does: the preflight, then the request. */
async function fromPage(origin: string): Promise<Response> {
  await fetch(`${running.relay.url}/v2/products`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-headers': 'authorization' },
  });
  return fetch(`${running.relay.url}/v2/products?$filter=${encodeURIComponent("Partno eq 'X'")}`, {
    headers: { origin, authorization: `Bearer ${TOKEN}` },
  });
}

test('an origin refused is said once in the log, with the flag to add; the allowed one never', async () => {
  for (const origin of [FORGOTTEN, FORGOTTEN, OTHER, ADD_IN, FORGOTTEN, 'null', 'not an origin at all']) {
    const answer = await fromPage(origin);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin === ADD_IN ? ADD_IN : null);
  }
  const said = logs.filter((entry) => entry.event === 'cors');
  expect(said.map((entry) => entry.message)).toEqual([
    `a page of ${FORGOTTEN} called the relay and got no CORS headers, so its browser keeps the answer from it: if it is the add-in's origin, start the relay with --cors-origin ${FORGOTTEN} (corsOrigins)`,
    `a page of ${OTHER} called the relay and got no CORS headers, so its browser keeps the answer from it: if it is the add-in's origin, start the relay with --cors-origin ${OTHER} (corsOrigins)`,
    'a page sent an Origin that is not an origin; it got no CORS headers',
  ]);
  expect(said.every((entry) => entry.level === 'warn')).toBe(true);
  expect(JSON.stringify(logs)).not.toContain('not an origin at all');
});

test("a request that needs no CORS (the pane's check) is answered without a token", async () => {
  const answer = await fetch(`${running.relay.url}/health`, { headers: { origin: FORGOTTEN } });
  expect(answer.status).toBe(200);
});
