/**
 * A cold BOM refresh of tens of thousands of part numbers in preview mode, watched from the page: how long
 * the pane's thread was held (PerformanceObserver `longtask`) while the category files were read, and over
 * the whole job. Shared by the browser test of the worker and the responsiveness benchmark.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { openView, view, waitForJobEnd } from './pane';
import { type OpenPane, type PaneOptions, serviceClient, type Stack } from './browserStack';

/** The first `count` part numbers of the reference dataset: every ceramic capacitor SMD, then inductors. */
export async function bomPartNumbers(stack: Stack, count: number): Promise<string[]> {
  const client = serviceClient(stack);
  const capacitors = await client.downloadCategory('ceramicCapacitorsSMD');
  const inductors = await client.downloadCategory('inductors');
  return [...capacitors, ...inductors].slice(0, count).map((product) => product.record.Partno);
}

/** What the page saw of one refresh, in ms. */
export interface ColdRefresh {
  /** The longest main-thread task from the click to the first "Writing" progress: the lookup and the files. */
  readonly longestWhileReading: number;
  /** The longest main-thread task from the click to the outcome. */
  readonly longest: number;
  /** Click to the first "Writing" progress. */
  readonly reading: number;
  /** Click to the outcome. */
  readonly done: number;
  /** The paths of the scripts the page started as workers. */
  readonly workers: readonly string[];
  /** The outcome's title and text. */
  readonly outcome: string;
}

interface WatchWindow {
  __watch: { clicked: number; writing?: number; longest: number; longestWhileReading: number };
}

/**
 * Watches the page's long tasks from now on, and when the BOM's "Writing" progress first shows (its label
 * looked for every 50 ms: reading the whole page's text would itself cost a layout each time).
 */
const WATCH = `
  window.__watch = { clicked: performance.now(), longest: 0, longestWhileReading: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__watch.longest = Math.max(window.__watch.longest, entry.duration);
      if (window.__watch.writing === undefined || entry.startTime < window.__watch.writing) {
        window.__watch.longestWhileReading = Math.max(window.__watch.longestWhileReading, entry.duration);
      }
    }
  }).observe({ type: 'longtask', buffered: false });
  const look = setInterval(() => {
    const label = document.querySelector('[role=progressbar]')?.closest('.fui-Field')?.querySelector('label');
    if (label?.textContent?.startsWith('Writing')) {
      window.__watch.writing = performance.now();
      clearInterval(look);
    }
  }, 50);
`;

interface PreviewWorkbook {
  writeValues(at: { sheet: string; row: number; column: number }, values: string[][]): Promise<void>;
  setSelection(range: { sheet: string; row: number; column: number; rowCount: number; columnCount: number }): void;
}

export interface ColdRefreshOptions {
  /** A browser context to open the pane in (one without Worker, say); a fresh one by default. */
  readonly context?: BrowserContext;
  /** Looks at the pane once the job has ended, before it is closed. */
  readonly afterwards?: (page: Page) => Promise<void>;
}

/**
 * Pastes `partnos` under a "Part number" header in a pane opened by `open` in a fresh context (its own
 * storage: nothing cached, no snapshot kept), selects them and clicks Refresh BOM; resolves with what the
 * page saw once the job has ended.
 */
export async function coldBomRefresh(
  open: (options: PaneOptions) => Promise<OpenPane>,
  partnos: readonly string[],
  options: ColdRefreshOptions = {},
): Promise<ColdRefresh> {
  const pane = await open(options.context ? { context: options.context } : {});
  const { page } = pane;
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  try {
    await page.evaluate(async (cells) => {
      const { workbook } = (globalThis as unknown as { partspecPreview: { workbook: PreviewWorkbook } })
        .partspecPreview;
      await workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [
        ['Part number'],
        ...cells.map((partno) => [partno]),
      ]);
      workbook.setSelection({ sheet: 'Sheet1', row: 1, column: 0, rowCount: cells.length, columnCount: 1 });
    }, partnos);
    await openView(page, 'BOM');
    await page.evaluate(WATCH);
    await view(page, 'BOM').getByRole('button', { name: 'Refresh BOM' }).click();
    const end = await waitForJobEnd(page, 540_000);
    const ended = await page.evaluate(() => performance.now());
    const seen = await page.evaluate(() => (globalThis as unknown as WatchWindow).__watch);
    await options.afterwards?.(page);
    return {
      longestWhileReading: seen.longestWhileReading,
      longest: seen.longest,
      reading: (seen.writing ?? Number.NaN) - seen.clicked,
      done: ended - seen.clicked,
      workers,
      outcome: `${end.title}: ${end.text}`,
    };
  } finally {
    await pane.context.close();
  }
}
