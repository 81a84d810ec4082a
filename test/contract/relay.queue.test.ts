/**
 * A fair queue for thousands: a relay on a real Redis (Debian's redis-server, no persistence) whose key allows
 * one request a second, and 20,000 users each asking for a part number of their own at once. Their requests
 * come over 100 connections, 200 pipelined on each (HTTP/1.1 lets a client send requests before the answers
 * to the earlier ones), so that the test needs 100 sockets, not 20,000.
 *
 * While all of them wait, the relay stays at hand: /health answers and counts them, and an answer it already
 * keeps is given to a new user at once, not after its turn. When they all leave, every wait ends, and nothing
 * more of theirs reaches the service. (How long the event loop waits with 20,000 users in the queue is a
 * figure of `npm run bench:relay`; the queue's turns, order and forgetting are test/unit/relay/FairQueue's.)
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

jest.setTimeout(300_000);

const USERS = 20_000;
const CONNECTIONS = 100;
/** The relay's one request a second: the queue fills far faster than it empties. */
const RATE = { perSecond: 1, burst: 1 };
/** Longest a request of the test waits for the relay while the queue is full: it should be milliseconds. */
const AT_HAND_MS = 10_000;

const tokens = Array.from({ length: USERS + 1 }, () => `psq_${randomBytes(30).toString('base64url')}`);
/** The one user who comes last, for an answer the relay already keeps. */
const LATECOMER = tokens[USERS];

const running = useRelayOnRedis({
  relay: {
    auth: { tokens },
    rate: RATE,
    // The users wait for minutes in this test; they leave when it says, not by the relay's deadline.
    requestTimeoutMs: 600_000,
  },
});
const sockets: Socket[] = [];

afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

const lookupPath = (partno: string): string => `/v2/products?$filter=${encodeURIComponent(`Partno eq '${partno}'`)}`;

/** One request to the relay, over a connection of its own, with a deadline. */
async function ask(path: string, token?: string, deadlineMs = AT_HAND_MS): Promise<{ status: number; body: string }> {
  const response = await fetch(`${running.relay.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(deadlineMs),
  });
  return { status: response.status, body: await response.text() };
}

interface Health {
  readonly status: string;
  readonly waitingForTheService: number;
}

async function health(deadlineMs = AT_HAND_MS): Promise<Health> {
  const answer = await ask('/health', undefined, deadlineMs);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as Health;
}

/** Polls /health until `done` holds of it; fails with what it last said after `deadlineMs`. */
async function healthUntil(done: (shown: Health) => boolean, deadlineMs: number): Promise<Health> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    // While the requests come in, the relay reads and checks them (20,000 tokens' hashes): its health waits.
    const shown = await health(deadlineMs);
    if (done(shown)) return shown;
    if (Date.now() > until) throw new Error(`/health still says ${JSON.stringify(shown)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends `count` pipelined lookups, one per user from `first`, over one connection, and keeps it open. */
function pipeline(first: number, count: number): Promise<void> {
  const { hostname, port } = new URL(running.relay.url);
  const requests = Array.from({ length: count }, (_, offset) => {
    const user = first + offset;
    return (
      `GET ${lookupPath(`QUEUE-${user}`)} HTTP/1.1\r\n` +
      `host: ${hostname}:${port}\r\n` +
      `authorization: Bearer ${tokens[user]}\r\n\r\n`
    );
  }).join('');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(requests, () => resolve()));
    // The answers of the few served are read and dropped; the test counts what /health and the service say.
    socket.on('data', () => undefined);
    socket.once('error', reject);
    sockets.push(socket);
  });
}

test('20,000 users waiting at once: the relay stays at hand, kept answers are given at once, and all of them can leave', async () => {
  // An answer the relay keeps before the crowd comes.
  const kept = await ask(lookupPath('KEPT-1'), LATECOMER);
  expect(kept.status).toBe(200);

  const perConnection = USERS / CONNECTIONS;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => pipeline(index * perConnection, perConnection)));
  // Every user but the few already served waits for a turn.
  const full = await healthUntil((shown) => shown.waitingForTheService >= USERS - 20, 120_000);
  expect(full.waitingForTheService).toBeLessThanOrEqual(USERS);

  // With the queue full, the relay answers at once what needs no turn: its health, and what it keeps.
  const again = await ask(lookupPath('KEPT-1'), LATECOMER);
  expect(again).toEqual(kept);
  expect((await health()).waitingForTheService).toBeGreaterThanOrEqual(USERS - 40);

  // Everyone leaves: every wait ends, and from then nothing of theirs is sent.
  for (const socket of sockets.splice(0)) socket.destroy();
  await healthUntil((shown) => shown.waitingForTheService === 0, 60_000);
  const sent = running.service.counts().requests;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  // At most the one whose turn had begun when its caller left.
  expect(running.service.counts().requests - sent).toBeLessThanOrEqual(1);

  // And the relay serves the next user as before.
  const after = await ask(lookupPath('KEPT-2'), LATECOMER);
  expect(after.status).toBe(200);
});
