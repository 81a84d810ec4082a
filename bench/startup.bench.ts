/**
 * Start-up benchmark: how soon the runtime page has registered the PART functions, and how many bytes it has
 * fetched by then, in Debian's Chromium, for two production builds side by side in one run:
 * - split (today's build): functions.js registers the functions; taskpane.js is a small entry that fetches the
 *   pane (React, Fluent UI) and then each view when it is first shown, as chunks of their own;
 * - eager (the build before code splitting, rebuilt here by making every dynamic import a static one):
 *   functions.js and a taskpane.js that holds the whole pane, both fetched by the page at once.
 * For each build and each network profile, several cold loads (a fresh browser context: nothing cached):
 * time from the page's start to the 'functions registered' mark (src/office/startupMarks.ts), the bytes of the
 * responses complete by then and of all requested by then, the time to 'pane shown' and to the Search view
 * drawn, and the bytes of the whole load. Medians, with the spread.
 * Profiles: loopback as is, and a slow laptop on a remote host (10 Mbit/s, 40 ms latency, CPU slowed 4x,
 * through the DevTools protocol).
 * Each build is served by the add-in host (src/host) in front of the reference service, as `npm start` does;
 * every request beyond loopback (office.js from Microsoft's CDN) is refused, so the page runs in preview mode.
 * It measures and prints; it asserts nothing.
 *
 * Run: npx tsx bench/startup.bench.ts [--runs 5]
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import webpack from 'webpack';
import { startHost } from '../src/host/server';
import { DEMO_API_KEY, startService } from '../src/service';
import { launchChromium } from '../test/support/e2e/browserStack';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 6;
const KB = 1000;

type BuildName = 'split' | 'eager';

interface Profile {
  readonly name: string;
  /** DevTools' Network.emulateNetworkConditions; none for loopback as is. */
  readonly network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  readonly cpuSlowdown?: number;
}

const PROFILES: readonly Profile[] = [
  { name: 'loopback' },
  {
    name: '10 Mbit/s, 40 ms, CPU / 4',
    network: { latency: 40, downloadThroughput: (10e6 / 8) * 1, uploadThroughput: 5e6 / 8 },
    cpuSlowdown: 4,
  },
];

/** One cold load of the page. Times in ms from the page's start (navigation), sizes in bytes. */
interface Load {
  readonly functionsRegistered: number;
  readonly bytesBeforeFunctions: number;
  readonly bytesRequestedBeforeFunctions: number;
  readonly paneShown: number;
  readonly searchViewShown: number;
  readonly bytesTotal: number;
}

/** A production build of the add-in into a folder of its own; `eager` merges all chunks into the two entries. */
async function build(name: BuildName): Promise<string> {
  // webpack.config.js is CommonJS, as webpack's command line reads it.
  const configure = createRequire(__filename)(join(__dirname, '..', 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: string },
  ) => webpack.Configuration;
  const config = configure({}, { mode: 'production' });
  const outputDir = mkdtempSync(join(tmpdir(), `partspec-startup-${name}-`));
  config.output = { ...config.output, path: outputDir };
  config.devtool = false;
  if (name === 'eager') {
    // Every dynamic import resolved at build time, into the chunk that makes it: taskpane.js holds the whole
    // pane again, and the page fetches it beside functions.js, as it did before code splitting.
    config.module = { ...config.module, parser: { javascript: { dynamicImportMode: 'eager' } } };
    config.performance = { hints: false };
  }
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) =>
      error || !result ? reject(error ?? new Error('no build result')) : resolve(result),
    );
  });
  if (stats.hasErrors()) throw new Error(`the ${name} build failed:\n${stats.toString({ all: false, errors: true })}`);
  return outputDir;
}

/** The scripts of a build and their sizes, for the heading of its figures. */
function scripts(dir: string): string {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file, bytes }) => `${file.replace(/\.[0-9a-f]{8}\.js$/, '.js')} ${(bytes / KB).toFixed(0)} KB`)
    .join(', ');
}

/**
 * The little of the page's globals that page-side code uses: the project's TypeScript has no DOM library
 * (core must not use it), and Node's own `performance` has no navigation or resource entries.
 */
interface PageGlobals {
  readonly document: { querySelector(selector: string): unknown };
  readonly performance: {
    now(): number;
    getEntriesByType(type: 'mark' | 'resource' | 'navigation'): {
      readonly name: string;
      readonly startTime: number;
      readonly responseEnd: number;
      readonly transferSize: number;
    }[];
  };
}

/** What the page reports after its Search view is drawn: its marks and the resources it fetched. */
interface PageTimings {
  readonly marks: Record<string, number>;
  readonly resources: readonly { start: number; end: number; bytes: number }[];
  readonly documentBytes: number;
}

async function coldLoad(browser: Browser, paneUrl: string, profile: Profile): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'en-US' });
  try {
    await context.route('**/*', (route) => {
      const host = new URL(route.request().url()).hostname;
      return host === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    if (profile.network) {
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    if (profile.cpuSlowdown) await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(paneUrl);
    // Polled at every frame in the page, so that the time is the frame the view was drawn in.
    const drawn = await page.waitForFunction(
      () => {
        const { document, performance } = globalThis as unknown as PageGlobals;
        return document.querySelector('[role="tabpanel"][aria-labelledby="partspec-tab-search"] button')
          ? performance.now()
          : undefined;
      },
      undefined,
      { timeout: 120_000, polling: 'raf' },
    );
    const searchViewShown = (await drawn.jsonValue()) as number;
    const timings = await page.evaluate((): PageTimings => {
      const { performance } = globalThis as unknown as PageGlobals;
      const marks: Record<string, number> = {};
      for (const mark of performance.getEntriesByType('mark')) marks[mark.name] = mark.startTime;
      const resources = performance
        .getEntriesByType('resource')
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd, bytes: entry.transferSize }));
      const [navigation] = performance.getEntriesByType('navigation');
      return { marks, resources, documentBytes: navigation?.transferSize ?? 0 };
    });
    const functionsRegistered = timings.marks['functions registered'];
    const paneShown = timings.marks['pane shown'];
    if (functionsRegistered === undefined || paneShown === undefined) {
      throw new Error(`the page set no start-up marks (${Object.keys(timings.marks).join(', ') || 'none'})`);
    }
    const sum = (keep: (resource: PageTimings['resources'][number]) => boolean): number =>
      timings.documentBytes + timings.resources.filter(keep).reduce((total, { bytes }) => total + bytes, 0);
    return {
      functionsRegistered,
      bytesBeforeFunctions: sum(({ end }) => end <= functionsRegistered),
      bytesRequestedBeforeFunctions: sum(({ start }) => start <= functionsRegistered),
      paneShown,
      searchViewShown,
      bytesTotal: sum(() => true),
    };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function timeCell(values: readonly number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${Math.round(median(values))} ms (${Math.round(low)}-${Math.round(high)})`;
}

const bytesCell = (values: readonly number[]): string => `${(median(values) / KB).toFixed(0)} KB`;

function table(rows: readonly [string, string, string][]): void {
  console.log(`  ${''.padEnd(44)} ${'split (today)'.padEnd(24)} eager (before)`);
  for (const [label, split, eager] of rows) console.log(`  ${label.padEnd(44)} ${split.padEnd(24)} ${eager}`);
}

async function main(): Promise<void> {
  console.log(`Start-up of the runtime page in Chromium: medians of ${RUNS} cold loads (min-max)\n`);
  const dirs = { split: await build('split'), eager: await build('eager') };
  for (const name of ['split', 'eager'] as const) console.log(`  ${name} build: ${scripts(dirs[name])}`);
  const service = await startService({ apiKeys: [DEMO_API_KEY] });
  const hosts = {
    split: await startHost({ port: 0, distDir: dirs.split, serviceUrl: service.url }),
    eager: await startHost({ port: 0, distDir: dirs.eager, serviceUrl: service.url }),
  };
  const browser = await launchChromium();
  try {
    for (const profile of PROFILES) {
      const loads: Record<BuildName, Load[]> = { split: [], eager: [] };
      // Interleaved, each first in turn, so that a slower moment of the machine weighs on both builds alike.
      for (let run = 0; run < RUNS; run += 1) {
        for (const name of run % 2 ? (['eager', 'split'] as const) : (['split', 'eager'] as const)) {
          loads[name].push(await coldLoad(browser, `${hosts[name].url}/taskpane.html`, profile));
        }
      }
      const column = (name: BuildName, pick: (load: Load) => number, cell: (values: number[]) => string): string =>
        cell(loads[name].map(pick));
      const row = (label: string, pick: (load: Load) => number, cell: (values: number[]) => string) =>
        [label, column('split', pick, cell), column('eager', pick, cell)] as [string, string, string];
      console.log(`\n${profile.name}`);
      table([
        row('functions registered', (load) => load.functionsRegistered, timeCell),
        row('  bytes fetched by then', (load) => load.bytesBeforeFunctions, bytesCell),
        row('  bytes requested by then', (load) => load.bytesRequestedBeforeFunctions, bytesCell),
        row('pane shown', (load) => load.paneShown, timeCell),
        row('Search view drawn', (load) => load.searchViewShown, timeCell),
        row('bytes fetched in all', (load) => load.bytesTotal, bytesCell),
      ]);
    }
  } finally {
    await browser.close();
    await hosts.split.close();
    await hosts.eager.close();
    await service.close();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
