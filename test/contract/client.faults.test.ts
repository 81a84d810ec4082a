import {
  type ClientOptions,
  createClient,
  IncompleteLookupError,
  IncompleteSearchError,
  NetworkError,
  PartSpecError,
  type Product,
  ResponseFormatError,
  TimeoutError,
} from '../../src/core';
import { search, spec } from '../../src/functions/functions';
import { memoryStore, saveSettings, setSettingsStore } from '../../src/office/settings';
import { type Fault, type FaultyProxy, startFaultyProxy } from '../support/faultyProxy';
import { expectedPartnos, products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ settings: false });
const proxies: FaultyProxy[] = [];

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

/** A proxy that misbehaves as `decide` says, and a client that goes through it (downloads too). */
async function throughProxy(
  decide: (request: { number: number; path: string }) => Fault,
  options: Partial<ClientOptions> = {},
) {
  const proxy = await startFaultyProxy(service.url, decide);
  proxies.push(proxy);
  const client = createClient({
    baseUrl: proxy.url,
    apiKey: TEST_KEY,
    rate: { perSecond: 1000, burst: 1000 },
    backoff: { baseDelayMs: 5, maxDelayMs: 20 },
    resolveDownloadUrl: (address) => address.replace(service.url, proxy.url),
    ...options,
  });
  return { proxy, client };
}

const isFile = (path: string): boolean => path.startsWith('/downloads/');
const LEAD_COUNT = products().filter((product) => product.category === 'ceramicCapacitorsLead').length;

describe('a category download meeting faults', () => {
  const faults: Fault[] = ['cutBody', 'destroySocket', 'longContentLength', 'corruptGzip'];

  test.each(faults)('%s once: the file is fetched again and arrives whole', async (fault) => {
    let files = 0;
    const { client, proxy } = await throughProxy(({ path }) => (isFile(path) && ++files === 1 ? fault : 'pass'));
    const found = await client.downloadCategory('ceramicCapacitorsLead');
    expect(found).toHaveLength(LEAD_COUNT);
    expect(proxy.requests.filter((request) => isFile(request.path))).toHaveLength(2);
  });

  test.each([
    ['cutBody', NetworkError],
    ['destroySocket', NetworkError],
    ['longContentLength', NetworkError],
    ['corruptGzip', ResponseFormatError],
  ] as const)(
    '%s every time: a typed error after three attempts, never a raw TypeError',
    async (fault, type) => {
      const { client, proxy } = await throughProxy(({ path }) => (isFile(path) ? fault : 'pass'), {
        download: { restarts: 2 },
      });
      const error = await client.downloadCategory('ceramicCapacitorsLead').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(type);
      expect(error).toBeInstanceOf(PartSpecError);
      expect((error as Error).message).not.toMatch(/terminated|signature|downloads\//);
      expect((error as Error).message).not.toContain(TEST_KEY);
      expect(proxy.requests.filter((request) => isFile(request.path))).toHaveLength(3);
    },
    20_000,
  );

  test('a file that stalls mid-body ends at the idle timeout as a TimeoutError', async () => {
    const { client } = await throughProxy(({ path }) => (isFile(path) ? 'stall' : 'pass'), {
      download: { idleTimeoutMs: 200, restarts: 0 },
    });
    const error = await client.downloadCategory('inductors').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).subject).toBe('fileIdle');
  });

  test('the service going away mid-body is a NetworkError', async () => {
    const { client, proxy } = await throughProxy(({ path }) => (isFile(path) ? 'stall' : 'pass'), {
      download: { restarts: 0 },
    });
    const download = client.downloadCategory('inductors').catch((caught: unknown) => caught);
    while (!proxy.requests.some((request) => isFile(request.path)))
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await proxy.close();
    const error = await download;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('the connection closed before the whole answer arrived');
  });
});

describe('searches meeting faults', () => {
  const filter = "Category eq 'ceramicCapacitorsLead'";

  test.each(['cutBody', 'destroySocket', 'longContentLength', 'corruptGzip', 'status500'] as const)(
    '%s on a search: retried, and the answer arrives whole',
    async (fault) => {
      const { client } = await throughProxy(({ number }) => (number === 1 ? fault : 'pass'));
      const result = await client.search({ filter });
      expect(result.products).toHaveLength(2000);
    },
  );

  test.each([
    ['cutBody', NetworkError],
    ['destroySocket', NetworkError],
    ['longContentLength', NetworkError],
    ['corruptGzip', NetworkError],
  ] as const)('%s on every try of a search: a typed error that names the origin only', async (fault, type) => {
    const { client, proxy } = await throughProxy(() => fault, { retries: { failures: 2 } });
    const error = await client.search({ filter }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toContain(`at ${proxy.url} after 3 attempts`);
    expect((error as Error).message).not.toMatch(/terminated|Partno|v2|\$filter/);
  });
});

describe('jobs that keep what they fetched', () => {
  const SMD_FILTER = "Category eq 'ceramicCapacitorsSMD'";

  test('a searchAll whose service fails for good half-way keeps its pages, and a resumed one completes', async () => {
    let down = false;
    let answered = 0;
    const { client, proxy } = await throughProxy(
      () => {
        if (down) return 'status500';
        answered += 1;
        if (answered === 6) down = true;
        return 'pass';
      },
      { retries: { jobFailures: 3 } },
    );
    const error = (await client
      .searchAll({ filter: SMD_FILTER })
      .catch((caught: unknown) => caught)) as IncompleteSearchError;
    expect(error).toBeInstanceOf(IncompleteSearchError);
    expect(error.requests).toBe(6);
    expect(error.products.length).toBeGreaterThan(5 * 2000);
    const expected = expectedPartnos((product) => product.category === 'ceramicCapacitorsSMD');
    const inHand = error.products.map((product) => product.record.Partno);
    expect(new Set(inHand).size).toBe(inHand.length);
    expect(inHand.every((partno) => expected.includes(partno))).toBe(true);

    down = false;
    const before = proxy.requests.length;
    const all: Product[] = await client.searchAll({ resume: error.continuation });
    const partnos = all.map((product) => product.record.Partno);
    expect(new Set(partnos).size).toBe(partnos.length);
    expect([...partnos].sort()).toEqual([...expected].sort());
    // Only what was missing: about (42,001 - in hand) / 2000 requests, not the whole search again.
    expect(proxy.requests.length - before).toBeLessThanOrEqual(Math.ceil((expected.length - inHand.length) / 2000) + 2);
  }, 60_000);

  test('a lookup of which one batch keeps failing: the rest arrive, and PART.SPEC-style callers get them', async () => {
    const wanted = products()
      .filter((_, index) => index % 97 === 0)
      .map((product) => product.record.Partno);
    const poisoned = wanted[0];
    const { client } = await throughProxy(({ path }) =>
      decodeURIComponent(path).includes(poisoned) ? 'status500' : 'pass',
    );
    const error = (await client.lookup(wanted).catch((caught: unknown) => caught)) as IncompleteLookupError;
    expect(error).toBeInstanceOf(IncompleteLookupError);
    expect(error.failed).toContain(poisoned);
    expect(error.found.size + error.failed.length).toBe(wanted.length);
    expect(error.found.size).toBeGreaterThan(wanted.length / 2);
    for (const [partno, product] of error.found) expect(product?.record.Partno).toBe(partno);
  }, 60_000);

  test('a lookup larger than maxEntries: the cache stays at maxEntries', async () => {
    const { client } = await throughProxy(() => 'pass', { lookup: { maxEntries: 500 } });
    const wanted = products()
      .filter((_, index) => index % 19 === 0)
      .map((product) => product.record.Partno);
    expect(wanted.length).toBeGreaterThan(2_500);
    const found = await client.lookup(wanted);
    expect([...found.values()].every((product) => product !== undefined)).toBe(true);
    expect(client.stats().lookups.cacheSize).toBe(500);
  });
});

describe('functions when part of the work fails', () => {
  afterEach(() => setSettingsStore(undefined));

  async function functionsThrough(decide: (request: { number: number; path: string }) => Fault) {
    const proxy = await startFaultyProxy(service.url, decide);
    proxies.push(proxy);
    setSettingsStore(memoryStore());
    await saveSettings({ serviceUrl: proxy.url, apiKey: TEST_KEY, ratePerSecond: 1000, burst: 1000 });
    return proxy;
  }

  test('PART.SPEC: rows whose batch arrived get their values; the others an error that says why', async () => {
    const wanted = products()
      .filter((_, index) => index % 97 === 0)
      .map((product) => product.record.Partno);
    const refused = wanted[0];
    await functionsThrough(({ path }) => (decodeURIComponent(path).includes(`'${refused}`) ? 'status400' : 'pass'));
    const rows = await spec(
      wanted.map((partno) => [partno]),
      [['Partno']],
    );
    const failed = rows.filter(([cell]) => typeof cell === 'object');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(wanted.length / 2);
    expect(failed[0][0]).toEqual({
      code: '#VALUE!',
      message: 'The service refused the query: Refused by the gateway',
    });
    rows.forEach(([cell], index) => {
      if (typeof cell !== 'object') expect(cell).toBe(wanted[index]);
    });
  });

  test('PART.SPEC cells of one recalculation: each as alone, its value or the error of its own batch', async () => {
    const wanted = products()
      .filter((_, index) => index % 97 === 0)
      .map((product) => product.record.Partno);
    const refused = wanted[0];
    await functionsThrough(({ path }) => (decodeURIComponent(path).includes(`'${refused}`) ? 'status400' : 'pass'));
    const error = { code: '#VALUE!', message: 'The service refused the query: Refused by the gateway' };
    // One cell per part number, and one cell asking for two: one whose batch arrives, one whose batch fails.
    const cells = wanted.map((partno) => spec([[partno]], [['Partno']]));
    const both = spec([[refused], [wanted[wanted.length - 1]]], [['Partno']]);
    const settled = await Promise.allSettled(cells);
    const failed = settled.filter((cell) => cell.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(wanted.length / 2);
    settled.forEach((cell, index) => {
      if (cell.status === 'rejected') expect(cell.reason).toEqual(error);
      else expect(cell.value).toEqual([[wanted[index]]]);
    });
    expect(await both).toEqual([[error], [wanted[wanted.length - 1]]]);
  });

  test('PART.FINDPARTS with maxRows: the products that arrived, and a last row saying the list is not whole', async () => {
    let answered = 0;
    await functionsThrough(() => (++answered > 2 ? 'status400' : 'pass'));
    const rows = await search("Category eq 'ceramicCapacitorsSMD'", [['Partno']], undefined, undefined, 50_000);
    expect(rows.length).toBeGreaterThan(2000 + 2);
    expect(rows[0]).toEqual(['Partno']);
    expect(rows[rows.length - 1][0]).toBe(
      `Only ${rows.length - 2} of the matching products arrived. The service refused the query: Refused by the gateway`,
    );
  });
});
