import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeService } from '../../src/core';
import { startHost } from '../../src/host/server';
import { TEST_KEY, withService } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ service: { rate: 1 }, settings: false });

/** A loopback server that accepts connections and never answers. */
async function silentServer(): Promise<{ url: string; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('the service answers a probe with its key with 200 and one with another key with 403 (spec 5), read to the end', async () => {
  const headers: Record<string, string>[] = [];
  const bodiesRead: boolean[] = [];
  const probe = await probeService(service.url, TEST_KEY, {
    fetch: async (input, init) => {
      headers.push(Object.fromEntries(new Headers(init.headers).entries()));
      const response = await fetch(input, init);
      const text = response.text.bind(response);
      return Object.assign(response, {
        text: async () => {
          const body = await text();
          bodiesRead.push(body.length > 0);
          return body;
        },
      });
    },
  });
  expect(probe).toMatchObject({ reachable: true, status: 200 });
  expect(headers).toEqual([{ 'x-api-key': TEST_KEY, accept: 'application/json' }]);
  expect(bodiesRead).toEqual([true]);
  expect(await probeService(service.url, 'not-a-key-of-the-service')).toMatchObject({ reachable: true, status: 403 });
});

test('a probe is one request of the rate limit: past it the service answers 429, and the probe says so', async () => {
  const probes = await Promise.all(Array.from({ length: 20 }, () => probeService(service.url, TEST_KEY)));
  const statuses = probes.map((probe) => (probe.reachable ? probe.status : probe.reason));
  expect(statuses).toContain(200);
  expect(statuses).toContain(429);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
});

test('through the relay: reachable while the service is, 502 from the relay once it is gone', async () => {
  const behind = await withService();
  const host = await startHost({ port: 0, distDir: __dirname, serviceUrl: behind.url });
  try {
    expect(await probeService(`${host.url}/api`, TEST_KEY)).toMatchObject({ reachable: true, status: 200 });
    await behind.close();
    expect(await probeService(`${host.url}/api`, TEST_KEY)).toMatchObject({ reachable: true, status: 502 });
  } finally {
    await host.close();
    await behind.close();
  }
});

test('nothing listening: not reachable, with a reason that names no address', async () => {
  const { url, server } = await silentServer();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const probe = await probeService(url, TEST_KEY);
  expect(probe.reachable).toBe(false);
  const reason = probe.reachable ? '' : probe.reason;
  expect(reason).not.toContain('127.0.0.1');
  expect(reason.length).toBeGreaterThan(0);
});

test('a server that never answers: not reachable once the deadline has passed', async () => {
  const { url, server } = await silentServer();
  try {
    const probe = await probeService(url, TEST_KEY, { timeoutMs: 300 });
    expect(probe).toMatchObject({ reachable: false, reason: 'no answer within 0.3 s' });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
