import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createClient } from '../../src/core';
import { STATUSES } from '../../src/service/dataset';
import { DATASET_DATE } from '../../src/service/options';
import { products as datasetProducts } from '../support/oracle';
import {
  get,
  partnosOf,
  type ProductJson,
  type SearchJson,
  searchOk,
  TEST_KEY,
  withService,
} from '../support/referenceService';
import { type ContractService, useContractService } from '../support/useContractService';

/*
 * The service moves in time: started with asOf (CLI --as-of), it answers searches and download files with
 * the catalogue as of that date, each part moved along its timeline from the dataset's date.
 */

const LATER = '2027-06-01';
const ROOT = join(__dirname, '..', '..');

const today = useContractService({ settings: false });
const later = useContractService({ service: { asOf: LATER }, settings: false });

/** Every inductor as the service's download file has it, by part number. */
async function inductorsOf(service: ContractService): Promise<Map<string, ProductJson>> {
  const address = await get(service.url, '/v2/products/getproductdatadownloadurl?category=inductors');
  expect(address.status).toBe(200);
  const url = new URL((address.json as { ProductDataDownloadUrl: string }).ProductDataDownloadUrl);
  const file = await get(service.url, `${url.pathname}${url.search}`, {});
  expect(file.status).toBe(200);
  const products = (file.json as SearchJson).Data['Inductors']?.Products ?? [];
  return new Map(products.map((product) => [product.Partno, product]));
}

function countsOf(products: Iterable<ProductJson>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const product of products) counts[product.Status] = (counts[product.Status] ?? 0) + 1;
  return counts;
}

const rank = (status: string): number => STATUSES.indexOf(status as (typeof STATUSES)[number]);

describe(`--as-of: the catalogue at ${DATASET_DATE} (the default) and at ${LATER}`, () => {
  let now: Map<string, ProductJson>;
  let then: Map<string, ProductJson>;

  beforeAll(async () => {
    [now, then] = await Promise.all([inductorsOf(today), inductorsOf(later)]);
  }, 60_000);

  test('the default is the dataset as drawn; the same parts exist at both dates', () => {
    const inDataset = datasetProducts().filter((product) => product.category === 'inductors');
    expect([...now.keys()]).toEqual(inDataset.map((product) => product.record.Partno));
    expect([...then.keys()]).toEqual([...now.keys()]);
    for (const product of inDataset.slice(0, 500)) {
      expect(now.get(product.record.Partno)?.Status).toBe(product.record.Status);
    }
  });

  test('parts move forward along their lifecycle, and the counts per status differ', () => {
    const moves = new Map<string, number>();
    for (const [partno, before] of now) {
      const after = then.get(partno) as ProductJson;
      expect({ partno, forward: rank(after.Status) >= rank(before.Status) }).toEqual({ partno, forward: true });
      if (after.Status !== before.Status) {
        const move = `${before.Status} -> ${after.Status}`;
        moves.set(move, (moves.get(move) ?? 0) + 1);
      }
    }
    for (const move of [
      'Under Development -> In Production',
      'In Production -> NRND',
      'NRND -> To be discontinued',
      'To be discontinued -> Discontinued',
    ]) {
      expect({ move, seen: (moves.get(move) ?? 0) > 0 }).toEqual({ move, seen: true });
    }
    const before = countsOf(now.values());
    const after = countsOf(then.values());
    expect(after).not.toEqual(before);
    expect(after['Discontinued']).toBeGreaterThan(before['Discontinued'] as number);
    expect(after['Under Development']).toBeLessThan(before['Under Development'] as number);
  });

  test('a part that became To be discontinued has its dates, alternatives In Production, and the notice', () => {
    const announced = [...then.values()].filter(
      (product) => product.Status === 'To be discontinued' && now.get(product.Partno)?.Status !== product.Status,
    );
    expect(announced.length).toBeGreaterThan(0);
    for (const product of announced) {
      expect(now.get(product.Partno)?.LastBuyDate).toBeNull();
      const lastBuy = product['LastBuyDate'] as string;
      const end = product['ProductionEndDate'] as string;
      expect(lastBuy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lastBuy <= end && end >= LATER).toBe(true);
      expect(product['Notices']).toMatch(/^This product is scheduled to be discontinued\./);
      for (const alternative of product['AlternativePartno'] as string[]) {
        expect({ alternative, status: then.get(alternative)?.Status }).toEqual({
          alternative,
          status: 'In Production',
        });
      }
    }
    expect(announced.some((product) => (product['AlternativePartno'] as string[]).length > 0)).toBe(true);
  });

  test('a part that became Discontinued ended production before the date and takes no sample requests', () => {
    const ended = [...then.values()].filter(
      (product) => product.Status === 'Discontinued' && now.get(product.Partno)?.Status !== 'Discontinued',
    );
    expect(ended.length).toBeGreaterThan(0);
    for (const product of ended) {
      expect((product['ProductionEndDate'] as string) < LATER).toBe(true);
      expect(product['SampleRequestUrl']).toBeNull();
      expect(now.get(product.Partno)?.['SampleRequestUrl']).not.toBeNull();
    }
  });

  test('searches filter and sort on the statuses of the date', async () => {
    for (const status of ['NRND', 'To be discontinued', 'Under Development']) {
      const parameters = {
        $filter: `Category eq 'inductors' and Status eq '${status}'`,
        $orderby: 'Partno desc',
      };
      const [atToday, atLater] = await Promise.all([searchOk(today.url, parameters), searchOk(later.url, parameters)]);
      const expected = (products: Map<string, ProductJson>): string[] =>
        [...products.values()]
          .filter((product) => product.Status === status)
          .map((product) => product.Partno)
          .reverse();
      expect(partnosOf(atToday)).toEqual(expected(now));
      expect(partnosOf(atLater)).toEqual(expected(then));
      expect(partnosOf(atLater)).not.toEqual(partnosOf(atToday));
    }
  });
});

describe('the service’s Date is its catalogue’s date', () => {
  test('with --as-of: the as-of day at the time of day now; a client counts from it', async () => {
    const before = Date.now();
    const answer = await get(later.url, "/v2/products?$filter=Status%20eq%20'NRND'");
    const said = Date.parse(String(answer.headers.date));
    const DAY = 86_400_000;
    expect(new Date(said).toISOString().slice(0, 10)).toBe(LATER);
    // The time of day is now's (Date has whole seconds).
    const timeOfDay = (time: number): number => ((time % DAY) + DAY) % DAY;
    expect(Math.abs(timeOfDay(said) - timeOfDay(before))).toBeLessThan(5_000);

    const client = createClient({ baseUrl: later.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });
    await client.search({ filter: "Status eq 'NRND'" });
    expect(client.serviceNow().toISOString().slice(0, 10)).toBe(LATER);
  });

  test('without it: the time now, and the catalogue of that day (lifecycleConsistency.test.ts checks it)', async () => {
    const own = await withService({ asOf: undefined });
    try {
      const answer = await get(own.url, "/v2/products?$filter=Status%20eq%20'NRND'");
      expect(Math.abs(Date.parse(String(answer.headers.date)) - Date.now())).toBeLessThan(5_000);
    } finally {
      await own.close();
    }
  });
});

describe('a bad --as-of is refused with a message', () => {
  test('in-process: startService rejects it', async () => {
    await expect(withService({ asOf: '2027-02-29' })).rejects.toThrow(
      'as-of date must be a calendar date written YYYY-MM-DD, such as 2026-03-01',
    );
    await expect(withService({ asOf: '06/01/2027' })).rejects.toThrow(/got "06\/01\/2027"/);
  });

  test('npm run service -- --as-of 2027-13-01 exits 2 saying what to write', async () => {
    const child: ChildProcessWithoutNullStreams = spawn(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      [join(ROOT, 'src', 'service', 'cli.ts'), '--port', '0', '--as-of', '2027-13-01'],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } },
    );
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(printed).toContain('--as-of must be a calendar date written YYYY-MM-DD, such as 2026-03-01');
    expect(printed).toContain('got "2027-13-01"');
    expect(printed).not.toContain('listening on');
  });
});
