import type { BrowserContext, Page } from 'playwright-core';
import type { ViewName } from '../support/e2e/pane';
import { expectOnlyLoopback, type PaneOptions, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

/** What the console and the page said while the pane loaded and each view was shown. */
interface Noise {
  readonly console: string[];
  readonly pageErrors: string[];
  readonly failedRequests: string[];
}

/** Listens on a new context before the pane's page exists, so that nothing said while it loads is missed. */
async function listenedContext(options: PaneOptions): Promise<{ context: BrowserContext; noise: Noise }> {
  const context = await setup.newContext(options);
  const noise: Noise = { console: [], pageErrors: [], failedRequests: [] };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      noise.console.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  context.on('weberror', (error) => noise.pageErrors.push(String(error.error())));
  context.on('requestfailed', (request) =>
    noise.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  return { context, noise };
}

/** The tabs of the pane's views, in order: their names are in the display language. */
async function showEveryView(page: Page): Promise<void> {
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await page.getByRole('tabpanel', { name: await tab.innerText(), exact: true }).waitFor();
  }
}

/** Waits until Settings > Diagnostics has gathered its report (its text starts with its title). */
async function diagnosticsGathered(page: Page): Promise<string> {
  const report = page.getByRole('main').getByRole('tabpanel').locator('textarea[readonly]');
  await page.waitForFunction(
    (element) => (element as unknown as { value: string }).value.startsWith('PartSpec diagnostics, '),
    await report.elementHandle(),
  );
  return report.inputValue();
}

const LAST_VIEW: ViewName = 'Settings';

for (const [name, options] of [
  ['light, en', { colorScheme: 'light', locale: 'en-US' }],
  ['dark, en', { colorScheme: 'dark', locale: 'en-US' }],
  ['light, ja', { colorScheme: 'light', locale: 'ja-JP' }],
] as const) {
  test(`a clean load in preview mode (${name}), every view shown, prints no console error or warning`, async () => {
    const { context, noise } = await listenedContext(options);
    const pane = await setup.openPane({ context });
    const { page } = pane;
    await showEveryView(page);
    // The last tab is Settings, whose Diagnostics probes the service without the key as it is shown.
    const report = await diagnosticsGathered(page);
    // Asked with the saved key (the development build's demo key), so that it is not refused.
    expect(report).toMatch(/^Service: .*: reachable: HTTP 200 /m);
    await screenshot(page, `clean-load-${name.replace(', ', '-')}-${LAST_VIEW.toLowerCase()}`);

    expect(noise).toEqual({ console: [], pageErrors: [], failedRequests: [] });
    expect(pane.blocked).toEqual([]);
    expectOnlyLoopback(pane);
    await context.close();
  });
}

test('the first load of preview.html, in a browser that never opened it, prints nothing in the console', async () => {
  const context = await setup.newContext();
  // Every message of every kind (log, info, debug too), and every response a browser would print as failed.
  const printed: string[] = [];
  context.on('console', (message) => printed.push(`${message.type()}: ${message.text()}`));
  context.on('weberror', (error) => printed.push(`page error: ${String(error.error())}`));
  context.on('requestfailed', (request) => printed.push(`failed: ${request.url()}`));
  context.on('response', (response) => {
    if (response.status() >= 400) printed.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const pane = await setup.openPane({ context });
  const { page } = pane;
  await page.waitForLoadState('networkidle');
  expect(printed).toEqual([]);
  // The page names its icon, which the host serves: a browser asks for no /favicon.ico, which would be a 404.
  const icon = await page.locator('link[rel="icon"]').evaluate((link) => (link as unknown as { href: string }).href);
  expect((await context.request.get(icon)).status()).toBe(200);
  expectOnlyLoopback(pane);
  expect(pane.blocked).toEqual([]);
  await context.close();
});

/** office.js as taskpane.html asks for it: the one request beyond loopback, refused by the harness. */
const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

test('taskpane.html, the page Office loads, opened in a browser: preview mode, and only office.js refused', async () => {
  const { context, noise } = await listenedContext({});
  const pane = await setup.openPane({ context, url: setup.stack.officePaneUrl });
  const { page } = pane;
  await showEveryView(page);
  await diagnosticsGathered(page);
  // Office needs office.js from Microsoft's CDN, in <head>, so this page always asks for it. The harness
  // refuses every request beyond loopback, and the browser says so; a user with internet would see it load
  // (and a plain browser is shown preview.html instead). That one failure is all there may be.
  expect(pane.blocked).toEqual([OFFICE_JS]);
  expect(noise).toEqual({
    console: [`error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.Inspector (${OFFICE_JS})`],
    pageErrors: [],
    failedRequests: [`${OFFICE_JS}: net::ERR_BLOCKED_BY_CLIENT.Inspector`],
  });
  await context.close();
});
