import {
  type BottomCategory,
  DEFAULT_SNAPSHOT_COSTS,
  type DownloadedFile,
  type Filter,
  type LookupWindow,
  memorySnapshotStore,
  newSnapshot,
  type Product,
  ServiceClock,
  type SearchResult,
  SnapshotFreshness,
  type SnapshotInfo,
  SnapshotPlanner,
  type SnapshotStore,
} from '../../../../src/core';
import { FakeClock } from '../../../support/fakeClock';

/*
 * One clock, the service's: a snapshot is dated by the service's time when its file was issued, and its age
 * is the service's latest known time minus that date, whatever this computer's clock says; before any answer
 * of the session, this computer's, said as not checked. And what the service answers shows a snapshot stale
 * at once.
 */

const SERVICE = 'http://127.0.0.1:9';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;
/** This computer's time when each test starts. */
const COMPUTER = Date.UTC(2026, 10, 28, 18, 0);
/** Part numbers one request takes, in these tests. */
const PER_REQUEST = 100;

/** A part, of a category, with a status. */
const part = (category: BottomCategory, partno: string, Status = 'In Production'): Product =>
  ({ category, record: { Partno: partno, Status, LastBuyDate: null, ProductionEndDate: null } }) as unknown as Product;

const inductors = Array.from({ length: 300 }, (_, index) => part('inductors', `L-${index}`));

/** An HTTP date `offsetMs` from this computer's time now: what the service's answers say. */
const dateHeader = (computer: FakeClock, offsetMs: number): string => new Date(computer.now() + offsetMs).toUTCString();

const info = (issuedAt: number, category: BottomCategory = 'inductors'): SnapshotInfo => ({
  service: SERVICE,
  category,
  lang: 'en',
  issuedAt: new Date(issuedAt).toISOString(),
  productCount: 1,
  bytes: 1,
  checksum: 'x',
});

describe('SnapshotFreshness: a snapshot aged by the service’s clock', () => {
  test.each([
    ['a year ahead of this computer', YEAR_MS],
    ['a year behind it', -YEAR_MS],
    ['a few minutes ahead', 4 * 60_000],
    ['a few minutes behind', -4 * 60_000],
  ])(
    'the service %s: its age is the service’s time since the issue, this computer’s clock never counts',
    (_label, offsetMs) => {
      const computer = new FakeClock(COMPUTER);
      const clock = new ServiceClock(computer);
      clock.observe(dateHeader(computer, offsetMs));
      const freshness = new SnapshotFreshness(clock);
      // Issued 23 hours before the service's time now: fresh for a day, stale for an hour.
      const issued = info(COMPUTER + offsetMs - 23 * HOUR_MS);
      expect(freshness.ageOf(issued, DAY_MS)).toEqual({ ageMs: 23 * HOUR_MS, ageChecked: true });
      expect(freshness.ageOf(issued, HOUR_MS)).toEqual({ ageMs: 23 * HOUR_MS, ageChecked: true, staleBecause: 'age' });
      // Exactly at the limit it may still answer; a millisecond later, not.
      expect(freshness.isStale(issued, 23 * HOUR_MS)).toBe(false);
      expect(freshness.isStale(issued, 23 * HOUR_MS - 1)).toBe(true);
    },
  );

  test('a service that sends no Date: this computer’s clock, said as not checked against the service', () => {
    const computer = new FakeClock(COMPUTER);
    const clock = new ServiceClock(computer);
    clock.observe(null);
    const freshness = new SnapshotFreshness(clock);
    expect(freshness.ageOf(info(COMPUTER - 2 * HOUR_MS), DAY_MS)).toEqual({ ageMs: 2 * HOUR_MS, ageChecked: false });
  });

  test('dated ahead of the service’s clock by more than two clocks disagree: stale, never fresh for ever', () => {
    const computer = new FakeClock(COMPUTER);
    const clock = new ServiceClock(computer);
    clock.observe(dateHeader(computer, 0));
    const freshness = new SnapshotFreshness(clock);
    expect(freshness.ageOf(info(COMPUTER + 5 * 60_000), DAY_MS).staleBecause).toBeUndefined();
    expect(freshness.ageOf(info(COMPUTER + 5 * 60_000 + 1000), DAY_MS).staleBecause).toBe('ahead');
    expect(freshness.ageOf({ ...info(COMPUTER), issuedAt: 'garbage' }, DAY_MS).staleBecause).toBe('age');
  });
});

/** The service's products now, its answers counted, with the Date its answers carry. */
function fakeService(computer: FakeClock, products: readonly Product[]) {
  const clock = new ServiceClock(computer);
  let byPartno = new Map(products.map((each) => [each.record.Partno, each]));
  // Each answer is new objects, as an answer parsed from JSON is: never the very products a snapshot holds.
  const answerOf = (partno: string): Product | undefined => {
    const product = byPartno.get(partno);
    return product && { ...product, record: { ...product.record } };
  };
  const state = { offsetMs: 0, requests: 0, downloads: [] as BottomCategory[] };
  const answered = (): void => {
    state.requests += 1;
    clock.observe(dateHeader(computer, state.offsetMs));
  };
  const api = {
    search: async (filter: Filter): Promise<SearchResult> => {
      answered();
      const [condition] = filter.conditions;
      const asked = condition?.kind === 'string' ? condition.values : [];
      return { hasMoreHits: false, products: asked.flatMap((partno) => answerOf(partno) ?? []) };
    },
    downloadSize: async () => undefined,
    downloadCategory: async (category: BottomCategory): Promise<DownloadedFile> => {
      answered();
      state.downloads.push(category);
      return {
        issuedAt: clock.now().toISOString(),
        bytes: 1_000,
        milliseconds: 10,
        products: [...byPartno.keys()].map((partno) => answerOf(partno)!).filter((each) => each.category === category),
      };
    },
  };
  /** A lookup window of these part numbers (a lifecycle refresh's or not), asking this service. */
  const windowOf = (partnos: readonly string[], lifecycle = false) => {
    const found = new Map<string, Product | undefined>();
    const work: LookupWindow = {
      lang: 'en',
      lifecycle,
      partnos,
      requestsFor: (asked) => Math.ceil(asked.length / PER_REQUEST),
      ask: async (asked) => {
        for (let start = 0; start < asked.length; start += PER_REQUEST) answered();
        return { found: new Map(asked.map((partno) => [partno, answerOf(partno)])), failed: [] };
      },
      answer: (partno, product) => found.set(partno, product),
      fail: (failed, error) => {
        throw new Error(`${failed.length} part numbers failed: ${String(error)}`);
      },
    };
    return { work, found };
  };
  return {
    api,
    clock,
    state,
    windowOf,
    /** The service's catalogue from now on. */
    change: (next: readonly Product[]) => {
      byPartno = new Map(next.map((each) => [each.record.Partno, each]));
    },
  };
}

function plannerOf(
  computer: FakeClock,
  service: ReturnType<typeof fakeService>,
  store: SnapshotStore,
): SnapshotPlanner {
  return new SnapshotPlanner({
    mode: 'auto',
    service: SERVICE,
    store,
    maxAgeMs: DAY_MS,
    lifecycleMaxAgeMs: HOUR_MS,
    clock: computer,
    serviceClock: service.clock,
    // Nothing is downloaded unless a test says so: what answers is the snapshot kept, or the service.
    cost: { requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS, acceptedDelayMs: 0, acceptedDelayPerRequestMs: 0 },
    api: service.api,
  });
}

/** A file large enough that downloading it again never pays for these tests’ few requests, small enough to read. */
const LARGE_FILE = 10_000_000;

/**
 * A store keeping the inductors as the service issued them at `issuedAt` (the service's time), their file
 * `bytes` large (by default too large for a download to pay).
 */
async function storeWith(products: readonly Product[], issuedAt: number, bytes = LARGE_FILE): Promise<SnapshotStore> {
  const store = memorySnapshotStore();
  await store.save(
    await newSnapshot({
      service: SERVICE,
      category: 'inductors',
      lang: 'en',
      issuedAt: new Date(issuedAt).toISOString(),
      bytes,
      products,
    }),
  );
  return store;
}

const partnos = inductors.map((each) => each.record.Partno);
/** A search of nothing in particular, and one of a part number: any answer of the service says its time. */
const ANY: Filter = { conditions: [] };
const partnoFilter = (partno: string): Filter => ({
  conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: [partno] }],
});

describe('the planner: kept snapshots judged by the service’s clock', () => {
  test.each([
    ['a year behind this computer', -YEAR_MS],
    ['a year ahead of it', YEAR_MS],
    ['a few minutes ahead', 3 * 60_000],
  ])('a service %s: a snapshot it issued 2 hours ago answers, as fresh', async (_label, offsetMs) => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    service.state.offsetMs = offsetMs;
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER + offsetMs - 2 * HOUR_MS));
    // The session's first answer says the service's time.
    await service.api.search(ANY);
    const { work, found } = service.windowOf(partnos);
    await planner.resolveWindow(work);
    expect(found.size).toBe(partnos.length);
    expect(service.state.requests).toBe(1);
    const [kept] = await planner.list();
    expect(kept).toMatchObject({ ageMs: 2 * HOUR_MS, ageChecked: true, stale: false, inUse: true });
    expect(planner.snapshotOf(found.get(partnos[0])!)).toMatchObject({ ageMs: 2 * HOUR_MS, stale: false });
  });

  test('the service restarted a year later on the same address: after its first answer, the snapshot is stale and answers nothing', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER - HOUR_MS));
    await service.api.search(ANY);
    expect((await planner.list())[0]).toMatchObject({ stale: false, ageChecked: true });

    service.state.offsetMs = YEAR_MS;
    const discontinued = inductors.map((each) => part('inductors', each.record.Partno, 'Discontinued'));
    service.change(discontinued);
    // Any answer of the new service: a sample of a window nothing kept can answer.
    await service.api.search(partnoFilter('L-0'));
    const { work, found } = service.windowOf(partnos);
    await planner.resolveWindow(work);
    expect([...found.values()].filter((product) => product?.record.Status !== 'Discontinued')).toEqual([]);
    expect((await planner.list())[0]).toMatchObject({ stale: true, staleBecause: 'age', ageMs: YEAR_MS + HOUR_MS });
    expect(service.state.downloads).toEqual([]);
  });

  test('… and downloaded again when the planner finds it worth it: dated by the new service’s clock', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER - HOUR_MS, 1_000));
    service.state.offsetMs = YEAR_MS;
    service.change(inductors.map((each) => part('inductors', each.record.Partno, 'Discontinued')));
    await service.api.search(partnoFilter('L-0'));
    const { work, found } = service.windowOf(partnos);
    await planner.resolveWindow(work);
    expect(service.state.downloads).toEqual(['inductors']);
    expect([...found.values()].filter((product) => product?.record.Status !== 'Discontinued')).toEqual([]);
    const [kept] = await planner.list();
    expect(kept).toMatchObject({ issuedAt: new Date(COMPUTER + YEAR_MS).toISOString(), ageMs: 0, stale: false });
  });

  test('a service that sends no Date: the snapshot answers by this computer’s clock, said as not checked', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const silent = { ...service, clock: new ServiceClock(computer) };
    const planner = plannerOf(computer, silent, await storeWith(inductors, COMPUTER - 2 * HOUR_MS));
    const { work, found } = service.windowOf(partnos);
    await planner.resolveWindow(work);
    expect(found.size).toBe(partnos.length);
    expect(planner.snapshotOf(found.get(partnos[0])!)).toMatchObject({ ageMs: 2 * HOUR_MS, ageChecked: false });
  });

  test('the service answers a part differently from the snapshot: stale at once for every later question, a newer one is not', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const store = await storeWith(inductors, COMPUTER - 2 * HOUR_MS);
    const planner = plannerOf(computer, service, store);
    // The snapshot is read into memory by a first window it answers.
    await planner.resolveWindow(service.windowOf(partnos.slice(0, 150)).work);
    expect(service.state.requests).toBe(0);
    // The service now says L-299 is NRND; a lifecycle refresh (the snapshot is past its hour) asks the service.
    service.change(
      inductors.map((each) => (each.record.Partno === 'L-299' ? part('inductors', 'L-299', 'NRND') : each)),
    );
    const later = service.windowOf(['L-299', ...partnos.slice(0, 150)], true);
    await planner.resolveWindow(later.work);
    expect(later.found.get('L-299')?.record.Status).toBe('NRND');
    expect((await planner.list())[0]).toMatchObject({ stale: true, staleBecause: 'answers' });
    // Every later question, lifecycle or not, goes to the service.
    const before = service.state.requests;
    const again = service.windowOf(partnos.slice(0, 50));
    await planner.resolveWindow(again.work);
    expect(service.state.requests).toBeGreaterThan(before);
  });
});

describe('a lifecycle refresh: from the service, or a snapshot issued within the lifecycle limit, after the service answered', () => {
  test('a snapshot 2 hours old (fresh for cells): a lifecycle window goes to the service; an ordinary one it answers', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER - 2 * HOUR_MS));
    await service.api.search(ANY);
    const cells = service.windowOf(partnos);
    await planner.resolveWindow(cells.work);
    expect(service.state.requests).toBe(1);
    const lifecycle = service.windowOf(partnos, true);
    await planner.resolveWindow(lifecycle.work);
    expect(service.state.requests).toBe(1 + 3);
    expect([...lifecycle.found.values()].every((product) => product && planner.snapshotOf(product) === undefined)).toBe(
      true,
    );
  });

  test('a snapshot 10 minutes old: one request of the window first (the service’s clock and a spot check), the rest from it', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER - 10 * 60_000));
    const { work, found } = service.windowOf(partnos, true);
    await planner.resolveWindow(work);
    expect(service.state.requests).toBe(1);
    expect(found.size).toBe(partnos.length);
    const fromSnapshot = [...found.values()].filter((product) => product && planner.snapshotOf(product));
    expect(fromSnapshot.length).toBe(partnos.length - PER_REQUEST);
  });

  test('a snapshot 10 minutes old by this computer, but the service’s first answer says a year later: the service answers all', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    service.state.offsetMs = YEAR_MS;
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER - 10 * 60_000));
    const { work, found } = service.windowOf(partnos, true);
    await planner.resolveWindow(work);
    expect(found.size).toBe(partnos.length);
    expect([...found.values()].filter((product) => product && planner.snapshotOf(product))).toEqual([]);
    expect(service.state.requests).toBe(3);
  });

  test('a snapshot in memory whose stored copy another client replaced: the lifecycle window still asks the service first', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const oldIssuedAt = COMPUTER - 10 * 60_000;
    const store = await storeWith(inductors, oldIssuedAt);
    const planner = plannerOf(computer, service, store);
    // An ordinary window reads the snapshot into memory.
    const first = service.windowOf(partnos);
    await planner.resolveWindow(first.work);
    expect([...first.found.values()].every((product) => product && planner.snapshotOf(product))).toBe(true);
    // The service restarts a year later; another client on the same store keeps its new snapshot, which this
    // planner, still on the old clock, sees as dated ahead: only the one in memory looks fresh to it.
    service.state.offsetMs = YEAR_MS;
    const replaced = await storeWith(inductors, COMPUTER + YEAR_MS);
    await store.save((await replaced.load({ service: SERVICE, category: 'inductors', lang: 'en' }))!);
    const requests = service.state.requests;
    const { work, found } = service.windowOf(partnos, true);
    await planner.resolveWindow(work);
    expect(service.state.requests).toBeGreaterThan(requests);
    expect(found.size).toBe(partnos.length);
    const fromOld = [...found.values()].filter(
      (product) => product && planner.snapshotOf(product)?.issuedAt === new Date(oldIssuedAt).toISOString(),
    );
    expect(fromOld).toEqual([]);
  });

  test('a snapshot 10 minutes old that the sample shows out of date: the service answers the rest', async () => {
    const computer = new FakeClock(COMPUTER);
    const service = fakeService(computer, inductors);
    const planner = plannerOf(computer, service, await storeWith(inductors, COMPUTER - 10 * 60_000));
    // Every part of the service is To be discontinued now: the sample shows it.
    service.change(inductors.map((each) => part('inductors', each.record.Partno, 'To be discontinued')));
    const { work, found } = service.windowOf(partnos, true);
    await planner.resolveWindow(work);
    expect([...found.values()].filter((product) => product?.record.Status !== 'To be discontinued')).toEqual([]);
    expect((await planner.list())[0]).toMatchObject({ stale: true, staleBecause: 'answers' });
  });
});
