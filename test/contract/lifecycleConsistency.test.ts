import { BOTTOM_CATEGORIES, createClient, type Product } from '../../src/core';
import { DATASET_DATE } from '../../src/service';
import { productOf } from '../support/productOf';
import { get, TEST_KEY } from '../support/referenceService';
import { type ContractService, useContractService } from '../support/useContractService';

/*
 * The reference service agrees with itself: no part's Status contradicts its own dates as of the date the
 * service says in its answers (docs/service.md, "Lifecycle over time"), whether it follows its own clock
 * (no as-of date: today) or answers as of a date across the timeline.
 */

const STATUSES = ['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued'];
const ANNOUNCED = new Set(['To be discontinued', 'Discontinued']);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How a part's record contradicts its dates on `date` (`YYYY-MM-DD`), as docs/service.md defines it; undefined
 * when it does not. Written here from the docs, not taken from the service's code.
 */
function contradiction(product: Product, date: string, inProduction: ReadonlySet<string>): string | undefined {
  const { Status, LastBuyDate, ProductionEndDate, NewProduct, AlternativePartno } = product.record as Record<
    string,
    unknown
  >;
  if (typeof Status !== 'string' || !STATUSES.includes(Status)) return `status ${String(Status)}`;
  if (!ANNOUNCED.has(Status)) {
    if (LastBuyDate !== null || ProductionEndDate !== null) {
      return `${Status} with a last buy ${String(LastBuyDate)} or a production end ${String(ProductionEndDate)}`;
    }
  } else {
    if (typeof LastBuyDate !== 'string' || !CALENDAR_DATE.test(LastBuyDate)) return `${Status} without a last buy date`;
    if (typeof ProductionEndDate !== 'string' || !CALENDAR_DATE.test(ProductionEndDate)) {
      return `${Status} without a production end date`;
    }
    if (LastBuyDate > ProductionEndDate) return `last buy ${LastBuyDate} after production end ${ProductionEndDate}`;
    if (Status === 'To be discontinued' && ProductionEndDate < date) {
      return `To be discontinued, its production ended ${ProductionEndDate}`;
    }
    if (Status === 'Discontinued' && ProductionEndDate >= date) {
      return `Discontinued, its production ends ${ProductionEndDate}`;
    }
  }
  if (NewProduct === true && Status !== 'Under Development' && Status !== 'In Production') return `new while ${Status}`;
  const gone = (Array.isArray(AlternativePartno) ? (AlternativePartno as string[]) : []).filter(
    (alternative) => !inProduction.has(alternative),
  );
  return gone.length > 0 ? `alternatives not In Production: ${gone.join(', ')}` : undefined;
}

/** The date the service says it is (its answers' `Date`, UTC), as `YYYY-MM-DD`. */
async function serviceDateOf(service: ContractService): Promise<string> {
  const answer = await get(service.url, '/v2/products/getproductdatadownloadurl?category=inductors');
  expect(answer.status).toBe(200);
  return new Date(String(answer.headers['date'])).toISOString().slice(0, 10);
}

/** Every product of the three categories, as the service's download files have them (English). */
async function everyProduct(service: ContractService): Promise<Product[]> {
  const client = createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });
  const categories = await Promise.all(BOTTOM_CATEGORIES.map((category) => client.downloadCategory(category)));
  return categories.flat();
}

/** The contradictions found, the first ten with their part numbers, and how many parts had each status. */
function check(products: readonly Product[], date: string): { problems: string[]; statuses: Record<string, number> } {
  const inProduction = new Set(
    products.filter((product) => product.record.Status === 'In Production').map((product) => product.record.Partno),
  );
  const problems: string[] = [];
  const statuses: Record<string, number> = {};
  for (const product of products) {
    const status = String(product.record.Status);
    statuses[status] = (statuses[status] ?? 0) + 1;
    const problem = contradiction(product, date, inProduction);
    if (problem && problems.length < 10) problems.push(`${product.record.Partno}: ${problem}`);
  }
  return { problems, statuses };
}

test('the rule of this test finds a contradiction where there is one', () => {
  const part = (record: Record<string, unknown>): Product =>
    productOf(
      'X',
      { NewProduct: false, AlternativePartno: [], LastBuyDate: null, ProductionEndDate: null, ...record },
      'inductors',
    );
  const ending = { LastBuyDate: '2026-04-30', ProductionEndDate: '2026-07-31' };
  const none = new Set<string>();
  expect(contradiction(part({ Status: 'To be discontinued', ...ending }), '2026-07-31', none)).toBeUndefined();
  expect(contradiction(part({ Status: 'To be discontinued', ...ending }), '2026-08-01', none)).toMatch(/ended/);
  expect(contradiction(part({ Status: 'Discontinued', ...ending }), '2026-07-31', none)).toMatch(/ends/);
  expect(contradiction(part({ Status: 'Discontinued', ...ending }), '2026-08-01', none)).toBeUndefined();
  expect(contradiction(part({ Status: 'In Production', ...ending }), '2026-01-01', none)).toMatch(/In Production/);
  expect(contradiction(part({ Status: 'NRND', AlternativePartno: ['Y'] }), '2026-01-01', none)).toMatch(/Y/);
  expect(
    contradiction(part({ Status: 'NRND', AlternativePartno: ['Y'] }), '2026-01-01', new Set(['Y'])),
  ).toBeUndefined();
  expect(contradiction(part({ Status: 'NRND', NewProduct: true }), '2026-01-01', none)).toMatch(/new/);
  expect(
    contradiction(
      part({ Status: 'Discontinued', LastBuyDate: '2026-09-30', ProductionEndDate: '2026-07-31' }),
      '2027-01-01',
      none,
    ),
  ).toMatch(/after/);
});

describe("no part contradicts its dates as of the service's date", () => {
  describe('started with no as-of date', () => {
    const service = useContractService({ settings: false, service: { asOf: undefined } });

    test('its catalogue is as of its own date, today', async () => {
      const date = await serviceDateOf(service);
      // The service's clock is this machine's here: its date is today's (or tomorrow's, at midnight UTC).
      expect([
        new Date(Date.now() - 60_000).toISOString().slice(0, 10),
        new Date().toISOString().slice(0, 10),
      ]).toContain(date);
      const { problems, statuses } = check(await everyProduct(service), date);
      expect(problems).toEqual([]);
      expect(Object.keys(statuses).sort()).toEqual([...STATUSES].sort());
    }, 120_000);
  });

  // From the first parts' end of production to long after most are gone, and the dataset's own date.
  describe.each(['2024-06-15', DATASET_DATE, '2026-08-01', '2027-11-25', '2034-12-31'])('started as of %s', (asOf) => {
    const service = useContractService({ settings: false, service: { asOf } });

    test('its catalogue is as of that date', async () => {
      expect(await serviceDateOf(service)).toBe(asOf);
      const { problems, statuses } = check(await everyProduct(service), asOf);
      expect(problems).toEqual([]);
      // Some of the parts are being phased out at every one of these dates: the rule was put to the test.
      expect(statuses['To be discontinued'] ?? 0).toBeGreaterThan(0);
      expect(statuses['Discontinued'] ?? 0).toBeGreaterThan(0);
    }, 120_000);
  });
});
