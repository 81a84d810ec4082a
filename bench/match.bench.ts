/**
 * Part numbers for a 300-line BOM that states only values ("100n 0402 X7R 16V", "C_100N_0402_X5R_K_10",
 * "4.7uH/2A", ...: test/support/bomDescriptions.ts writes them from the dataset in six styles), against the
 * reference service in its own process at its default rate limit (10 requests per second, bursts of 20), as a
 * user's key would be. Side by side, requests and wall time of:
 * - one search per line, the naive way: each line's every stated requirement as one filter, a request each;
 * - Fill part numbers (the pane's job, over an in-memory workbook; client.match for every line at once) with no
 *   snapshots: the lines' searches shared by value and size;
 * - the same with snapshots on (as the add-in has them) and none kept: the planner weighs the lines' searches
 *   against downloading their categories;
 * - the same with the categories kept as snapshots (downloaded before, not timed);
 * and, for each, how many lines got a part that meets them, and of Fill's lines how many were marked Check (a
 * part given, to be checked), not fitted, out of scope, and only near. It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:match
 */
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createClient, memorySnapshotStore, type PartSpecClient } from '../src/core';
import { MemoryWorkbook } from '../src/office/workbook';
import { sharedStore } from '../src/service/sharedStore';
import { fillPartNumbers } from '../src/taskpane/features/fill/jobs/fillPartNumbers';
import type { JobContext } from '../src/taskpane/jobs/types';
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

/** What Fill made of the lines besides a part: none for the naive way. */
interface FillCounts {
  readonly check: number;
  readonly notFitted: number;
  readonly outOfScope: number;
  readonly near: number;
}

interface Figures {
  readonly requests: number;
  readonly seconds: number;
  readonly answered: number;
  readonly counts?: FillCounts;
}

async function timed(
  client: PartSpecClient,
  work: () => Promise<{ answered: number; counts?: FillCounts }>,
): Promise<Figures> {
  const before = client.stats().requests;
  const started = performance.now();
  const { answered, counts } = await work();
  return {
    requests: client.stats().requests - before,
    seconds: (performance.now() - started) / 1000,
    answered,
    ...(counts ? { counts } : {}),
  };
}

/** The BOM as a sheet: Value and Footprint under a header, as a schematic exports them. */
function workbookOf(lines: readonly BomLine[]): MemoryWorkbook {
  const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
  workbook.setCellText('BOM', 0, 0, 'Value');
  workbook.setCellText('BOM', 0, 1, 'Footprint');
  lines.forEach((line, index) => {
    workbook.setCellText('BOM', index + 1, 0, line.text);
    if (line.footprint) workbook.setCellText('BOM', index + 1, 1, line.footprint);
  });
  workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: lines.length + 1, columnCount: 1 });
  return workbook;
}

/** Fill part numbers over the BOM, as the pane runs it: the lines given a part (not only near ones), and the rest. */
async function fill(
  client: PartSpecClient,
  lines: readonly BomLine[],
): Promise<{ answered: number; counts: FillCounts }> {
  const signal = new AbortController().signal;
  // Every line's match listens to the one Cancel signal, as in the pane; Node warns past 10.
  setMaxListeners(0, signal);
  const context: JobContext = {
    client,
    workbook: workbookOf(lines),
    lang: 'en',
    signal,
    onProgress: () => undefined,
    confirmOverwrite: async () => true,
  };
  const outcome = await fillPartNumbers(context);
  const counted = outcome.summary.lines;
  return {
    answered: counted.filled,
    counts: {
      // Lines given a part and marked Check; the near ones are counted apart.
      check: outcome.toCheck.filter((line) => line.choice.chosen !== undefined).length,
      notFitted: counted.notFitted,
      outOfScope: counted.outOfScope,
      near: counted.near,
    },
  };
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
        return { answered: found.filter((products) => products.length > 0).length };
      }),
    ]);
    // The service's bucket refills between the ways: each starts as a user's first request of the day would.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const cold = clientOf();
    rows.push(['Fill part numbers, no snapshots', await timed(cold, () => fill(cold, lines))]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const auto = clientOf(true);
    rows.push(['Fill part numbers, snapshots on, none kept', await timed(auto, () => fill(auto, lines))]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const kept = clientOf(true);
    for (const category of ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'] as const) {
      await kept.snapshots.refresh(category);
    }
    rows.push(['Fill part numbers, snapshots kept', await timed(kept, () => fill(kept, lines))]);

    const counts = (figures: Figures) =>
      figures.counts
        ? [figures.counts.check, figures.counts.notFitted, figures.counts.outOfScope, figures.counts.near]
            .map((count) => String(count).padStart(7))
            .join(' ')
        : Array.from({ length: 4 }, () => '-'.padStart(7)).join(' ');
    console.log(
      `  ${'way'.padEnd(44)} ${'requests'.padStart(9)} ${'wall time'.padStart(10)}  ${'given a part'.padStart(12)} ${['Check', 'not fit', 'out', 'near'].map((head) => head.padStart(7)).join(' ')}`,
    );
    for (const [name, figures] of rows) {
      console.log(
        `  ${name.padEnd(44)} ${String(figures.requests).padStart(9)} ${`${figures.seconds.toFixed(1)} s`.padStart(10)}  ${`${figures.answered} of ${LINES}`.padStart(12)} ${counts(figures)}`,
      );
    }
    const last = rows[rows.length - 1][1];
    if (last.counts) {
      const share = last.answered === 0 ? 0 : (100 * last.counts.check) / last.answered;
      console.log(
        `  lines given a part and marked Check: ${last.counts.check} of ${last.answered} (${share.toFixed(1)} %)`,
      );
    }
    console.log(
      '  (naive: lines whose one search found any part, checked by nothing; Fill: lines given a part that meets every stated requirement; Check: of those, marked Check; not fit: not fitted; out: out of scope; near: only near parts, none given)',
    );
  } finally {
    service.stop();
  }
}

void main();
