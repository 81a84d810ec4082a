/**
 * Reference service benchmark (issue: foundation). Prints, for the full dataset:
 * - how long generating the dataset and building the store take;
 * - p50/p95 latency of a representative set of filters, over HTTP on loopback, beside the same
 *   question answered the naive way in-process (scan the records, JSON.stringify every answer);
 * - requests per second served at 50 concurrent clients, and the errors seen.
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench
 */
import autocannon from 'autocannon';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { resolveLanguage } from '../src/core/catalog';
import { parseFilter } from '../src/core/query';
import { generateDataset } from '../src/service/dataset';
import { matchingIndices } from '../src/service/match';
import { startService } from '../src/service/server';
import { sharedStore } from '../src/service/sharedStore';
import { naiveSearch } from './naiveSearch';

const KEY = 'bench-key';
const ROUNDS = 60;

const FILTERS: ReadonlyArray<[string, string]> = [
  ['one part number', "Partno eq '@PARTNO@'"],
  ['100 part numbers (a lookup batch)', "Partno eq '@PARTNOS@'"],
  ['capacitance range + voltage', 'Capacitance ge 1e-7 and Capacitance le 1e-6 and RatedVoltage ge 50'],
  ['size + characteristic', "SizecodeInch eq '0402' and TemperatureCharacteristics eq 'X7R'"],
  ['lifecycle (restricted, multi-value)', "Status eq 'NRND|To be discontinued|Discontinued'"],
  ['prefix search', "startswith(Partno,'OCM18')"],
  ['inductors: current + Rdc', "Category eq 'inductors' and RatedCurrentItemp ge 1 and Rdc le 0.1"],
  ['no filter (2000 products)', ''],
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function httpGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'x-api-key': KEY } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  let started = performance.now();
  const dataset = generateDataset();
  const generation = performance.now() - started;
  started = performance.now();
  const store = sharedStore();
  const storeBuild = performance.now() - started;
  console.log(
    `dataset: ${dataset.length} products generated in ${generation.toFixed(0)} ms; service store built in ${storeBuild.toFixed(0)} ms (aim: loaded in under 3 s)`,
  );

  const partnos = dataset.filter((_, index) => index % 541 === 0).map((product) => product.record.Partno);
  const filters = FILTERS.map(
    ([name, text]) =>
      [name, text.replace('@PARTNO@', partnos[7]).replace('@PARTNOS@', partnos.slice(0, 100).join('|'))] as const,
  );

  const service = await startService({ apiKeys: [KEY], rate: 0 });
  try {
    console.log(
      `\nlatency over HTTP on loopback, ${ROUNDS} sequential requests per filter (first request warms the JSON cache), beside the naive in-process way:`,
    );
    console.log(
      `${'filter'.padEnd(38)} ${'hits'.padStart(6)}  ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}   ${'naive p50'.padStart(9)} ${'naive p95'.padStart(9)}`,
    );
    for (const [name, filter] of filters) {
      const url = `${service.url}/v2/products?$filter=${encodeURIComponent(filter)}`;
      await httpGet(url);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const begin = performance.now();
        const status = await httpGet(url);
        times.push(performance.now() - begin);
        if (status !== 200) throw new Error(`${name}: status ${status}`);
      }
      const naiveTimes: number[] = [];
      for (let round = 0; round < Math.ceil(ROUNDS / 4); round += 1) {
        const begin = performance.now();
        naiveSearch(dataset, filter);
        naiveTimes.push(performance.now() - begin);
      }
      times.sort((a, b) => a - b);
      naiveTimes.sort((a, b) => a - b);
      const hits = matchingIndices(store, parseFilter(filter), resolveLanguage('en')).length;
      console.log(
        `${name.padEnd(38)} ${String(hits).padStart(6)}  ${percentile(times, 0.5).toFixed(1).padStart(7)} ${percentile(times, 0.95).toFixed(1).padStart(7)}   ${percentile(naiveTimes, 0.5).toFixed(1).padStart(9)} ${percentile(naiveTimes, 0.95).toFixed(1).padStart(9)}`,
      );
    }

    console.log('\nthroughput at 50 concurrent clients, 10 s, a mix of the filters above:');
    const result = await autocannon({
      url: service.url,
      connections: 50,
      duration: 10,
      headers: { 'x-api-key': KEY },
      requests: filters.map(([, filter]) => ({
        method: 'GET',
        path: `/v2/products?$filter=${encodeURIComponent(filter)}`,
      })),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `requests/s: mean ${result.requests.average.toFixed(0)}, total ${result.requests.total}; latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms; errors ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`,
    );
  } finally {
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
