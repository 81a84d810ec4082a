/**
 * Reference service benchmark. Prints, for the full dataset:
 * - how long a start takes to generate and index the dataset (aim: under 3 s);
 * - p50/p95 latency of a representative set of filters over HTTP on loopback (aim: p50 under 20 ms
 *   for a filtered search), beside the same question answered the naive way (walk the records for
 *   every condition, JSON.stringify every answer), in-process, so without any HTTP cost;
 * - requests per second served at 50 concurrent clients, and the errors seen (aim: none);
 * - p50/p95 latency of a one-part-number search while 8 clients download the largest file at once,
 *   uncompressed and then gzip, beside the same search with no download running, and the service's
 *   peak resident memory during the downloads (aim: tens of ms, and memory that does not grow with the
 *   number of downloads).
 * The service runs in its own process, as `npm run service` runs it, so the load generator does not
 * share its event loop. It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:service (`npm run bench:service -- downloads` runs the download section alone)
 */
import autocannon from 'autocannon';
import { request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { BOTTOM_CATEGORIES } from '../src/core/catalog';
import { generateDataset } from '../src/service/dataset';
import { sharedStore } from '../src/service/sharedStore';
import type { DownloadJob, DownloadResult } from './downloadWorker';
import { naiveSearch } from './naiveSearch';
import { residentBytes, watchPeakResident } from './residentMemory';
import { type ServiceProcess, startServiceProcess } from './serviceProcess';

const KEY = 'bench-key';
const ROUNDS = 60;
/** The naive way is slow enough that a few runs give its figures. */
const NAIVE_ROUNDS = 5;
/** Downloads running at once in the download section: more than the service sends at once, so some queue. */
const DOWNLOAD_CLIENTS = 8;
/** Sequential part-number searches timed with no download running. */
const LOOKUP_ROUNDS = 200;

const FILTERS: ReadonlyArray<[string, string]> = [
  ['one part number', "Partno eq '@PARTNO@'"],
  ['100 part numbers (a lookup batch)', "Partno eq '@PARTNOS@'"],
  ['size + characteristic', "SizecodeInch eq '0402' and TemperatureCharacteristics eq 'X7R'"],
  [
    'a BOM line: value + size (a match)',
    "Category eq 'ceramicCapacitorsSMD' and Capacitance eq 1e-7 and SizecodeInch eq '0402|01005'",
  ],
  ['capacitance range + voltage', 'Capacitance ge 1e-7 and Capacitance le 1e-6 and RatedVoltage ge 50'],
  ['lifecycle (restricted, multi-value)', "Status eq 'NRND|To be discontinued|Discontinued'"],
  ['prefix search', "startswith(Partno,'OCM18')"],
  ['inductors: current + Rdc', "Category eq 'inductors' and RatedCurrentItemp ge 1 and Rdc le 0.1"],
  ['no filter', ''],
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function httpGet(url: string): Promise<{ status: number; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A new connection per request: during the naive runs the server closes idle kept-alive
    // sockets, and reusing one would reset the next request.
    const req = request(url, { headers: { 'x-api-key': KEY }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, bytes: body.length, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const column = (text: string | number, width: number): string => String(text).padStart(width);
const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;

/** Times sequential GETs of `url` until `until` resolves (or `rounds` are done, without it); sorted milliseconds. */
async function timeRequests(url: string, rounds: number, until?: Promise<unknown>): Promise<number[]> {
  let done = until === undefined;
  const stop = (): void => {
    done = true;
  };
  until?.then(stop, stop);
  const times: number[] = [];
  while (until ? !done : times.length < rounds) {
    const begin = performance.now();
    const { status } = await httpGet(url);
    times.push(performance.now() - begin);
    if (status !== 200) throw new Error(`${url}: status ${status}`);
  }
  return times.sort((a, b) => a - b);
}

const latencies = (sorted: readonly number[]): string =>
  `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (${sorted.length} searches)`;

/** Runs a DownloadJob in a worker thread (./downloadWorker.ts) and resolves with its results. */
function downloadInWorker(job: DownloadJob): Promise<DownloadResult[]> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: it registers tsx's CommonJS hook before loading the file.
    const source = `require('tsx/cjs'); require(${JSON.stringify(join(__dirname, 'downloadWorker.ts'))});`;
    const worker = new Worker(source, { eval: true, workerData: job });
    worker.once('message', (results: DownloadResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * 8 clients download the largest file (uncompressed, then gzip) while one client searches a part number
 * over and over: the search's latency beside the same search alone, and the service's peak memory.
 */
async function downloadsBesideLookups(service: ServiceProcess, partno: string): Promise<void> {
  const store = sharedStore();
  const category = [...BOTTOM_CATEGORIES].sort(
    (a, b) => store.indicesOfCategory(b).length - store.indicesOfCategory(a).length,
  )[0];
  const addressAnswer = await httpGet(
    `${service.url}/v2/products/getproductdatadownloadurl?category=${category}&lang=en`,
  );
  const address = (JSON.parse(addressAnswer.body.toString('utf8')) as { ProductDataDownloadUrl: string })
    .ProductDataDownloadUrl;
  const lookup = `${service.url}/v2/products?$filter=${encodeURIComponent(`Partno eq '${partno}'`)}`;

  console.log(`\ndownloads of the largest file (${category}, en) beside a search of one part number:`);
  for (const [encoding, headers] of [
    ['uncompressed', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ] as const) {
    const [first] = await downloadInWorker({ url: address, headers, clients: 1, rounds: 1 });
    console.log(
      `  first ${encoding} download (builds the file): ${(first.milliseconds / 1000).toFixed(1)} s, ${(first.bytes / 1e6).toFixed(1)} MB`,
    );
  }
  const alone = await timeRequests(lookup, LOOKUP_ROUNDS);
  console.log(`  search alone: ${latencies(alone)}`);

  // Each gzip download is short (a few MB), so each client makes several to keep the load on as long.
  for (const [encoding, headers, rounds] of [
    ['uncompressed', {}, 1],
    ['gzip', { 'accept-encoding': 'gzip' }, 20],
  ] as const) {
    const before = residentBytes(service.pid);
    const memory = watchPeakResident(service.pid);
    const begin = performance.now();
    const downloads = downloadInWorker({ url: address, headers, clients: DOWNLOAD_CLIENTS, rounds });
    const during = await timeRequests(lookup, 0, downloads);
    const results = await downloads;
    const wall = performance.now() - begin;
    const peak = memory.stop();
    const complete = results.filter((result) => result.status === 200 && result.bytes === result.contentLength);
    const each = results.map((result) => result.milliseconds).sort((a, b) => a - b);
    console.log(
      `  ${DOWNLOAD_CLIENTS} clients x ${rounds} ${encoding} download(s) of ${(results[0].bytes / 1e6).toFixed(1)} MB: ${complete.length}/${results.length} complete in ${(wall / 1000).toFixed(1)} s (each ${(each[0] / 1000).toFixed(2)}-${(each[each.length - 1] / 1000).toFixed(2)} s)\n` +
        `    search meanwhile: ${latencies(during)}\n` +
        `    service resident memory: ${megabytes(before)} before, ${megabytes(peak)} at most during`,
    );
  }
}

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
    if (process.argv.includes('downloads')) {
      await downloadsBesideLookups(service, sample[7]);
      return;
    }
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

    await downloadsBesideLookups(service, sample[7]);
  } finally {
    service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
