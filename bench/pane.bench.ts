/**
 * The pane benchmark: a whole category into a sheet in preview mode, click to Done, in Debian's Chromium, for
 * two builds side by side in one run:
 * - today: this working tree;
 * - baseline: the commit before the preview grid drew only the rows a job changed (BASELINE, or
 *   `--baseline <commit>`), checked out into a temporary git worktree and built there.
 * Both are development builds, as `npm start` serves them, each behind its own add-in host and reference
 * service on loopback. For each build and category (Inductors, 11,003 products; Ceramic capacitors SMD, the
 * largest at 42,001), a fresh browser context opens the pane, chooses the category and clicks Download
 * category; "Write" is answered as soon as the large-write question appears. It prints the time from the
 * click to the end of the download (the first "Writing" progress), to the question (when asked) and to Done,
 * with the page's main-thread time spent in long tasks. Medians of `--runs` (default 2).
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:pane [-- --runs 3 --baseline <commit> --profile <folder>]
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openView, view, waitForJobEnd } from '../test/support/e2e/pane';
import { launchChromium, openPane, startStack } from '../test/support/e2e/browserStack';
import { argument, buildAddIn, checkOut, median, printTable, ROOT } from './addInBuilds';

/** The last commit whose preview grid drew every row of its page again at each chunk a job wrote. */
const BASELINE = '753273a';

const RUNS = Number(argument('--runs')) || 2;
/** A folder to write a CPU profile of each counted run into (DevTools' format), to see where the time goes. */
const PROFILES = argument('--profile');
const BASELINE_REF = argument('--baseline') ?? BASELINE;
const CATEGORIES = ['Inductors', 'Ceramic capacitors SMD'] as const;

/** One download, in ms from the click. */
interface Run {
  readonly downloaded: number;
  readonly asked?: number;
  readonly done: number;
  /** Main-thread time in tasks over 50 ms (the page could not answer a click meanwhile). */
  readonly longTasks: number;
  readonly outcome: string;
}

/**
 * Records, in the page, when a "Writing" progress first shows (looked for every 50 ms, in the progress bar's
 * label only: reading the whole page's text would itself cost the page a layout each time) and how long the
 * long tasks were.
 */
const OBSERVER = `
  window.__bench = { writing: undefined, longTasks: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks += entry.duration;
  }).observe({ type: 'longtask', buffered: false });
  const look = setInterval(() => {
    const label = document.querySelector('[role=progressbar]')?.closest('.fui-Field')?.querySelector('label');
    if (label?.textContent?.includes('Writing to the sheet')) {
      window.__bench.writing = performance.now();
      clearInterval(look);
    }
  }, 50);
`;

interface BenchWindow {
  __bench: { writing?: number; longTasks: number; clicked?: number };
}

async function downloadOnce(browser: Browser, paneUrl: string, category: string, profile?: string): Promise<Run> {
  const pane = await openPane(browser, { paneUrl });
  const { page } = pane;
  try {
    await openView(page, 'Category');
    await view(page, 'Category').getByLabel('Category', { exact: true }).selectOption({ label: category });
    await page.evaluate(OBSERVER);
    const devTools = profile ? await page.context().newCDPSession(page) : undefined;
    if (devTools) {
      await devTools.send('Profiler.enable');
      await devTools.send('Profiler.start');
    }
    const start = Date.now();
    await page.evaluate(() => {
      (globalThis as unknown as BenchWindow).__bench.clicked = performance.now();
    });
    await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
    let asked: number | undefined;
    const question = page.getByRole('alertdialog', { name: 'Write this many rows?' });
    const answered = question.waitFor({ timeout: 600_000 }).then(
      async () => {
        asked = Date.now() - start;
        await question.getByRole('button', { name: /^Write/ }).click();
      },
      () => undefined,
    );
    const end = await waitForJobEnd(page, 600_000);
    const done = Date.now() - start;
    void answered;
    const seen = await page.evaluate(() => (globalThis as unknown as BenchWindow).__bench);
    if (devTools && profile) writeFileSync(profile, JSON.stringify((await devTools.send('Profiler.stop')).profile));
    return {
      downloaded: (seen.writing ?? Number.NaN) - (seen.clicked ?? 0),
      ...(asked !== undefined ? { asked } : {}),
      done,
      longTasks: seen.longTasks,
      outcome: end.text,
    };
  } finally {
    await pane.context.close();
  }
}

async function measure(browser: Browser, name: string, distDir: string): Promise<Map<string, Run[]>> {
  const stack = await startStack({}, distDir);
  try {
    const runs = new Map<string, Run[]>();
    for (const category of CATEGORIES) {
      // The service builds each file on its first download: one download first, not counted.
      // taskpane.html: the page both builds have (preview.html came later); office.js is refused either way.
      await downloadOnce(browser, stack.officePaneUrl, category);
      const list: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        const profile = PROFILES && join(PROFILES, `${name} ${category} ${run + 1}.cpuprofile`.replace(/ /g, '-'));
        list.push(await downloadOnce(browser, stack.officePaneUrl, category, profile));
      }
      runs.set(category, list);
    }
    return runs;
  } finally {
    await stack.close();
  }
}

const seconds = (ms: number): string => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(1)} s`);

async function main(): Promise<void> {
  console.log(`A whole category into a sheet, preview mode, development builds; medians of ${RUNS} runs.`);
  // `--baseline none`: today's build alone (to profile it, say).
  const baseline = BASELINE_REF === 'none' ? undefined : checkOut(BASELINE_REF);
  let browser: Browser | undefined;
  try {
    const dirs: Record<string, string> = { today: await buildAddIn(ROOT) };
    if (baseline) dirs[`baseline ${BASELINE_REF}`] = await buildAddIn(baseline.root);
    browser = await launchChromium();
    const rows: string[][] = [['build', 'category', 'downloaded', 'question', 'Done', 'long tasks']];
    for (const [name, dir] of Object.entries(dirs)) {
      const results = await measure(browser, name, dir);
      for (const [category, runs] of results) {
        rows.push([
          name,
          category,
          seconds(median(runs.map((run) => run.downloaded))),
          runs[0].asked === undefined ? '—' : seconds(median(runs.map((run) => run.asked ?? Number.NaN))),
          seconds(median(runs.map((run) => run.done))),
          seconds(median(runs.map((run) => run.longTasks))),
        ]);
        if (!runs.every((run) => run.outcome.startsWith('Done'))) {
          console.log(`  ${name}, ${category}: ${runs.map((run) => run.outcome).join(' / ')}`);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    }
    printTable(rows);
    console.log('downloaded: click to the first "Writing" progress; question: click to "Write this many rows?";');
    console.log('Done: click to the outcome; long tasks: main-thread time in tasks over 50 ms, click to Done.');
  } finally {
    await browser?.close();
    baseline?.remove();
  }
}

void main();
