/**
 * Failed sign-ins slowed: a relay on a real Redis (Debian's redis-server, no persistence) answers an address
 * that failed to sign in 20 times in a minute with 429 and Retry-After, counts it in /metrics, and never slows
 * a caller with a valid token from the same address, nor another address.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const running = useRelayOnRedis();
let valid: string;

beforeAll(async () => {
  valid = await running.issue('vera');
});

/** One lookup with `token`, from the loopback address `from` (Linux routes all of 127/8 to loopback). */
function ask(token: string, from = '127.0.0.1'): Promise<{ status: number; retryAfter?: string; body: string }> {
  const { hostname, port } = new URL(running.relay.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        localAddress: from,
        path: `/v2/products?$filter=${encodeURIComponent("Partno eq 'X'")}`,
        headers: { authorization: `Bearer ${token}` },
        agent: false,
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, retryAfter: answer.headers['retry-after'], body }),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

const wrong = () => `psr_${randomBytes(32).toString('base64url')}`;

test('20 wrong tokens a minute are answered 401; the next are slowed with 429; a valid token never is', async () => {
  const before = running.service.counts().requests;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    expect((await ask(wrong())).status).toBe(401);
    expect((await ask(valid)).status).toBe(200);
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slowed = await ask(wrong());
    expect(slowed.status).toBe(429);
    expect(Number(slowed.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.retryAfter)).toBeLessThanOrEqual(60);
    expect(JSON.parse(slowed.body)).toEqual({
      message: `Too many failed sign-ins from your address in the last minute: wait ${slowed.retryAfter} s, then sign in again.`,
    });
    // The same address with a valid token: answered at once.
    expect((await ask(valid)).status).toBe(200);
  }
  // Another address is not slowed for this one's failures.
  expect((await ask(wrong(), '127.0.0.2')).status).toBe(401);
  const metrics = await (await fetch(`${running.relay.url}/metrics`)).text();
  expect(metrics).toMatch(/^partspec_relay_sign_ins_slowed_total 5$/m);
  // The valid token's lookups reached the service (a part number it never kept is asked once); no failure did.
  expect(running.service.counts().requests - before).toBe(1);
});
