/**
 * Client benchmark. Prints, side by side with the naive way, in one run:
 * - HTTP requests for a BOM of 3,000 unique parts looked up as 10,000 cells x 3 fields
 *   (naive: one request per cell; aim for this client: at most 40 requests);
 * - searchAll requests against the lower bound ceil(N / 2000) for N of about 5k, 20k and 50k
 *   (aim: at most 1.25 x ceil(N / 2000) + 3);
 * - products per second through toTable;
 * - the request rate achieved against the service's configured limit (aim: at least 85 % of it,
 *   with no 429 reaching the caller).
 * The reference service runs in its own process. It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:client
 */
import { performance } from 'node:perf_hooks';
import { createClient, toTable } from '../src/core';
import { sharedStore } from '../src/service/sharedStore';
import { startServiceProcess } from './serviceProcess';

const KEY = 'bench-key';

function line(label: string, value: string): void {
  console.log(`  ${label.padEnd(44)} ${value}`);
}

async function bomLookup(url: string, partnos: readonly string[]): Promise<void> {
  console.log(
    '\nBOM: 3,000 unique parts in 10,000 rows, 3 fields per row (30,000 cells), every cell asking for its part:',
  );
  const rows = Array.from({ length: 10_000 }, (_, row) => partnos[(row * 7) % partnos.length]);
  const client = createClient({ baseUrl: url, apiKey: KEY, rate: { perSecond: 1000, burst: 1000 } });
  const started = performance.now();
  await Promise.all(rows.flatMap((partno) => [0, 1, 2].map(() => client.lookup([partno]))));
  const elapsed = performance.now() - started;
  line('naive (one request per cell)', `${(rows.length * 3).toLocaleString('en')} requests`);
  line(
    'this client (batched, shared, cached)',
    `${client.stats().requests} requests in ${elapsed.toFixed(0)} ms (aim: at most 40)`,
  );
  const warm = performance.now();
  await Promise.all(rows.flatMap((partno) => [0, 1, 2].map(() => client.lookup([partno]))));
  line(
    'recalculation with the cache warm',
    `${client.stats().requests} requests in all, ${(performance.now() - warm).toFixed(0)} ms`,
  );
}

async function paging(url: string): Promise<void> {
  console.log('\nsearchAll: requests for every product of a filter with more than 2000 hits, against the lower bound:');
  for (const filter of ['Capacitance ge 1uF', 'Capacitance ge 10nF', 'MaxOperatingTemperature ge 105']) {
    const client = createClient({ baseUrl: url, apiKey: KEY, rate: { perSecond: 1000, burst: 1000 } });
    const started = performance.now();
    const found = await client.searchAll({ filter });
    const bound = Math.ceil(found.length / 2000);
    line(
      `${filter} (N = ${found.length.toLocaleString('en')})`,
      `${client.stats().requests} requests; lower bound ${bound}, aim <= ${(1.25 * bound + 3).toFixed(1)}; ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
}

function tables(): void {
  console.log('\ntoTable: products per second (50,000 products, every column):');
  const products = sharedStore()
    .products.slice(0, 50_000)
    .map((product) => ({ category: product.category, record: JSON.parse(JSON.stringify(product.record)) }));
  for (const textProtection of ['apostrophe', 'none'] as const) {
    toTable(products.slice(0, 2000), { textProtection });
    const started = performance.now();
    const table = toTable(products, { textProtection });
    const seconds = (performance.now() - started) / 1000;
    line(
      `textProtection '${textProtection}'`,
      `${Math.round(products.length / seconds).toLocaleString('en')} products/s (${table.header.length} columns, ${(table.rows.length * table.header.length).toLocaleString('en')} cells in ${seconds.toFixed(2)} s)`,
    );
  }
}

async function rate(partnos: readonly string[]): Promise<void> {
  const perSecond = 10;
  const burst = 20;
  const requests = 200;
  console.log(
    `\nrate: ${requests} single-part searches at once against the service at its default limit (${perSecond}/s, burst ${burst}):`,
  );
  const service = await startServiceProcess(['--api-key', KEY]);
  try {
    const client = createClient({ baseUrl: service.url, apiKey: KEY });
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      partnos.slice(0, requests).map((partno) => client.search({ filter: `Partno eq '${partno}'` })),
    );
    const seconds = (performance.now() - started) / 1000;
    const surfaced = outcomes.filter((outcome) => outcome.status === 'rejected').length;
    const best = requests / ((requests - burst) / perSecond);
    const achieved = requests / seconds;
    line('most the limit allows for this job', `${best.toFixed(2)} requests/s (burst, then ${perSecond}/s)`);
    line(
      'achieved',
      `${achieved.toFixed(2)} requests/s = ${((achieved / best) * 100).toFixed(0)} % of it (aim: at least 85 %)`,
    );
    line('429 met and absorbed / reaching the caller', `${client.stats().throttled} / ${surfaced}`);
  } finally {
    service.stop();
  }
}

async function main(): Promise<void> {
  const products = sharedStore().products;
  const unique = products
    .filter((_, index) => index % 19 === 0)
    .slice(0, 3000)
    .map((product) => product.record.Partno);
  const service = await startServiceProcess(['--rate', '0', '--api-key', KEY]);
  try {
    await bomLookup(service.url, unique);
    await paging(service.url);
  } finally {
    service.stop();
  }
  tables();
  await rate(unique);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
