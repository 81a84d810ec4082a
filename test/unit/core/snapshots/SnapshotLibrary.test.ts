import {
  CalibratedCosts,
  DEFAULT_SNAPSHOT_COSTS,
  infoOf,
  memorySnapshotStore,
  newSnapshot,
  noSnapshotStats,
  type Product,
  type Snapshot,
  SnapshotFreshness,
  type SnapshotStore,
} from '../../../../src/core';
import { SnapshotLibrary } from '../../../../src/core/snapshots/SnapshotLibrary';
import { SnapshotProvenance } from '../../../../src/core/snapshots/SnapshotProvenance';
import { SnapshotSaver } from '../../../../src/core/snapshots/SnapshotSaver';
import { FakeClock } from '../../../support/fakeClock';

const SERVICE = 'http://127.0.0.1:9';
const HOUR_MS = 3_600_000;

const product = (partno: string): Product =>
  ({ category: 'inductors', record: { Partno: partno, Status: 'In Production' } }) as unknown as Product;

function snapshotOf(service: string, issuedAt: number): Promise<Snapshot> {
  return newSnapshot({
    service,
    category: 'inductors',
    lang: 'en',
    issuedAt: new Date(issuedAt).toISOString(),
    bytes: 1_000,
    products: [product('A1'), product('A2')],
  });
}

/** A library over `store`, its service's clock this computer's (not yet read from an answer). */
function libraryOf(store: SnapshotStore, clock: FakeClock) {
  const stats = noSnapshotStats();
  const freshness = new SnapshotFreshness({ now: () => new Date(clock.now()), known: false });
  const costs = new CalibratedCosts({ requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS });
  const provenance = new SnapshotProvenance(freshness, 24 * HOUR_MS);
  const saver = new SnapshotSaver(store, () => undefined);
  const library = new SnapshotLibrary({ service: SERVICE, store, clock, freshness, costs, provenance, saver, stats });
  return { library, stats, costs, saver };
}

describe('SnapshotLibrary', () => {
  test('a snapshot wanted by many at once is read from the store once, checked, and then answers from memory', async () => {
    const clock = new FakeClock();
    const store = memorySnapshotStore();
    await store.save(await snapshotOf(SERVICE, clock.now() - HOUR_MS));
    const reads = jest.spyOn(store, 'load');
    const { library, stats, costs } = libraryOf(store, clock);
    const [info] = await library.keptInfos('en', 24 * HOUR_MS);
    expect(costs.knowsSize('inductors', 'en')).toBe(true);
    const [first, second] = await Promise.all([library.load(info), library.load(info)]);
    expect(first).toBe(second);
    expect(first?.lookup('A1')?.record.Partno).toBe('A1');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(stats.loads).toBe(1);
    expect(library.fresh('inductors', 'en', 24 * HOUR_MS)).toBe(true);
    expect(library.fresh('inductors', 'en', HOUR_MS / 2)).toBe(false);
    expect(library.inMemory('en', 'any')).toEqual([first]);
  });

  test('a snapshot whose facts cannot be believed is dropped from the store and remembered for Diagnostics', async () => {
    const clock = new FakeClock();
    const store = memorySnapshotStore();
    await store.save({ ...(await snapshotOf(SERVICE, clock.now())), issuedAt: 'yesterday' });
    const { library, stats } = libraryOf(store, clock);
    expect(await library.keptInfos('en', 'any')).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect(stats.dropped).toBe(1);
    expect(library.dropped()).toEqual([
      { category: 'inductors', lang: 'en', problem: 'date', at: new Date(clock.now()).toISOString() },
    ]);
  });

  test("the list: this service's snapshots in use, with their age; another service's kept apart, aged by this computer", async () => {
    const clock = new FakeClock();
    const store = memorySnapshotStore();
    const other = await snapshotOf('http://other.example', clock.now() - 2 * HOUR_MS);
    await store.save(other);
    const { library, saver } = libraryOf(store, clock);
    const mine = await snapshotOf(SERVICE, clock.now() - HOUR_MS);
    library.keep(mine);
    expect(await library.list()).toEqual([
      { ...infoOf(mine), ageMs: HOUR_MS, ageChecked: false, stale: false, inUse: true },
      { ...infoOf(other), ageMs: 2 * HOUR_MS, ageChecked: false, stale: false, inUse: false },
    ]);
    await saver.saved();
    await library.delete('inductors', 'en');
    expect((await library.list()).map((kept) => kept.service)).toEqual(['http://other.example']);
  });
});
