import {
  type BottomCategory,
  DEFAULT_SNAPSHOT_COSTS,
  type DownloadedFile,
  type LookupWindow,
  memorySnapshotStore,
  newSnapshot,
  type Product,
  type SnapshotCostModel,
  SnapshotPlanner,
  type SnapshotStore,
  systemClock,
} from '../../../../src/core';

const MB = 1_000_000;
const SERVICE = 'http://127.0.0.1:9';
/** Part numbers one request takes, in these tests. */
const PER_REQUEST = 100;

const product = (category: BottomCategory, partno: string): Product =>
  ({ category, record: { Partno: partno } }) as unknown as Product;

/** `count` part numbers of a category, and its products. */
function partsOf(category: BottomCategory, count: number): Product[] {
  return Array.from({ length: count }, (_, index) => product(category, `${category}-${index}`));
}

/** A clock the tests move by hand; it starts now, so that downloaded snapshots are fresh. */
function handClock() {
  let time = Date.now();
  return { now: () => time, advance: (milliseconds: number) => (time += milliseconds), sleep: systemClock.sleep };
}

interface FakeServiceOptions {
  /** What the service tells of a file's size (a HEAD), or how it fails. */
  readonly size?: (category: BottomCategory) => Promise<number | undefined>;
  /** The size a downloaded file has, and how long it takes (the clock is moved by it). */
  readonly file?: (category: BottomCategory) => { bytes: number; milliseconds: number };
}

/** The catalogue, the service's lookups (counted as requests) and its downloads, for one planner. */
function fakeService(catalogue: readonly Product[], options: FakeServiceOptions = {}) {
  const clock = handClock();
  const counts = { requests: 0, addresses: 0, sizes: 0, downloads: [] as BottomCategory[] };
  const byPartno = new Map(catalogue.map((each) => [each.record.Partno, each]));
  const api = {
    search: async (): Promise<never> => {
      throw new Error('these tests search nothing');
    },
    downloadSize: async (category: BottomCategory) => {
      counts.sizes += 1;
      counts.addresses += 1;
      return (options.size ?? (() => Promise.resolve(undefined)))(category);
    },
    downloadCategory: async (category: BottomCategory): Promise<DownloadedFile> => {
      counts.downloads.push(category);
      const { bytes, milliseconds } = options.file?.(category) ?? { bytes: 10 * MB, milliseconds: 500 };
      clock.advance(milliseconds);
      return {
        issuedAt: new Date(clock.now() - milliseconds).toISOString(),
        bytes,
        milliseconds,
        products: catalogue.filter((each) => each.category === category),
      };
    },
  };
  /** A lookup window of these part numbers, asking this service. */
  const windowOf = (partnos: readonly string[]) => {
    const answered = new Map<string, Product | undefined>();
    const work: LookupWindow = {
      lang: 'en',
      lifecycle: false,
      partnos,
      requestsFor: (asked) => Math.ceil(asked.length / PER_REQUEST),
      ask: async (asked) => {
        counts.requests += Math.ceil(asked.length / PER_REQUEST);
        return { found: new Map(asked.map((partno) => [partno, byPartno.get(partno)])), failed: [] };
      },
      answer: (partno, found) => answered.set(partno, found),
      fail: (failed, error) => {
        throw new Error(`${failed.length} part numbers failed: ${String(error)}`);
      },
    };
    return { work, answered };
  };
  return { api, clock, counts, windowOf };
}

function plannerOf(
  service: ReturnType<typeof fakeService>,
  cost: Partial<SnapshotCostModel> = {},
  store: SnapshotStore = memorySnapshotStore(),
): SnapshotPlanner {
  return new SnapshotPlanner({
    mode: 'auto',
    service: SERVICE,
    store,
    maxAgeMs: 86_400_000,
    lifecycleMaxAgeMs: 3_600_000,
    clock: service.clock,
    // The service's clock is this computer's, read from its answers.
    serviceClock: { now: () => new Date(service.clock.now()), known: true },
    cost: { requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS, ...cost },
    api: service.api,
  });
}

/**
 * `few` mixed into `many` so that the planner's sample (every 140th of 14,000 part numbers, one request's
 * worth) holds exactly `sampled` of `few`: placed on the first sampled slots, the rest on slots between.
 */
function sampledShare(many: readonly Product[], few: readonly Product[], sampled: number): string[] {
  const total = many.length + few.length;
  expect(total).toBe(14_000);
  const fewSlots = new Set<number>();
  for (let slot = 0; fewSlots.size < sampled; slot += 140) fewSlots.add(slot);
  for (let slot = 5; fewSlots.size < few.length; slot += 10) fewSlots.add(slot);
  const manyLeft = [...many];
  const fewLeft = [...few];
  return Array.from({ length: total }, (_, slot) => (fewSlots.has(slot) ? fewLeft.shift()! : manyLeft.shift()!)).map(
    (each) => each.record.Partno,
  );
}

const inductors = partsOf('inductors', 1_500);
/** Only the wait decides, so that a file's size (told, or the prior) is what the tests turn on. */
const BY_WAIT = { acceptedDelayMs: 0, acceptedDelayPerRequestMs: 0 };

describe('a file never seen is costed by the size the service tells, before it is costed blind', () => {
  // 1,500 part numbers: 15 requests. After the one that samples them, 14: 1.4 s. The prior file (64 MB at
  // 20 MB/s, 3.3 s) does not pay; a file told to be 10 MB (0.6 s) does.
  test('a size told (HEAD) that pays: downloaded, through the address the size was asked with', async () => {
    const service = fakeService(inductors, { size: async () => 10 * MB });
    const { work, answered } = service.windowOf(inductors.map((each) => each.record.Partno));
    await plannerOf(service, BY_WAIT).resolveWindow(work);
    expect(service.counts).toMatchObject({ sizes: 1, downloads: ['inductors'], requests: 1 });
    expect(answered.size).toBe(inductors.length);
  });

  test('a size told that does not pay: the service answers, and the size is not asked again', async () => {
    const service = fakeService(inductors, { size: async () => 200 * MB });
    const planner = plannerOf(service, BY_WAIT);
    const first = service.windowOf(inductors.slice(0, 1_000).map((each) => each.record.Partno));
    await planner.resolveWindow(first.work);
    expect(service.counts).toMatchObject({ sizes: 1, downloads: [], requests: 10 });
    const second = service.windowOf(inductors.slice(1_000).map((each) => each.record.Partno));
    await planner.resolveWindow(second.work);
    expect(service.counts).toMatchObject({ sizes: 1, downloads: [] });
    expect(first.answered.size + second.answered.size).toBe(inductors.length);
  });

  test.each([
    ['not told (the HEAD refused, no Content-Length)', async () => undefined],
    ['asked, and the asking fails', () => Promise.reject(new Error('the address was refused'))],
  ])('a size %s: the file is costed at the prior, asked once, and nothing fails', async (_case, size) => {
    const service = fakeService(inductors, { size });
    const planner = plannerOf(service, BY_WAIT);
    const { work, answered } = service.windowOf(inductors.map((each) => each.record.Partno));
    await planner.resolveWindow(work);
    // At the prior 64 MB, the download does not pay: the service answers all of them.
    expect(service.counts).toMatchObject({ sizes: 1, downloads: [], requests: 15 });
    expect(answered.size).toBe(inductors.length);
    // With a prior that pays, the same work downloads.
    const small = fakeService(inductors, { size });
    await plannerOf(small, { ...BY_WAIT, expectedBytes: 5 * MB }).resolveWindow(
      small.windowOf(inductors.map((each) => each.record.Partno)).work,
    );
    expect(small.counts.downloads).toEqual(['inductors']);
  });

  test("a kept snapshot's size is known: no size is asked", async () => {
    const store = memorySnapshotStore();
    const service = fakeService(inductors, { size: async () => 10 * MB });
    await store.save({
      ...(await newSnapshot({
        service: SERVICE,
        category: 'inductors',
        lang: 'en',
        issuedAt: '2020-01-01T00:00:00.000Z',
        bytes: 10 * MB,
        products: inductors,
      })),
    });
    // Past the age limit: it does not answer, but its size is the file's.
    await plannerOf(service, BY_WAIT, store).resolveWindow(
      service.windowOf(inductors.map((each) => each.record.Partno)).work,
    );
    expect(service.counts).toMatchObject({ sizes: 0, downloads: ['inductors'] });
  });
});

describe('rate-limited requests are the scarce resource', () => {
  test('a download that spends fewer requests is chosen unless it is more than the accepted delay slower', async () => {
    // 400 part numbers: 4 requests, 3 after the sample. A 64 MB file takes 3.3 s against 0.3 s: 3 s slower.
    const few = inductors.slice(0, 400).map((each) => each.record.Partno);
    const accepting = fakeService(inductors, { size: async () => 64 * MB });
    await plannerOf(accepting).resolveWindow(accepting.windowOf(few).work);
    expect(accepting.counts).toMatchObject({ requests: 1, addresses: 1, downloads: ['inductors'] });

    const impatient = fakeService(inductors, { size: async () => 64 * MB });
    await plannerOf(impatient, { acceptedDelayMs: 2_500 }).resolveWindow(impatient.windowOf(few).work);
    expect(impatient.counts).toMatchObject({ requests: 4, addresses: 1, downloads: [] });
  });

  test('a download that would spare one request: its size is not asked for it, nor is it downloaded blind', async () => {
    // 300 part numbers: 2 requests after the sample, against the download's one.
    const service = fakeService(inductors, { size: async () => 1 * MB });
    await plannerOf(service).resolveWindow(
      service.windowOf(inductors.slice(0, 300).map((each) => each.record.Partno)).work,
    );
    expect(service.counts).toMatchObject({ requests: 3, sizes: 0, downloads: [] });
  });

  test('what one request answers is never traded for a download, which spends one too', async () => {
    const service = fakeService(inductors, { size: async () => 1 });
    await plannerOf(service).resolveWindow(
      service.windowOf(inductors.slice(0, 150).map((each) => each.record.Partno)).work,
    );
    expect(service.counts).toMatchObject({ requests: 2, sizes: 0, downloads: [] });
  });

  test('a category too uncertain to pay by the sample is weighed again, exactly, once the others are downloaded', async () => {
    // 10 % capacitors among inductors; with 5 s accepted (0.6 s a request past 9), their file (120 MB, 6.1 s)
    // pays for 11 requests or more at the priors. The sample sees too few to pay (7); once the inductors are
    // downloaded, what is left is all capacitors: 14 requests.
    const capacitors = partsOf('ceramicCapacitorsSMD', 1_400);
    const many = partsOf('inductors', 12_600);
    const catalogue = [...capacitors, ...many];
    const service = fakeService(catalogue, {
      size: async (category) => (category === 'inductors' ? 35 * MB : 120 * MB),
      file: (category) =>
        category === 'inductors' ? { bytes: 35 * MB, milliseconds: 1_750 } : { bytes: 120 * MB, milliseconds: 6_000 },
    });
    // The sample takes every 140th of the 14,000 part numbers: 5 of them capacitors (5 %, half their share),
    // the other capacitors between.
    const partnos = sampledShare(many, capacitors, 5);
    const { work, answered } = service.windowOf(partnos);
    await plannerOf(service).resolveWindow(work);
    // Downloaded one after the other: the capacitors once what was left was known to be theirs.
    expect(service.counts.downloads).toEqual(['inductors', 'ceramicCapacitorsSMD']);
    // The sample, and one address each: no second sample.
    expect(service.counts).toMatchObject({ requests: 1, addresses: 2 });
    expect(answered.size).toBe(partnos.length);
  });
});

describe('download and read rates are measured, from the priors', () => {
  test('a measured rate replaces the prior gradually, and changes what pays', async () => {
    // 40 MB in 0.5 s: 80 MB/s, four times the prior.
    const service = fakeService(inductors, {
      size: async () => 40 * MB,
      file: () => ({ bytes: 40 * MB, milliseconds: 500 }),
    });
    const planner = plannerOf(service, BY_WAIT);
    expect(planner.calibration.downloadBytesPerSecond).toBeCloseTo(20 * MB);
    // 1,500 part numbers, 1.4 s after the sample, against 40 MB at 20 MB/s (2.1 s): the service answers.
    await planner.resolveWindow(service.windowOf(inductors.slice(0, 1_500).map((each) => each.record.Partno)).work);
    expect(service.counts.downloads).toEqual([]);

    const rates: number[] = [];
    for (let refresh = 0; refresh < 3; refresh += 1) {
      await planner.refresh('ceramicCapacitorsLead', 'en');
      rates.push(planner.calibration.downloadBytesPerSecond / MB);
    }
    expect(rates[0]).toBeGreaterThan(20);
    expect(rates[0]).toBeLessThan(80);
    expect(rates[1]).toBeGreaterThan(rates[0]);
    expect(rates[2]).toBeGreaterThan(rates[1]);

    // At the rate measured (over 60 MB/s), the same file takes under 0.8 s: now it pays.
    await planner.resolveWindow(service.windowOf(inductors.map((each) => each.record.Partno)).work);
    expect(service.counts.downloads).toContain('inductors');
  });

  test('reads of kept snapshots are measured too', async () => {
    const store = memorySnapshotStore();
    const clockedStore: SnapshotStore = {
      ...store,
      list: () => store.list(),
      save: (snapshot) => store.save(snapshot),
      delete: (key) => store.delete(key),
      // Each read takes 2 s: 10 MB at 5 MB/s.
      load: async (key) => {
        service.clock.advance(2_000);
        return store.load(key);
      },
    };
    const service = fakeService(inductors);
    await store.save(
      await newSnapshot({
        service: SERVICE,
        category: 'inductors',
        lang: 'en',
        issuedAt: new Date(service.clock.now()).toISOString(),
        bytes: 10 * MB,
        products: inductors,
      }),
    );
    const planner = plannerOf(service, {}, clockedStore);
    await planner.resolveWindow(service.windowOf([inductors[0].record.Partno]).work);
    expect(service.counts.requests).toBe(0);
    // (32 + 10) MB over (0.32 + 2) s.
    expect(planner.calibration.loadBytesPerSecond / MB).toBeCloseTo(42 / 2.32);
  });

  test('a download that fails is not measured, and the service answers its part numbers', async () => {
    const service = fakeService(inductors, { size: async () => 10 * MB });
    service.api.downloadCategory = () => Promise.reject(new Error('the storage went away'));
    const planner = plannerOf(service, BY_WAIT);
    const { work, answered } = service.windowOf(inductors.map((each) => each.record.Partno));
    await planner.resolveWindow(work);
    expect(answered.size).toBe(inductors.length);
    expect(planner.calibration.downloadBytesPerSecond).toBeCloseTo(20 * MB);
  });
});
