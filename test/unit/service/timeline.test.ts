import { isDeepStrictEqual } from 'node:util';
import type { Catalogue, DatasetProduct } from '../../../src/service/dataset';
import { DATASET_DATE, STATUSES, generateCatalogue, isCalendarDate } from '../../../src/service/dataset';
import type { BasePart } from '../../../src/service/dataset/drafts';
import type { Lifecycle } from '../../../src/service/dataset/lifecycle';
import { notices, seriesNoticeOf } from '../../../src/service/dataset/lifecycle';
import { Random } from '../../../src/service/dataset/Random';
import {
  dateOf,
  dayOf,
  drawTimeline,
  lifecycleAt,
  statusAt,
  type Timeline,
} from '../../../src/service/dataset/timeline';

/*
 * Each part's lifecycle timeline: drawn from the part's own seeded stream, moving forward only, with
 * consistent dates, and going through the dataset's values at DATASET_DATE.
 */

let catalogue: Catalogue;
let parts: Array<{ category: string; part: BasePart; timeline: Timeline }>;

beforeAll(() => {
  catalogue = generateCatalogue();
  parts = catalogue.categories.flatMap(({ category, parts: categoryParts }) =>
    categoryParts.map((part) => ({ category, part, timeline: catalogue.timeline(part) })),
  );
});

/** Runs `check` on every part and fails with the first few problems it reports. */
function expectNoProblems(check: (entry: (typeof parts)[number]) => string | undefined): void {
  const problems: string[] = [];
  for (const entry of parts) {
    const problem = check(entry);
    if (problem !== undefined) problems.push(`${entry.part.partnoWithoutPackageCode}: ${problem}`);
    if (problems.length >= 10) break;
  }
  expect(problems).toEqual([]);
}

/** The first of every other month from 2015 to 2040, with DATASET_DATE and a leap day. */
const DATES = [
  ...Array.from(
    { length: 26 * 6 },
    (_, index) => `${2015 + Math.floor(index / 6)}-${String((index % 6) * 2 + 1).padStart(2, '0')}-01`,
  ),
  DATASET_DATE,
  '2028-02-29',
].sort();

const rank = (status: string): number => STATUSES.indexOf(status as (typeof STATUSES)[number]);

describe('dates', () => {
  test.each(['2026-03-01', '2028-02-29', '2000-02-29', '1999-12-31'])('%s is a calendar date', (text) => {
    expect(isCalendarDate(text)).toBe(true);
    expect(dateOf(dayOf(text))).toBe(text);
  });

  test.each(['2027-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '2027-6-1', '06/01/2027', '2027-06-01T00:00', ''])(
    '%p is not',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );

  test('DATASET_DATE is early 2026, as the dataset says', () => {
    expect(DATASET_DATE).toBe('2026-03-01');
  });
});

describe('timelines', () => {
  test('are the same in every start: drawn from a stream named by the part alone', () => {
    expectNoProblems(({ category, part, timeline }) => {
      const again = drawTimeline(part.lifecycle, new Random(`timeline/${category}/${part.partnoWithoutPackageCode}`));
      return isDeepStrictEqual(again, timeline) ? undefined : `drawn again: ${JSON.stringify(again)}`;
    });
    const other = generateCatalogue();
    const again = other.categories.flatMap(({ parts: categoryParts }) =>
      categoryParts.map((part) => other.timeline(part)),
    );
    expect(again.length).toBe(parts.length);
    expect(again.filter((timeline, index) => !isDeepStrictEqual(timeline, parts[index]?.timeline))).toEqual([]);
  });

  test('at DATASET_DATE they give the lifecycle the dataset drew', () => {
    expectNoProblems(({ part, timeline }) => {
      const at = lifecycleAt(timeline, DATASET_DATE);
      return isDeepStrictEqual(at, part.lifecycle)
        ? undefined
        : `${JSON.stringify(at)} instead of ${JSON.stringify(part.lifecycle)}`;
    });
  });

  test('dates come in order: release, NRND, announcement, last buy, production end', () => {
    expectNoProblems(({ timeline: t }) => {
      const valid = [t.release, t.newUntil, t.nrnd, t.announced, t.lastBuyDate, t.productionEndDate].every(
        (date) => date === null || isCalendarDate(date),
      );
      if (!valid) return `not calendar dates: ${JSON.stringify(t)}`;
      const ordered =
        t.release < t.newUntil &&
        (t.nrnd === null || (t.release < t.nrnd && t.newUntil <= t.nrnd)) &&
        (t.announced === null || (t.nrnd !== null && t.nrnd < t.announced)) &&
        (t.announced === null) === (t.lastBuyDate === null) &&
        (t.announced === null) === (t.productionEndDate === null) &&
        (t.lastBuyDate === null ||
          ((t.announced as string) < t.lastBuyDate && t.lastBuyDate <= (t.productionEndDate as string)));
      if (!ordered) return `out of order: ${JSON.stringify(t)}`;
      return [1, 2, 3].includes(t.alternativesWanted) ? undefined : `wants ${t.alternativesWanted} alternatives`;
    });
  });

  test('the status only moves forward, and each lifecycle is consistent at every date', () => {
    expectNoProblems(({ timeline }) => {
      let previous: Lifecycle | undefined;
      for (const date of DATES) {
        const at = lifecycleAt(timeline, date);
        if (previous && rank(at.Status) < rank(previous.Status))
          return `${previous.Status} before ${at.Status} at ${date}`;
        const announced = at.Status === 'To be discontinued' || at.Status === 'Discontinued';
        if (announced !== (at.LastBuyDate !== null) || announced !== (at.ProductionEndDate !== null)) {
          return `${at.Status} with dates ${at.LastBuyDate}, ${at.ProductionEndDate} at ${date}`;
        }
        if (at.LastBuyDate !== null && !(at.LastBuyDate <= (at.ProductionEndDate as string))) {
          return `last buy ${at.LastBuyDate} after production end ${at.ProductionEndDate}`;
        }
        if ((at.Status === 'Discontinued') !== (at.ProductionEndDate !== null && date > at.ProductionEndDate)) {
          return `${at.Status} at ${date} with production end ${at.ProductionEndDate}`;
        }
        if (at.NewProduct && at.Status !== 'Under Development' && at.Status !== 'In Production') {
          return `new product while ${at.Status} at ${date}`;
        }
        previous = at;
      }
      return undefined;
    });
  });

  test('every transition happens, after DATASET_DATE as before it', () => {
    const seen = new Set<string>();
    for (const { timeline } of parts) {
      for (const [from, to] of [
        ['2025-06-01', DATASET_DATE],
        [DATASET_DATE, '2027-06-01'],
      ] as const) {
        const [before, after] = [statusAt(timeline, from), statusAt(timeline, to)];
        if (before !== after) seen.add(`${from < DATASET_DATE ? 'past' : 'future'}: ${before} -> ${after}`);
      }
    }
    for (const when of ['past', 'future']) {
      for (const move of [
        'Under Development -> In Production',
        'In Production -> NRND',
        'NRND -> To be discontinued',
        'To be discontinued -> Discontinued',
      ]) {
        expect(seen).toContain(`${when}: ${move}`);
      }
    }
  });
});

describe('the catalogue at a date', () => {
  test('at DATASET_DATE, made from the timelines, equals the dataset as drawn', () => {
    const evaluated = catalogue.evaluate(DATASET_DATE);
    expect(evaluated.length).toBe(catalogue.products.length);
    const differing = evaluated.filter((product, index) => !isDeepStrictEqual(product, catalogue.products[index]));
    expect(differing.map((product) => product.record.Partno).slice(0, 10)).toEqual([]);
    expect(catalogue.productsAsOf(DATASET_DATE)).toBe(catalogue.products);
  });

  describe.each(['2024-06-15', '2027-06-01', '2031-01-01'])('at %s', (date) => {
    let products: readonly DatasetProduct[];
    let byPartno: Map<string, DatasetProduct>;

    beforeAll(() => {
      products = catalogue.productsAsOf(date);
      byPartno = new Map(products.map((product) => [product.record.Partno, product]));
    });

    test('the same products in the same order, some with another status', () => {
      expect(products.map((product) => product.record.Partno)).toEqual(
        catalogue.products.map((product) => product.record.Partno),
      );
      const changed = products.filter(
        (product, index) => product.record.Status !== catalogue.products[index]?.record.Status,
      );
      expect(changed.length).toBeGreaterThan(100);
    });

    test('the fields that follow the status follow it', () => {
      const problems: string[] = [];
      products.forEach((product, index) => {
        const { record } = product;
        const original = (catalogue.products[index] as DatasetProduct).record;
        const status = record.Status as Lifecycle['Status'];
        const originalStatus = original.Status as Lifecycle['Status'];
        const seriesNotice = seriesNoticeOf(originalStatus, original['Notices'] as string | null);
        if (record['Notices'] !== notices(status, seriesNotice)) problems.push(`${record.Partno}: Notices`);
        if ((record['SampleRequestUrl'] === null) !== (status === 'Discontinued')) {
          problems.push(`${record.Partno}: SampleRequestUrl ${String(record['SampleRequestUrl'])} while ${status}`);
        }
        if ((record.MediaFileUrls['ReliabilityTestData'] === null) !== (status === 'Under Development')) {
          problems.push(`${record.Partno}: ReliabilityTestData while ${status}`);
        }
        const alternatives = record['AlternativePartno'] as readonly string[];
        if (alternatives.length > 0 && !['NRND', 'To be discontinued', 'Discontinued'].includes(status)) {
          problems.push(`${record.Partno}: alternatives while ${status}`);
        }
        for (const alternative of alternatives) {
          const found = byPartno.get(alternative);
          if (found?.record.Status !== 'In Production' || found.category !== product.category) {
            problems.push(`${record.Partno}: alternative ${alternative} is ${found?.record.Status}`);
          }
        }
        // Everything else is the part's own, whatever the date.
        for (const field of ['Specs', 'ComplianceInfo', 'PackageType', 'MinOrderQuantity', 'Series', 'ProductName']) {
          if (!isDeepStrictEqual(record[field], original[field])) problems.push(`${record.Partno}: ${field} changed`);
        }
      });
      expect(problems.slice(0, 10)).toEqual([]);
    });
  });

  test('a part announced after DATASET_DATE lists alternatives from then on', () => {
    const products = catalogue.productsAsOf('2027-06-01');
    const announced = products.filter(
      (product, index) =>
        product.record.Status === 'To be discontinued' &&
        catalogue.products[index]?.record.Status !== 'To be discontinued',
    );
    expect(announced.length).toBeGreaterThan(0);
    expect(
      announced.filter((product) => (product.record['AlternativePartno'] as string[]).length > 0).length,
    ).toBeGreaterThan(announced.length / 2);
  });
});

describe('seriesNoticeOf', () => {
  test.each(
    STATUSES.flatMap((status) => [null, 'Qualified to AEC-Q200 for automotive use.'].map((series) => [status, series])),
  )('%s with series notice %p: notices and back', (status, series) => {
    const text = notices(status as Lifecycle['Status'], series);
    expect(seriesNoticeOf(status as Lifecycle['Status'], text)).toBe(series);
  });
});
