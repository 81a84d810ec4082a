import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, isRedirectRefusedError, type RedirectRefusedError } from '../../src/core';
import { createPassThrough } from '../../src/relay';
import { TEST_KEY } from '../support/referenceService';

// A service URL that answers with a redirect to another origin: the key must go nowhere but the address
// that was set, and nothing from the other origin may be taken for the service's answer.

interface Recorded {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** A server on a free loopback port that records every request it receives and answers with `answer`. */
async function listen(answer: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

let elsewhere: { server: Server; url: string };
const received: Recorded[] = [];

beforeAll(async () => {
  // The other origin: it would answer as the service does (an empty product list), a silent wrong result.
  elsewhere = await listen((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ HasMoreHits: false, Data: {} }));
  });
});

afterAll(() => close(elsewhere.server));

beforeEach(() => {
  received.length = 0;
});

describe.each([302, 307])('a service URL that answers %i to another local port', (status) => {
  let redirecting: { server: Server; url: string };
  beforeAll(async () => {
    redirecting = await listen((request, response) => {
      response.writeHead(status, { location: `${elsewhere.url}${request.url ?? '/'}` });
      response.end();
    });
  });
  afterAll(() => close(redirecting.server));

  const client = () => createClient({ baseUrl: redirecting.url, apiKey: TEST_KEY, retries: { failures: 0 } });

  test.each([
    ['a search', () => client().search({ filter: "SizecodeInch eq '0402'" })],
    ['a lookup of part numbers', () => client().lookup(['OCM188R71H104KA01'])],
    ['the download address of a category', () => client().downloadUrl('inductors')],
    ['the download of a whole category', () => client().downloadCategory('inductors')],
  ])('%s: a typed error naming where it pointed, and no request reaches the other port', async (_, call) => {
    const error = await call().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    // A lookup reports a failed part number through its own error, with the redirect as its cause.
    const redirect = isRedirectRefusedError(error) ? error : (error as { cause?: unknown } | undefined)?.cause;
    expect(isRedirectRefusedError(redirect)).toBe(true);
    expect(redirect).toMatchObject({ redirectStatus: status, location: expect.stringContaining(elsewhere.url) });
    expect(JSON.stringify({ message: (error as Error).message })).not.toContain(TEST_KEY);
    expect(received.filter((request) => request.headers['x-api-key'] !== undefined)).toEqual([]);
    expect(received).toEqual([]);
  });
});

/** The error a call ends with, or undefined when it succeeds. */
const failureOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => undefined,
    (caught: unknown) => caught,
  );

/** Every text of an error and its causes, as a user or a log could see them. */
function textsOf(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 5) return [String(error)];
  const fields = Object.entries(error).map(([name, value]) => `${name}=${String(value)}`);
  return [error.message, String(error), JSON.stringify(error), ...fields, ...textsOf(error.cause, depth + 1)];
}

describe('a redirect is never followed, whatever it points to', () => {
  let requests: string[];
  let server: { server: Server; url: string };
  beforeAll(async () => {
    requests = [];
    server = await listen((request, response) => {
      requests.push(request.url ?? '');
      // To the same server, a path holding the key and a query holding it again.
      response.writeHead(301, { location: `/moved/${TEST_KEY}/v2/products?key=${TEST_KEY}#${TEST_KEY}` });
      response.end();
    });
  });
  afterAll(() => close(server.server));

  test('to the same origin: refused too, named without the key, asked once', async () => {
    requests.length = 0;
    const client = createClient({ baseUrl: server.url, apiKey: TEST_KEY, retries: { failures: 0 } });
    const error = (await failureOf(client.search({ filter: "SizecodeInch eq '0402'" }))) as RedirectRefusedError;
    expect(isRedirectRefusedError(error)).toBe(true);
    expect(error).toMatchObject({ redirectStatus: 301, location: `${server.url}/moved/[API key]/v2/products` });
    expect(requests).toHaveLength(1);
    for (const text of textsOf(error)) {
      expect(text).not.toContain(TEST_KEY);
      expect(text).not.toContain(encodeURIComponent(TEST_KEY));
    }
  });
});

describe("through the add-in host's relay, to a service URL that redirects elsewhere", () => {
  let redirecting: { server: Server; url: string };
  let relay: { server: Server; url: string };
  beforeAll(async () => {
    redirecting = await listen((request, response) => {
      response.writeHead(307, { location: `${elsewhere.url}${request.url ?? '/'}` });
      response.end();
    });
    relay = await listen(createPassThrough(redirecting.url));
  });
  afterAll(async () => {
    await close(relay.server);
    await close(redirecting.server);
  });

  test('the relay passes the redirect on without following it: a typed error, nothing reaches the other port', async () => {
    const client = createClient({ baseUrl: `${relay.url}/api`, apiKey: TEST_KEY, retries: { failures: 0 } });
    const error = await failureOf(client.search({ filter: "SizecodeInch eq '0402'" }));
    expect(isRedirectRefusedError(error)).toBe(true);
    expect(error).toMatchObject({ redirectStatus: 307 });
    expect(received).toEqual([]);
  });
});
