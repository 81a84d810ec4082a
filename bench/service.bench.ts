/**
 * Reference service benchmark. Prints, for the full dataset:
 * - how long a start takes to generate and index the dataset (aim: under 3 s);
 * - p50/p95 latency of a representative set of filters over HTTP on loopback (aim: p50 under 20 ms
 *   for a filtered search), beside the same question answered the naive way (walk the records for
 *   every condition, JSON.stringify every answer), in-process, so without any HTTP cost;
 * - requests per second served at 50 concurrent clients, and the errors seen (aim: none).
 * The service runs in its own process, as `npm run service` runs it, so the load generator does not
 * share its event loop. It measures and prints; it asserts nothing.
 *
 * Run: npm run bench
 */
import autocannon from 'autocannon';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { generateDataset } from '../src/service/dataset';
import { sharedStore } from '../src/service/sharedStore';
import { naiveSearch } from './naiveSearch';
import { startServiceProcess } from './serviceProcess';

const KEY = 'bench-key';
const ROUNDS = 60;
/** The naive way is slow enough that a few runs give its figures. */
const NAIVE_ROUNDS = 5;

const FILTERS: ReadonlyArray<[string, string]> = [
  ['one part number', "Partno eq '@PARTNO@'"],
  ['100 part numbers (a lookup batch)', "Partno eq '@PARTNOS@'"],
  ['size + characteristic', "SizecodeInch eq '0402' and TemperatureCharacteristics eq 'X7R'"],
  ['capacitance range + voltage', 'Capacitance ge 1e-7 and Capacitance le 1e-6 and RatedVoltage ge 50'],
  ['lifecycle (restricted, multi-value)', "Status eq 'NRND|To be discontinued|Discontinued'"],
  ['prefix search', "startswith(Partno,'OCM18')"],
  ['inductors: current + Rdc', "Category eq 'inductors' and RatedCurrentItemp ge 1 and Rdc le 0.1"],
  ['no filter', ''],
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function httpGet(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    // A new connection per request: during the naive runs the server closes idle kept-alive
    // sockets, and reusing one would reset the next request.
    const req = request(url, { headers: { 'x-api-key': KEY }, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

const column = (text: string | number, width: number): string => String(text).padStart(width);

async function main(): Promise<void> {
  let started = performance.now();
  const generated = generateDataset().length;
  const generation = performance.now() - started;
  started = performance.now();
  const store = sharedStore();
  const load = performance.now() - started;
  console.log(
    `dataset: ${generated} products; generated in ${generation.toFixed(0)} ms; generated and indexed as a service start does in ${load.toFixed(0)} ms (aim: under 3 s)`,
  );

  const dataset = store.products;
  const sample = dataset.filter((_, index) => index % 541 === 0).map((product) => product.record.Partno);
  const filters = FILTERS.map(
    ([name, text]) =>
      [name, text.replace('@PARTNO@', sample[7]).replace('@PARTNOS@', sample.slice(0, 100).join('|'))] as const,
  );

  const service = await startServiceProcess(['--rate', '0', '--api-key', KEY]);
  try {
    console.log(
      `\nlatency: ${ROUNDS} sequential requests per filter over HTTP (after one warm-up), beside the naive way in-process (${NAIVE_ROUNDS} runs, no HTTP):`,
    );
    console.log(
      `${'filter'.padEnd(36)} ${column('products', 8)} ${column('MB', 5)}  ${column('p50 ms', 7)} ${column('p95 ms', 7)}   ${column('naive p50', 9)} ${column('naive p95', 9)}`,
    );
    for (const [name, filter] of filters) {
      const url = `${service.url}/v2/products?$filter=${encodeURIComponent(filter)}`;
      const { bytes } = await httpGet(url);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const begin = performance.now();
        const { status } = await httpGet(url);
        times.push(performance.now() - begin);
        if (status !== 200) throw new Error(`${name}: status ${status}`);
      }
      const naiveTimes: number[] = [];
      let returned = 0;
      for (let round = 0; round < NAIVE_ROUNDS; round += 1) {
        const begin = performance.now();
        returned = naiveSearch(dataset, filter).returned;
        naiveTimes.push(performance.now() - begin);
      }
      times.sort((a, b) => a - b);
      naiveTimes.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(36)} ${column(returned, 8)} ${column((bytes / 1e6).toFixed(1), 5)}  ${column(percentile(times, 0.5).toFixed(1), 7)} ${column(percentile(times, 0.95).toFixed(1), 7)}   ${column(percentile(naiveTimes, 0.5).toFixed(1), 9)} ${column(percentile(naiveTimes, 0.95).toFixed(1), 9)}`,
      );
    }

    for (const [label, chosen] of [
      ['the two lookups and the narrow filter (answers up to ~2 MB)', filters.slice(0, 3)],
      ['every filter above (half of them answer 2000 products, ~6 MB)', filters],
    ] as const) {
      const result = await autocannon({
        url: service.url,
        connections: 50,
        duration: 10,
        headers: { 'x-api-key': KEY },
        requests: chosen.map(([, filter]) => ({
          method: 'GET',
          path: `/v2/products?$filter=${encodeURIComponent(filter)}`,
        })),
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      console.log(
        `\n50 concurrent clients, 10 s, ${label}:\n  ${result.requests.average.toFixed(0)} requests/s (${result.requests.total} in all), ${(result.throughput.average / 1e6).toFixed(0)} MB/s; latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms; errors ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`,
      );
    }
  } finally {
    service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
