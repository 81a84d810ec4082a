/**
 * The in-memory stand-in that the lookup and paging tests run against: it must agree with what
 * createClient sends and with the spec's search semantics, or those tests prove nothing.
 */
import { GROUP_OF_CATEGORY, type Product } from '../../../../src/core/catalog';
import { createClient } from '../../../../src/core/createClient';
import type { Filter, SortOrder } from '../../../../src/core/query';
import { FakeClock } from '../../../support/fakeClock';
import { DEFAULT_BASE_URL, MemoryService, capacitanceOf, makeCatalog } from '../../../support/memoryService';
import { productOf } from '../../../support/productOf';

const partnos = (products: readonly Product[]): string[] => products.map((product) => product.record.Partno);

describe('MemoryService.urlLength', () => {
  let keyNumber = 0;

  /** The URLs createClient requests, answered with an empty search result. */
  function clientSeeingUrls(baseUrl: string) {
    const urls: string[] = [];
    const clock = new FakeClock();
    const client = createClient({
      baseUrl,
      apiKey: `memory-service-test-${(keyNumber += 1)}`,
      clock,
      lookup: { windowMs: 10 },
      fetch: async (input) => {
        urls.push(input);
        return new Response(JSON.stringify({ HasMoreHits: false, Data: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    return { client, urls, clock };
  }

  test.each<[string, Filter, SortOrder[]]>([
    ['no conditions, no order', { conditions: [] }, []],
    [
      'text values with separators and a plus-minus sign',
      {
        conditions: [
          { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM188', 'OIH4N'] },
          { kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values: ['±10%'] },
        ],
      },
      [],
    ],
    [
      'numbers and two sort orders',
      {
        conditions: [
          { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
          { kind: 'boolean', item: 'Rohs', value: true },
        ],
      },
      [
        { item: 'Capacitance', direction: 'desc' },
        { item: 'Partno', direction: 'asc' },
      ],
    ],
  ])('equals the length of the URL createClient sends: %s', async (_name, filter, orderby) => {
    for (const baseUrl of [DEFAULT_BASE_URL, 'https://localhost:3000/api']) {
      const { client, urls } = clientSeeingUrls(baseUrl);
      await client.search({ filter, orderby, lang: 'ja' });
      const service = new MemoryService({ products: [], baseUrl });
      expect(urls).toHaveLength(1);
      expect(service.urlLength(filter, orderby, 'ja')).toBe(urls[0].length);
    }
  });

  test('equals the length of the lookup URL createClient sends (no $orderby)', async () => {
    const { client, urls, clock } = clientSeeingUrls(DEFAULT_BASE_URL);
    const asked = ['OCM188R71H104KA01D', 'OIH4NGS4R7MD0L'];
    const answer = client.lookup(asked, { lang: 'zh' });
    await clock.advance(10);
    // Neither is found (the answer is empty), so a prefix request follows with the same values.
    expect((await answer).get(asked[0])).toBeUndefined();
    expect(urls).toHaveLength(2);
    const service = new MemoryService({ products: [] });
    const filter: Filter = { conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: asked }] };
    expect(urls[0].length).toBe(service.urlLength(filter, [], 'zh'));
    const prefixes: Filter = {
      conditions: [{ kind: 'string', item: 'Partno', operator: 'startswith', values: asked }],
    };
    expect(urls[1].length).toBe(service.urlLength(prefixes, [], 'zh'));
  });
});

describe('MemoryService.search', () => {
  const catalog = makeCatalog(17, { capacitorFamilies: 30, inductorFamilies: 6 });

  test('Partno eq matches any of its values exactly, without regard to case', async () => {
    const [first, second] = catalog;
    const service = new MemoryService({ products: catalog });
    const answer = await service.search(
      {
        conditions: [
          {
            kind: 'string',
            item: 'Partno',
            operator: 'eq',
            values: [first.record.Partno.toLowerCase(), second.record.Partno, first.record.Partno.slice(0, -1)],
          },
        ],
      },
      [],
      'en',
    );
    expect(answer).toEqual({ hasMoreHits: false, products: [first, second] });
  });

  test('startswith matches any prefix, without regard to case; conditions are ANDed', async () => {
    const service = new MemoryService({ products: catalog });
    const filter: Filter = {
      conditions: [
        { kind: 'string', item: 'Partno', operator: 'startswith', values: ['ocm188', 'OIH'] },
        { kind: 'string', item: 'Category', operator: 'eq', values: ['ceramicCapacitors'] },
      ],
    };
    const { products } = await service.search(filter, [], 'en');
    expect(products.length).toBeGreaterThan(0);
    expect(products).toEqual(
      catalog.filter((product) => product.record.Partno.startsWith('OCM188') && product.category !== 'inductors'),
    );
  });

  test('number and Specs conditions', async () => {
    const service = new MemoryService({ products: catalog });
    const filter: Filter = {
      conditions: [
        { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
        { kind: 'string', item: 'SizecodeMm', operator: 'eq', values: ['1608', '1005'] },
      ],
    };
    const { products } = await service.search(filter, [], 'en');
    expect(products).toEqual(
      catalog.filter((product) => {
        const specs = product.record.Specs ?? {};
        return (
          typeof specs.Capacitance === 'number' &&
          specs.Capacitance >= 1e-7 &&
          ['1608', '1005'].includes(String(specs.SizecodeMm))
        );
      }),
    );
  });

  test("no $orderby keeps the service's own order; Partno asc sorts by lower-cased code units", async () => {
    const products = ['b2', 'A_1', 'a1', 'B-1', 'A.1', 'AZ'].map((partno) => productOf(partno));
    const service = new MemoryService({ products });
    expect(partnos((await service.search({ conditions: [] }, [], 'en')).products)).toEqual(partnos(products));
    expect(
      partnos((await service.search({ conditions: [] }, [{ item: 'Partno', direction: 'asc' }], 'en')).products),
    ).toEqual(['A.1', 'a1', 'A_1', 'AZ', 'B-1', 'b2']);
  });

  test('at most cap products, from the top, with hasMoreHits exactly when more matched', async () => {
    const products = ['E', 'D', 'C', 'B', 'A'].map((partno) => productOf(partno));
    const asc: SortOrder[] = [{ item: 'Partno', direction: 'asc' }];
    const five = new MemoryService({ products, cap: 5 });
    expect(await five.search({ conditions: [] }, asc, 'en')).toEqual({
      hasMoreHits: false,
      products: [...products].reverse(),
    });
    const four = new MemoryService({ products, cap: 4 });
    const answer = await four.search({ conditions: [] }, asc, 'en');
    expect(answer.hasMoreHits).toBe(true);
    expect(partnos(answer.products)).toEqual(['A', 'B', 'C', 'D']);
    expect(new MemoryService({ products: makeCatalog(1, { capacitorFamilies: 900 }) }).cap).toBe(2000);
  });

  test('records every call and fails the call it was told to', async () => {
    const service = new MemoryService({ products: catalog });
    const failure = new Error('503');
    service.failCall(2, failure);
    const filter: Filter = { conditions: [{ kind: 'string', item: 'Brand', operator: 'eq', values: ['OIH'] }] };
    await service.search(filter, [], 'en');
    await expect(service.search(filter, [], 'ja')).rejects.toBe(failure);
    await service.search(filter, [{ item: 'Capacitance', direction: 'desc' }], 'zh');
    expect(service.calls.map((call) => [call.number, call.lang, call.orderby.length])).toEqual([
      [1, 'en', 0],
      [2, 'ja', 0],
      [3, 'zh', 1],
    ]);
    expect(service.calls[0].filter).toEqual(filter);
    expect(service.calls[0].urlLength).toBe(service.urlLength(filter, [], 'en'));
  });

  test('refuses a URL over its limit, as createClient does', async () => {
    const service = new MemoryService({ products: catalog, maxUrlLength: 60 });
    await expect(
      service.search({ conditions: [{ kind: 'number', item: 'Capacitance', operator: 'ge', value: 1 }] }, [], 'en'),
    ).rejects.toMatchObject({ status: 414 });
  });
});

describe('makeCatalog', () => {
  test('is deterministic and makes packaging variants that share their base and Specs', () => {
    const catalog = makeCatalog(3, { capacitorFamilies: 50, inductorFamilies: 10 });
    expect(partnos(makeCatalog(3, { capacitorFamilies: 50, inductorFamilies: 10 }))).toEqual(partnos(catalog));
    expect(new Set(partnos(catalog)).size).toBe(catalog.length);
    const families = new Map<string, Product[]>();
    for (const product of catalog) {
      const base = String(product.record.PartnoWithoutPackageCode);
      expect(product.record.Partno.startsWith(base)).toBe(true);
      expect(product.record.Partno).toHaveLength(base.length + 1);
      families.set(base, [...(families.get(base) ?? []), product]);
    }
    expect(families.size).toBe(60);
    for (const [base, variants] of families) {
      expect(base).toMatch(/^(OCM[0-9A-Z]{14}|OIH[0-9]NGS[0-9R]{3}[MN]D[01])$/);
      for (const variant of variants) expect(variant.record.Specs).toEqual(variants[0].record.Specs);
      expect(new Set(variants.map((variant) => variant.record.PackageType)).size).toBe(variants.length);
    }
    expect(Object.keys(GROUP_OF_CATEGORY)).toContain(catalog[0].category);
    expect(capacitanceOf('104')).toBeCloseTo(1e-7, 20);
    expect(capacitanceOf('225')).toBeCloseTo(2.2e-6, 20);
  });
});
