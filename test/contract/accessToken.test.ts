/**
 * A client with an access token instead of an API key (issue 26: an organisation's relay holds the key), end
 * to end against the reference service behind a stand-in relay on loopback: the relay lets through the API
 * calls that carry its one valid bearer token, adding the service key, and answers 401 to the others without
 * asking the service; the category files (signed addresses) pass without either, as from object storage.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, isAccessTokenError } from '../../src/core';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const VALID_TOKEN = 'relay-token-5f1e0c9a';

interface StandInRelay {
  readonly url: string;
  /** Headers of every request that reached the service through the relay. */
  readonly upstream: IncomingHttpHeaders[];
  /** Authorization headers of every API request the relay received. */
  readonly received: (string | undefined)[];
  close(): Promise<void>;
}

async function startStandInRelay(serviceUrl: () => string): Promise<StandInRelay> {
  const upstream: IncomingHttpHeaders[] = [];
  const received: (string | undefined)[] = [];
  const server: Server = createServer((incoming, response) => {
    const path = incoming.url ?? '/';
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    delete headers.host;
    if (path.startsWith('/v2/')) {
      received.push(incoming.headers.authorization);
      if (incoming.headers.authorization !== `Bearer ${VALID_TOKEN}`) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Sign in"}');
        return;
      }
      delete headers.authorization;
      headers['x-api-key'] = TEST_KEY;
    }
    upstream.push(headers);
    const target = new URL(path, serviceUrl());
    const forwarded = httpRequest(target, { method: incoming.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstream,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let relay: StandInRelay;

beforeAll(async () => {
  relay = await startStandInRelay(() => service.url);
});
// Download addresses point at the relay, as a relay in front of the service issues them.
const service = useContractService({ service: () => ({ publicUrl: relay.url }), settings: false });
afterAll(() => relay.close());

test('lookups, searches and a whole category through the relay with a token: the key never leaves it', async () => {
  const asked: boolean[] = [];
  const client = createClient({
    baseUrl: relay.url,
    accessToken: async ({ refresh }) => {
      asked.push(refresh);
      // The first token has expired: the relay refuses it, and the fresh one asked for then is accepted.
      return asked.length === 1 ? 'expired-token' : VALID_TOKEN;
    },
    rate: { perSecond: 1000, burst: 1000 },
  });
  const inductors = await client.downloadCategory('inductors');
  expect(inductors.length).toBeGreaterThan(1000);
  const partnos = inductors.slice(0, 300).map((product) => product.record.Partno);
  const found = await client.lookup(partnos);
  expect(partnos.every((partno) => found.get(partno)?.record.Partno === partno)).toBe(true);
  const search = await client.search({ filter: 'Inductance ge 1uH' });
  expect(search.products.length).toBeGreaterThan(0);

  expect(asked.slice(0, 2)).toEqual([false, true]);
  expect(asked.slice(2).every((refresh) => !refresh)).toBe(true);
  expect(relay.received.filter((header) => header !== `Bearer ${VALID_TOKEN}`)).toEqual(['Bearer expired-token']);
  // Every API call reached the service with the key, none with the token; the files with neither.
  const api = relay.upstream.filter((headers) => headers['x-api-key'] !== undefined);
  expect(api.length).toBeGreaterThan(0);
  expect(relay.upstream.every((headers) => headers.authorization === undefined)).toBe(true);
});

test('a token the relay refuses, also when asked for afresh: AccessTokenError, and the service is never asked', async () => {
  const before = relay.upstream.length;
  const client = createClient({ baseUrl: relay.url, accessToken: async () => 'revoked-token' });
  const error = await client.lookup(['LQW15AN1N0B00']).catch((caught: unknown) => caught);
  expect(isAccessTokenError(error)).toBe(true);
  expect(error).toMatchObject({ problem: 'refused', status: 401 });
  expect((error as Error).message).not.toContain('revoked-token');
  expect(relay.upstream.length).toBe(before);
});
