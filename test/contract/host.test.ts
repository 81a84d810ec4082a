import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createClient } from '../../src/core';
import { startHost, type RunningHost } from '../../src/host/server';
import { get, searchPath, TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ service: { publicUrl: 'http://placeholder.invalid' }, settings: false });
let host: RunningHost;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'partspec-dist-'));
  writeFileSync(join(dist, 'taskpane.html'), '<!doctype html><title>PartSpec</title>');
  writeFileSync(join(dist, 'functions.json'), '{"functions":[]}');
  host = await startHost({ port: 0, distDir: dist, serviceUrl: service.url });
});
afterAll(async () => {
  await host.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the add-in host', () => {
  test('serves the built add-in', async () => {
    const page = await get(host.url, '/', {});
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>PartSpec</title>');
    expect((await get(host.url, '/functions.json', {})).json).toEqual({ functions: [] });
    expect((await get(host.url, '/nothing-here.js', {})).status).toBe(404);
  });

  test("relays /api to the service with the caller's key, answers unchanged", async () => {
    const path = searchPath({ $filter: "Category eq 'ceramicCapacitorsLead' and Status eq 'NRND'" });
    const direct = await get(service.url, path);
    const relayed = await get(host.url, `/api${path}`);
    expect(relayed.status).toBe(200);
    expect(relayed.body.equals(direct.body)).toBe(true);
    expect(relayed.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test("a missing or wrong key gets the service's own 403", async () => {
    expect((await get(host.url, '/api/v2/products', {})).status).toBe(403);
    const wrong = await get(host.url, '/api/v2/products', { 'x-api-key': 'wrong' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ message: 'Forbidden' });
  });

  test('compressed answers pass through compressed', async () => {
    const address = (await get(host.url, '/api/v2/products/getproductdatadownloadurl?category=ceramicCapacitorsLead'))
      .json as { ProductDataDownloadUrl: string };
    const url = new URL(address.ProductDataDownloadUrl);
    const file = await get(host.url, `/api${url.pathname}${url.search}`, { 'accept-encoding': 'gzip' });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(Number(file.headers['content-length'])).toBe(file.body.length);
    expect(JSON.parse(gunzipSync(file.body).toString()).Data.CeramicCapacitorsLead.Products.length).toBe(4500);
  });

  test('only GET and HEAD are relayed; a HEAD of a download address tells its file’s size, as GET would', async () => {
    const posted = await get(host.url, '/api/v2/products', { 'x-api-key': TEST_KEY }, 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
    const address = (await get(host.url, '/api/v2/products/getproductdatadownloadurl?category=ceramicCapacitorsLead'))
      .json as { ProductDataDownloadUrl: string };
    const url = new URL(address.ProductDataDownloadUrl);
    const file = `/api${url.pathname}${url.search}`;
    const size = await get(host.url, file, { 'accept-encoding': 'identity' }, 'HEAD');
    expect(size.status).toBe(200);
    expect(size.body.length).toBe(0);
    const whole = await get(host.url, file, { 'accept-encoding': 'identity' });
    expect(Number(size.headers['content-length'])).toBe(whole.body.length);
  });

  test('the SDK works through the relay, and nothing about the key is logged', async () => {
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const client = createClient({ baseUrl: `${host.url}/api`, apiKey: TEST_KEY });
      const found = await client.search({ filter: "Category eq 'inductors' and Status eq 'Discontinued'" });
      expect(found.products.length).toBeGreaterThan(0);
      const printed = [...logged.mock.calls, ...errors.mock.calls].flat().join(' ');
      expect(printed).not.toContain(TEST_KEY);
    } finally {
      logged.mockRestore();
      errors.mockRestore();
    }
  });

  test('a service that is down is a 502 saying so', async () => {
    const orphan = await startHost({ port: 0, distDir: dist, serviceUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await get(orphan.url, '/api/v2/products');
      expect(answer.status).toBe(502);
      expect((answer.json as { message: string }).message).toContain(
        'could not reach the service at http://127.0.0.1:9',
      );
    } finally {
      await orphan.close();
    }
  });
});

/**
 * A connection that sends the start of a request at once, then one more header line every 50 ms, and
 * never the blank line that ends the headers (a "slow loris"). Resolves with what the host sent back once
 * it closes the connection.
 */
function slowHeaders(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let line = 0;
    let drip: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve(received);
    });
    socket.on('connect', () => {
      socket.write('GET /taskpane.html HTTP/1.1\r\nHost: localhost\r\n');
      drip = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${(line += 1)}: a\r\n`);
      }, 50);
    });
  });
}

describe('the add-in host bounds slow connections', () => {
  test('connections whose headers never end are closed at headersTimeoutMs, and the host still serves', async () => {
    const bounded = await startHost({ port: 0, distDir: dist, serviceUrl: service.url, headersTimeoutMs: 300 });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () => slowHeaders(bounded.url)));
      for (const answer of answers) expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
      expect((await get(bounded.url, '/', {})).status).toBe(200);
    } finally {
      await bounded.close();
    }
  });

  test('a request body that never ends is closed at requestTimeoutMs (408)', async () => {
    const bounded = await startHost({
      port: 0,
      distDir: dist,
      serviceUrl: service.url,
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
    });
    try {
      const { hostname, port } = new URL(bounded.url);
      const received = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), hostname);
        let text = '';
        let drip: NodeJS.Timeout | undefined;
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(text);
        });
        socket.on('connect', () => {
          // Not below /api: the relay's own bound on bodies does not come into it.
          socket.write('POST /upload HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n');
          drip = setInterval(() => !socket.destroyed && socket.write('1\r\na\r\n'), 50);
        });
      });
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await bounded.close();
    }
  });

  test('a request timeout shorter than the headers timeout is refused', async () => {
    await expect(
      startHost({ port: 0, distDir: dist, serviceUrl: service.url, headersTimeoutMs: 500, requestTimeoutMs: 100 }),
    ).rejects.toThrow(
      'requestTimeoutMs must be a number of milliseconds no less than headersTimeoutMs (500), not 100.',
    );
  });
});
