// fake-indexeddb's globals: idb recognises IndexedDB's objects by the global classes (IDBRequest, IDBDatabase,
// ...), so they must be fake-indexeddb's. Each test still opens its own factory, hence its own databases.
import 'fake-indexeddb/auto';
import { type BottomCategory, isPartSpecError, type Language, type Product } from '../../../../src/core';
import {
  MAX_SNAPSHOT_PRODUCTS,
  newSnapshot,
  type Snapshot,
  type SnapshotKey,
  type TextSnapshot,
  textSnapshotOf,
} from '../../../../src/core/snapshots';
import { FakeClock } from '../../../support/fakeClock';
import {
  DEFAULT_SNAPSHOT_DATABASE,
  type IndexedDbFactory,
  IndexedDbSnapshotStore,
  isSnapshotStoreError,
  SnapshotStoreError,
} from '../../../../src/office/snapshots';

/** fake-indexeddb's IDBFactory, with what the tests do besides the store: open at a version, delete. */
type Factory = IndexedDbFactory & { deleteDatabase(name: string): unknown };

const fakeIndexedDb = globalThis as unknown as {
  IDBFactory: new () => Factory;
  IDBObjectStore: { prototype: { put(...args: unknown[]): unknown } };
};

/** A factory of its own: databases no other test sees. */
const newFactory = (): Factory => new fakeIndexedDb.IDBFactory();

/** The database as idb gives it, read past the store: what the store leaves in IndexedDB. */
interface RawDatabase {
  getAll(store: string): Promise<unknown[]>;
  getAllKeys(store: string): Promise<unknown[]>;
  delete(store: string, key: unknown): Promise<void>;
  close(): void;
}

const { wrap } = require('idb') as { wrap(request: unknown): Promise<unknown> };

async function rawDatabase(factory: Factory, name = DEFAULT_SNAPSHOT_DATABASE, version?: number): Promise<RawDatabase> {
  return (await wrap(factory.open(name, version))) as RawDatabase;
}

async function chunksKept(factory: Factory): Promise<Array<{ key: unknown; size: number }>> {
  const database = await rawDatabase(factory);
  try {
    const chunks = (await database.getAll('chunks')) as Array<{
      category: string;
      lang: string;
      index: number;
      products: unknown[];
    }>;
    return chunks.map((chunk) => ({ key: [chunk.category, chunk.lang, chunk.index], size: chunk.products.length }));
  } finally {
    database.close();
  }
}

function productsOf(category: BottomCategory, count: number, tag = 'a'): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    category,
    record: {
      Partno: `${tag}-${String(index).padStart(6, '0')}`,
      Status: index % 7 === 0 ? 'NRND' : 'Active',
      LastBuyDate: null,
      Specs: { Capacitance: (index + 1) * 1e-12, RatedVoltage: 50, Series: ['GRM', index] },
      ComplianceInfo: { RoHS: index % 2 === 0 },
    },
  }));
}

function snapshotOf(
  category: BottomCategory,
  lang: Language,
  products: Product[],
  issuedAt = '2025-03-01T08:00:00Z',
): Snapshot {
  // The store keeps the checksum as written; checking it is the planner's (snapshotProblem).
  const bytes = 1_000 + products.length * 2_700;
  return {
    service: SERVICE,
    category,
    lang,
    issuedAt,
    productCount: products.length,
    bytes,
    checksum: 'sha256:test',
    products,
  };
}

const SERVICE = 'https://pis.example.com/api';

/** 4,500 inductors kept as text (textSnapshotOf), with the checksum of their products. */
async function inductorsAsText(): Promise<TextSnapshot> {
  const snapshot = await newSnapshot({
    service: SERVICE,
    category: 'inductors',
    lang: 'en',
    issuedAt: '2025-03-01T08:00:00Z',
    bytes: 9,
    products: productsOf('inductors', 4_500),
  });
  return (await textSnapshotOf(snapshot))!;
}

/** The key of a snapshot of SERVICE. */
const key = (category: BottomCategory, lang: Language): SnapshotKey => ({ service: SERVICE, category, lang });

/** The snapshot's info: what list returns for it. */
function info(snapshot: Snapshot): Omit<Snapshot, 'products'> {
  const { products: _ignored, ...rest } = snapshot;
  return rest;
}

describe('IndexedDbSnapshotStore', () => {
  let factory: Factory;
  beforeEach(() => {
    factory = newFactory();
  });

  test('a snapshot comes back as it was saved, products in their order, in chunks of chunkSize', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 3 });
    const saved = snapshotOf('ceramicCapacitorsSMD', 'ja', productsOf('ceramicCapacitorsSMD', 10));

    await store.save(saved);

    const loaded = await store.load(key('ceramicCapacitorsSMD', 'ja'));
    expect(loaded).toEqual(saved);
    expect((loaded as Snapshot | undefined)?.products.map((product) => product.record.Partno)).toEqual(
      saved.products.map((product) => product.record.Partno),
    );
    // 10 products, 3 to a chunk: 3 + 3 + 3 + 1.
    expect(await chunksKept(factory)).toEqual([
      { key: ['ceramicCapacitorsSMD', 'ja', 0], size: 3 },
      { key: ['ceramicCapacitorsSMD', 'ja', 1], size: 3 },
      { key: ['ceramicCapacitorsSMD', 'ja', 2], size: 3 },
      { key: ['ceramicCapacitorsSMD', 'ja', 3], size: 1 },
    ]);
  });

  test('the largest category, 42,001 products, goes in 22 chunks of at most 2,000 and comes back whole', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    const saved = snapshotOf('ceramicCapacitorsSMD', 'en', productsOf('ceramicCapacitorsSMD', 42_001));

    await store.save(saved);

    expect(await store.load(key('ceramicCapacitorsSMD', 'en'))).toEqual(saved);
    const chunks = await chunksKept(factory);
    expect(chunks).toHaveLength(22);
    expect(Math.max(...chunks.map((chunk) => chunk.size))).toBe(2_000);
    expect(chunks[21]).toEqual({ key: ['ceramicCapacitorsSMD', 'en', 21], size: 1 });
  });

  test('a snapshot kept as text comes back as it was saved: its chunks of text, then its index, as bytes', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 3 });
    const saved = await inductorsAsText();

    await store.save(saved);

    const loaded = (await store.load(key('inductors', 'en'))) as TextSnapshot;
    expect(loaded).toEqual(saved);
    expect(loaded.text.chunks.map((chunk) => chunk.length)).toEqual(saved.text.chunks.map((chunk) => chunk.length));
    const { text: _text, ...facts } = saved;
    expect(await store.list()).toEqual([facts]);
    // The checksum's chunks of 2,000 products (not the store's chunkSize), then the index.
    const database = await rawDatabase(factory);
    const chunks = (await database.getAll('chunks')) as Array<{ index: number; text?: unknown; partIndex?: unknown }>;
    database.close();
    expect(chunks.map((chunk) => [chunk.index, chunk.text !== undefined, chunk.partIndex !== undefined])).toEqual([
      [0, true, false],
      [1, true, false],
      [2, true, false],
      [3, false, true],
    ]);
    // 4,500 products made into text and back: seconds, more on a busy machine.
  }, 120_000);

  test('a snapshot kept as text with a chunk missing, or its count of chunks changed: refused as damaged', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    const saved = await inductorsAsText();
    await store.save(saved);
    const raw = (await rawDatabase(factory)) as RawDatabase & { put(store: string, value: unknown): Promise<unknown> };
    const [stored] = (await raw.getAll('info')) as Record<string, unknown>[];
    await raw.put('info', { ...stored, chunkCount: 1e9 });
    raw.close();
    await expect(store.load(key('inductors', 'en'))).rejects.toMatchObject({
      name: 'SnapshotDamagedError',
      problem: 'counts',
    });

    await store.save(saved);
    const again = await rawDatabase(factory);
    await again.delete('chunks', [SERVICE, 'inductors', 'en', 1]);
    again.close();
    await expect(store.load(key('inductors', 'en'))).rejects.toMatchObject({
      name: 'SnapshotDamagedError',
      problem: 'counts',
    });
  });

  test('an empty snapshot is kept and comes back empty', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    const saved = snapshotOf('inductors', 'zh', []);

    await store.save(saved);

    expect(await store.load(key('inductors', 'zh'))).toEqual(saved);
    expect(await store.list()).toEqual([info(saved)]);
    expect(await chunksKept(factory)).toEqual([]);
  });

  test('another store over the same database sees what the first saved, as after a restart of Excel', async () => {
    const saved = snapshotOf('ceramicCapacitorsLead', 'en', productsOf('ceramicCapacitorsLead', 5));
    await new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2 }).save(saved);

    // Another chunk size does not matter to reading: each snapshot keeps its own count of chunks.
    const afterRestart = new IndexedDbSnapshotStore({ indexedDB: factory });
    expect(await afterRestart.list()).toEqual([info(saved)]);
    expect(await afterRestart.load(key('ceramicCapacitorsLead', 'en'))).toEqual(saved);

    const elsewhere = new IndexedDbSnapshotStore({ indexedDB: factory, databaseName: 'another-database' });
    expect(await elsewhere.list()).toEqual([]);
  });

  test('saving replaces the snapshot of its category and language whole, and no other', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 3 });
    const japanese = snapshotOf('ceramicCapacitorsSMD', 'ja', productsOf('ceramicCapacitorsSMD', 7, 'ja'));
    const inductors = snapshotOf('inductors', 'en', productsOf('inductors', 4, 'ind'));
    await store.save(snapshotOf('ceramicCapacitorsSMD', 'en', productsOf('ceramicCapacitorsSMD', 10, 'old')));
    await store.save(japanese);
    await store.save(inductors);

    const newer = snapshotOf(
      'ceramicCapacitorsSMD',
      'en',
      productsOf('ceramicCapacitorsSMD', 4, 'new'),
      '2025-04-01T08:00:00Z',
    );
    await store.save(newer);

    expect(await store.load(key('ceramicCapacitorsSMD', 'en'))).toEqual(newer);
    expect(await store.load(key('ceramicCapacitorsSMD', 'ja'))).toEqual(japanese);
    expect(await store.load(key('inductors', 'en'))).toEqual(inductors);
    // 4 products in 2 chunks: none of the 4 chunks of the 10 before is left behind.
    const english = (await chunksKept(factory)).filter(
      (chunk) => (chunk.key as string[])[1] === 'en' && (chunk.key as string[])[0] === 'ceramicCapacitorsSMD',
    );
    expect(english).toEqual([
      { key: ['ceramicCapacitorsSMD', 'en', 0], size: 3 },
      { key: ['ceramicCapacitorsSMD', 'en', 1], size: 1 },
    ]);
    expect(await chunksKept(factory)).toHaveLength(2 + 3 + 2);
  });

  test('list gives every snapshot’s info and no products', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    const snapshots = [
      snapshotOf('inductors', 'en', productsOf('inductors', 3)),
      snapshotOf('ceramicCapacitorsSMD', 'zh', productsOf('ceramicCapacitorsSMD', 2)),
      snapshotOf('ceramicCapacitorsSMD', 'en', []),
    ];
    for (const snapshot of snapshots) await store.save(snapshot);

    const listed = await store.list();

    expect(listed).toHaveLength(3);
    expect(listed).toEqual(expect.arrayContaining(snapshots.map(info)));
    for (const kept of listed) {
      expect(Object.keys(kept).sort()).toEqual([
        'bytes',
        'category',
        'checksum',
        'issuedAt',
        'lang',
        'productCount',
        'service',
      ]);
    }
  });

  test('delete forgets one snapshot, its products with it, and deleting what is not kept does nothing', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2 });
    const kept = snapshotOf('inductors', 'ja', productsOf('inductors', 3));
    await store.save(snapshotOf('inductors', 'en', productsOf('inductors', 5)));
    await store.save(kept);

    await store.delete(key('inductors', 'en'));
    await store.delete(key('ceramicCapacitorsLead', 'zh'));

    expect(await store.load(key('inductors', 'en'))).toBeUndefined();
    expect(await store.load(key('inductors', 'ja'))).toEqual(kept);
    expect(await store.list()).toEqual([info(kept)]);
    expect((await chunksKept(factory)).map((chunk) => chunk.key)).toEqual([
      ['inductors', 'ja', 0],
      ['inductors', 'ja', 1],
    ]);
  });

  test('loading what was never saved gives undefined', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    expect(await store.load(key('inductors', 'en'))).toBeUndefined();
    expect(await store.list()).toEqual([]);

    await store.save(snapshotOf('inductors', 'ja', productsOf('inductors', 1)));
    expect(await store.load(key('inductors', 'en'))).toBeUndefined();
    expect(await store.load(key('ceramicCapacitorsSMD', 'ja'))).toBeUndefined();
  });

  test('a snapshot whose chunks do not add up is refused as damaged (the planner drops it); a save replaces it', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2 });
    await store.save(snapshotOf('inductors', 'en', productsOf('inductors', 5)));
    const raw = await rawDatabase(factory);
    await raw.delete('chunks', [SERVICE, 'inductors', 'en', 1]);
    raw.close();

    await expect(store.load(key('inductors', 'en'))).rejects.toMatchObject({
      name: 'SnapshotDamagedError',
      category: 'inductors',
      lang: 'en',
      problem: 'counts',
    });
    expect((await store.list()).map((kept) => kept.productCount)).toEqual([5]);
    expect(await chunksKept(factory)).toHaveLength(2);

    const again = snapshotOf('inductors', 'en', productsOf('inductors', 5, 'again'));
    await store.save(again);
    expect(await store.load(key('inductors', 'en'))).toEqual(again);
  });

  test.each([1e9, 1e6, -1, 2.5, Number.NaN])(
    'a stored chunkCount of %d: refused as damaged at once, before anything is read or allocated',
    async (chunkCount) => {
      const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2 });
      await store.save(snapshotOf('inductors', 'en', productsOf('inductors', 5)));
      const raw = (await rawDatabase(factory)) as RawDatabase & {
        put(store: string, value: unknown): Promise<unknown>;
      };
      const [stored] = (await raw.getAll('info')) as Record<string, unknown>[];
      await raw.put('info', { ...stored, chunkCount });
      raw.close();
      // Checked before a request per chunk is made: 1e9 of them would take the runtime's whole memory.
      const failure = await store.load(key('inductors', 'en')).catch((error: unknown) => error);
      expect(failure).toMatchObject({ name: 'SnapshotDamagedError', problem: 'counts' });
      expect(isPartSpecError(failure)).toBe(true);
    },
  );

  test('a stored productCount past MAX_SNAPSHOT_PRODUCTS: refused as damaged', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2 });
    await store.save(snapshotOf('inductors', 'en', productsOf('inductors', 5)));
    const raw = (await rawDatabase(factory)) as RawDatabase & { put(store: string, value: unknown): Promise<unknown> };
    const [stored] = (await raw.getAll('info')) as Record<string, unknown>[];
    await raw.put('info', { ...stored, productCount: MAX_SNAPSHOT_PRODUCTS + 1, chunkCount: 3 });
    raw.close();
    await expect(store.load(key('inductors', 'en'))).rejects.toMatchObject({ name: 'SnapshotDamagedError' });
  });

  test('a database of version 1 (snapshots without their service) is upgraded, and its snapshots dropped', async () => {
    const legacy = await new Promise<RawDatabase>((resolve, reject) => {
      const request = factory.open(DEFAULT_SNAPSHOT_DATABASE, 1) as unknown as {
        result: { createObjectStore(name: string, options: unknown): { createIndex(...args: unknown[]): void } };
        onupgradeneeded: () => void;
      };
      request.onupgradeneeded = () => {
        request.result.createObjectStore('info', { keyPath: ['category', 'lang'] });
        request.result
          .createObjectStore('chunks', { keyPath: ['category', 'lang', 'index'] })
          .createIndex('bySnapshot', ['category', 'lang']);
      };
      void (wrap(request) as Promise<RawDatabase>).then(resolve, reject);
    });
    await (legacy as RawDatabase & { put(store: string, value: unknown): Promise<unknown> }).put('info', {
      category: 'inductors',
      lang: 'en',
      issuedAt: '2025-03-01T08:00:00Z',
      productCount: 0,
      bytes: 0,
      chunkCount: 0,
    });
    legacy.close();

    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    expect(await store.list()).toEqual([]);
    await store.save(snapshotOf('inductors', 'en', productsOf('inductors', 3)));
    expect((await store.list()).map((kept) => kept.service)).toEqual([SERVICE]);
  });

  test('a save the browser refuses part way keeps nothing of it: the snapshot before is still there whole', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2 });
    const before = snapshotOf('ceramicCapacitorsSMD', 'en', productsOf('ceramicCapacitorsSMD', 5, 'before'));
    await store.save(before);
    const put = fakeIndexedDb.IDBObjectStore.prototype.put;
    let puts = 0;
    const refusing = jest.spyOn(fakeIndexedDb.IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: unknown,
      ...args
    ) {
      puts += 1;
      if (puts === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });

    const failure = await store
      .save(snapshotOf('ceramicCapacitorsSMD', 'en', productsOf('ceramicCapacitorsSMD', 9, 'after')))
      .catch((error: unknown) => error);
    refusing.mockRestore();

    expect(isSnapshotStoreError(failure)).toBe(true);
    expect(failure).toMatchObject({
      operation: 'save',
      problem: 'quotaExceeded',
      category: 'ceramicCapacitorsSMD',
      lang: 'en',
      cause: expect.objectContaining({ name: 'QuotaExceededError' }),
    });
    expect((failure as Error).message).toMatch(/storage is full/);
    expect(await store.load(key('ceramicCapacitorsSMD', 'en'))).toEqual(before);
    expect(await chunksKept(factory)).toHaveLength(3);
  });

  test('a snapshot whose productCount is not its products’ number is refused, and nothing is written', async () => {
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    const wrong = { ...snapshotOf('inductors', 'en', productsOf('inductors', 3)), productCount: 4 };

    await expect(store.save(wrong)).rejects.toThrow(RangeError);
    expect(await store.list()).toEqual([]);
  });

  test('the chunk size must be a whole number from 1 up', () => {
    expect(() => new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 0 })).toThrow(RangeError);
    expect(() => new IndexedDbSnapshotStore({ indexedDB: factory, chunkSize: 2.5 })).toThrow(RangeError);
  });
});

describe('IndexedDbSnapshotStore when the database cannot be opened', () => {
  test('an open that throws makes every method reject with a SnapshotStoreError for open', async () => {
    const refused = new DOMException('The operation is insecure.', 'SecurityError');
    const open = jest.fn(() => {
      throw refused;
    });
    const store = new IndexedDbSnapshotStore({ indexedDB: { open } as unknown as IndexedDbFactory });
    const snapshot = snapshotOf('inductors', 'en', productsOf('inductors', 1));

    for (const call of [
      () => store.list(),
      () => store.load(key('inductors', 'en')),
      () => store.save(snapshot),
      () => store.delete(key('inductors', 'en')),
    ]) {
      const failure = await call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SnapshotStoreError);
      expect(failure).toMatchObject({
        name: 'SnapshotStoreError',
        operation: 'open',
        problem: 'unavailable',
        cause: refused,
      });
    }
    // Each call tries again: the browser may allow storage later.
    expect(open).toHaveBeenCalledTimes(4);
  });

  test('a database of a newer version is an open failure that says so', async () => {
    const factory = newFactory();
    const newer = await rawDatabase(factory, DEFAULT_SNAPSHOT_DATABASE, 7);
    newer.close();

    const failure = await new IndexedDbSnapshotStore({ indexedDB: factory }).list().catch((error: unknown) => error);

    expect(failure).toMatchObject({
      operation: 'open',
      problem: 'newerVersion',
      cause: expect.objectContaining({ name: 'VersionError' }),
    });
    expect((failure as Error).message).toMatch(/newer version of PartSpec/);
  });

  test('after a failed open, the next call opens the database again', async () => {
    const factory = newFactory();
    let refusals = 1;
    const flaky = {
      open: (name: string, version?: number) => {
        if (refusals-- > 0) throw new DOMException('Not now.', 'UnknownError');
        return factory.open(name, version);
      },
    } as unknown as IndexedDbFactory;
    const store = new IndexedDbSnapshotStore({ indexedDB: flaky });

    await expect(store.list()).rejects.toMatchObject({ operation: 'open', problem: 'refused' });
    expect(await store.list()).toEqual([]);
  });

  test('an open that never answers fails at the deadline, saying so; the next call opens the database again', async () => {
    const factory = newFactory();
    let hangs = 1;
    // An open request whose events never come, as when the browser's storage is stuck.
    const IdbOpenRequest = (globalThis as unknown as { IDBOpenDBRequest: new () => object }).IDBOpenDBRequest;
    const stuck = {
      open: (name: string, version?: number) => (hangs-- > 0 ? new IdbOpenRequest() : factory.open(name, version)),
    } as unknown as IndexedDbFactory;
    const clock = new FakeClock(0);
    const store = new IndexedDbSnapshotStore({ indexedDB: stuck, clock, deadlineMs: 5_000 });

    let settled = false;
    const listing = store.list().catch((error: unknown) => error);
    void listing.then(() => (settled = true));
    await clock.advance(4_999);
    expect(settled).toBe(false);
    await clock.advance(1);
    const failure = await listing;
    expect(isSnapshotStoreError(failure)).toBe(true);
    expect(failure).toMatchObject({ problem: 'timeout' });
    expect((failure as Error).message).toMatch(/did not answer in time\. Try again/);
    // The hung opening is forgotten: the next call opens anew, and answers.
    expect(await store.list()).toEqual([]);
  });

  test('when another copy of PartSpec deletes the database, the store lets go of it and opens it anew', async () => {
    const factory = newFactory();
    const store = new IndexedDbSnapshotStore({ indexedDB: factory });
    await store.save(snapshotOf('inductors', 'en', productsOf('inductors', 2)));

    // Blocked for ever if the store kept its connection open.
    await wrap(factory.deleteDatabase(DEFAULT_SNAPSHOT_DATABASE));

    expect(await store.list()).toEqual([]);
  });

  describe('without IndexedDB', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
    beforeEach(() => {
      delete (globalThis as { indexedDB?: unknown }).indexedDB;
    });
    afterEach(() => {
      if (descriptor) Object.defineProperty(globalThis, 'indexedDB', descriptor);
    });

    test('isAvailable is false, and every method rejects with a SnapshotStoreError for open', async () => {
      expect(IndexedDbSnapshotStore.isAvailable()).toBe(false);
      expect(IndexedDbSnapshotStore.isAvailable(undefined)).toBe(false);
      expect(IndexedDbSnapshotStore.isAvailable({} as IndexedDbFactory)).toBe(false);
      expect(IndexedDbSnapshotStore.isAvailable(newFactory())).toBe(true);

      const failure = await new IndexedDbSnapshotStore().load(key('inductors', 'en')).catch((error: unknown) => error);
      expect(failure).toMatchObject({ operation: 'open', problem: 'unavailable' });
      expect((failure as Error).message).toBe(
        'The kept snapshots could not be opened: the browser offers no storage for them here (storage may be turned off, as in some private windows).',
      );
    });
  });

  test('with the runtime’s IndexedDB, isAvailable is true and the store uses it', async () => {
    expect(IndexedDbSnapshotStore.isAvailable()).toBe(true);
    const store = new IndexedDbSnapshotStore({ databaseName: 'partspec-snapshots-runtime' });
    const saved = snapshotOf('inductors', 'en', productsOf('inductors', 3));
    await store.save(saved);
    expect(
      await new IndexedDbSnapshotStore({ databaseName: 'partspec-snapshots-runtime' }).load(key('inductors', 'en')),
    ).toEqual(saved);
  });
});

describe('SnapshotStoreError', () => {
  test('carries its facts and says what failed and why, naming no screen', () => {
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const error = new SnapshotStoreError('save', { cause: full, category: 'ceramicCapacitorsSMD', lang: 'ja' });

    expect(isPartSpecError(error)).toBe(true);
    expect(isSnapshotStoreError(error)).toBe(true);
    expect(isSnapshotStoreError(new Error('no'))).toBe(false);
    expect(error).toMatchObject({
      name: 'SnapshotStoreError',
      operation: 'save',
      problem: 'quotaExceeded',
      cause: full,
    });
    expect(error.message).toBe(
      "The snapshot of ceramicCapacitorsSMD in ja could not be saved: the browser's storage is full (quota exceeded). Delete snapshots that are no longer needed, or free space on the disk, then try again.",
    );
  });

  test('any other refusal repeats what the browser said', () => {
    const error = new SnapshotStoreError('list', { cause: new DOMException('Internal error.', 'UnknownError') });
    expect(error.problem).toBe('refused');
    expect(error.message).toBe(
      "The kept snapshots could not be listed: the browser's storage refused (it said: UnknownError: Internal error).",
    );
  });
});
