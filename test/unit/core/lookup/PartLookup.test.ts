import fc from 'fast-check';
import type { Language, Product } from '../../../../src/core/catalog';
import { InvalidPartnoError } from '../../../../src/core/client';
import { PartSpecError } from '../../../../src/core/errors';
import { IncompleteLookupError, PartLookup, type PartLookupOptions, mergeVariants } from '../../../../src/core/lookup';
import type { Filter, StringCondition } from '../../../../src/core/query';
import { type Clock, RetryBudget } from '../../../../src/core/throttle';
import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';
import { MemoryService, makeCatalog } from '../../../support/memoryService';
import { productOf } from '../../../support/productOf';
import { propertyRuns } from '../../../support/propertyRuns';

const WINDOW = 10;
const TTL = 60_000;

/** A family of four packaging variants, as in the catalog: same base and Specs, different packaging. */
const BASE = 'OCM188R71H104KA01';
const SPECS = { Capacitance: 1e-7, CapacitanceText: '0.1µF', RatedVoltage: 50, SizecodeMm: '1608' };
function variant(code: string, packageType: string, minOrderQuantity: number, status = 'In Production'): Product {
  return productOf(`${BASE}${code}`, {
    PartnoWithoutPackageCode: BASE,
    Status: status,
    PackageType: packageType,
    MinOrderQuantity: minOrderQuantity,
    Brand: 'OCM',
    AlternativePartno: ['OCM188R71H104KA02D'],
    ComplianceInfo: { Rohs: true, AecQ200Support: false },
    Specs: SPECS,
  });
}
const FAMILY = [
  variant('D', 'Paper tape 180mm reel', 4000),
  variant('J', 'Paper tape 330mm reel', 10000),
  variant('L', 'Plastic tape 180mm reel', 3000),
  variant('K', 'Plastic tape 330mm reel', 10000),
];
/** A family whose packagings agree on MinOrderQuantity but not on Status. */
const MIXED_BASE = 'OIH4NGS4R7MD0';
const MIXED = [
  productOf(
    `${MIXED_BASE}L`,
    {
      PartnoWithoutPackageCode: MIXED_BASE,
      Status: 'In Production',
      PackageType: 'Plastic tape 180mm reel',
      MinOrderQuantity: 2500,
      Specs: { Inductance: 4.7e-6, InductanceText: '4.7µH' },
    },
    'inductors',
  ),
  productOf(
    `${MIXED_BASE}K`,
    {
      PartnoWithoutPackageCode: MIXED_BASE,
      Status: 'Discontinued',
      PackageType: 'Plastic tape 330mm reel',
      MinOrderQuantity: 2500,
      Specs: { Inductance: 4.7e-6, InductanceText: '4.7µH' },
    },
    'inductors',
  ),
];
const OTHER = productOf('OCM155R61A105KE15D', { PartnoWithoutPackageCode: 'OCM155R61A105KE15', Status: 'NRND' });

function setUp(
  options: {
    products?: readonly Product[];
    cap?: number;
    maxUrlLength?: number;
    windowMs?: number;
    ttlMs?: number;
    maxEntries?: number;
    retryBudget?: () => RetryBudget;
  } = {},
) {
  const clock = new FakeClock(0);
  const service = new MemoryService({
    products: options.products ?? [...FAMILY, ...MIXED, OTHER],
    cap: options.cap,
    localize: (product, lang) =>
      lang === 'en'
        ? product
        : { ...product, record: { ...product.record, Status: `${String(product.record.Status)} (${lang})` } },
  });
  const lookupOptions: PartLookupOptions = {
    api: service.api(options.maxUrlLength ?? 2048),
    clock,
    windowMs: options.windowMs ?? WINDOW,
    ttlMs: options.ttlMs ?? TTL,
    maxEntries: options.maxEntries,
    retryBudget: options.retryBudget,
  };
  const lookup = new PartLookup(lookupOptions);
  return { clock, service, lookup };
}

/** The values of the Partno condition of a recorded call, and its operator. */
function partnoCondition(filter: Filter): StringCondition {
  const condition = filter.conditions.find((one) => one.item === 'Partno');
  if (!condition || condition.kind !== 'string') throw new Error('no Partno condition');
  return condition;
}

const partnoOf = (product: Product | undefined): string | undefined => product?.record.Partno;

describe('PartLookup: batching window', () => {
  test('many callers within the window share one request', async () => {
    const { clock, service, lookup } = setUp();
    const answers = [];
    for (const [index, product] of [...FAMILY, OTHER, ...MIXED].entries()) {
      answers.push(track(lookup.lookup([product.record.Partno], 'en')));
      if (index < 6) await clock.advance(1);
    }
    expect(service.calls).toHaveLength(0);
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(1);
    const condition = partnoCondition(service.calls[0].filter);
    expect(condition.operator).toBe('eq');
    expect([...condition.values].sort()).toEqual([...FAMILY, OTHER, ...MIXED].map((p) => p.record.Partno).sort());
    for (const [index, product] of [...FAMILY, OTHER, ...MIXED].entries()) {
      expect(answers[index].settled).toBe(true);
      expect(answers[index].value?.get(product.record.Partno)).toBe(product);
    }
    expect(lookup.stats.sent).toBe(7);
  });

  test('nothing goes out before the window ends; a part number after the window goes in a new request', async () => {
    const { clock, service, lookup } = setUp();
    const first = track(lookup.lookup([FAMILY[0].record.Partno], 'en'));
    await clock.advance(WINDOW - 1);
    expect(service.calls).toHaveLength(0);
    expect(first.settled).toBe(false);
    await clock.advance(1);
    expect(service.calls).toHaveLength(1);
    expect(first.value?.get(FAMILY[0].record.Partno)).toBe(FAMILY[0]);

    const second = track(lookup.lookup([FAMILY[1].record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(2);
    expect(partnoCondition(service.calls[1].filter).values).toEqual([FAMILY[1].record.Partno]);
    expect(second.value?.get(FAMILY[1].record.Partno)).toBe(FAMILY[1]);
  });

  test('duplicates and different case share one slot in the request', async () => {
    const { clock, service, lookup } = setUp();
    const partno = FAMILY[2].record.Partno;
    const one = track(lookup.lookup([partno, partno.toLowerCase(), ` ${partno} `, partno], 'en'));
    const two = track(lookup.lookup([partno.toLowerCase()], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(1);
    expect(partnoCondition(service.calls[0].filter).values).toHaveLength(1);
    expect(lookup.stats.sent).toBe(1);
    // Every spelling is a key of its own in the answer, all with the one product.
    expect([...one.value!.keys()].sort()).toEqual([partno, partno.toLowerCase(), ` ${partno} `].sort());
    for (const product of one.value!.values()) expect(product).toBe(FAMILY[2]);
    expect(two.value?.get(partno.toLowerCase())).toBe(FAMILY[2]);
  });

  test('a part number asked for again while its request is on its way shares that request', async () => {
    const { clock, service, lookup } = setUp();
    const release = service.hold();
    const first = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(1);
    const second = track(lookup.lookup([OTHER.record.Partno.toLowerCase()], 'en'));
    await clock.advance(WINDOW * 5);
    expect(service.calls).toHaveLength(1);
    expect(first.settled || second.settled).toBe(false);
    release();
    await flushMicrotasks();
    expect(first.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(second.value?.get(OTHER.record.Partno.toLowerCase())).toBe(OTHER);
    expect(lookup.stats).toEqual({ cached: 0, shared: 1, sent: 1, cacheSize: 1 });
  });

  test('part numbers of different languages in one window go in one request per language', async () => {
    const { clock, service, lookup } = setUp();
    const english = track(lookup.lookup([OTHER.record.Partno], 'en'));
    const japanese = track(lookup.lookup([OTHER.record.Partno], 'ja'));
    await clock.advance(WINDOW);
    expect(service.calls.map((call) => call.lang).sort()).toEqual(['en', 'ja']);
    expect(english.value?.get(OTHER.record.Partno)?.record.Status).toBe('NRND');
    expect(japanese.value?.get(OTHER.record.Partno)?.record.Status).toBe('NRND (ja)');
  });
});

describe('PartLookup: cache', () => {
  async function warm(setup: ReturnType<typeof setUp>, partnos: string[], lang: Language = 'en') {
    const answer = track(setup.lookup.lookup(partnos, lang));
    await setup.clock.advance(WINDOW);
    expect(answer.settled).toBe(true);
    return answer.value!;
  }

  test('an answer is reused within the TTL, found or not, and asked for again after it', async () => {
    const setup = setUp();
    const { clock, service, lookup } = setup;
    await warm(setup, [OTHER.record.Partno, 'NOSUCHPART123']);
    const callsAfterWarm = service.calls.length;
    await clock.advance(TTL);
    // Answered at once, without the window: no timer needs to run.
    const cached = await lookup.lookup([OTHER.record.Partno.toLowerCase(), 'nosuchpart123'], 'en');
    expect(cached.get(OTHER.record.Partno.toLowerCase())).toBe(OTHER);
    expect(cached.get('nosuchpart123')).toBeUndefined();
    expect(service.calls).toHaveLength(callsAfterWarm);
    expect(lookup.stats.cached).toBe(2);

    await clock.advance(1);
    const stale = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await flushMicrotasks();
    expect(stale.settled).toBe(false);
    await clock.advance(WINDOW);
    expect(service.calls.length).toBeGreaterThan(callsAfterWarm);
    expect(partnoCondition(service.calls[callsAfterWarm].filter).values).toEqual([OTHER.record.Partno]);
    expect(stale.value?.get(OTHER.record.Partno)).toBe(OTHER);
  });

  test('a refresh while the request is out: its callers get the answer, but the next lookup asks again', async () => {
    const { clock, service, lookup } = setUp();
    const release = service.hold();
    const first = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(1);
    lookup.refresh([OTHER.record.Partno]);
    release();
    await clock.advance(1);
    expect(first.value?.get(OTHER.record.Partno)).toBe(OTHER);
    const second = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(2);
    expect(second.value?.get(OTHER.record.Partno)).toBe(OTHER);
  });

  test('a flight forgotten by a refresh lands beside the new one: each caller gets its own, only the new answer is kept', async () => {
    const { clock, service, lookup } = setUp();
    const releaseFirst = service.hold();
    const first = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    lookup.refresh([OTHER.record.Partno]);
    const releaseSecond = service.hold();
    const second = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(2);
    // The forgotten flight lands first: its caller is answered, the new flight's caller still waits for its own.
    releaseFirst();
    await clock.advance(1);
    expect(first.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(second.settled).toBe(false);
    // A third caller joins the new flight rather than being answered from the forgotten one.
    const third = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await flushMicrotasks();
    expect(third.settled).toBe(false);
    releaseSecond();
    await clock.advance(1);
    expect(second.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(third.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(service.calls).toHaveLength(2);
    expect(lookup.stats).toMatchObject({ shared: 1, cacheSize: 1 });
  });
  test('a refresh while the window is open: the forgotten caller and a new one of the same part number both get the answer, asked once', async () => {
    const { clock, service, lookup } = setUp();
    const first = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW - 1);
    lookup.refresh([OTHER.record.Partno]);
    const second = track(lookup.lookup([OTHER.record.Partno.toLowerCase()], 'en'));
    await clock.advance(1);
    expect(service.calls).toHaveLength(1);
    expect(partnoCondition(service.calls[0].filter).values).toEqual([OTHER.record.Partno]);
    expect(first.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(second.value?.get(OTHER.record.Partno.toLowerCase())).toBe(OTHER);
    expect(lookup.stats).toMatchObject({ shared: 0, cacheSize: 1 });
  });

  test('refresh(partnos) forgets those part numbers (in any case and language) and no others', async () => {
    const setup = setUp();
    const { clock, service, lookup } = setup;
    await warm(setup, [OTHER.record.Partno, FAMILY[0].record.Partno]);
    await warm(setup, [OTHER.record.Partno], 'ja');
    expect(service.calls).toHaveLength(2);
    lookup.refresh([OTHER.record.Partno.toLowerCase()]);

    const kept = await lookup.lookup([FAMILY[0].record.Partno], 'en');
    expect(kept.get(FAMILY[0].record.Partno)).toBe(FAMILY[0]);
    expect(service.calls).toHaveLength(2);

    const again = track(lookup.lookup([OTHER.record.Partno], 'en'));
    const againJapanese = track(lookup.lookup([OTHER.record.Partno], 'ja'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(4);
    expect(again.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(againJapanese.value?.get(OTHER.record.Partno)?.record.Status).toBe('NRND (ja)');
  });

  test('refresh() forgets everything: the next lookup asks the service again and sees its new data', async () => {
    const setup = setUp();
    const { clock, service, lookup } = setup;
    await warm(setup, [OTHER.record.Partno, FAMILY[0].record.Partno]);
    const changed = productOf(OTHER.record.Partno, { ...OTHER.record, Status: 'Discontinued' });
    service.setProducts([...FAMILY, changed]);
    expect((await lookup.lookup([OTHER.record.Partno], 'en')).get(OTHER.record.Partno)?.record.Status).toBe('NRND');

    lookup.refresh();
    const fresh = track(lookup.lookup([OTHER.record.Partno, FAMILY[0].record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(2);
    expect(partnoCondition(service.calls[1].filter).values).toHaveLength(2);
    expect(fresh.value?.get(OTHER.record.Partno)?.record.Status).toBe('Discontinued');
  });

  test('the cache is per language', async () => {
    const setup = setUp();
    const { service, lookup } = setup;
    const english = await warm(setup, [OTHER.record.Partno], 'en');
    const chinese = await warm(setup, [OTHER.record.Partno], 'zh');
    expect(service.calls.map((call) => call.lang)).toEqual(['en', 'zh']);
    expect(english.get(OTHER.record.Partno)?.record.Status).toBe('NRND');
    expect(chinese.get(OTHER.record.Partno)?.record.Status).toBe('NRND (zh)');
    expect((await lookup.lookup([OTHER.record.Partno], 'zh')).get(OTHER.record.Partno)?.record.Status).toBe(
      'NRND (zh)',
    );
    expect((await lookup.lookup([OTHER.record.Partno], 'en')).get(OTHER.record.Partno)?.record.Status).toBe('NRND');
    expect(service.calls).toHaveLength(2);
  });
});

describe('PartLookup: a lifecycle refresh asks afresh', () => {
  test('never from the cache: every part number is asked again, and its answer kept for every caller after', async () => {
    const { clock, service, lookup } = setUp();
    const warm = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(warm.settled).toBe(true);
    const calls = service.calls.length;

    const fresh = track(lookup.lookup([OTHER.record.Partno], 'en', undefined, true));
    await flushMicrotasks();
    expect(fresh.settled).toBe(false);
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(calls + 1);
    expect(fresh.value?.get(OTHER.record.Partno)).toBe(OTHER);
    // An ordinary lookup after it is answered by what the lifecycle refresh brought.
    await lookup.lookup([OTHER.record.Partno], 'en');
    expect(service.calls).toHaveLength(calls + 1);
  });

  test('its own window and flights: it never joins an ordinary question on its way, which might be answered from an older snapshot', async () => {
    const clock = new FakeClock(0);
    const service = new MemoryService({ products: [...FAMILY, OTHER] });
    const windows: { lifecycle: boolean; partnos: readonly string[] }[] = [];
    const lookup = new PartLookup({
      api: service.api(),
      clock,
      windowMs: WINDOW,
      resolveWindow: async (work) => {
        windows.push({ lifecycle: work.lifecycle, partnos: work.partnos });
        const answer = await work.ask(work.partnos);
        for (const [partno, product] of answer.found) work.answer(partno, product);
      },
    });
    const ordinary = track(lookup.lookup([OTHER.record.Partno], 'en'));
    const lifecycle = track(lookup.lookup([OTHER.record.Partno, FAMILY[0].record.Partno], 'en', undefined, true));
    await clock.advance(WINDOW);
    expect(ordinary.settled && lifecycle.settled).toBe(true);
    expect(windows).toEqual([
      { lifecycle: false, partnos: [OTHER.record.Partno] },
      { lifecycle: true, partnos: [OTHER.record.Partno, FAMILY[0].record.Partno] },
    ]);
    expect(lookup.stats.shared).toBe(0);
  });
});

describe('PartLookup: URL-sized batches', () => {
  test('3,000 part numbers of 18 characters go in at most 35 requests, each within 2,048 characters', async () => {
    const catalog = makeCatalog(7, { capacitorFamilies: 1300, inductorFamilies: 0 });
    const wanted = catalog.slice(0, 3000).map((product) => product.record.Partno);
    expect(wanted).toHaveLength(3000);
    expect(new Set(wanted.map((partno) => partno.length))).toEqual(new Set([18]));
    const { clock, service, lookup } = setUp({ products: catalog });
    const answer = track(lookup.lookup(wanted, 'en'));
    await clock.advance(WINDOW);
    expect(answer.settled).toBe(true);

    for (const call of service.calls) expect(call.urlLength).toBeLessThanOrEqual(2048);
    // Every part number was sent once, and found: no variant requests were needed.
    const sent = service.calls.flatMap((call) => partnoCondition(call.filter).values);
    expect(sent).toHaveLength(3000);
    expect(new Set(sent)).toEqual(new Set(wanted));
    expect(service.calls.every((call) => partnoCondition(call.filter).operator === 'eq')).toBe(true);
    for (const partno of wanted) expect(answer.value!.get(partno)?.record.Partno).toBe(partno);

    // The bound: all values with their separators, over the room one request has for them.
    const overhead = service.urlLength(
      { conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: ['x'] }] },
      [],
      'en',
    );
    const budget = 2048 - (overhead - 1);
    const encoded = wanted.reduce((sum, partno) => sum + encodeURIComponent(partno).length + '%7C'.length, 0);
    const bound = Math.ceil(encoded / budget) + 1;
    expect(bound).toBeLessThanOrEqual(35);
    expect(service.calls.length).toBeLessThanOrEqual(bound);
  });

  test('each request is as full as the limit allows: with the next part number it would be too long', async () => {
    const catalog = makeCatalog(7, { capacitorFamilies: 200, inductorFamilies: 40 });
    // Part numbers of different lengths, so that how many fit changes from request to request.
    const wanted = catalog.filter((_, index) => index % 3 !== 1).map((product) => product.record.Partno);
    expect(new Set(wanted.map((partno) => partno.length)).size).toBeGreaterThan(1);
    const { clock, service, lookup } = setUp({ products: catalog, maxUrlLength: 600 });
    const answer = track(lookup.lookup(wanted, 'en'));
    await clock.advance(WINDOW);
    expect(answer.settled).toBe(true);
    const batches = service.calls.map((call) => partnoCondition(call.filter).values);
    expect(batches.flat()).toEqual(wanted);
    const lengthOf = (values: readonly string[]): number =>
      service.urlLength({ conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values }] }, [], 'en');
    batches.forEach((batch, index) => {
      expect(lengthOf(batch)).toBeLessThanOrEqual(600);
      if (index + 1 < batches.length) expect(lengthOf([...batch, batches[index + 1][0]])).toBeGreaterThan(600);
    });
  });

  test('unknown part numbers in many batches: exact and variant requests all stay within the limit', async () => {
    const { clock, service, lookup } = setUp({ maxUrlLength: 400 });
    const unknown = Array.from({ length: 120 }, (_, index) => `OXX${String(index).padStart(4, '0')}R71H104KA01`);
    const answer = track(lookup.lookup([...unknown, OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(answer.settled).toBe(true);
    expect(answer.rejected).toBe(false);
    for (const partno of unknown) expect(answer.value!.get(partno)).toBeUndefined();
    expect(answer.value!.get(OTHER.record.Partno)).toBe(OTHER);
    expect(service.calls.length).toBeGreaterThan(4);
    for (const call of service.calls) expect(call.urlLength).toBeLessThanOrEqual(400);
    const asked = service.calls.filter((call) => partnoCondition(call.filter).operator === 'startswith');
    expect(new Set(asked.flatMap((call) => partnoCondition(call.filter).values))).toEqual(new Set(unknown));
  });
});

describe('PartLookup: what cannot be found or sent', () => {
  test('unknown part numbers resolve to undefined without error', async () => {
    const { clock, lookup } = setUp();
    // OCM188 is a prefix of real part numbers, but no part number itself.
    const answer = track(lookup.lookup(['NOSUCHPART', 'OCM188', OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(answer.rejected).toBe(false);
    expect(answer.value?.get('NOSUCHPART')).toBeUndefined();
    expect(answer.value?.get('OCM188')).toBeUndefined();
    expect(answer.value?.has('OCM188')).toBe(true);
    expect(answer.value?.get(OTHER.record.Partno)).toBe(OTHER);
  });

  test('a blank part number resolves to undefined and sends nothing', async () => {
    const { clock, service, lookup } = setUp();
    const answer = await lookup.lookup(['', '   '], 'en');
    expect([...answer.entries()]).toEqual([
      ['', undefined],
      ['   ', undefined],
    ]);
    await clock.advance(WINDOW * 3);
    expect(service.calls).toHaveLength(0);
  });

  test.each([["OCM188'R71"], ['OCM188R71|OCM155']])(
    'a part number with a quote or a bar (%s) is refused naming it, and nothing is sent',
    async (bad) => {
      const { clock, service, lookup } = setUp();
      const attempt = lookup.lookup([OTHER.record.Partno, bad], 'en');
      await expect(attempt).rejects.toThrow(InvalidPartnoError);
      await expect(attempt).rejects.toMatchObject({ partnos: [bad] });
      await expect(attempt).rejects.toThrow(bad);
      await clock.advance(WINDOW * 3);
      expect(service.calls).toHaveLength(0);
      expect(lookup.stats.sent).toBe(0);
    },
  );

  test.each([['GRM\u0000188'], ['GRM\t188'], ['GRM188\u202eR61'], ['GRM\\188'], ['GRM\ud800188']])(
    'a part number holding a character no part number holds (%j) is refused naming it, and nothing is sent',
    async (bad) => {
      const { clock, service, lookup } = setUp();
      const attempt = lookup.lookup([OTHER.record.Partno, bad], 'en');
      await expect(attempt).rejects.toThrow(InvalidPartnoError);
      await expect(attempt).rejects.toMatchObject({ partnos: [bad], refused: [{ partno: bad }] });
      await expect(attempt).rejects.toThrow(/at character [47]/);
      await clock.advance(WINDOW * 3);
      expect(service.calls).toHaveLength(0);
    },
  );

  test('a refused lookup does not disturb other callers of the same window', async () => {
    const { clock, service, lookup } = setUp();
    const good = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await expect(lookup.lookup(["O'X"], 'en')).rejects.toThrow(InvalidPartnoError);
    await clock.advance(WINDOW);
    expect(good.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(service.calls).toHaveLength(1);
    expect(partnoCondition(service.calls[0].filter).values).toEqual([OTHER.record.Partno]);
  });

  // BUG (src/core/lookup/partLookup.ts, flush/batches): a part number that passes the ' and | check but
  // that serializeFilter refuses (a lone UTF-16 surrogate, e.g. from a broken cell) makes urlLength
  // throw inside flush(), which runs in a floating `.then` of the window's sleep. The error is lost
  // (unhandled rejection) and every caller of that window, with any part number, waits forever; their
  // in-flight entries are never cleared, so later lookups of the same part numbers hang as well.
  test('a part number the query cannot hold fails its caller and leaves the other callers answered', async () => {
    const clock = new FakeClock(0);
    const service = new MemoryService({ products: [...FAMILY, OTHER] });
    // Today the error escapes from a floating promise; this clock catches what its wake-up callbacks
    // throw, so that the escape shows as a failed expectation rather than an unhandled rejection.
    const escaped: unknown[] = [];
    const catching: Clock = {
      now: () => clock.now(),
      sleep: (milliseconds, signal) => {
        const slept = clock.sleep(milliseconds, signal);
        const thenable = {
          then: (onFulfilled?: (value: void) => unknown, onRejected?: (error: unknown) => unknown) =>
            slept.then((value) => {
              try {
                return onFulfilled?.(value);
              } catch (error) {
                escaped.push(error);
                return undefined;
              }
            }, onRejected),
        };
        return thenable as unknown as Promise<void>;
      },
    };
    const lookup = new PartLookup({ api: service.api(), clock: catching, windowMs: WINDOW });
    const broken = track(lookup.lookup(['OCM188\uD800'], 'en'));
    const good = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(escaped).toEqual([]);
    expect(broken.settled).toBe(true);
    expect(broken.rejected).toBe(true);
    expect(good.settled).toBe(true);
    expect(good.value?.get(OTHER.record.Partno)).toBe(OTHER);
  });
});

describe('PartLookup: an exact batch larger than one answer', () => {
  // BUG (src/core/lookup/partLookup.ts, resolveBatch): the exact `Partno eq` request's hasMoreHits is
  // ignored. A batch holds as many part numbers as the URL limit allows, so with a raised maximum URL
  // length (a setting; the URL-limit error message even suggests raising it) one batch can hold more
  // than the 2000 products an answer carries (spec 8). The part numbers beyond the first 2000 are then
  // tried as prefixes, which finds no variants, and they come back undefined, as if they did not exist.
  test('3,000 existing part numbers with a 100,000-character URL limit are all found', async () => {
    const catalog = makeCatalog(7, { capacitorFamilies: 1300, inductorFamilies: 0 });
    const wanted = catalog.slice(0, 3000).map((product) => product.record.Partno);
    const { clock, service, lookup } = setUp({ products: catalog, maxUrlLength: 100_000 });
    const answer = track(lookup.lookup(wanted, 'en'));
    await clock.advance(WINDOW);
    expect(answer.rejected).toBe(false);
    const missing = wanted.filter((partno) => answer.value?.get(partno)?.record.Partno !== partno);
    expect(missing).toEqual([]);
    for (const call of service.calls) expect(call.urlLength).toBeLessThanOrEqual(100_000);
  });
});

describe('PartLookup: part numbers without package code', () => {
  test('resolve to the fields all packaging variants agree on', async () => {
    const { clock, service, lookup } = setUp();
    const asked = BASE.toLowerCase();
    const answer = track(lookup.lookup([asked], 'en'));
    await clock.advance(WINDOW);
    // One exact request, then one prefix request for what it did not find.
    expect(service.calls.map((call) => partnoCondition(call.filter).operator)).toEqual(['eq', 'startswith']);
    const product = answer.value!.get(asked)!;
    expect(product).toBeDefined();
    expect(product.category).toBe('ceramicCapacitorsSMD');
    // Spelled as the service spells the part number without package code, whatever case was typed.
    expect(product.record.Partno).toBe(BASE);
    expect(product.record.PartnoWithoutPackageCode).toBe(BASE);
    expect(product.record.Status).toBe('In Production');
    expect(product.record.Brand).toBe('OCM');
    expect(product.record.AlternativePartno).toEqual(['OCM188R71H104KA02D']);
    expect(product.record.Specs).toEqual(SPECS);
    expect(product.record.ComplianceInfo).toEqual({ Rohs: true, AecQ200Support: false });
    expect(product.record).not.toHaveProperty('PackageType');
    expect(product.record).not.toHaveProperty('MinOrderQuantity');
    expect([...(product.variants ?? [])].sort()).toEqual(FAMILY.map((one) => one.record.Partno).sort());
  });

  test('drop Status when the variants differ in it, keep MinOrderQuantity when they agree', async () => {
    const { clock, lookup } = setUp();
    const answer = track(lookup.lookup([MIXED_BASE], 'en'));
    await clock.advance(WINDOW);
    const product = answer.value!.get(MIXED_BASE)!;
    expect(product.category).toBe('inductors');
    expect(product.record).not.toHaveProperty('Status');
    expect(product.record).not.toHaveProperty('PackageType');
    expect(product.record.MinOrderQuantity).toBe(2500);
    expect(product.record.Specs).toEqual({ Inductance: 4.7e-6, InductanceText: '4.7µH' });
    expect([...(product.variants ?? [])].sort()).toEqual([`${MIXED_BASE}K`, `${MIXED_BASE}L`]);
  });

  test('are cached like any other answer', async () => {
    const { clock, service, lookup } = setUp();
    await Promise.all([track(lookup.lookup([BASE], 'en')).promise, clock.advance(WINDOW)]);
    const calls = service.calls.length;
    const again = await lookup.lookup([BASE], 'en');
    expect(again.get(BASE)?.variants).toHaveLength(4);
    expect(service.calls).toHaveLength(calls);
  });

  test('prefixes with more matches than one answer holds are split until each answer is whole', async () => {
    const families = makeCatalog(11, { capacitorFamilies: 12, inductorFamilies: 0 });
    const bases = [...new Set(families.map((product) => String(product.record.PartnoWithoutPackageCode)))];
    const { clock, service, lookup } = setUp({ products: families, cap: 5 });
    const answer = track(lookup.lookup(bases, 'en'));
    await clock.advance(WINDOW);
    expect(answer.rejected).toBe(false);
    for (const base of bases) {
      const expected = families.filter((product) => product.record.PartnoWithoutPackageCode === base);
      const product = answer.value!.get(base);
      expect(product?.record.Partno).toBe(base);
      expect([...(product?.variants ?? [])].sort()).toEqual(expected.map((one) => one.record.Partno).sort());
    }
    const prefixCalls = service.calls.filter((call) => partnoCondition(call.filter).operator === 'startswith');
    expect(prefixCalls.length).toBeGreaterThan(1);
    // Splitting only halves: no prefix is asked twice on its own.
    const singles = prefixCalls.filter((call) => partnoCondition(call.filter).values.length === 1);
    expect(new Set(singles.map((call) => partnoCondition(call.filter).values[0])).size).toBe(singles.length);
  });

  test('a single prefix whose matches still overflow one answer resolves to undefined', async () => {
    const { clock, lookup } = setUp({ cap: 3 });
    const answer = track(lookup.lookup([BASE, MIXED_BASE], 'en'));
    await clock.advance(WINDOW);
    expect(answer.rejected).toBe(false);
    expect(answer.value!.get(BASE)).toBeUndefined();
    expect(answer.value!.get(MIXED_BASE)?.variants).toHaveLength(2);
  });
});

describe('PartLookup: failures and aborts', () => {
  test('a failing request rejects every caller of its batch with the same error and caches nothing', async () => {
    const { clock, service, lookup } = setUp();
    const failure = new PartSpecError('service down', { status: 500 });
    service.failCall(1, failure);
    const callers = [
      track(lookup.lookup([OTHER.record.Partno], 'en')),
      track(lookup.lookup([FAMILY[0].record.Partno, OTHER.record.Partno], 'en')),
      track(lookup.lookup([FAMILY[1].record.Partno], 'en')),
    ];
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(1);
    for (const caller of callers) {
      expect(caller.rejected).toBe(true);
      expect(caller.error).toBe(failure);
    }
    const again = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(2);
    expect(again.value?.get(OTHER.record.Partno)).toBe(OTHER);
  });

  test('a failing variant request rejects its callers too', async () => {
    const { clock, service, lookup } = setUp();
    const failure = new PartSpecError('gateway', { status: 502 });
    service.failCall(2, failure);
    const caller = track(lookup.lookup([BASE], 'en'));
    await clock.advance(WINDOW);
    expect(caller.error).toBe(failure);
    const again = track(lookup.lookup([BASE], 'en'));
    await clock.advance(WINDOW);
    expect(again.value?.get(BASE)?.variants).toHaveLength(4);
  });

  test('one failing batch fails only the callers waiting on it', async () => {
    const catalog = makeCatalog(3, { capacitorFamilies: 60, inductorFamilies: 0 });
    const partnos = catalog.map((product) => product.record.Partno);
    const { clock, service, lookup } = setUp({ products: catalog, maxUrlLength: 600 });
    const failure = new PartSpecError('boom', { status: 500 });
    service.failCall(1, failure);
    const callers = partnos.map((partno) => ({ partno, answer: track(lookup.lookup([partno], 'en')) }));
    await clock.advance(WINDOW);
    expect(service.calls.length).toBeGreaterThan(2);
    const failed = new Set(partnoCondition(service.calls[0].filter).values);
    for (const { partno, answer } of callers) {
      if (failed.has(partno)) {
        expect(answer.error).toBe(failure);
      } else {
        expect(answer.value?.get(partno)?.record.Partno).toBe(partno);
      }
    }
  });

  test('an abort rejects that caller at once; other callers still get their answer', async () => {
    const { clock, service, lookup } = setUp();
    const controller = new AbortController();
    const aborted = track(lookup.lookup([OTHER.record.Partno, FAMILY[0].record.Partno], 'en', controller.signal));
    const other = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await flushMicrotasks();
    const reason = new Error('cell recalculated');
    controller.abort(reason);
    await flushMicrotasks();
    expect(aborted.rejected).toBe(true);
    expect(aborted.error).toBe(reason);
    expect(other.settled).toBe(false);
    await clock.advance(WINDOW);
    expect(other.value?.get(OTHER.record.Partno)).toBe(OTHER);
    expect(service.calls).toHaveLength(1);
  });

  test('an abort while the request is on its way rejects that caller at once', async () => {
    const { clock, service, lookup } = setUp();
    const release = service.hold();
    const controller = new AbortController();
    const aborted = track(lookup.lookup([OTHER.record.Partno], 'en', controller.signal));
    const other = track(lookup.lookup([OTHER.record.Partno], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(1);
    controller.abort();
    await flushMicrotasks();
    expect(aborted.rejected).toBe(true);
    expect((aborted.error as Error).name).toBe('AbortError');
    expect(other.settled).toBe(false);
    release();
    await flushMicrotasks();
    expect(other.value?.get(OTHER.record.Partno)).toBe(OTHER);
  });

  // The signal is looked at before anything is queued: a caller that has already given up sends no request
  // (and spends none of the rate limit), and leaves no answer behind whose failure nobody would handle.
  test('an already aborted signal sends nothing', async () => {
    const { clock, service, lookup } = setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(lookup.lookup([OTHER.record.Partno], 'en', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(0);
  });

  test('an already aborted signal rejects at once', async () => {
    const { lookup } = setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(lookup.lookup([OTHER.record.Partno], 'en', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('PartLookup: what arrived is kept', () => {
  test('when some batches fail for good, IncompleteLookupError holds the answers that arrived and names the rest', async () => {
    const catalog = makeCatalog(3, { capacitorFamilies: 60, inductorFamilies: 0 });
    const partnos = catalog.map((product) => product.record.Partno);
    const { clock, service, lookup } = setUp({ products: catalog, maxUrlLength: 600 });
    const failure = new PartSpecError('The service had a problem (500).', { status: 500 });
    service.failCall(2, failure);
    const answer = track(lookup.lookup([...partnos, 'NOSUCHPART1'], 'en'));
    await clock.advance(WINDOW);
    const error = answer.error as IncompleteLookupError;
    expect(error).toBeInstanceOf(IncompleteLookupError);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.cause).toBe(failure);
    expect(error.status).toBe(500);
    const lost = partnoCondition(service.calls[1].filter).values;
    expect([...error.failed].sort()).toEqual([...lost].sort());
    expect(error.found.size + error.failed.length).toBe(partnos.length + 1);
    for (const partno of partnos) {
      if (!lost.includes(partno)) expect(error.found.get(partno)?.record.Partno).toBe(partno);
    }
    expect(error.found.has('NOSUCHPART1')).toBe(true);
    expect(error.found.get('NOSUCHPART1')).toBeUndefined();
    expect(error.message).toBe(
      `${lost.length} of ${partnos.length + 1} part numbers could not be looked up: The service had a problem (500). The other ${error.found.size} were; ask again for the rest.`,
    );
    // Asked again, only the part numbers that failed are sent.
    const callsBefore = service.calls.length;
    const again = track(lookup.lookup(partnos, 'en'));
    await clock.advance(WINDOW);
    expect(
      service.calls
        .slice(callsBefore)
        .flatMap((call) => partnoCondition(call.filter).values)
        .sort(),
    ).toEqual([...lost].sort());
    expect([...again.value!.values()].map(partnoOf)).toEqual(partnos);
  });

  test('the batches of one window share one retry budget; the next window gets its own', async () => {
    const catalog = makeCatalog(3, { capacitorFamilies: 60, inductorFamilies: 0 });
    const partnos = catalog.map((product) => product.record.Partno);
    const budgets: RetryBudget[] = [];
    const clock = new FakeClock(0);
    const service = new MemoryService({ products: catalog });
    const given: Array<RetryBudget | undefined> = [];
    const lookup = new PartLookup({
      api: {
        ...service.api(600),
        search: (filter, orderby, lang, request) => {
          given.push(request?.budget);
          return service.search(filter, orderby, lang);
        },
      },
      clock,
      windowMs: WINDOW,
      retryBudget: () => {
        budgets.push(new RetryBudget({ retries: 8 }, clock));
        return budgets[budgets.length - 1];
      },
    });
    track(lookup.lookup(partnos.slice(0, 100), 'en'));
    await clock.advance(WINDOW);
    expect(given.length).toBeGreaterThan(2);
    expect(budgets).toHaveLength(1);
    expect(given.every((budget) => budget === budgets[0])).toBe(true);
    track(lookup.lookup(partnos.slice(100, 110), 'en'));
    await clock.advance(WINDOW);
    expect(budgets).toHaveLength(2);
    expect(given[given.length - 1]).toBe(budgets[1]);
  });
});

describe('PartLookup: a bounded cache', () => {
  test('far more part numbers than maxEntries: the cache holds maxEntries, the least recently used go first', async () => {
    const catalog = makeCatalog(11, { capacitorFamilies: 400, inductorFamilies: 80 });
    const partnos = catalog.map((product) => product.record.Partno);
    expect(partnos.length).toBeGreaterThan(1_000);
    const { clock, service, lookup } = setUp({ products: catalog, maxEntries: 100 });
    for (let start = 0; start < partnos.length; start += 250) {
      const answer = track(lookup.lookup(partnos.slice(start, start + 250), 'en'));
      await clock.advance(WINDOW);
      expect(answer.settled).toBe(true);
      expect(lookup.stats.cacheSize).toBeLessThanOrEqual(100);
    }
    expect(lookup.stats.cacheSize).toBe(100);
    // The last hundred are kept; an earlier one is asked for again.
    const recent = partnos.slice(-100);
    const callsBefore = service.calls.length;
    expect((await lookup.lookup(recent, 'en')).size).toBe(100);
    expect(service.calls).toHaveLength(callsBefore);
    const early = track(lookup.lookup([partnos[0]], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(callsBefore + 1);
    expect(early.value?.get(partnos[0])?.record.Partno).toBe(partnos[0]);
  });

  test('a part number used again is kept over one not used since', async () => {
    const catalog = makeCatalog(12, { capacitorFamilies: 20, inductorFamilies: 0 });
    const [a, b, c] = catalog.map((product) => product.record.Partno);
    const setup = setUp({ products: catalog, maxEntries: 2 });
    const { clock, service, lookup } = setup;
    for (const partno of [a, b]) {
      track(lookup.lookup([partno], 'en'));
      await clock.advance(WINDOW);
    }
    await lookup.lookup([a], 'en'); // a is now the most recently used
    track(lookup.lookup([c], 'en'));
    await clock.advance(WINDOW);
    const callsBefore = service.calls.length;
    await lookup.lookup([a, c], 'en');
    expect(service.calls).toHaveLength(callsBefore);
    track(lookup.lookup([b], 'en'));
    await clock.advance(WINDOW);
    expect(service.calls).toHaveLength(callsBefore + 1);
  });

  test('expired answers are dropped, not only ignored', async () => {
    const { clock, lookup } = setUp();
    track(lookup.lookup([OTHER.record.Partno, FAMILY[0].record.Partno, 'NOSUCHPART1'], 'en'));
    await clock.advance(WINDOW);
    expect(lookup.stats.cacheSize).toBe(3);
    await clock.advance(TTL + 1);
    expect(lookup.stats.cacheSize).toBe(0);
  });

  test('maxEntries below 1 is refused', () => {
    expect(() => setUp({ maxEntries: 0 })).toThrow(/lookup.maxEntries must be a whole number/);
  });
});

describe('PartLookup: property', () => {
  test('any mix of full part numbers, part numbers without package code and unknown ones gets the right answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 300, max: 2048 }),
        // At least as many as one exact batch holds within these URL limits (see the failing test above).
        fc.integer({ min: 100, max: 2000 }),
        fc.array(fc.tuple(fc.constantFrom('full', 'base', 'unknown', 'prefix'), fc.nat(), fc.boolean()), {
          minLength: 1,
          maxLength: 80,
        }),
        async (seed, maxUrlLength, cap, asks) => {
          const catalog = makeCatalog(seed, { capacitorFamilies: 30, inductorFamilies: 8 });
          const bases = [...new Set(catalog.map((product) => String(product.record.PartnoWithoutPackageCode)))];
          const { clock, service, lookup } = setUp({ products: catalog, maxUrlLength, cap });
          const asked = asks.map(([kind, index, lower]) => {
            const partno =
              kind === 'full'
                ? catalog[index % catalog.length].record.Partno
                : kind === 'base'
                  ? bases[index % bases.length]
                  : kind === 'prefix'
                    ? bases[index % bases.length].slice(0, 6)
                    : `OXQ${index}`;
            return lower ? partno.toLowerCase() : partno;
          });
          // Spread over two callers.
          const half = Math.ceil(asked.length / 2);
          const callers = [
            track(lookup.lookup(asked.slice(0, half), 'en')),
            track(lookup.lookup(asked.slice(half), 'en')),
          ];
          await clock.advance(WINDOW);
          const answers = new Map<string, Product | undefined>();
          for (const caller of callers) {
            expect(caller.rejected).toBe(false);
            for (const [key, value] of caller.value!) answers.set(key, value);
          }
          for (const partno of asked) {
            const exact = catalog.find((product) => product.record.Partno.toLowerCase() === partno.toLowerCase());
            const variants = catalog.filter(
              (product) => String(product.record.PartnoWithoutPackageCode).toLowerCase() === partno.toLowerCase(),
            );
            const answer = answers.get(partno);
            if (exact) {
              expect(answer).toBe(exact);
            } else if (variants.length > 0 && variants.length <= cap) {
              expect(answer).toEqual(mergeVariants(answer?.record.Partno ?? partno, variants));
              expect(answer?.record.Partno.toLowerCase()).toBe(partno.toLowerCase());
            } else if (variants.length === 0) {
              expect(answer).toBeUndefined();
            }
          }
          for (const call of service.calls) expect(call.urlLength).toBeLessThanOrEqual(maxUrlLength);
          // Each part number went out at most once as an exact value.
          const exactValues = service.calls
            .filter((call) => partnoCondition(call.filter).operator === 'eq')
            .flatMap((call) => partnoCondition(call.filter).values.map((value) => value.toLowerCase()));
          expect(new Set(exactValues).size).toBe(exactValues.length);
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  });
});
