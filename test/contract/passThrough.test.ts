import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPassThrough, MAX_REQUEST_BODY_BYTES } from '../../src/relay';
import { startHost, type RunningHost } from '../../src/host/server';
import { get, searchPath, TEST_KEY, withService } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

/** A loopback HTTP server that records every connection and request it receives. */
interface Loopback {
  readonly url: string;
  readonly port: number;
  readonly requests: string[];
  readonly connections: number;
  /** Resolves when the n-th connection (1-based) is closed. */
  closed(connection: number): Promise<void>;
  close(): Promise<void>;
}

async function startLoopback(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<Loopback> {
  const requests: string[] = [];
  const sockets: Socket[] = [];
  const closings: Array<Promise<void>> = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  server.on('connection', (socket: Socket) => {
    sockets.push(socket);
    closings.push(new Promise((resolve) => socket.once('close', () => resolve())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get connections() {
      return sockets.length;
    },
    closed: (connection) => closings[connection - 1] ?? Promise.reject(new Error(`no connection ${connection}`)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface RawAnswer {
  readonly status: number;
  readonly body: string;
  /** False when the connection was cut before the whole body came. */
  readonly complete: boolean;
}

/** One GET with the path sent byte for byte as given: a string URL would be parsed and normalized first. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = { 'x-api-key': TEST_KEY }) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('error', () => undefined);
      response.on('close', () => resolve({ status: response.statusCode ?? 0, body, complete: response.complete }));
    });
    request.on('error', reject);
    request.end();
  });
}

function messageOf(answer: RawAnswer): string {
  return (JSON.parse(answer.body) as { message: string }).message;
}

let dist: string;
const service = useContractService({ service: { publicUrl: 'http://placeholder.invalid' }, settings: false });
let canary: Loopback;
/** Stands for a service mounted below a base path: answers every request with the path it received. */
let mounted: Loopback;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'partspec-dist-'));
  writeFileSync(join(dist, 'taskpane.html'), '<!doctype html><title>PartSpec</title>');
  canary = await startLoopback((_request, response) => response.end('canary reached'));
  mounted = await startLoopback((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path: request.url, key: request.headers['x-api-key'] }));
  });
});
afterAll(async () => {
  await Promise.all([canary.close(), mounted.close()]);
  rmSync(dist, { recursive: true, force: true });
});

async function withHost<T>(
  options: { serviceUrl: string; upstreamTimeoutMs?: number; responseTimeoutMs?: number },
  use: (host: RunningHost) => Promise<T>,
): Promise<T> {
  const host = await startHost({ port: 0, distDir: dist, ...options });
  try {
    return await use(host);
  } finally {
    await host.close();
  }
}

/** Paths after `/api` that name the canary as a host, in every spelling a parser or server may take as one. */
function attacksOn(port: number): string[] {
  const canaryHost = `127.0.0.1:${port}`;
  return [
    `//${canaryHost}/admin`,
    `//${canaryHost}`,
    `///${canaryHost}/admin`,
    `/v2//${canaryHost}/admin`,
    `/\\${canaryHost}/admin`,
    `/\\\\${canaryHost}/admin`,
    `/%2F%2F${canaryHost}/admin`,
    `/%2f%2f${canaryHost}/admin`,
    `/%5C%5C${canaryHost}/admin`,
    `/%5c%5c${canaryHost}/admin`,
    `/..//${canaryHost}/admin`,
    `/v2/..//${canaryHost}/admin`,
    `/%2e%2e//${canaryHost}/admin`,
    `/@${canaryHost}/admin`,
    `//user@${canaryHost}/admin`,
    `//user:secret@${canaryHost}/admin`,
    `/http://${canaryHost}/admin`,
    `/https:${canaryHost}/admin`,
    `/https:/${canaryHost}/admin`,
    `//localhost:${port}/admin`,
    `//2130706433:${port}/admin`,
    `//0x7f000001:${port}/admin`,
    `//0177.0.0.1:${port}/admin`,
    `//127.1:${port}/admin`,
  ];
}

describe('the relay forwards to its configured service and nowhere else', () => {
  const configurations: Array<[string, () => string]> = [
    ['the service', () => service.url],
    ['the service, with a trailing /', () => `${service.url}/`],
    ['a service below a base path', () => `${mounted.url}/base`],
    ['a service below a base path, with a trailing /', () => `${mounted.url}/base/`],
  ];

  test.each(configurations)('refuses every path that names another host (%s)', async (_name, serviceUrl) => {
    const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await withHost({ serviceUrl: serviceUrl() }, async (host) => {
        const mountedBefore = mounted.requests.length;
        for (const attack of attacksOn(canary.port)) {
          const answer = await rawGet(host.url, `/api${attack}`);
          expect({ attack, status: answer.status }).toEqual({ attack, status: 400 });
          expect(messageOf(answer)).toContain('The relay forwards only paths of its configured service');
          expect(answer.body).not.toContain(TEST_KEY);
        }
        expect(mounted.requests.length).toBe(mountedBefore);
      });
      expect({ requests: canary.requests, connections: canary.connections }).toEqual({ requests: [], connections: 0 });
      expect([...printed.mock.calls, ...warned.mock.calls, ...failed.mock.calls]).toEqual([]);
    } finally {
      printed.mockRestore();
      warned.mockRestore();
      failed.mockRestore();
    }
  });

  test('a path glued to /api, an absolute request target or a Host header is no way out either', async () => {
    await withHost({ serviceUrl: service.url }, async (host) => {
      const canaryHost = `127.0.0.1:${canary.port}`;
      for (const path of [
        `/api@${canaryHost}/admin`,
        `/api%2F%2F${canaryHost}/admin`,
        `/api\\\\${canaryHost}/admin`,
        `/apihttp://${canaryHost}/admin`,
        `http://${canaryHost}/api/v2/products`,
      ]) {
        // Not below /api/: the host looks for a file of the add-in by that name, and finds none.
        expect({ path, status: (await rawGet(host.url, path)).status }).toEqual({ path, status: 404 });
      }
      const path = `/api${searchPath({ $filter: "Category eq 'inductors' and Status eq 'NRND'" })}`;
      const normal = await rawGet(host.url, path, { 'x-api-key': TEST_KEY, host: canaryHost });
      expect(normal.status).toBe(200);
    });
    expect({ requests: canary.requests, connections: canary.connections }).toEqual({ requests: [], connections: 0 });
  });

  test.each(configurations.slice(0, 2))('relays the service paths as before (%s)', async (_name, serviceUrl) => {
    const download = (await get(service.url, '/v2/products/getproductdatadownloadurl?category=inductors&lang=ja'))
      .json as { ProductDataDownloadUrl: string };
    const file = new URL(download.ProductDataDownloadUrl);
    const paths = [
      searchPath({ $filter: "Category eq 'ceramicCapacitorsLead' and Status eq 'NRND'" }),
      "/v2/products?$filter=Partno%20eq%20'OCM188R61A104KA01D%7COCM188R61A104KA01'",
      `/v2/products?$filter=${encodeURIComponent("Category eq 'inductors' and Tolerance eq '±20%'")}`,
      `${file.pathname}${file.search}`,
      '/v2/nothing-here',
    ];
    await withHost({ serviceUrl: serviceUrl() }, async (host) => {
      for (const path of paths) {
        const direct = await rawGet(service.url, path);
        const relayed = await rawGet(host.url, `/api${path}`);
        expect({ path, status: relayed.status, same: relayed.body === direct.body }).toEqual({
          path,
          status: direct.status,
          same: true,
        });
      }
      const root = await rawGet(host.url, '/api');
      expect(root.status).toBe((await rawGet(service.url, '/')).status);
    });
    expect(canary.requests).toEqual([]);
  });

  test('passes the service’s Date on, not its own: a service as of another date says so through the relay', async () => {
    const asOf = await withService({ asOf: '2027-06-01' });
    try {
      await withHost({ serviceUrl: asOf.url }, async (host) => {
        const relayed = await get(host.url, "/api/v2/products?$filter=Status%20eq%20'NRND'");
        expect(new Date(String(relayed.headers.date)).toISOString().slice(0, 10)).toBe('2027-06-01');
      });
    } finally {
      await asOf.close();
    }
  });

  test.each(configurations.slice(2))('relays below the base path (%s)', async (_name, serviceUrl) => {
    await withHost({ serviceUrl: serviceUrl() }, async (host) => {
      const forwarded = async (path: string): Promise<unknown> => JSON.parse((await rawGet(host.url, path)).body);
      expect(await forwarded('/api')).toEqual({ path: '/base/', key: TEST_KEY });
      expect(await forwarded("/api/v2/products?$filter=Partno%20eq%20'A%7CB'%20and%20X%20eq%20'%25%C2%B1'")).toEqual({
        path: '/base/v2/products?$filter=Partno%20eq%20%27A%7CB%27%20and%20X%20eq%20%27%25%C2%B1%27',
        key: TEST_KEY,
      });
      expect(await forwarded('/api/downloads/inductors/en/products.json?issued=1&expires=2&signature=a-b_c')).toEqual({
        path: '/base/downloads/inductors/en/products.json?issued=1&expires=2&signature=a-b_c',
        key: TEST_KEY,
      });
    });
  });

  test('the message for a service that cannot be reached names its origin only', async () => {
    await withHost({ serviceUrl: 'http://relay:secret@127.0.0.1:9/base' }, async (host) => {
      const answer = await rawGet(host.url, '/api/v2/products');
      expect(answer.status).toBe(502);
      expect(messageOf(answer)).toBe('The relay could not reach the service at http://127.0.0.1:9.');
    });
  });
});

describe('the relay gives up on a service that does not answer', () => {
  test('no headers within upstreamTimeoutMs: 504, and the request to the service is closed', async () => {
    const silent = await startLoopback(() => undefined);
    try {
      await withHost({ serviceUrl: silent.url, upstreamTimeoutMs: 200 }, async (host) => {
        const answer = await rawGet(host.url, '/api/v2/products');
        expect(answer.status).toBe(504);
        expect(messageOf(answer)).toBe(`The service at ${silent.url} did not answer within 0.2 s.`);
        expect(answer.body).not.toContain(TEST_KEY);
        await silent.closed(1);
        expect(silent.requests).toEqual(['GET /v2/products']);
      });
    } finally {
      await silent.close();
    }
  });

  test('an answer that stops halfway: the caller gets it cut off, and both connections close', async () => {
    const stalling = await startLoopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"Data":');
    });
    try {
      await withHost({ serviceUrl: stalling.url, upstreamTimeoutMs: 200 }, async (host) => {
        const answer = await rawGet(host.url, '/api/v2/products');
        expect(answer).toEqual({ status: 200, body: '{"Data":', complete: false });
        await stalling.closed(1);
      });
    } finally {
      await stalling.close();
    }
  });

  test('an answer that keeps coming is not cut off while no pause reaches upstreamTimeoutMs', async () => {
    // Thirty pauses of 100 ms: the whole answer takes twice upstreamTimeoutMs, so only a deadline per pause
    // lets it through, and a loaded machine that stalls the loop for a second still stays under the deadline.
    const chunks = ['{"HasMoreHits":false,', '"Data":', '{', ...Array.from({ length: 27 }, () => ' '), '}', '}'];
    const trickling = await startLoopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const sendNext = (): void => {
        const chunk = chunks.shift();
        if (chunk === undefined) {
          response.end();
          return;
        }
        response.write(chunk);
        setTimeout(sendNext, 100);
      };
      sendNext();
    });
    try {
      await withHost({ serviceUrl: trickling.url, upstreamTimeoutMs: 1_500 }, async (host) => {
        const answer = await rawGet(host.url, '/api/v2/products');
        expect(answer).toEqual({
          status: 200,
          body: `{"HasMoreHits":false,"Data":{${' '.repeat(27)}}}`,
          complete: true,
        });
      });
    } finally {
      await trickling.close();
    }
  });
});

describe('the relay gives up on an answer that never ends', () => {
  /** A service that sends its headers, then a byte every 100 ms for as long as it is let. */
  async function startTrickling(): Promise<Loopback> {
    return startLoopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const drip = setInterval(() => response.write('0'), 100);
      response.on('close', () => clearInterval(drip));
    });
  }

  test('a byte every 100 ms: cut off at responseTimeoutMs, though no pause reaches upstreamTimeoutMs', async () => {
    const trickling = await startTrickling();
    try {
      // upstreamTimeoutMs far above any pause, even on a loaded machine: only responseTimeoutMs can cut this answer.
      await withHost({ serviceUrl: trickling.url, upstreamTimeoutMs: 5_000, responseTimeoutMs: 800 }, async (host) => {
        const answer = await rawGet(host.url, '/api/v2/products');
        // The status line had gone: a cut-off body says the answer is incomplete.
        expect(answer.status).toBe(200);
        expect(answer.complete).toBe(false);
        expect(answer.body).toMatch(/^\[0*$/);
        await trickling.closed(1);
      });
    } finally {
      await trickling.close();
    }
  });

  test('no headers within responseTimeoutMs (shorter than upstreamTimeoutMs): 504 saying so', async () => {
    const silent = await startLoopback(() => undefined);
    try {
      await withHost({ serviceUrl: silent.url, upstreamTimeoutMs: 5_000, responseTimeoutMs: 300 }, async (host) => {
        const answer = await rawGet(host.url, '/api/v2/products');
        expect(answer.status).toBe(504);
        expect(messageOf(answer)).toBe(
          `The service at ${silent.url} did not finish its answer within 0.3 s, the longest the relay waits for one.`,
        );
        await silent.closed(1);
      });
    } finally {
      await silent.close();
    }
  });

  test('a whole answer within the deadline is not touched', async () => {
    await withHost({ serviceUrl: service.url, responseTimeoutMs: 5_000 }, async (host) => {
      const path = `/api${searchPath({ $filter: "Category eq 'inductors' and Status eq 'NRND'" })}`;
      const answer = await rawGet(host.url, path);
      expect(answer.status).toBe(200);
      expect(answer.complete).toBe(true);
    });
  });

  test('responseTimeoutMs must be a positive number of milliseconds', () => {
    expect(() => createPassThrough(service.url, { responseTimeoutMs: 0 })).toThrow(
      expect.objectContaining({
        name: 'RelayOptionError',
        option: 'responseTimeoutMs',
        message: 'responseTimeoutMs must be a positive number of milliseconds, not 0.',
      }),
    );
  });
});

interface SocketOutcome {
  /** What the server sent before it closed the connection. */
  readonly received: string;
}

/**
 * Opens a connection, sends `head` at once, then `piece` every 50 ms for as long as the connection is
 * open; resolves with what came back once the server closes it.
 */
function trickleRequest(url: string, head: string, piece: string): Promise<SocketOutcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let drip: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ received });
    });
    socket.on('connect', () => {
      socket.write(head);
      drip = setInterval(() => {
        if (!socket.destroyed) socket.write(piece);
      }, 50);
    });
  });
}

describe('the relay bounds what a request sends', () => {
  /** The relay alone, on a server of its own, with these options. */
  async function withRelay<T>(
    options: Parameters<typeof createPassThrough>[1],
    use: (url: string) => Promise<T>,
  ): Promise<T> {
    const server = createServer(createPassThrough(service.url, { prefix: '', ...options }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  }

  test('a chunked body that never ends: 408 within requestBodyTimeoutMs, and the connection closed', async () => {
    await withRelay({ requestBodyTimeoutMs: 300 }, async (url) => {
      const head =
        'GET /v2/products HTTP/1.1\r\nHost: relay\r\nx-api-key: ' + `${TEST_KEY}\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const { received } = await trickleRequest(url, head, '1\r\na\r\n');
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(received).toContain("The request's body did not end within 0.3 s");
    });
  });

  test('a body past MAX_REQUEST_BODY_BYTES: 413 at once, and the connection closed', async () => {
    await withRelay({ requestBodyTimeoutMs: 60_000 }, async (url) => {
      const head =
        'POST /v2/products HTTP/1.1\r\nHost: relay\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `${(MAX_REQUEST_BODY_BYTES + 1).toString(16)}\r\n${'x'.repeat(MAX_REQUEST_BODY_BYTES + 1)}\r\n`;
      const { received } = await trickleRequest(url, head, '1\r\na\r\n');
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received).toContain(`The request's body is over ${MAX_REQUEST_BODY_BYTES} bytes`);
    });
  });

  test('a small body that ends is read and dropped: POST is 405, a GET is relayed', async () => {
    await withRelay({ requestBodyTimeoutMs: 5_000 }, async (url) => {
      const posted = await get(url, '/v2/products', { 'x-api-key': TEST_KEY }, 'POST');
      expect(posted.status).toBe(405);
      expect(posted.headers.allow).toBe('GET, HEAD');
      const relayed = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${url}/v2/products?$filter=Partno%20eq%20%27X%27`, {
          method: 'GET',
          // With its length: Node sends a GET's body unframed otherwise.
          headers: { 'x-api-key': TEST_KEY, 'content-type': 'text/plain', 'content-length': '19' },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end('a body nobody needs');
      });
      expect(relayed).toBe(200);
    });
  });
});
