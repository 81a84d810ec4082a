import type { Locator, Page } from 'playwright-core';
import { jobMessage, openView, pageTexts, view, waitForJobEnd, waitForPreview } from '../support/e2e/pane';
import { DEMO_API_KEY, expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

/** A second key the service accepts, so that the pane keeps working once it is saved. */
const SAVED_KEY = 'e2e-saved-key-7f3a9c51';

const setup = useBrowserAndStack({ apiKeys: [SAVED_KEY] });

function settings(page: Page) {
  const panel = view(page, 'Settings');
  return {
    apiKey: panel.getByLabel('API key', { exact: true }),
    serviceUrl: panel.getByLabel('Service URL', { exact: true }),
    language: panel.getByLabel('Language', { exact: true }),
    rate: panel.getByLabel('Requests per second', { exact: true }),
    burst: panel.getByLabel('Burst', { exact: true }),
    save: panel.getByRole('button', { name: 'Save settings' }),
    test: panel.getByRole('button', { name: 'Test connection' }),
    result: panel.getByRole('status'),
  };
}

/** Whether the element has the keyboard focus. */
function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );
}

/** The texts the element is described by (aria-describedby): what a screen reader reads with it. */
async function description(locator: Locator): Promise<string> {
  const ids = ((await locator.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => locator.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/** The selected option's text of a native select. */
async function selectedLabel(page: Page, select: ReturnType<typeof settings>['language']): Promise<string> {
  const value = await select.inputValue();
  return select.locator(`option[value="${value}"]`).innerText();
}

test('saved settings survive a reload, and the key is only ever shown masked', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Settings');
  const form = settings(page);
  const serviceUrl = `${setup.stack.host.url}/api`;

  await form.apiKey.fill(SAVED_KEY);
  await form.serviceUrl.fill(serviceUrl);
  await form.language.selectOption({ label: '日本語' });
  await form.rate.fill('5');
  await form.save.click();
  await form.result.getByText('Settings saved', { exact: true }).waitFor();
  await screenshot(page, 'settings-saved');

  await page.reload();
  await waitForPreview(page);
  await openView(page, 'Settings');
  const again = settings(page);
  expect(await again.serviceUrl.inputValue()).toBe(serviceUrl);
  expect(await again.language.inputValue()).toBe('ja');
  expect(await selectedLabel(page, again.language)).toBe('日本語');
  expect(await again.rate.inputValue()).toBe('5');
  // The key: saved, shown by its last four characters only, never in full.
  expect(await again.apiKey.inputValue()).toBe('');
  const masked = `••••${SAVED_KEY.slice(-4)}`;
  expect(await again.apiKey.getAttribute('placeholder')).toBe(masked);
  await view(page, 'Settings').getByText(`A key is saved (${masked})`).waitFor();
  await screenshot(page, 'settings-after-reload');
  expect(await pageTexts(page)).not.toContain(SAVED_KEY);

  // In force, not only shown: the Search view starts in Japanese, and a search goes out with the saved key.
  await openView(page, 'Search');
  expect(await view(page, 'Search').getByLabel('Language', { exact: true }).inputValue()).toBe('ja');
  const sent = pane.apiKeysSent.length;
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Done');
  expect(pane.apiKeysSent.slice(sent)).toEqual([SAVED_KEY]);
  expect(await pageTexts(page)).not.toContain(SAVED_KEY);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a refused key gets a message that says so and where to fix it, without showing the key; Test connection tells a good key from a bad one', async () => {
  const wrongKey = 'wrong-key-for-e2e-0042';
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Settings');
  const form = settings(page);
  await form.apiKey.fill(wrongKey);
  await form.save.click();
  await form.result.getByText('Settings saved', { exact: true }).waitFor();

  await openView(page, 'Search');
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'settings-wrong-key');
  expect(end.title).toBe('That did not work');
  expect(end.text).toMatch(/refused the API key/);
  expect(end.text).toMatch(/Open Settings and check the API key/);
  expect(await pageTexts(page)).not.toContain(wrongKey);

  // The message leads to Settings.
  await jobMessage(page).getByRole('button', { name: 'Open Settings' }).click();
  await view(page, 'Settings').waitFor();
  expect(await page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');

  // Test connection with the saved (wrong) key: refused; with the right key typed in: it works.
  await form.test.click();
  await form.result.getByText(/refused the API key/).waitFor();
  expect(await pageTexts(page)).not.toContain(wrongKey);
  await form.apiKey.fill(DEMO_API_KEY);
  await form.test.click();
  await form.result.getByText(/answered and accepted the API key/).waitFor();
  await screenshot(page, 'settings-test-connection');
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a burst of 99999999: Save is refused, the burst is focused with the words beside it, and nothing is saved', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Settings');
  const form = settings(page);
  const words = 'Enter how many requests may go out at once: a whole number from 1 to 1,000 (for example 20).';
  await form.burst.fill('99999999');
  await form.save.click();
  // Beside the burst, as an alert (announced as it appears), and read again with the burst, which has the focus.
  await view(page, 'Settings').getByRole('alert').getByText(words, { exact: true }).waitFor();
  expect(await focused(form.burst)).toBe(true);
  expect(await form.burst.getAttribute('aria-invalid')).toBe('true');
  expect(await description(form.burst)).toContain(words);
  expect(await form.result.getByText('Settings saved').count()).toBe(0);
  await screenshot(page, 'settings-burst-refused');

  // Nothing was saved: after a reload the burst is the one it was.
  await page.reload();
  await waitForPreview(page);
  await openView(page, 'Settings');
  expect(await settings(page).burst.inputValue()).toBe('20');
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a pane in Japanese: a service URL Save refuses is worded in Japanese under its field, which has the focus', async () => {
  const pane = await setup.openPane({ locale: 'ja-JP' });
  const { page } = pane;
  await page.getByRole('tab', { name: '設定', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: '設定', exact: true });
  const serviceUrl = panel.getByLabel('サービス URL', { exact: true });
  await serviceUrl.fill('ftp://example.com');
  await panel.getByRole('button', { name: '設定を保存' }).click();
  // Refused by saveSettings itself (a SettingsError), not by the form's own check of the numbers.
  const alert = panel.getByRole('alert').filter({ hasText: 'サービス URL が Web アドレスではありません' });
  await alert.waitFor();
  expect(await alert.innerText()).not.toMatch(/not a web address|Settings were not saved/);
  expect(await focused(serviceUrl)).toBe(true);
  expect(await description(serviceUrl)).toContain('サービス URL が Web アドレスではありません');
  await screenshot(page, 'settings-refused-ja');
  expectOnlyLoopback(pane);
  await pane.context.close();
});
