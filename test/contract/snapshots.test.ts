import {
  type BottomCategory,
  type ClientOptions,
  type Condition,
  createClient,
  type DownloadProgress,
  type Filter,
  isNetworkError,
  isNotInSnapshotsError,
  LANGUAGES,
  type Language,
  memorySnapshotStore,
  type PartSpecClient,
  type Product,
  SEARCH_ITEMS,
  type SnapshotStore,
  type SortOrder,
  fieldNamed,
  fieldValue,
  splitApplication,
} from '../../src/core';
import { seededRandom } from '../support/seededRandom';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

// Downloads of whole categories (the largest is 120 MB) take seconds each.
jest.setTimeout(240_000);

// Following its own clock (today), which is this computer's: a snapshot it issues now is fresh by both, as
// these tests of answering from snapshots want. How a snapshot is aged by the service's clock when the two
// disagree is oneClock.test.ts's.
const service = useContractService({ service: { asOf: undefined }, settings: false });

/** The planner decides at the service's default limit, 10 requests a second, while the test runs unthrottled. */
const AT_DEFAULT_LIMIT = { requestsPerSecond: 10 };

function clientOf(options: Partial<ClientOptions> = {}): PartSpecClient {
  return createClient({
    baseUrl: service.url,
    apiKey: TEST_KEY,
    rate: { perSecond: 1000, burst: 1000 },
    ...options,
  });
}

/** A client of a service that cannot be reached: nothing listens on the port, and it gives up at once. */
/** Where nothing listens. */
const UNREACHABLE = 'http://127.0.0.1:9';

function unreachableClient(options: Partial<ClientOptions> = {}): PartSpecClient {
  return createClient({
    baseUrl: UNREACHABLE,
    apiKey: TEST_KEY,
    retries: { failures: 0, jobFailures: 0 },
    ...options,
  });
}

const partnosOf = (category: BottomCategory): string[] =>
  products()
    .filter((product) => product.category === category)
    .map((product) => product.record.Partno);

/** Part numbers without package code, each standing for its packaging variants. */
const basePartnosOf = (category: BottomCategory, count: number): string[] =>
  [
    ...new Set(
      products()
        .filter((product) => product.category === category)
        .map((product) => product.record.PartnoWithoutPackageCode)
        .filter((base): base is string => typeof base === 'string'),
    ),
  ].slice(0, count);

/**
 * A store holding `from`'s snapshots as if they came from the service at `service`: a kept snapshot
 * answers only for the service it came from, and these tests need one of a service that cannot be reached.
 */
async function storeOf(service: string, from: SnapshotStore): Promise<SnapshotStore> {
  const store = memorySnapshotStore();
  for (const info of await from.list()) {
    const snapshot = (await from.load(info))!;
    await store.save({ ...snapshot, service });
  }
  return store;
}

/** A store holding snapshots of these categories, downloaded now. */
async function storeWith(categories: readonly BottomCategory[], lang: Language = 'en'): Promise<SnapshotStore> {
  const store = memorySnapshotStore();
  const keeper = clientOf({ snapshots: { store } });
  for (const category of categories) await keeper.snapshots.refresh(category, { lang });
  await keeper.snapshots.saved();
  return store;
}

describe('answers from a snapshot are the service answers', () => {
  test.each(LANGUAGES)('a lookup of every part of a category, and of base part numbers, in %s', async (lang) => {
    const store = await storeWith(['ceramicCapacitorsLead'], lang);
    const offline = clientOf({ snapshots: { store, mode: 'offline' } });
    const partnos = [...partnosOf('ceramicCapacitorsLead'), ...basePartnosOf('ceramicCapacitorsLead', 300)];
    const fromSnapshot = await offline.lookup(partnos, { lang });
    const fromService = await clientOf().lookup(partnos, { lang });
    expect(offline.stats().requests).toBe(0);
    expect(fromSnapshot.size).toBe(new Set(partnos).size);
    expect(fromSnapshot).toEqual(fromService);
    // Every answer says where it came from.
    const first = fromSnapshot.get(partnos[0])!;
    expect(offline.snapshots.of(first)).toMatchObject({ category: 'ceramicCapacitorsLead', lang, stale: false });
    expect(clientOf().snapshots.of(fromService.get(partnos[0])!)).toBeUndefined();
  });

  test.each(LANGUAGES)('200 generated filters through searchAll, in %s', async (lang) => {
    const categories: BottomCategory[] = ['ceramicCapacitorsLead', 'inductors'];
    const store = await storeWith(categories, lang);
    const offline = clientOf({ snapshots: { store, mode: 'offline' } });
    const online = clientOf();
    const received = new Map<BottomCategory, Product[]>();
    for (const category of categories) {
      received.set(category, await online.searchAll({ filter: `Category eq '${category}'`, lang }));
    }
    const random = seededRandom(LANGUAGES.indexOf(lang) + 1);
    let matched = 0;
    for (let run = 0; run < 200; run += 1) {
      const category = categories[run % categories.length];
      const { filter, orderby } = generatedSearch(received.get(category)!, category, lang, random);
      const fromSnapshot = await offline.searchAll({ filter, orderby, lang });
      const fromService = await online.searchAll({ filter, orderby, lang });
      expect({ filter, orderby, partnos: fromSnapshot.map((product) => product.record.Partno) }).toEqual({
        filter,
        orderby,
        partnos: fromService.map((product) => product.record.Partno),
      });
      // Records too, at both ends of each answer (every record of a category is compared by the lookup test).
      const ends = (found: Product[]) => [...found.slice(0, 10), ...found.slice(-10)];
      expect(ends(fromSnapshot)).toEqual(ends(fromService));
      matched += fromService.length > 0 ? 1 : 0;
    }
    expect(offline.stats().requests).toBe(0);
    // Not a test of empty answers.
    expect(matched).toBeGreaterThan(120);
  });
});

describe('the planner', () => {
  test('by the wait alone, below its threshold the service answers; above it the category is downloaded', async () => {
    // No delay accepted: only the wait decides. The inductors' file, its size told by a HEAD of its
    // address (35 MB), takes one request and 1.75 s at 20 MB/s: a little over 18 requests' worth.
    const cost = {
      ...AT_DEFAULT_LIMIT,
      acceptedDelayMs: 0,
      acceptedDelayPerRequestMs: 0,
      downloadBytesPerSecond: 20_000_000,
    };
    const inductors = partnosOf('inductors');
    const few = inductors.slice(0, 600);
    const many = inductors.slice(0, 4_000);
    // What each costs through the service alone.
    const plain = clientOf();
    await plain.lookup(few);
    const fewRequests = plain.stats().requests;
    const plainMany = clientOf();
    await plainMany.lookup(many);
    const manyRequests = plainMany.stats().requests;
    expect(fewRequests).toBeLessThan(18);
    expect(manyRequests).toBeGreaterThan(19);

    const below = clientOf({ snapshots: { store: memorySnapshotStore(), cost } });
    const belowAnswers = await below.lookup(few);
    // One request more than the service alone: the file's address, asked with its size, for a download that
    // did not pay.
    expect(below.stats()).toMatchObject({ requests: fewRequests + 1, snapshots: { downloads: 0, answered: 0 } });
    expect(await below.snapshots.list()).toEqual([]);

    const above = clientOf({ snapshots: { store: memorySnapshotStore(), cost } });
    const aboveAnswers = await above.lookup(many);
    // One request's worth asked to learn the category, then its address (with its size): the rest from the file.
    expect(above.stats()).toMatchObject({ requests: 2, snapshots: { downloads: 1 } });
    // What the probe asked the service for, and the rest from the snapshot.
    const { answered } = above.stats().snapshots;
    const { sent } = above.stats().lookups;
    expect(answered + sent).toBe(many.length);
    expect(sent).toBeLessThanOrEqual(Math.ceil(many.length / manyRequests));
    expect(aboveAnswers).toEqual(await clientOf().lookup(many));
    expect(belowAnswers).toEqual(await clientOf().lookup(few));
    expect((await above.snapshots.list()).map(({ category, lang }) => [category, lang])).toEqual([['inductors', 'en']]);
  });

  test('by default, a download that spends fewer requests is chosen though it is seconds slower', async () => {
    // 600 inductors: 6 requests (0.6 s) through the service, against the file's one request and 1.75 s.
    const few = partnosOf('inductors').slice(0, 600);
    const client = clientOf({ snapshots: { store: memorySnapshotStore(), cost: AT_DEFAULT_LIMIT } });
    const answers = await client.lookup(few);
    expect(client.stats()).toMatchObject({ requests: 2, snapshots: { downloads: 1 } });
    expect(answers).toEqual(await clientOf().lookup(few));
  });

  test('16,667 part numbers of two categories cost at most 4 requests; a second client on the same store sends none', async () => {
    const smd = partnosOf('ceramicCapacitorsSMD');
    const inductors = partnosOf('inductors');
    // Interleaved as a BOM mixes them: every third part an inductor.
    const partnos = Array.from({ length: 16_667 }, (_, index) =>
      index % 3 === 2 ? inductors[(index * 7) % inductors.length] : smd[(index * 13) % smd.length],
    );
    const store = memorySnapshotStore();
    const first = clientOf({ snapshots: { store, cost: AT_DEFAULT_LIMIT } });
    const answers = await first.lookup(partnos);
    expect(first.stats().requests).toBeLessThanOrEqual(4);
    expect(first.stats().snapshots.downloads).toBe(2);
    expect([...answers.values()].every((product) => product !== undefined)).toBe(true);
    await first.snapshots.saved();

    const second = clientOf({ snapshots: { store, cost: AT_DEFAULT_LIMIT } });
    const again = await second.lookup(partnos);
    expect(second.stats()).toMatchObject({ requests: 0, snapshots: { loads: 2, downloads: 0 } });
    expect(again).toEqual(answers);
  });

  test('a sheet sorted by category: the category of its first rows is not downloaded for their sake', async () => {
    // 500 SMD capacitors, then 4,000 inductors: by the wait alone, the capacitors cost less than their file,
    // the inductors more than theirs. The sample the planner asks about spans the whole sheet, not its first rows.
    const partnos = [...partnosOf('ceramicCapacitorsSMD').slice(0, 500), ...partnosOf('inductors').slice(0, 4_000)];
    const cost = { ...AT_DEFAULT_LIMIT, acceptedDelayMs: 0, acceptedDelayPerRequestMs: 0 };
    const client = clientOf({ snapshots: { store: memorySnapshotStore(), cost } });
    const answers = await client.lookup(partnos);
    expect((await client.snapshots.list()).map(({ category }) => category)).toEqual(['inductors']);
    expect(client.stats().snapshots.downloads).toBe(1);
    expect(answers).toEqual(await clientOf().lookup(partnos));
  });

  test('a snapshot older than the age limit is not used while the service answers; offline it is, saying so', async () => {
    const store = await storeWith(['ceramicCapacitorsLead']);
    const [old] = await store.list();
    const partnos = partnosOf('ceramicCapacitorsLead');
    // A day later by the service's clock: its answers' Date says so (and this computer's clock, for the
    // client that asks nothing).
    const DAY_LATER_MS = 25 * 3_600_000;
    const dayLater = { now: () => Date.now() + DAY_LATER_MS, sleep: systemSleep };
    const serviceDayLater = datesAhead(DAY_LATER_MS);

    // Few part numbers: the service answers them, not the old snapshot.
    const few = clientOf({ snapshots: { store, cost: AT_DEFAULT_LIMIT }, fetch: serviceDayLater });
    // Until an answer says the service's time, the client counts by this computer's clock, by which the
    // snapshot is fresh (and says so: not checked). The session's first answer tells it a day has passed.
    await few.search({ filter: `Partno eq '${partnos[0]}'` });
    const answers = await few.lookup(partnos.slice(0, 50));
    expect(few.stats()).toMatchObject({ requests: 2, snapshots: { answered: 0, downloads: 0 } });
    expect(few.snapshots.of(answers.get(partnos[0])!)).toBeUndefined();
    expect((await few.snapshots.list())[0]).toMatchObject({
      category: 'ceramicCapacitorsLead',
      stale: true,
      staleBecause: 'age',
      ageChecked: true,
    });

    // Many: the category is downloaded anew rather than answered from the old copy.
    const many = clientOf({ snapshots: { store, cost: AT_DEFAULT_LIMIT }, fetch: serviceDayLater });
    await many.search({ filter: `Partno eq '${partnos[0]}'` });
    const renewed = await many.lookup(partnos);
    // (Read once by the search before its first answer, when this computer's clock still counted: not used.)
    expect(many.stats().snapshots).toMatchObject({ downloads: 1 });
    const use = many.snapshots.of(renewed.get(partnos[100])!)!;
    expect(use.stale).toBe(false);
    expect(Date.parse(use.issuedAt)).toBeGreaterThan(Date.parse(old.issuedAt));

    // Offline, the old copy answers, and says it is past the age limit.
    const oldStore = await storeWith(['ceramicCapacitorsLead']);
    const offline = clientOf({ snapshots: { store: oldStore, mode: 'offline' }, clock: dayLater });
    const kept = await offline.lookup(partnos.slice(0, 50));
    expect(offline.stats().requests).toBe(0);
    // Offline nothing tells the service's time: aged by this computer's clock, and said so.
    expect(offline.snapshots.of(kept.get(partnos[0])!)).toMatchObject({ stale: true, ageChecked: false });
    expect(kept).toEqual(answers);
  });
});

describe('refreshing a snapshot', () => {
  test('later lookups answer from the new snapshot, not from answers cached from the old one', async () => {
    const store = await storeWith(['ceramicCapacitorsLead']);
    const client = clientOf({ snapshots: { store, mode: 'offline' } });
    const partno = partnosOf('ceramicCapacitorsLead')[0];
    const before = client.snapshots.of((await client.lookup([partno])).get(partno)!)!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renewed = await clientOf({ snapshots: { store } }).snapshots.refresh('ceramicCapacitorsLead');
    // This client's own refresh: its cache is forgotten too.
    await client.snapshots.refresh('ceramicCapacitorsLead');
    const after = client.snapshots.of((await client.lookup([partno])).get(partno)!)!;
    expect(Date.parse(after.issuedAt)).toBeGreaterThan(Date.parse(before.issuedAt));
    expect(Date.parse(after.issuedAt)).toBeGreaterThanOrEqual(Date.parse(renewed.issuedAt));
  });

  test('its file is told as it arrives: the address asked, then its bytes, then read, ending at its size', async () => {
    const heard: DownloadProgress[] = [];
    const kept = await clientOf({ snapshots: { store: memorySnapshotStore() } }).snapshots.refresh(
      'ceramicCapacitorsLead',
      { onProgress: (progress) => heard.push(progress) },
    );
    expect(heard[0]).toEqual({ phase: 'address', bytes: 0 });
    expect(heard.some((progress) => progress.phase === 'download')).toBe(true);
    expect(heard.at(-1)).toMatchObject({ phase: 'parse', bytes: kept.bytes });
  });

  test('a job waiting on the downloads hears each as it arrives, with its category, until it stops listening', async () => {
    const client = clientOf({ snapshots: { store: memorySnapshotStore() } });
    const heard: { category: string; phase: string }[] = [];
    const stop = client.snapshots.onDownload(({ category, progress }) =>
      heard.push({ category, phase: progress.phase }),
    );
    await client.snapshots.refresh('ceramicCapacitorsLead');
    expect(heard[0]).toEqual({ category: 'ceramicCapacitorsLead', phase: 'address' });
    expect(heard.at(-1)).toEqual({ category: 'ceramicCapacitorsLead', phase: 'parse' });
    stop();
    const before = heard.length;
    await client.snapshots.refresh('ceramicCapacitorsLead');
    expect(heard).toHaveLength(before);
  });
});

describe('offline, and a service that cannot be reached', () => {
  test('offline: kept snapshots answer with no request even when the service is unreachable; the rest say what to keep', async () => {
    const store = await storeOf(UNREACHABLE, await storeWith(['ceramicCapacitorsLead']));
    const client = unreachableClient({ snapshots: { store, mode: 'offline' } });
    const lead = partnosOf('ceramicCapacitorsLead').slice(0, 50);
    const answers = await client.lookup(lead);
    expect([...answers.values()].every((product) => product !== undefined)).toBe(true);

    const found = await client.searchAll({ filter: "Category eq 'ceramicCapacitorsLead' and RatedVoltage ge 500" });
    expect(found.length).toBeGreaterThan(0);
    expect(await client.downloadCategory('ceramicCapacitorsLead')).toHaveLength(
      partnosOf('ceramicCapacitorsLead').length,
    );

    const inductor = partnosOf('inductors')[0];
    const failure = await client.lookup([inductor]).catch((error: unknown) => error);
    expect(isNotInSnapshotsError(failure)).toBe(true);
    expect(failure).toMatchObject({ missing: ['ceramicCapacitorsSMD', 'inductors'], lang: 'en' });
    await expect(client.searchAll({ filter: "Category eq 'inductors'" })).rejects.toMatchObject({
      name: 'NotInSnapshotsError',
      missing: ['inductors'],
    });
    expect(client.stats().requests).toBe(0);
  });

  test('auto, the service unreachable: kept snapshots answer what they hold, saying so; the rest fail as before', async () => {
    const store = await storeOf(UNREACHABLE, await storeWith(['ceramicCapacitorsLead']));
    const client = unreachableClient({ snapshots: { store } });
    const lead = partnosOf('ceramicCapacitorsLead')[0];
    const inductor = partnosOf('inductors')[0];
    // Few part numbers: the service is asked first, as it would be when it answers.
    const failure = await client.lookup([lead, inductor]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'IncompleteLookupError', failed: [inductor] });
    const found = (failure as { found: Map<string, Product> }).found.get(lead)!;
    expect(client.snapshots.of(found)).toMatchObject({ category: 'ceramicCapacitorsLead', stale: false });
    expect(isNetworkError((failure as { cause: unknown }).cause)).toBe(true);

    const searched = await client.searchAll({ filter: "Category eq 'ceramicCapacitorsLead' and RatedVoltage ge 500" });
    expect(searched.length).toBeGreaterThan(0);
  });
});

/**
 * A fetch through which the service's answers say a time `aheadMs` later than they do: the service's clock as a
 * client reads it, moved, whatever this computer's clock says.
 */
function datesAhead(aheadMs: number): ClientOptions['fetch'] {
  return async (input, init) => {
    const answer = await fetch(input, init);
    const date = answer.headers.get('date');
    if (!date) return answer;
    const headers = new Headers(answer.headers);
    headers.set('date', new Date(Date.parse(date) + aheadMs).toUTCString());
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  };
}

function systemSleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The values of a search item in a product as received, as a user would type them. */
function valuesOf(product: Product, item: string): unknown[] {
  const definition = fieldNamed(SEARCH_ITEMS.find((candidate) => candidate.name === item)!.field);
  const value = definition && fieldValue(product, definition);
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  return item === 'Application' ? splitApplication(String(value)) : [value];
}

/**
 * A search a user could make of a category: two or three conditions built from the values of products
 * of it (so that most match something), of every kind of item and operator, sometimes several values,
 * and sometimes an order.
 */
function generatedSearch(
  received: readonly Product[],
  category: BottomCategory,
  lang: Language,
  random: () => number,
): { filter: Filter; orderby: SortOrder[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const conditions: Condition[] = [{ kind: 'string', item: 'Category', operator: 'eq', values: [category] }];
  // Two or three conditions besides the category: answers of a few pages at most, as searches usually are.
  const count = 2 + Math.floor(random() * 2);
  for (let tries = 0; conditions.length <= count && tries < 50; tries += 1) {
    const item = pick(SEARCH_ITEMS.filter((candidate) => candidate.name !== 'Category'));
    const values = valuesOf(pick(received), item.name);
    if (values.length === 0) continue;
    const value = pick(values);
    if (item.type === 'double' && typeof value === 'number') {
      conditions.push({
        kind: 'number',
        item: item.name,
        operator: pick(['eq', 'ge', 'le', 'gt', 'lt'] as const),
        value,
      });
    } else if (item.type === 'boolean' && typeof value === 'boolean') {
      conditions.push({ kind: 'boolean', item: item.name, value });
    } else if (item.type === 'string' && typeof value === 'string' && !/['|]/.test(value)) {
      // Listed items take whole listed values (spec 4.3 rule 4).
      const operator = item.restricted ? 'eq' : pick(['eq', 'startswith', 'contains'] as const);
      const text =
        operator === 'eq'
          ? value
          : operator === 'startswith'
            ? value.slice(0, 1 + Math.floor(random() * 4))
            : value.slice(1, 4);
      if (text === '') continue;
      const second =
        random() < 0.3
          ? valuesOf(pick(received), item.name).filter((one) => typeof one === 'string' && !/['|]/.test(one))
          : [];
      conditions.push({
        kind: 'string',
        item: item.name,
        operator,
        values: [...new Set([text, ...(second.length > 0 && operator === 'eq' ? [second[0] as string] : [])])],
      });
    }
  }
  const sortable = SEARCH_ITEMS.filter((candidate) => candidate.type === 'double');
  const orderby: SortOrder[] =
    random() < 0.4 ? [{ item: pick(sortable).name, direction: pick(['asc', 'desc'] as const) }] : [];
  return { filter: { conditions }, orderby };
}
