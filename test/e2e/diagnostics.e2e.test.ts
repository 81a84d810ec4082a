import type { Page } from 'playwright-core';
import { openView, pageTexts, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

/** A key the service accepts, saved before the diagnostics are read: it must be nowhere in them. */
const KEY = 'e2e-diagnostics-key-5d20c7e4';
/** A key the service refuses: the error it causes is logged, the key is not. */
const WRONG_KEY = 'e2e-wrong-key-a81f3b09';

const setup = useBrowserAndStack({ apiKeys: [KEY] });

async function saveKey(page: Page, key: string): Promise<void> {
  await openView(page, 'Settings');
  const settings = view(page, 'Settings');
  await settings.getByLabel('API key', { exact: true }).fill(key);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settings.getByText('Settings saved', { exact: true }).waitFor();
}

/** The diagnostics text once gathered (it starts with its title). */
async function diagnosticsShown(page: Page): Promise<string> {
  const text = view(page, 'Settings').getByRole('textbox', { name: 'Diagnostics text' });
  await page.waitForFunction(
    (element) => (element as unknown as { value: string }).value.startsWith('PartSpec diagnostics, '),
    await text.elementHandle(),
  );
  return text.inputValue();
}

test("Diagnostics shows preview mode's facts and the last errors, and Copy diagnostics copies them without the key", async () => {
  const pane = await setup.openPane();
  const { page, context } = pane;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: setup.stack.host.url });

  // An error to be logged: a search with a key the service refuses.
  await saveKey(page, WRONG_KEY);
  await openView(page, 'Search');
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  expect((await waitForJobEnd(page)).title).toBe('That did not work');
  await saveKey(page, KEY);

  const settings = view(page, 'Settings');
  await settings.getByRole('heading', { name: 'Diagnostics' }).scrollIntoViewIfNeeded();
  const shown = await diagnosticsShown(page);
  await screenshot(page, 'diagnostics');
  const port = new URL(setup.stack.host.url).port;
  expect(shown).toContain('Host: none (preview mode in a browser: Mozilla/5.0');
  expect(shown).toContain(', development build, served from http://127.0.0.1:');
  expect(shown).toMatch(/^Add-in: version \d+\.\d+\.\d+, development build/m);
  for (const set of [
    'ExcelApi 1.7',
    'ExcelApi 1.9',
    'ExcelApi 1.16',
    'SharedRuntime 1.1',
    'CustomFunctionsRuntime 1.4',
    'CustomFunctionsRuntime 1.5',
  ]) {
    expect(shown).toMatch(
      new RegExp(`^  ${set.replace('.', '\\.')}( \\(manifest minimum\\))?: not known \\(no Excel\\)$`, 'm'),
    );
  }
  expect(shown).toMatch(
    /^Settings: kept in localStorage, \d+ bytes; connection: own API key; API key saved \(not shown\)$/m,
  );
  expect(shown).toContain('Snapshots: IndexedDB, database partspec-snapshots; mode auto, age limit 24 h; 0 kept');
  expect(shown).toMatch(
    new RegExp(
      `^Service: /api \\(http://127\\.0\\.0\\.1:${port}/api\\): reachable: HTTP 200 to a request with the saved key`,
      'm',
    ),
  );
  expect(shown).toMatch(/^Rate limiter: 10 requests\/s configured \(burst 20, 6 at once\)/m);
  expect(shown).toMatch(/^ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC {2}pane {2}ApiKeyRefusedError \(HTTP 403\)$/m);

  await settings.getByRole('button', { name: 'Copy diagnostics' }).click();
  await settings.getByText('Copied to the clipboard: paste it into your report.').waitFor();
  const clipboard = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(clipboard).toMatch(/^PartSpec diagnostics, /);
  expect(clipboard).toContain('ApiKeyRefusedError (HTTP 403)');
  for (const secret of [KEY, WRONG_KEY, KEY.slice(-4), WRONG_KEY.slice(-4)]) {
    expect(clipboard).not.toContain(secret);
  }
  expect(await pageTexts(page)).not.toContain(KEY);
  expectOnlyLoopback(pane);
  await context.close();
});

test('where the clipboard is refused, Copy diagnostics says how to copy the text by hand', async () => {
  const pane = await setup.openPane();
  const { page, context } = pane;
  // As in an Office webview that refuses both ways of copying.
  await page.evaluate(() => {
    const scope = globalThis as unknown as {
      navigator: { clipboard: { writeText: () => Promise<void> } };
      document: { execCommand: () => boolean };
    };
    scope.navigator.clipboard.writeText = () => Promise.reject(new Error('NotAllowedError'));
    scope.document.execCommand = () => false;
  });
  await openView(page, 'Settings');
  await diagnosticsShown(page);
  await view(page, 'Settings').getByRole('button', { name: 'Copy diagnostics' }).click();
  await view(page, 'Settings')
    .getByText('Excel did not let PartSpec use the clipboard: select the text below (Ctrl+A or ⌘A in it) and copy it.')
    .waitFor();
  // The text is there to be copied.
  expect(await diagnosticsShown(page)).toContain('Rate limiter:');
  await context.close();
});
