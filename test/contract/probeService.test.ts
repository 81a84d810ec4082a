import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeService } from '../../src/core';
import { startHost } from '../../src/host/server';
import type { RunningService } from '../../src/service';
import { withService } from './support';

let service: RunningService;

beforeAll(async () => {
  service = await withService({ rate: 1 });
});

afterAll(async () => {
  await service.close();
});

/** A loopback server that accepts connections and never answers. */
async function silentServer(): Promise<{ url: string; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('the service answers a probe without the key with 403 (spec 5), and the probe never sends a key', async () => {
  const headers: Record<string, string>[] = [];
  const probe = await probeService(service.url, {
    fetch: (input, init) => {
      headers.push(Object.fromEntries(new Headers(init.headers).entries()));
      return fetch(input, init);
    },
  });
  expect(probe).toMatchObject({ reachable: true, status: 403 });
  expect(headers).toEqual([{}]);
});

test('probes cost nothing of a rate limit: twenty in a row at one request per second all get the 403', async () => {
  const probes = await Promise.all(Array.from({ length: 20 }, () => probeService(service.url)));
  expect(probes.map((probe) => (probe.reachable ? probe.status : probe.reason))).toEqual(Array(20).fill(403));
});

test('through the relay: reachable while the service is, 502 from the relay once it is gone', async () => {
  const behind = await withService();
  const host = await startHost({ port: 0, distDir: __dirname, serviceUrl: behind.url });
  try {
    expect(await probeService(`${host.url}/api`)).toMatchObject({ reachable: true, status: 403 });
    await behind.close();
    expect(await probeService(`${host.url}/api`)).toMatchObject({ reachable: true, status: 502 });
  } finally {
    await host.close();
    await behind.close();
  }
});

test('nothing listening: not reachable, with a reason that names no address', async () => {
  const { url, server } = await silentServer();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const probe = await probeService(url);
  expect(probe.reachable).toBe(false);
  const reason = probe.reachable ? '' : probe.reason;
  expect(reason).not.toContain('127.0.0.1');
  expect(reason.length).toBeGreaterThan(0);
});

test('a server that never answers: not reachable once the deadline has passed', async () => {
  const { url, server } = await silentServer();
  try {
    const probe = await probeService(url, { timeoutMs: 300 });
    expect(probe).toMatchObject({ reachable: false, reason: 'no answer within 0.3 s' });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
