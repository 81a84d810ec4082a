import {
  ApiKeyRefusedError,
  BadRequestError,
  createClient,
  FilterError,
  MissingApiKeyError,
  NetworkError,
  UrlTooLongError,
} from '../../src/core';
import { expectedPartnos, valueOf } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ settings: false });

const client = () => createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

describe('client.search against the reference service', () => {
  test('what an engineer types finds what the spec syntax finds', async () => {
    const typed = await client().search({
      filter: "capacitance >= 100nF and RatedVoltage ge 50V and SizecodeInch = '0603'",
    });
    const expected = expectedPartnos(
      (product) =>
        ((valueOf(product, 'Capacitance') as number | null) ?? -1) >= 1e-7 &&
        ((valueOf(product, 'RatedVoltage') as number | null) ?? -1) >= 50 &&
        valueOf(product, 'SizecodeInch') === '0603',
    );
    expect(typed.products.map((product) => product.record.Partno).sort()).toEqual(expected.slice(0, 2000).sort());
    expect(typed.hasMoreHits).toBe(expected.length > 2000);
    expect(typed.products.every((product) => product.category === 'ceramicCapacitorsSMD')).toBe(true);
  });

  test('English listed values are translated for lang=ja and records come back in Japanese', async () => {
    const result = await client().search({
      filter: "Status eq 'To be discontinued' and Category eq 'inductors'",
      lang: 'ja',
    });
    expect(result.products.length).toBeGreaterThan(0);
    expect(new Set(result.products.map((product) => product.record.Status))).toEqual(new Set(['生产中止予定']));
  });

  test('a filter the parser refuses is never sent', async () => {
    const own = client();
    const before = own.stats().requests;
    await expect(own.search({ filter: 'Capacitence ge 100nF' })).rejects.toThrow(FilterError);
    expect(own.stats().requests).toBe(before);
  });

  test("the service's 400 reaches the caller with its message", async () => {
    const filter = {
      conditions: [{ kind: 'string' as const, item: 'Status', operator: 'eq' as const, values: ['Obsolete'] }],
    };
    const error = await client()
      .search({ filter })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).serviceMessage).toContain('"Obsolete" is not a listed value of Status');
  });

  test('a refused key is ApiKeyRefusedError and no message carries the key', async () => {
    const error = await createClient({ baseUrl: service.url, apiKey: 'wrong-key-4711' })
      .search({ filter: 'Rohs eq true' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiKeyRefusedError);
    expect((error as Error).message).toMatch(/API key was refused/);
    expect((error as Error).message).not.toContain('wrong-key-4711');
  });

  test('no key is MissingApiKeyError, before any request', async () => {
    await expect(createClient({ baseUrl: service.url, apiKey: '' }).search({})).rejects.toThrow(MissingApiKeyError);
  });

  test('a URL over the limit is refused before it is sent', async () => {
    const partnos = Array.from({ length: 200 }, (_, index) => `OCM188R71H${String(index).padStart(3, '0')}KA01D`).join(
      '|',
    );
    await expect(client().search({ filter: `Partno eq '${partnos}'` })).rejects.toThrow(UrlTooLongError);
  });

  test('a service that is not there is NetworkError naming where it looked', async () => {
    const error = await createClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: TEST_KEY,
      retries: { failures: 1 },
      backoff: { baseDelayMs: 1 },
    })
      .search({})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('http://127.0.0.1:9');
  });
});
