import {
  checkedTextSnapshot,
  DEFAULT_SNAPSHOT_COSTS,
  categoriesAdmittedBy,
  createClient,
  downloadCost,
  loadCost,
  matchesFilter,
  memorySnapshotStore,
  newSnapshot,
  parseFilter,
  type Product,
  requestsCost,
  type Snapshot,
  SnapshotIndex,
  SNAPSHOTS_IN_MEMORY,
  searchIndexes,
  type TextSnapshot,
  textSnapshotOf,
} from '../../../../src/core';

const product = (partno: string, base: string, extra: Record<string, unknown> = {}): Product =>
  ({
    category: 'ceramicCapacitorsLead',
    record: { Partno: partno, PartnoWithoutPackageCode: base, Status: 'In Production', ...extra },
  }) as unknown as Product;

/** The service the clients below are given: their snapshots say they came from it. */
const SERVICE = 'http://127.0.0.1:9';

const snapshot = (products: Product[]): Promise<Snapshot> =>
  newSnapshot({
    service: SERVICE,
    category: 'ceramicCapacitorsLead',
    lang: 'en',
    issuedAt: '2026-11-22T09:14:00.000Z',
    bytes: 1_000,
    products,
  });

describe('the cost model', () => {
  const model = { requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS };
  test('a request is one interval of the limiter; a download one request and its bytes; a read its bytes', () => {
    expect(requestsCost(model, 33)).toBe(3_300);
    expect(downloadCost(model)).toBe(100 + 3_200);
    expect(downloadCost(model, 120_000_000)).toBe(100 + 6_000);
    expect(loadCost(model, 120_000_000)).toBe(1_200);
  });
});

describe('SnapshotIndex', () => {
  const a1 = product('ABC123A', 'ABC123');
  const a2 = product('ABC123B', 'ABC123', { Status: 'NRND' });
  const other = product('XYZ9', 'XYZ');
  let index: SnapshotIndex;
  beforeAll(async () => {
    index = new SnapshotIndex(await snapshot([a1, a2, other]));
  });

  test('a part number, whatever its case and spaces; a base part number as its variants merged; else nothing', () => {
    expect(index.lookup(' abc123a ')).toBe(a1);
    const merged = index.lookup('abc123')!;
    expect(merged.variants).toEqual(['ABC123A', 'ABC123B']);
    // The variants disagree on Status: the merged part has none.
    expect(merged.record.Status).toBeUndefined();
    expect(index.lookup('NOPE')).toBeUndefined();
  });

  test('searches with core semantics, in part-number order unless an order is asked', () => {
    const filter = parseFilter("Status eq 'In Production'");
    expect(searchIndexes([index], filter, [], 'en').map((found) => found.record.Partno)).toEqual(['ABC123A', 'XYZ9']);
  });
});

describe('SnapshotIndex: a number eq found by its sorted values', () => {
  const capacitance = (partno: string, value: number | undefined, extra: Record<string, unknown> = {}): Product =>
    product(partno, partno, { Specs: { Capacitance: value, RatedVoltage: 50 }, ...extra });
  const products = [
    capacitance('P100N', 1e-7),
    capacitance('P100N_TEXT', 100e-9),
    capacitance('P100N_NEAR', 1.0000000001e-7),
    capacitance('P100N_OFF', 1.00000001e-7),
    capacitance('P1U', 1e-6),
    capacitance('P10P', 1e-11),
    capacitance('PNONE', undefined),
    capacitance('P100N_NRND', 1e-7, { Status: 'NRND' }),
    capacitance('P0', 0),
  ];
  let index: SnapshotIndex;
  beforeAll(async () => {
    index = new SnapshotIndex(await snapshot([...products].reverse()));
  });

  test.each([
    'Capacitance eq 1e-7',
    "Capacitance eq 1e-7 and Status eq 'In Production'",
    'Capacitance eq 0.000001',
    'Capacitance eq 1e-11',
    'Capacitance eq 2.2e-7',
    'Capacitance eq 0',
    'Capacitance ge 1e-7',
  ])('%s: what a pass over every product finds, in the snapshot’s order', (text) => {
    const filter = parseFilter(text);
    const everyProduct = [...products].reverse().filter((each) => matchesFilter(each, filter));
    expect(index.matching(filter, 'en')).toEqual(everyProduct);
  });

  test('values within the comparison’s tolerance are found, those beyond it are not', () => {
    const found = index.matching(parseFilter('Capacitance eq 1e-7'), 'en').map((each) => each.record.Partno);
    expect(found.sort()).toEqual(['P100N', 'P100N_NEAR', 'P100N_NRND', 'P100N_TEXT']);
  });
});

describe('a snapshot kept as text', () => {
  const a1 = product('ABC123A', 'ABC123');
  const a2 = product('ABC123B', 'ABC123', { Status: 'NRND', Remark: '“quoted” µH ✓ {braces} [brackets],' });
  const other = product('XYZ9', 'XYZ');
  /** Over two chunks of the checksum's: the third product is the first of the second chunk. */
  const many = [
    a1,
    a2,
    other,
    ...Array.from({ length: 2_100 }, (_, index) => product(`M${String(index).padStart(5, '0')}`, `M${index}`)),
  ];
  let kept: Snapshot;
  let text: TextSnapshot;
  beforeAll(async () => {
    kept = await snapshot(many);
    text = (await textSnapshotOf(kept))!;
  });

  test('its facts are the snapshot’s, its chunks the JSON its checksum hashed, and it checks', async () => {
    const { text: _text, ...facts } = text;
    const { products: _products, ...keptFacts } = kept;
    expect(facts).toEqual(keptFacts);
    expect(text.text.chunks).toHaveLength(2);
    const decoder = new TextDecoder();
    expect(text.text.chunks.flatMap((chunk) => JSON.parse(decoder.decode(chunk)) as Product[])).toEqual(many);
    expect(await checkedTextSnapshot(text)).toEqual({ index: expect.any(SnapshotIndex) });
  });

  test('answers every lookup and search as the snapshot of products does, each product read once', async () => {
    const checked = await checkedTextSnapshot(text);
    const lazy = (checked as { index: SnapshotIndex }).index;
    const eager = new SnapshotIndex(kept);
    for (const partno of [' abc123a ', 'abc123', 'ABC123B', 'xyz9', 'M02099', 'm00001', 'M7', 'NOPE', '']) {
      expect(lazy.lookup(partno)).toEqual(eager.lookup(partno));
    }
    expect(lazy.lookup('M02099')).toBe(lazy.lookup('m02099'));
    const filter = parseFilter("Status eq 'In Production'");
    expect(searchIndexes([lazy], filter, [], 'en')).toEqual(searchIndexes([eager], filter, [], 'en'));
    expect(lazy.products()).toEqual(many);
    // The product a lookup read is the one the search holds: read once.
    expect(lazy.products()[2_102]).toBe(lazy.lookup('M02099'));
  });

  test.each<[string, string, (kept: TextSnapshot) => TextSnapshot]>([
    [
      'a byte of a product changed, the checksum kept',
      'checksum',
      (kept) => {
        const chunk = kept.text.chunks[1].slice();
        chunk[chunk.indexOf(0x30 /* 0 */)] = 0x31;
        return { ...kept, text: { ...kept.text, chunks: [kept.text.chunks[0], chunk] } };
      },
    ],
    [
      'the index changed, its checksum kept',
      'checksum',
      (kept) => {
        const index = kept.text.index.slice();
        index[index.lastIndexOf(0x6d /* m */)] = 0x6e;
        return { ...kept, text: { ...kept.text, index } };
      },
    ],
    ['a chunk missing', 'counts', (kept) => ({ ...kept, text: { ...kept.text, chunks: kept.text.chunks.slice(1) } })],
    ['a product count that does not match', 'counts', (kept) => ({ ...kept, productCount: kept.productCount - 1 })],
    [
      'a chunk that is not bytes',
      'structure',
      (kept) => ({ ...kept, text: { ...kept.text, chunks: ['[]' as never] } }),
    ],
    ['an issuedAt that is not a date', 'date', (kept) => ({ ...kept, issuedAt: 'garbage' })],
  ])('%s: %s', async (_, problem, tamper) => {
    expect(await checkedTextSnapshot(tamper(text))).toEqual({ problem });
  });

  test('products that do not make one (a part number twice, no record) are kept as products', async () => {
    expect(await textSnapshotOf(await snapshot([a1, a1]))).toBeUndefined();
    expect(await textSnapshotOf(await snapshot([{ category: 'ceramicCapacitorsLead' } as Product]))).toBeUndefined();
  });

  test('after a restart, a client answers from a snapshot kept as text as from one kept as products', async () => {
    const store = memorySnapshotStore();
    await store.save(text);
    const client = createClient({
      baseUrl: SERVICE,
      apiKey: 'k',
      fetch: () => Promise.reject(new Error('offline: no request expected')),
      snapshots: { mode: 'offline', store },
    });
    const found = await client.lookup(['abc123', 'XYZ9', 'M00042']);
    expect(found.get('XYZ9')).toEqual(other);
    expect(found.get('abc123')?.variants).toEqual(['ABC123A', 'ABC123B']);
    expect(found.get('M00042')?.record.Partno).toBe('M00042');
    expect(client.snapshots.of(found.get('XYZ9')!)).toMatchObject({ issuedAt: text.issuedAt, stale: true });
  });
});

describe('categoriesAdmittedBy', () => {
  test('the bottom categories a filter admits, as the service matches Category; all without one', () => {
    expect(categoriesAdmittedBy(parseFilter("Category eq 'inductors'"), 'en')).toEqual(['inductors']);
    expect(categoriesAdmittedBy(parseFilter("Category eq 'ceramicCapacitors'"), 'en')).toEqual([
      'ceramicCapacitorsSMD',
      'ceramicCapacitorsLead',
    ]);
    expect(categoriesAdmittedBy(parseFilter('Capacitance ge 1e-7'), 'en')).toHaveLength(3);
  });
});

describe('memorySnapshotStore', () => {
  test('keeps one snapshot per category and language, lists them without products, forgets them', async () => {
    const store = memorySnapshotStore();
    await store.save(await snapshot([product('A', 'A')]));
    await store.save(await snapshot([product('A', 'A'), product('B', 'B')]));
    expect(await store.list()).toEqual([
      {
        service: SERVICE,
        category: 'ceramicCapacitorsLead',
        lang: 'en',
        issuedAt: '2026-11-22T09:14:00.000Z',
        productCount: 2,
        bytes: 1_000,
        checksum: expect.stringMatching(/^sha256:[0-9a-f]{64}:2$/),
      },
    ]);
    const key = { service: SERVICE, category: 'ceramicCapacitorsLead', lang: 'en' } as const;
    expect(((await store.load(key)) as Snapshot).products).toHaveLength(2);
    expect(await store.load({ ...key, lang: 'ja' })).toBeUndefined();
    expect(await store.load({ ...key, service: 'http://other.example' })).toBeUndefined();
    await store.delete(key);
    expect(await store.list()).toEqual([]);
  });
});

describe('a client with snapshots off', () => {
  test('uses none, but lists what its store keeps and can delete it', async () => {
    const store = memorySnapshotStore();
    await store.save(await snapshot([product('A', 'A')]));
    const client = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', snapshots: { mode: 'off', store } });
    expect(client.snapshots.mode).toBe('off');
    expect(await client.snapshots.list()).toMatchObject([
      { category: 'ceramicCapacitorsLead', lang: 'en', stale: true },
    ]);
    await client.snapshots.delete('ceramicCapacitorsLead', { lang: 'en' });
    expect(await store.list()).toEqual([]);
  });
});

describe('snapshots in memory', () => {
  test('at most SNAPSHOTS_IN_MEMORY: the one used longest ago goes, and is read again from the store when wanted', async () => {
    const store = memorySnapshotStore();
    const kept = [
      ['ceramicCapacitorsLead', 'en'],
      ['ceramicCapacitorsLead', 'zh'],
      ['ceramicCapacitorsLead', 'ja'],
      ['inductors', 'ja'],
    ] as const;
    // Ten parts each, so that every lookup below asks for a part not asked before: the lookup cache would
    // answer a part asked again without the snapshots.
    for (const [category, lang] of kept) {
      const parts = Array.from({ length: 10 }, (_, index) => ({
        ...product(`${category}-${lang}-${index}`, 'B'),
        category,
      }));
      await store.save({ ...(await snapshot(parts)), category, lang });
    }
    const client = createClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      fetch: () => Promise.reject(new Error('offline: no request expected')),
      snapshots: { mode: 'offline', store },
    });
    /** Looks up the one part of a kept snapshot; gives how many snapshots have been read from the store so far. */
    let asked = 0;
    const ask = async ([category, lang]: (typeof kept)[number]): Promise<number> => {
      const partno = `${category}-${lang}-${asked++}`;
      const found = await client.lookup([partno], { lang });
      expect(found.get(partno)?.record.Partno).toBe(partno);
      return client.stats().snapshots.loads;
    };
    const [leadEn, leadZh, leadJa] = kept;
    expect(SNAPSHOTS_IN_MEMORY).toBe(3);
    // Read once each, then held: en is asked again, so zh is now the one used longest ago.
    expect([await ask(leadEn), await ask(leadZh), await ask(leadEn)]).toEqual([1, 2, 2]);
    // Offline, a lookup in Japanese reads both Japanese snapshots: four would be held, so zh goes.
    expect(await ask(leadJa)).toBe(4);
    expect(await ask(leadEn)).toBe(4);
    // zh is read from the store again.
    expect(await ask(leadZh)).toBe(5);
  });
});

describe('one search answered from snapshots', () => {
  test('the first 2000 in the service’s order, HasMoreHits, and how many matched in all, which a snapshot knows', async () => {
    const store = memorySnapshotStore();
    const parts = Array.from({ length: 2_345 }, (_, index) => product(`P${String(index).padStart(5, '0')}`, 'B'));
    await store.save(await snapshot(parts));
    const client = createClient({
      baseUrl: SERVICE,
      apiKey: 'k',
      fetch: () => Promise.reject(new Error('offline: no request expected')),
      snapshots: { mode: 'offline', store },
    });
    const many = await client.search({ filter: "Category eq 'ceramicCapacitorsLead'" });
    expect({ hasMoreHits: many.hasMoreHits, shown: many.products.length, total: many.total }).toEqual({
      hasMoreHits: true,
      shown: 2_000,
      total: 2_345,
    });
    expect(many.products[0].record.Partno).toBe('P00000');
    const few = await client.search({ filter: "Category eq 'ceramicCapacitorsLead' and Partno eq 'P00007|P00011'" });
    expect({ hasMoreHits: few.hasMoreHits, shown: few.products.length, total: few.total }).toEqual({
      hasMoreHits: false,
      shown: 2,
      total: 2,
    });
  });
});
