/**
 * Fault benchmark: long jobs against a service that fails a share of its requests (`--fail-rate`), for ten
 * seeds each, the client's retry policy beside the one it had before (three retries per request, and a job
 * that failed kept nothing). Prints, per workload, failure rate and policy: how many of the ten runs
 * completed, products or part numbers lost (arrived, then thrown away with a failed job) and duplicated,
 * the median requests and wall time, and what a run that did not complete still handed over.
 * - searchAll of a filter with about 50,000 products (MaxOperatingTemperature ge 105);
 * - lookup of 3,000 part numbers at once, as a BOM's cells ask.
 * The service runs in this process with no rate limit (the faults are what is measured); the client keeps
 * its default backoff (500 ms doubling, full jitter), so the wall times are those a user would see.
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:faults
 */
import { performance } from 'node:perf_hooks';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  type ClientOptions,
  createClient,
  IncompleteLookupError,
  IncompleteSearchError,
  PartLookup,
  type PartSpecClient,
  searchPath,
  systemClock,
} from '../src/core';
import { startService } from '../src/service';
import { sharedStore } from '../src/service/sharedStore';

const KEY = 'bench-key';
const SEEDS = Array.from({ length: 10 }, (_, index) => index + 1);
const FAIL_RATES = [0.2, 0.3, 0.5];
const FILTER = 'MaxOperatingTemperature ge 105';
const LOOKUP_SIZE = 3_000;

interface Policy {
  readonly name: string;
  readonly retries: ClientOptions['retries'];
  /**
   * Whether the requests of a job share a retry budget (progress forgiving failures) and what a failed job
   * had fetched reaches the caller (IncompleteSearchError, IncompleteLookupError). Before, each request
   * had 3 retries of its own and a failed job kept nothing: searchAll's requests, one after the other, are
   * that with jobFailures 3; a lookup's, side by side, go through a PartLookup without a job budget.
   */
  readonly jobs: boolean;
}

const POLICIES: readonly Policy[] = [
  { name: 'before: 3 retries per request', retries: { failures: 3, jobFailures: 3 }, jobs: false },
  { name: 'now: 8 in a row per job, kept', retries: {}, jobs: true },
];

interface Run {
  readonly complete: boolean;
  /** Distinct items the caller got (all of them when complete; what the failure handed over otherwise). */
  readonly delivered: number;
  /** Items that had arrived and were thrown away with the failure. */
  readonly lost: number;
  /** Items the caller got more than once. */
  readonly duplicated: number;
  /** Of a complete run: expected items missing from, or foreign to, what it returned. */
  readonly wrong: number;
  readonly requests: number;
  readonly milliseconds: number;
}

function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed * 7919);
  return () => uniformFloat64(generator);
}

function duplicates(keys: readonly string[]): number {
  return keys.length - new Set(keys).size;
}

function difference(got: readonly string[], expected: ReadonlySet<string>): number {
  const seen = new Set(got);
  let wrong = 0;
  for (const key of expected) if (!seen.has(key)) wrong += 1;
  for (const key of seen) if (!expected.has(key)) wrong += 1;
  return wrong;
}

async function searchAllRun(client: PartSpecClient, policy: Policy, expected: ReadonlySet<string>): Promise<Run> {
  const started = performance.now();
  try {
    const found = (await client.searchAll({ filter: FILTER })).map((product) => product.record.Partno);
    return {
      complete: true,
      delivered: new Set(found).size,
      lost: 0,
      duplicated: duplicates(found),
      wrong: difference(found, expected),
      requests: client.stats().requests,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    const arrived =
      error instanceof IncompleteSearchError ? error.products.map((product) => product.record.Partno) : [];
    return {
      complete: false,
      delivered: policy.jobs ? new Set(arrived).size : 0,
      lost: policy.jobs ? 0 : new Set(arrived).size,
      duplicated: duplicates(arrived),
      wrong: 0,
      requests: client.stats().requests,
      milliseconds: performance.now() - started,
    };
  }
}

/** A lookup as before: batches through single searches, each with its own 3 retries, no job budget. */
function lookupBefore(client: PartSpecClient, baseUrl: string): PartLookup {
  return new PartLookup({
    api: {
      search: (filter, orderby, lang) => client.search({ filter, orderby, lang }),
      urlLength: (filter, orderby, lang) => baseUrl.length + searchPath(filter, orderby, lang).length,
      maxUrlLength: 2048,
    },
    clock: systemClock,
  });
}

async function lookupRun(
  client: PartSpecClient,
  baseUrl: string,
  policy: Policy,
  partnos: readonly string[],
): Promise<Run> {
  const started = performance.now();
  const expected = new Set(partnos);
  try {
    const found = policy.jobs
      ? await client.lookup(partnos)
      : await lookupBefore(client, baseUrl).lookup(partnos, 'en');
    const answered = [...found].filter(([, product]) => product !== undefined).map(([partno]) => partno);
    return {
      complete: true,
      delivered: answered.length,
      lost: 0,
      duplicated: 0,
      wrong: difference(answered, expected),
      requests: client.stats().requests,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    const arrived = error instanceof IncompleteLookupError ? error.found.size : 0;
    return {
      complete: false,
      delivered: policy.jobs ? arrived : 0,
      lost: policy.jobs ? 0 : arrived,
      duplicated: 0,
      wrong: 0,
      requests: client.stats().requests,
      milliseconds: performance.now() - started,
    };
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const COLUMNS = [
  ['fail rate', 9],
  ['policy', 31],
  ['complete', 8],
  ['lost', 7],
  ['dup.', 4],
  ['wrong', 5],
  ['requests (median)', 17],
  ['wall time (median)', 18],
  ['not complete: handed over', 26],
] as const;

function row(cells: readonly string[]): string {
  return `  ${cells.map((cell, index) => (index < 2 ? cell.padEnd(COLUMNS[index][1]) : cell.padStart(COLUMNS[index][1]))).join('  ')}`;
}

function printRow(failRate: number, policy: Policy, runs: readonly Run[], unit: string): void {
  const complete = runs.filter((run) => run.complete);
  const incomplete = runs.filter((run) => !run.complete);
  const sum = (pick: (run: Run) => number): number => runs.reduce((total, run) => total + pick(run), 0);
  console.log(
    row([
      String(failRate),
      policy.name,
      `${complete.length} of ${runs.length}`,
      sum((run) => run.lost).toLocaleString('en'),
      String(sum((run) => run.duplicated)),
      String(sum((run) => run.wrong)),
      median(runs.map((run) => run.requests)).toLocaleString('en'),
      `${(median(runs.map((run) => run.milliseconds)) / 1000).toFixed(1)} s`,
      incomplete.length === 0
        ? '-'
        : `${incomplete.map((run) => run.delivered.toLocaleString('en')).join(', ')} ${unit}`,
    ]),
  );
}

/**
 * Ten runs, one per seed, each against a service of its own whose failures are drawn from that seed. One
 * after the other: on two cores, runs side by side would measure each other.
 */
async function runSeeds(
  failRate: number,
  policy: Policy,
  work: (client: PartSpecClient, baseUrl: string) => Promise<Run>,
): Promise<Run[]> {
  const runs: Run[] = [];
  for (const seed of SEEDS) {
    const service = await startService({ port: 0, apiKeys: [KEY], rate: 0, failRate, seed });
    try {
      const client = createClient({
        baseUrl: service.url,
        apiKey: KEY,
        rate: { perSecond: 1000, burst: 1000 },
        retries: policy.retries,
        random: seededRandom(seed),
      });
      runs.push(await work(client, service.url));
    } finally {
      await service.close();
    }
  }
  return runs;
}

async function main(): Promise<void> {
  const store = sharedStore();
  const catalogue = store.products;
  // Every 19th product: part numbers of all three categories, as a BOM mixes them.
  const partnos = catalogue
    .filter((_, index) => index % 19 === 0)
    .slice(0, LOOKUP_SIZE)
    .map((product) => product.record.Partno);

  const reference = await startService({ port: 0, apiKeys: [KEY], rate: 0 });
  const truth = await createClient({
    baseUrl: reference.url,
    apiKey: KEY,
    rate: { perSecond: 1000, burst: 1000 },
  }).searchAll({ filter: FILTER });
  await reference.close();
  const expected = new Set(truth.map((product) => product.record.Partno));

  console.log(`Faults: ${SEEDS.length} seeds per row; the service fails each request with the given probability.`);
  console.log(
    `lost: arrived, then thrown away by a job that failed; wrong: of a complete run, items missing or foreign.`,
  );
  await table(
    `searchAll "${FILTER}" (${expected.size.toLocaleString('en')} products)`,
    'products',
    (client, _baseUrl, policy) => searchAllRun(client, policy, expected),
  );
  await table(
    `lookup of ${partnos.length.toLocaleString('en')} part numbers at once`,
    'parts',
    (client, baseUrl, policy) => lookupRun(client, baseUrl, policy, partnos),
  );
}

/** One workload: a row per failure rate and policy, each of ten seeds. */
async function table(
  title: string,
  unit: string,
  work: (client: PartSpecClient, baseUrl: string, policy: Policy) => Promise<Run>,
): Promise<void> {
  console.log(`\n${title}:`);
  console.log(row(COLUMNS.map(([name]) => name)));
  for (const failRate of FAIL_RATES) {
    for (const policy of POLICIES) {
      printRow(
        failRate,
        policy,
        await runSeeds(failRate, policy, (client, baseUrl) => work(client, baseUrl, policy)),
        unit,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
