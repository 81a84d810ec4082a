import { connect } from 'node:net';
import { get, searchPath, TEST_KEY, withService } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const message = (json: unknown): string => (json as { message: string }).message;

describe('authentication and resources (spec 5, 7)', () => {
  const service = useContractService({ service: { apiKeys: [TEST_KEY, 'second-key'] }, settings: false });

  test('no x-api-key is 403 Forbidden', async () => {
    const response = await get(service.url, '/v2/products', {});
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: 'Forbidden' });
  });

  test('a wrong key is 403 Forbidden, and the answer does not echo it', async () => {
    const response = await get(service.url, '/v2/products', { 'x-api-key': 'not-a-key-123' });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: 'Forbidden' });
    expect(response.body.toString()).not.toContain('not-a-key-123');
  });

  test('every configured key is accepted, on both operations', async () => {
    expect((await get(service.url, '/v2/products', { 'x-api-key': 'second-key' })).status).toBe(200);
    expect(
      (await get(service.url, '/v2/products/getproductdatadownloadurl?category=inductors', { 'x-api-key': TEST_KEY }))
        .status,
    ).toBe(200);
  });

  test.each([
    ['an unknown resource', 'GET', '/v2/parts'],
    ['the root', 'GET', '/'],
    ['another version', 'GET', '/v1/products'],
    ['a wrong method', 'POST', '/v2/products'],
    ['DELETE on the URL operation', 'DELETE', '/v2/products/getproductdatadownloadurl?category=inductors'],
    ['OPTIONS without --cors', 'OPTIONS', '/v2/products'],
  ])('%s is 403', async (_name, method, path) => {
    const response = await get(service.url, path, { 'x-api-key': TEST_KEY }, method);
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: 'Missing Authentication Token' });
  });

  test('answers are JSON with a content type and no CORS headers by default', async () => {
    const response = await get(service.url, '/v2/products?$filter=' + encodeURIComponent("Partno eq 'x'"));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.json).toEqual({ HasMoreHits: false, Data: {} });
  });
});

describe('bad parameters are 400 with a message naming the problem (spec 7)', () => {
  const service = useContractService({ settings: false });

  test.each([
    [
      'Capacitence ge 1e-7',
      'Invalid $filter: Unknown search item "Capacitence"; did you mean Capacitance? (at position 1)',
    ],
    [
      'Capacitance ge 100nF',
      'Invalid $filter: Unexpected "nF" right after 100: numbers take no unit or prefix here; give Capacitance in farads, e.g. Capacitance ge 1e-7 for 100 nF (at position 19)',
    ],
    [
      "Rohs eq true and Partno eq 'OCM",
      "Invalid $filter: This quoted value is never closed: add the closing ' (at position 28)",
    ],
    [
      'Rohs eq true and',
      "Invalid $filter: Expected a condition such as Capacitance ge 1e-7 or startswith(Partno,'OCM') but the filter ends there (at position 17)",
    ],
    [
      "Partno eq 'a' or Partno eq 'b'",
      'Invalid $filter: Only "and" joins conditions; the service has no "or": put several values in one literal instead, e.g. Status eq \'NRND|Discontinued\' (at position 15)',
    ],
    [
      "contains(Capacitance,'1')",
      'Invalid $filter: contains works on text items; Capacitance is a number item (at position 10)',
    ],
    [
      "Category eq 'capacitors'",
      'Invalid $filter: Unknown Category "capacitors"; use one of ceramicCapacitors, ceramicCapacitorsSMD, ceramicCapacitorsLead, inductors (at position 13)',
    ],
  ])('$filter=%s', async (filter, expected) => {
    const response = await get(service.url, searchPath({ $filter: filter }));
    expect(response.status).toBe(400);
    expect(message(response.json)).toBe(expected);
  });

  test('an option the service does not have is refused rather than ignored', async () => {
    const response = await get(service.url, '/v2/products?$top=10');
    expect(response.status).toBe(400);
    expect(message(response.json)).toBe(
      'The parameter $top is not supported; this operation takes $filter, $orderby, lang',
    );
  });

  test('a parameter given twice is refused', async () => {
    const response = await get(
      service.url,
      `/v2/products?$filter=${encodeURIComponent('Rohs eq true')}&$filter=${encodeURIComponent('Rohs eq false')}`,
    );
    expect(response.status).toBe(400);
    expect(message(response.json)).toContain('$filter is given more than once');
  });

  test('"+" in the query string is a space, as in any form-encoded query', async () => {
    const response = await get(service.url, "/v2/products?$filter=Partno+eq+'nothing'");
    expect(response.status).toBe(200);
  });
});

describe('limits', () => {
  test('a URL over 10,240 characters is 414', async () => {
    const service = await withService();
    try {
      const partnos = Array.from(
        { length: 800 },
        (_, index) => `OCM188R71H${String(index).padStart(3, '0')}KA01D`,
      ).join('|');
      const path = searchPath({ $filter: `Partno eq '${partnos}'` });
      expect(path.length).toBeGreaterThan(10_240);
      const response = await get(service.url, path);
      expect(response.status).toBe(414);
      expect(response.json).toEqual({ message: 'Request-URI Too Long' });
      const justUnder = searchPath({ $filter: `Partno eq '${partnos.slice(0, 9_000)}'` });
      expect((await get(service.url, justUnder)).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  test('over the rate limit is 429 Too Many Requests without Retry-After, per key, and refills with time', async () => {
    let now = 1_000_000;
    const service = await withService({ apiKeys: [TEST_KEY, 'other-key'], rate: 2, burst: 3, now: () => now });
    try {
      const statuses = [];
      for (let index = 0; index < 5; index += 1)
        statuses.push((await get(service.url, '/v2/products?$filter=' + encodeURIComponent("Partno eq 'x'"))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const limited = await get(service.url, '/v2/products');
      expect(limited.json).toEqual({ message: 'Too Many Requests' });
      expect(limited.headers['retry-after']).toBeUndefined();
      expect((await get(service.url, '/v2/products', { 'x-api-key': 'other-key' })).status).toBe(200);
      now += 500; // half a second at 2 per second: one token back
      expect((await get(service.url, '/v2/products')).status).toBe(200);
      expect((await get(service.url, '/v2/products')).status).toBe(429);
    } finally {
      await service.close();
    }
  });

  test("requests with a wrong key do not use up the real key's budget", async () => {
    const service = await withService({ rate: 1, burst: 1, now: () => 0 });
    try {
      for (let index = 0; index < 3; index += 1)
        expect((await get(service.url, '/v2/products', { 'x-api-key': 'wrong' })).status).toBe(403);
      expect((await get(service.url, '/v2/products?$filter=' + encodeURIComponent("Partno eq 'x'"))).status).toBe(200);
    } finally {
      await service.close();
    }
  });
});

describe('reliability options', () => {
  test('--fail-rate 1 answers every API request 500', async () => {
    const service = await withService({ failRate: 1 });
    try {
      const response = await get(service.url, '/v2/products');
      expect(response.status).toBe(500);
      expect(response.json).toEqual({ message: 'Internal server error' });
    } finally {
      await service.close();
    }
  });

  test('--fail-rate 0.3 fails about that share, the same ones for the same seed', async () => {
    const run = async (): Promise<number[]> => {
      const service = await withService({ failRate: 0.3, seed: 7 });
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 100; index += 1)
          statuses.push((await get(service.url, '/v2/products?$filter=' + encodeURIComponent("Partno eq 'x'"))).status);
        return statuses;
      } finally {
        await service.close();
      }
    };
    const first = await run();
    const failures = first.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(15);
    expect(failures).toBeLessThan(45);
    expect(first.every((status) => status === 200 || status === 500)).toBe(true);
    expect(await run()).toEqual(first);
  });

  test('--latency-ms delays each answer by at least that long', async () => {
    const service = await withService({ latencyMs: 150 });
    try {
      const started = Date.now();
      expect((await get(service.url, '/v2/products?$filter=' + encodeURIComponent("Partno eq 'x'"))).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      await service.close();
    }
  });

  test('--cors adds CORS headers and answers preflight', async () => {
    const service = await withService({ cors: true });
    try {
      const preflight = await get(
        service.url,
        '/v2/products',
        { origin: 'https://localhost:3000', 'access-control-request-headers': 'x-api-key' },
        'OPTIONS',
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-api-key');
      const response = await get(service.url, '/v2/products?$filter=' + encodeURIComponent("Partno eq 'x'"));
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect((await get(service.url, '/v2/products', {})).headers['access-control-allow-origin']).toBe('*');
    } finally {
      await service.close();
    }
  });
});

describe('the process survives anything a client sends', () => {
  const service = useContractService({ settings: false });

  function raw(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(service.port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  test('garbage, broken encodings, huge headers and odd filters all get an answer, and the service still works', async () => {
    expect(await raw('NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw(`GET /v2/products HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(70_000)}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 431/,
    );
    for (const path of [
      '/v2/products?$filter=%ZZ%',
      "/v2/products?$filter=Partno%20eq%20'%E0%A4%A'",
      '/v2/products?$filter=' + '('.repeat(5000),
      '/v2/products?lang=%00',
      '/v2/products?$orderby=,,,',
    ]) {
      const response = await get(service.url, path);
      expect([200, 400]).toContain(response.status);
      expect(response.json).toBeDefined();
    }
    expect((await get(service.url, '/v2/products?$filter=' + encodeURIComponent('Rohs eq true'))).status).toBe(200);
  });
});
