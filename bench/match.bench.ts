/**
 * Part numbers for a 300-line BOM that states only values ("100n 0402 X7R 16V", "C_100N_0402_X5R_K_10",
 * "4.7uH/2A", ...: test/support/bomDescriptions.ts writes them from the dataset in six styles), against the
 * reference service in its own process at its default rate limit (10 requests per second, bursts of 20), as a
 * user's key would be. Side by side, requests and wall time of:
 * - one search per line, the naive way: each line's every stated requirement as one filter, a request each;
 * - client.match cold: the lines' searches shared by value and size, no snapshots;
 * - client.match with the categories kept as snapshots (downloaded before, not timed);
 * and how many lines got a part that meets them. It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:match
 */
import { performance } from 'node:perf_hooks';
import { createClient, memorySnapshotStore, type PartSpecClient } from '../src/core';
import { sharedStore } from '../src/service/sharedStore';
import { bomLines, type BomLine, type StatedRequirements } from '../test/support/bomDescriptions';
import { startServiceProcess } from './serviceProcess';

const KEY = 'partspec-demo-key';
const LINES = 300;

/** The naive filter of a line: everything it states, as one search the service answers whole. */
function naiveFilter(stated: StatedRequirements): string {
  const conditions = [`Category eq '${stated.category}'`];
  conditions.push(`${stated.category === 'inductors' ? 'Inductance' : 'Capacitance'} eq ${stated.value}`);
  if (stated.inch !== undefined) conditions.push(`SizecodeInch eq '${stated.inch}'`);
  else if (stated.metric !== undefined) conditions.push(`SizecodeMm eq '${stated.metric}'`);
  if (stated.leadSpace !== undefined) conditions.push(`LeadSpace eq ${stated.leadSpace}`);
  if (stated.characteristic !== undefined) conditions.push(`TemperatureCharacteristics eq '${stated.characteristic}'`);
  if (stated.voltage !== undefined) conditions.push(`RatedVoltage ge ${stated.voltage}`);
  if (stated.current !== undefined) conditions.push(`RatedCurrentItemp ge ${stated.current}`);
  return conditions.join(' and ');
}

interface Figures {
  readonly requests: number;
  readonly seconds: number;
  readonly answered: number;
}

async function timed(client: PartSpecClient, work: () => Promise<number>): Promise<Figures> {
  const before = client.stats().requests;
  const started = performance.now();
  const answered = await work();
  return { requests: client.stats().requests - before, seconds: (performance.now() - started) / 1000, answered };
}

/** Every line at once, as a sheet of PART.MATCH cells or Fill part numbers asks: lines that got a part meeting them. */
async function matchAll(client: PartSpecClient, lines: readonly BomLine[]): Promise<number> {
  const answers = await Promise.all(
    lines.map((line) => client.match(line.text, { footprint: line.footprint, count: 1 }).catch(() => [])),
  );
  return answers.filter((matches) => matches[0] !== undefined && matches[0].verdict !== 'near').length;
}

async function main(): Promise<void> {
  const lines = bomLines(sharedStore().products, LINES);
  const service = await startServiceProcess(['--api-key', KEY]);
  const clientOf = (snapshots = false) =>
    createClient({
      baseUrl: service.url,
      apiKey: KEY,
      // The service's default limit; the ways share this process's one limiter for the key, one after another.
      rate: { perSecond: 10, burst: 20 },
      ...(snapshots ? { snapshots: { store: memorySnapshotStore() } } : {}),
    });
  try {
    console.log(`Fill part numbers: ${LINES} BOM lines of values (six styles), service at 10 requests/s, bursts of 20`);
    const rows: [string, Figures][] = [];

    const naive = clientOf();
    rows.push([
      'one search per line (naive)',
      await timed(naive, async () => {
        const found = await Promise.all(
          lines.map((line) => naive.searchAll({ filter: naiveFilter(line.stated) }).catch(() => [])),
        );
        return found.filter((products) => products.length > 0).length;
      }),
    ]);
    // The service's bucket refills between the ways: each starts as a user's first request of the day would.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const cold = clientOf();
    rows.push(['PART.MATCH / Fill, cold', await timed(cold, () => matchAll(cold, lines))]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const kept = clientOf(true);
    for (const category of ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'] as const) {
      await kept.snapshots.refresh(category);
    }
    rows.push(['PART.MATCH / Fill, snapshots kept', await timed(kept, () => matchAll(kept, lines))]);

    console.log(`  ${'way'.padEnd(36)} ${'requests'.padStart(9)} ${'wall time'.padStart(10)}  lines answered`);
    for (const [name, figures] of rows) {
      console.log(
        `  ${name.padEnd(36)} ${String(figures.requests).padStart(9)} ${`${figures.seconds.toFixed(1)} s`.padStart(10)}  ${figures.answered} of ${LINES}`,
      );
    }
    console.log(
      '  (naive: lines whose one search found any part, checked by nothing; PART.MATCH: lines given a part that meets every stated requirement)',
    );
  } finally {
    service.stop();
  }
}

void main();
