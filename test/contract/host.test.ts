import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createClient } from '../../src/core';
import { startHost, type RunningHost } from '../../src/host/server';
import type { RunningService } from '../../src/service';
import { get, searchPath, TEST_KEY, withService } from './support';

let service: RunningService;
let host: RunningHost;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'partspec-dist-'));
  writeFileSync(join(dist, 'taskpane.html'), '<!doctype html><title>PartSpec</title>');
  writeFileSync(join(dist, 'functions.json'), '{"functions":[]}');
  service = await withService({ publicUrl: 'http://placeholder.invalid' });
  host = await startHost({ port: 0, distDir: dist, serviceUrl: service.url });
});
afterAll(async () => {
  await host.close();
  await service.close();
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

  test('only GET is relayed', async () => {
    const posted = await get(host.url, '/api/v2/products', { 'x-api-key': TEST_KEY }, 'POST');
    expect(posted.status).toBe(405);
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
