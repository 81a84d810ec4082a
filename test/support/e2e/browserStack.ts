import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startHost, type RunningHost } from '../../../src/host/server';
import { createClient, type PartSpecClient } from '../../../src/core';
import {
  DATASET_DATE,
  DEMO_API_KEY,
  startService,
  type RunningService,
  type ServiceOptions,
} from '../../../src/service';
import { freePort } from '../freePort';
import { waitForPreview } from './pane';

/** The browser tests' folder: the build and the screenshots are kept beside them. */
const E2E_DIR = join(__dirname, '..', '..', 'e2e');
/** Where globalSetup builds the add-in for these tests. */
export const BUILD_DIR = join(E2E_DIR, '.build');
/** Screenshots, one or more per test; ignored by git. */
export const ARTIFACTS_DIR = join(E2E_DIR, 'artifacts');
export { DEMO_API_KEY };

/** Debian's chromium package (installed by .ci/run); never a browser downloaded by a test tool. */
const CHROMIUM = process.env.PARTSPEC_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Headless, and without the background networking that would try to reach Google's hosts: no test
 * reaches beyond loopback. `--no-sandbox` because CI runs as root, where Chromium's sandbox cannot start.
 */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM}: install Debian's package (sudo apt-get install chromium), ` +
        'set PARTSPEC_CHROMIUM to another Chromium, or run `npx jest --selectProjects unit+contract` without them.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
    ],
  });
}

/** The reference service and the add-in host in front of it, as `npm start` runs them, on free loopback ports. */
export interface Stack {
  readonly service: RunningService;
  readonly host: RunningHost;
  /** The task pane's page for a browser (preview.html: taskpane.html without Office.js). */
  readonly paneUrl: string;
  /** The page Office loads (taskpane.html), which asks Microsoft's CDN for office.js first. */
  readonly officePaneUrl: string;
  close(): Promise<void>;
}

/**
 * The key the tests' own client (serviceClient) uses: a key of its own, so that its requests never take
 * from the rate limit the service keeps for the pane's key.
 */
export const TRUTH_API_KEY = 'partspec-e2e-truth-key';

/** The service's default rate limit per key (requests per second, burst), which serviceClient keeps to. */
const SERVICE_RATE = { perSecond: 10, burst: 20 };

/**
 * Starts the stack; `serviceOptions.apiKeys` adds keys to the demo key and TRUTH_API_KEY, which the service
 * always accepts. The host serves the add-in built into `distDir` (globalSetup's build by default).
 */
export async function startStack(serviceOptions: ServiceOptions = {}, distDir = BUILD_DIR): Promise<Stack> {
  // Download addresses must point at the host's relay, as `npm start` makes them: the page may only
  // fetch from its own origin (the service sends no CORS headers, like the real gateway).
  const hostPort = await freePort();
  // The catalogue as of DATASET_DATE unless a test says otherwise: what a test expects of a status must not
  // drift with the day it runs.
  const service = await startService({
    publicUrl: `http://127.0.0.1:${hostPort}/api`,
    asOf: DATASET_DATE,
    ...serviceOptions,
    apiKeys: [DEMO_API_KEY, TRUTH_API_KEY, ...(serviceOptions.apiKeys ?? [])],
  });
  const host = await startHost({ port: hostPort, distDir, serviceUrl: service.url });
  return {
    service,
    host,
    paneUrl: `${host.url}/preview.html`,
    officePaneUrl: `${host.url}/taskpane.html`,
    close: async () => {
      await host.close();
      await service.close();
    },
  };
}

/** The pane's page, and the requests it made beyond loopback (office.js, from taskpane.html only): all refused. */
export interface OpenPane {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Addresses of the refused requests, in order. */
  readonly blocked: string[];
  /** Refused requests that carried an x-api-key header: must stay empty. */
  readonly blockedWithKey: string[];
  /** The x-api-key of every request the page sent (to loopback), for checks of which key was used. */
  readonly apiKeysSent: string[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A new context's colour scheme and width, or a context to open the pane in instead. */
export interface PaneOptions {
  readonly colorScheme?: 'light' | 'dark';
  readonly width?: number;
  readonly context?: BrowserContext;
  /** The browser's language (navigator.language), which the pane follows in preview mode. Default en-US. */
  readonly locale?: string;
  /** The page to open instead of the stack's paneUrl (its officePaneUrl, say). */
  readonly url?: string;
}

/** A fresh browser context (its own storage) of the options' colour scheme, width and language. */
export function newPaneContext(browser: Browser, options: PaneOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1024, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
}

/**
 * The task pane in a fresh browser context (its own storage), 1024 px wide by default: the pane (at most
 * 560 px) and the preview workbook under it, once the pane has started in preview mode. Every request
 * beyond loopback is refused before it leaves.
 */
export async function openPane(
  browser: Browser,
  stack: Pick<Stack, 'paneUrl'>,
  options: PaneOptions = {},
): Promise<OpenPane> {
  const context = options.context ?? (await newPaneContext(browser, options));
  const blocked: string[] = [];
  const blockedWithKey: string[] = [];
  const apiKeysSent: string[] = [];
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const key = (await request.allHeaders())['x-api-key'];
    if (LOOPBACK.has(url.hostname)) {
      if (key !== undefined) apiKeysSent.push(key);
      return route.continue();
    }
    blocked.push(url.href);
    if (key !== undefined) blockedWithKey.push(url.href);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  await page.goto(options.url ?? stack.paneUrl);
  await waitForPreview(page);
  return { context, page, blocked, blockedWithKey, apiKeysSent };
}

/** What useBrowserAndStack gives a test file; its getters work inside tests only, once beforeAll has run. */
export interface BrowserAndStack {
  readonly stack: Stack;
  /** openPane on the file's browser and stack. */
  openPane(options?: PaneOptions): Promise<OpenPane>;
  /** newPaneContext on the file's browser: to listen to a page from its first moment, before openPane. */
  newContext(options?: PaneOptions): Promise<BrowserContext>;
}

/**
 * The setup every browser test file shares, called once at its top level: a test timeout, and one Chromium
 * and one stack (started with `serviceOptions`) for all the file's tests, started together before them and
 * closed after them.
 */
export function useBrowserAndStack(serviceOptions: ServiceOptions = {}): BrowserAndStack {
  // Generous, for a slow machine: the waits inside are for states, not for time.
  jest.setTimeout(120_000);
  let browser: Browser | undefined;
  let stack: Stack | undefined;
  beforeAll(async () => {
    // Each is kept as soon as it is up, so that afterAll closes it even when the other failed to start.
    await Promise.all([
      launchChromium().then((started) => (browser = started)),
      startStack(serviceOptions).then((started) => (stack = started)),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is there inside tests only: beforeAll starts it.`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'stack');
    },
    openPane(options) {
      return openPane(started(browser, 'browser'), started(stack, 'stack'), options);
    },
    newContext(options) {
      return newPaneContext(started(browser, 'browser'), options);
    },
  };
}

/**
 * Throws unless every request the page tried beyond loopback is office.js from Microsoft's CDN (which an
 * add-in must load from there, refused here), and none of them carried an API key.
 */
export function expectOnlyLoopback(pane: OpenPane): void {
  const unexpected = pane.blocked.filter((href) => !href.startsWith('https://appsforoffice.microsoft.com/'));
  if (unexpected.length > 0 || pane.blockedWithKey.length > 0) {
    throw new Error(
      `The page tried to reach beyond loopback: ${JSON.stringify({ unexpected, withKey: pane.blockedWithKey })}`,
    );
  }
}

/**
 * A client of the reference service straight from Node (not through the host), to learn the truth the pane
 * is compared with. Its own key, at the rate the service allows a key.
 */
export function serviceClient(stack: Stack): PartSpecClient {
  return createClient({
    baseUrl: stack.service.url,
    apiKey: TRUTH_API_KEY,
    rate: SERVICE_RATE,
  });
}

/** Saves a screenshot as test/e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
