// fake-indexeddb's globals: idb recognises IndexedDB's objects by the global classes (IDBRequest, ...).
import 'fake-indexeddb/auto';
import {
  checkedTextSnapshot,
  createClient,
  isTextSnapshot,
  memorySnapshotStore,
  type PartSpecClient,
  type Product,
} from '../../src/core';
import { type IndexedDbFactory, IndexedDbSnapshotStore } from '../../src/office/snapshots';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

// The add-in's own store (IndexedDB) with a count damaged in place: refused before anything is allocated,
// dropped, and the service answers, through the whole client as the add-in runs it.

jest.setTimeout(120_000);

// Its clock is this computer's (today's catalogue): kept snapshots are fresh by both.
const service = useContractService({ service: { asOf: undefined }, settings: false });

const CATEGORY = 'ceramicCapacitorsLead';

function clientOf(options: Parameters<typeof createClient>[0]['snapshots'] = undefined): PartSpecClient {
  return createClient({
    baseUrl: service.url,
    apiKey: TEST_KEY,
    rate: { perSecond: 1000, burst: 1000 },
    snapshots: options,
  });
}

/** fake-indexeddb's IDBFactory: databases of this test's own. */
const factory = new (globalThis as unknown as { IDBFactory: new () => IndexedDbFactory }).IDBFactory();

test.each([1e9, 1e6])(
  'a stored chunkCount of %d: a typed refusal at once, the snapshot dropped, the service answers',
  async (chunkCount) => {
    const databaseName = `damaged-${chunkCount}`;
    const store = new IndexedDbSnapshotStore({ indexedDB: factory, databaseName });
    // A snapshot downloaded as the add-in would, kept in IndexedDB (as text, as the planner keeps it).
    const kept = memorySnapshotStore();
    const keeper = clientOf({ store: kept });
    await keeper.snapshots.refresh(CATEGORY);
    await keeper.snapshots.saved();
    await store.save((await kept.load({ service: service.url, category: CATEGORY, lang: 'en' }))!);

    // Its count damaged in place, as a storage fault or a hand edit in the developer tools would.
    const { wrap } = require('idb') as { wrap(request: unknown): Promise<unknown> };
    const raw = (await wrap((factory as unknown as { open(name: string): unknown }).open(databaseName))) as {
      getAll(store: string): Promise<Record<string, unknown>[]>;
      put(store: string, value: unknown): Promise<unknown>;
      close(): void;
    };
    const [info] = await raw.getAll('info');
    await raw.put('info', { ...info, chunkCount });
    raw.close();

    await expect(store.load({ service: service.url, category: CATEGORY, lang: 'en' })).rejects.toMatchObject({
      name: 'SnapshotDamagedError',
      problem: 'counts',
    });

    // Every part of the category: reading the kept snapshot is then cheaper than asking, so the client tries it.
    const partnos = (await clientOf().searchAll({ filter: `Category eq '${CATEGORY}'` })).map(
      (product) => product.record.Partno,
    );
    // The planner decides at the service's default limit, 10 requests a second, while the test runs unthrottled.
    const client = clientOf({ store, cost: { requestsPerSecond: 10 } });
    const found = await client.lookup(partnos);
    const truth = await clientOf().lookup(partnos);
    const statuses = (answers: Map<string, Product | undefined>) =>
      [...answers].map(([partno, product]) => [partno, product?.record.Status]);
    expect(statuses(found)).toEqual(statuses(truth));
    expect(client.snapshots.dropped()).toEqual([
      { category: CATEGORY, lang: 'en', problem: 'counts', at: expect.any(String) },
    ]);
    // The damaged one is gone: what the store holds now is whole (the planner found the category worth a
    // new download, and kept it).
    await client.snapshots.saved();
    const now = await store.load({ service: service.url, category: CATEGORY, lang: 'en' });
    expect(now === undefined || isTextSnapshot(now)).toBe(true);
    if (now && isTextSnapshot(now)) expect(await checkedTextSnapshot(now)).toEqual({ index: expect.anything() });
  },
);
