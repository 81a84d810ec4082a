import {
  type BottomCategory,
  type ClientOptions,
  checkedTextSnapshot,
  createClient,
  infoOf,
  isTextSnapshot,
  keyText,
  type Language,
  memorySnapshotStore,
  type PartSpecClient,
  type Product,
  type Snapshot,
  type SnapshotStore,
  SNAPSHOTS_IN_MEMORY,
  type StoredSnapshot,
  type TextSnapshot,
} from '../../src/core';
import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { TEST_KEY } from '../support/referenceService';
import { type ContractService, useContractService } from '../support/useContractService';

// A kept snapshot answers only for the service it came from, and only as it was saved: one from another
// service, or changed in the store since, is never served; the service answers instead.

jest.setTimeout(240_000);

const CATEGORY: BottomCategory = 'ceramicCapacitorsLead';
/** The second service's catalogue date: statuses and dates have moved since the first's. */
const LATER = '2027-11-25';

const today = useContractService({ settings: false });
const later = useContractService({ service: { asOf: LATER }, settings: false });

function clientOf(service: ContractService, options: Partial<ClientOptions> = {}): PartSpecClient {
  return createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 }, ...options });
}

/** A store holding `service`'s snapshot of CATEGORY, downloaded now (or `store` with it added). */
async function keep(
  service: ContractService,
  store: SnapshotStore = memorySnapshotStore(),
  lang: Language = 'en',
): Promise<SnapshotStore> {
  const keeper = clientOf(service, { snapshots: { store } });
  await keeper.snapshots.refresh(CATEGORY, { lang });
  await keeper.snapshots.saved();
  return store;
}

/** Part numbers of CATEGORY as `service` has them. */
async function partnosOf(service: ContractService, count: number): Promise<string[]> {
  const found = await clientOf(service).searchAll({ filter: `Category eq '${CATEGORY}'` });
  return found.slice(0, count).map((product) => product.record.Partno);
}

const statuses = (found: Map<string, Product | undefined>): Record<string, unknown> =>
  Object.fromEntries([...found].map(([partno, product]) => [partno, product?.record.Status]));

describe('snapshots belong to the service they came from', () => {
  test('two services with the same categories and one store: each answers only from its own snapshot', async () => {
    const store = memorySnapshotStore();
    await keep(today, store);
    await keep(later, store);
    expect((await store.list()).map((info) => info.service).sort()).toEqual([today.url, later.url].sort());

    const partnos = await partnosOf(today, 100);
    const truth = {
      today: statuses(await clientOf(today).lookup(partnos)),
      later: statuses(await clientOf(later).lookup(partnos)),
    };
    // Not a test of nothing: the two services disagree on some of these parts.
    expect(
      Object.keys(truth.today).filter((partno) => truth.today[partno] !== truth.later[partno]).length,
    ).toBeGreaterThan(5);

    for (const [name, service] of [
      ['today', today],
      ['later', later],
    ] as const) {
      const offline = clientOf(service, { snapshots: { store, mode: 'offline' } });
      const found = await offline.lookup(partnos);
      expect({ name, statuses: statuses(found) }).toEqual({ name, statuses: truth[name] });
      expect(offline.stats().requests).toBe(0);
      // Offline, nothing tells the service's time: the snapshot is aged by this computer's clock, said unchecked.
      expect(offline.snapshots.of(found.get(partnos[0])!)).toMatchObject({ service: service.url, ageChecked: false });
      // The list has both: this connection's in use, the other's kept for it, nothing deleted.
      const other = service === today ? later : today;
      expect((await offline.snapshots.list()).map(({ service: url, inUse }) => ({ url, inUse }))).toEqual([
        { url: service.url, inUse: true },
        { url: other.url, inUse: false },
      ]);
    }
  });

  test('a service with no snapshot of its own is asked, whatever another service left in the store', async () => {
    const store = await keep(today);
    const partnos = await partnosOf(later, 50);
    const client = clientOf(later, { snapshots: { store, mode: 'auto' } });
    const found = await client.lookup(partnos);
    expect(statuses(found)).toEqual(statuses(await clientOf(later).lookup(partnos)));
    expect(client.stats().snapshots.answered).toBe(0);
    expect(client.stats().requests).toBeGreaterThan(0);
  });
});

/** A snapshot kept as text read back into its products: as stores kept snapshots before they kept text. */
function asProducts(kept: TextSnapshot): Snapshot {
  const decoder = new TextDecoder();
  const products = kept.text.chunks.flatMap((chunk) => JSON.parse(decoder.decode(chunk)) as Product[]);
  return { ...infoOf(kept), products };
}

/** Offline and online over a store holding `tampered`: it is dropped for `problem`, and every answer is the service's. */
async function droppedAndServiceAnswers(tampered: () => StoredSnapshot, problem: string): Promise<void> {
  const store = memorySnapshotStore();
  await store.save(tampered());
  const partnos = await partnosOf(today, 60);
  const client = clientOf(today, { snapshots: { store, mode: 'offline' } });

  // Offline, nothing else can answer: the lookup fails as with no snapshot kept, never with a wrong value.
  const offline = await client.lookup(partnos).then(
    () => 'answered',
    (error: unknown) => (error as Error).name,
  );
  expect(offline).toBe('NotInSnapshotsError');
  expect(client.snapshots.dropped()).toEqual([{ category: CATEGORY, lang: 'en', problem, at: expect.any(String) }]);
  expect(await store.list()).toEqual([]);

  // Online, the service answers exactly as it would with no snapshot.
  const again = memorySnapshotStore();
  await again.save(tampered());
  const online = clientOf(today, { snapshots: { store: again, mode: 'auto' } });
  const found = await online.lookup(partnos);
  expect(statuses(found)).toEqual(statuses(await clientOf(today).lookup(partnos)));
  expect(online.stats().snapshots).toMatchObject({ answered: 0, dropped: expect.any(Number) });
}

describe('a kept snapshot that fails its own checks is dropped, and the service answers', () => {
  /**
   * The snapshot as downloaded, kept as text; and the same as products, as stores kept snapshots before. Each
   * case keeps a copy changed as a storage fault or a hand edit would.
   */
  let pristine: TextSnapshot;
  let pristineProducts: Snapshot;
  beforeAll(async () => {
    const store = await keep(today);
    const kept = (await store.load({ service: today.url, category: CATEGORY, lang: 'en' }))!;
    if (!isTextSnapshot(kept)) throw new Error('A download is kept as text.');
    pristine = kept;
    pristineProducts = asProducts(kept);
  });

  test('the snapshot kept, as text and as products, checks and answers', async () => {
    expect(await checkedTextSnapshot(pristine)).toEqual({ index: expect.anything() });
    const store = memorySnapshotStore();
    await store.save(pristineProducts);
    const partnos = await partnosOf(today, 60);
    const client = clientOf(today, { snapshots: { store, mode: 'offline' } });
    expect(statuses(await client.lookup(partnos))).toEqual(statuses(await clientOf(today).lookup(partnos)));
  });

  const recordAt = (snapshot: Snapshot, index: number) =>
    (snapshot.products[index] as { record: Record<string, unknown> }).record;

  test.each<[string, string, (snapshot: Snapshot) => Snapshot]>([
    ['an issuedAt that is not a date', 'date', (snapshot) => ({ ...snapshot, issuedAt: 'garbage' })],
    ['an empty issuedAt', 'date', (snapshot) => ({ ...snapshot, issuedAt: '' })],
    [
      'values edited in place, the old checksum kept',
      'checksum',
      (snapshot) => {
        for (let index = 0; index < 40; index += 1) recordAt(snapshot, index).Status = 'Discontinued';
        return snapshot;
      },
    ],
    [
      'a null record',
      'structure',
      (snapshot) => {
        (snapshot.products[3] as { record: unknown }).record = null;
        return snapshot;
      },
    ],
    [
      'a null product',
      'structure',
      (snapshot) => ({
        ...snapshot,
        products: snapshot.products.map((product, index) => (index === 5 ? null! : product)),
      }),
    ],
    [
      'a numeric Partno',
      'structure',
      (snapshot) => {
        recordAt(snapshot, 7).Partno = 12345;
        return snapshot;
      },
    ],
    [
      'a part number twice, the second with other values',
      'duplicate',
      (snapshot) => {
        const copy = structuredClone(snapshot.products[0]) as { record: Record<string, unknown> };
        copy.record.Status = copy.record.Status === 'Discontinued' ? 'In Production' : 'Discontinued';
        const products = [...snapshot.products.slice(0, -1), copy as unknown as Product];
        return { ...snapshot, products };
      },
    ],
    [
      'a product count that does not match',
      'counts',
      (snapshot) => ({ ...snapshot, productCount: snapshot.productCount + 1 }),
    ],
  ])('kept as products, %s: dropped (%s), and every answer is the service\u2019s', async (_, problem, tamper) => {
    await droppedAndServiceAnswers(() => tamper(structuredClone(pristineProducts)), problem);
  });

  test('an issuedAt years ahead of the service\u2019s clock is no damage but stale: kept, never fresh, the service answers', async () => {
    const ahead = { ...pristine, issuedAt: '2099-01-01T00:00:00.000Z' };
    const store = memorySnapshotStore();
    await store.save(ahead);
    const partnos = await partnosOf(today, 60);
    const online = clientOf(today, { snapshots: { store, mode: 'auto' } });
    const found = await online.lookup(partnos);
    expect(statuses(found)).toEqual(statuses(await clientOf(today).lookup(partnos)));
    expect(online.stats().snapshots).toMatchObject({ answered: 0, dropped: 0 });
    expect(await online.snapshots.list()).toMatchObject([{ stale: true, staleBecause: 'ahead', ageChecked: true }]);
    // Offline it still answers (said stale), as any kept snapshot does.
    const offline = clientOf(today, { snapshots: { store, mode: 'offline' } });
    expect(statuses(await offline.lookup(partnos))).toEqual(statuses(found));
  });

  /** `kept` with its index changed by `change` and its index's checksum made again, as a careful hand edit would. */
  const withIndex = (kept: TextSnapshot, change: (index: Record<string, unknown[]>) => void): TextSnapshot => {
    const index = JSON.parse(new TextDecoder().decode(kept.text.index)) as Record<string, unknown[]>;
    change(index);
    const bytes = new TextEncoder().encode(JSON.stringify(index));
    const indexChecksum = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    return { ...kept, text: { ...kept.text, index: bytes, indexChecksum } };
  };

  test.each<[string, string, (snapshot: TextSnapshot) => TextSnapshot]>([
    ['an issuedAt that is not a date', 'date', (snapshot) => ({ ...snapshot, issuedAt: 'garbage' })],
    [
      'a value edited in place, the old checksum kept',
      'checksum',
      (snapshot) => {
        const chunk = snapshot.text.chunks[0];
        const at = Buffer.from(chunk).indexOf('"Status":"') + '"Status":"'.length;
        chunk[at] = chunk[at] === 0x44 /* D */ ? 0x45 : 0x44;
        return snapshot;
      },
    ],
    [
      'a part number in the index edited, its checksum kept',
      'checksum',
      (snapshot) => {
        const at = Buffer.from(snapshot.text.index).indexOf('"partnos":["') + '"partnos":["'.length;
        snapshot.text.index[at] += 1;
        return snapshot;
      },
    ],
    [
      'a part number twice in the index, its checksum made again',
      'duplicate',
      (snapshot) =>
        withIndex(snapshot, (index) => {
          index.partnos[1] = index.partnos[0];
        }),
    ],
    [
      'a start out of place in the index, its checksum made again',
      'structure',
      (snapshot) =>
        withIndex(snapshot, (index) => {
          index.starts[2] = index.starts[1];
        }),
    ],
    [
      'a chunk missing',
      'counts',
      (snapshot) => ({ ...snapshot, text: { ...snapshot.text, chunks: snapshot.text.chunks.slice(1) } }),
    ],
    [
      'a product count that does not match',
      'counts',
      (snapshot) => ({ ...snapshot, productCount: snapshot.productCount + 1 }),
    ],
  ])('kept as text, %s: dropped (%s), and every answer is the service\u2019s', async (_, problem, tamper) => {
    await droppedAndServiceAnswers(() => tamper(structuredClone(pristine)), problem);
  });
});

describe('memory stays bounded with answers cached', () => {
  /**
   * A store that keeps a copy of what it is given, as IndexedDB does, so that what the client holds after a
   * load is the client's alone; `seen` watches (without holding) the products, or the text, of every snapshot
   * that passes through it, loaded or saved: every snapshot a client ever holds.
   */
  function copyingStore(seen: WeakRef<object>[]): SnapshotStore {
    const kept = new Map<string, StoredSnapshot>();
    const contents = (snapshot: StoredSnapshot): object =>
      isTextSnapshot(snapshot) ? snapshot.text : snapshot.products;
    return {
      list: async () => [...kept.values()].map(infoOf),
      load: async (key) => {
        const stored = kept.get(keyText(key));
        if (stored === undefined) return undefined;
        const snapshot = structuredClone(stored);
        seen.push(new WeakRef(contents(snapshot)));
        return snapshot;
      },
      save: async (snapshot) => {
        seen.push(new WeakRef(contents(snapshot)));
        kept.set(keyText(snapshot), structuredClone(snapshot));
      },
      delete: async (key) => {
        kept.delete(keyText(key));
      },
    };
  }

  test('cached answers from three snapshots, then the store changed: at most SNAPSHOTS_IN_MEMORY reachable', async () => {
    const gc = collectGarbage();
    const seen: WeakRef<object>[] = [];
    const store = copyingStore(seen);
    for (const lang of LANGS) await keep(today, store, lang);
    const client = clientOf(today, { snapshots: { store, mode: 'offline' } });
    const partnos = await partnosOf(today, 200);

    const cached: Map<string, Product | undefined>[] = [];
    const ask = async (lang: Language, asked: readonly string[]): Promise<void> => {
      const found = await client.lookup(asked, { lang });
      // What an answer says of its snapshot is its facts: no products.
      const facts = client.snapshots.of(found.get(asked[0])!)!;
      expect(facts).toMatchObject({ service: today.url, category: CATEGORY, lang });
      expect(Object.keys(facts)).not.toContain('products');
      cached.push(found);
    };
    for (const lang of LANGS) await ask(lang, partnos.slice(0, 100));
    // The store changes: each snapshot kept again, newer, then read again by the client in every language.
    await keptAgain(store);
    await client.snapshots.refresh(CATEGORY, { lang: 'en' });
    for (const lang of LANGS) await ask(lang, partnos.slice(100));
    expect(client.stats().snapshots.loads).toBeGreaterThanOrEqual(5);
    expect(seen.length).toBeGreaterThan(2 * SNAPSHOTS_IN_MEMORY);

    await gc();
    const reachable = seen.filter((reference) => reference.deref() !== undefined).length;
    expect(reachable).toBeLessThanOrEqual(SNAPSHOTS_IN_MEMORY);
    // The cached answers are all still there.
    expect(cached.reduce((sum, found) => sum + found.size, 0)).toBe(600);
  });
});

const LANGS = ['en', 'ja', 'zh'] as const;

/**
 * Each of today's snapshots in `store` kept again, newer. A function of its own, so that no snapshot it read
 * stays behind in the test's own frame.
 */
async function keptAgain(store: SnapshotStore): Promise<void> {
  for (const lang of LANGS) {
    const kept = (await store.load({ service: today.url, category: CATEGORY, lang }))!;
    await store.save({ ...kept, issuedAt: new Date().toISOString() });
  }
}

/** Node's garbage collector, made callable for this test: V8's flag, then `gc` from a fresh context. */
function collectGarbage(): () => Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return async () => {
    for (let round = 0; round < 4; round += 1) {
      gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
}
