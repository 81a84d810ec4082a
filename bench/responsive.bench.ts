/**
 * The responsiveness benchmark: how long the pane's thread is held while a cold 50,000-cell lookup reads its
 * category files (issue 25), in Debian's Chromium, preview mode, for three ways side by side in one run:
 * - worker: this working tree, the files downloaded and parsed in a Web Worker;
 * - page: this working tree in a page without Worker, so that the files are read on the page (the fallback);
 * - baseline: the commit before the worker (BASELINE, or `--baseline <commit>`), built in a temporary worktree.
 * Each is a development build, as `npm start` serves it, behind its own add-in host and reference service.
 * A run pastes 50,000 part numbers (every ceramic capacitor SMD, then inductors) into a fresh pane (nothing
 * cached, nothing kept) and clicks Refresh BOM; the snapshot planner downloads both categories. It prints the
 * longest main-thread task (PerformanceObserver `longtask`) from the click to the first "Writing" progress
 * (the lookup and the files) and to Done, and the times to each. Medians of `--runs` (default 2), after one
 * run not counted (the service builds each file on its first download).
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:responsive [-- --runs 3 --baseline <commit>]
 */
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { bomPartNumbers, type ColdRefresh, coldBomRefresh } from '../test/support/e2e/coldBomRefresh';
import { launchChromium, openPane, startStack } from '../test/support/e2e/browserStack';
import { argument, buildAddIn, checkOut, median, printTable, ROOT } from './addInBuilds';

/** The last commit that read category files on the pane's thread, in long loops without turns. */
const BASELINE = 'a231359';
const RUNS = Number(argument('--runs')) || 2;
const BASELINE_REF = argument('--baseline') ?? BASELINE;
const CELLS = 50_000;

interface Way {
  readonly name: string;
  readonly distDir: string;
  /** Whether the page has no Worker, so that the files are read on it. */
  readonly withoutWorker: boolean;
}

async function measure(browser: Browser, way: Way): Promise<ColdRefresh[]> {
  const stack = await startStack({}, way.distDir);
  try {
    const partnos = await bomPartNumbers(stack, CELLS);
    const once = async (): Promise<ColdRefresh> => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'en-US' });
      if (way.withoutWorker) await context.addInitScript('delete globalThis.Worker;');
      return coldBomRefresh((options) => openPane(browser, stack, options), partnos, { context });
    };
    await once();
    const runs: ColdRefresh[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await once());
    return runs;
  } finally {
    await stack.close();
  }
}

const ms = (value: number): string => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const seconds = (value: number): string => (Number.isNaN(value) ? '—' : `${(value / 1000).toFixed(1)} s`);

async function main(): Promise<void> {
  console.log(
    `A cold BOM refresh of ${CELLS} part numbers, preview mode, development builds; medians of ${RUNS} runs.`,
  );
  const baseline = BASELINE_REF === 'none' ? undefined : checkOut(BASELINE_REF);
  let browser: Browser | undefined;
  const dirs: string[] = [];
  try {
    const today = await buildAddIn(ROOT);
    dirs.push(today);
    const ways: Way[] = [
      { name: 'worker (today)', distDir: today, withoutWorker: false },
      { name: 'page (today, no Worker)', distDir: today, withoutWorker: true },
    ];
    if (baseline) {
      const before = await buildAddIn(baseline.root);
      dirs.push(before);
      ways.push({ name: `baseline ${BASELINE_REF}`, distDir: before, withoutWorker: false });
    }
    browser = await launchChromium();
    const rows: string[][] = [['files read', 'longest task while reading', 'longest task in all', 'reading', 'Done']];
    for (const way of ways) {
      const runs = await measure(browser, way);
      rows.push([
        way.name,
        ms(median(runs.map((run) => run.longestWhileReading))),
        ms(median(runs.map((run) => run.longest))),
        seconds(median(runs.map((run) => run.reading))),
        seconds(median(runs.map((run) => run.done))),
      ]);
      const failed = runs.filter((run) => !run.outcome.startsWith('Done'));
      if (failed.length > 0) console.log(`  ${way.name}: ${failed.map((run) => run.outcome).join(' / ')}`);
    }
    printTable(rows);
    console.log('reading: click to the first "Writing" progress (the lookup, the downloads, the snapshots);');
    console.log('Done: click to the outcome; a longest task of 0 ms: none over 50 ms.');
  } finally {
    await browser?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    baseline?.remove();
  }
}

void main();
