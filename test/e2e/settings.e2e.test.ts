import type { Page } from 'playwright-core';
import { jobMessage, openView, pageTexts, view, waitForJobEnd, waitForPreview } from './pane';
import { DEMO_API_KEY, expectOnlyLoopback, screenshot, useBrowserAndStack } from './support';

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
    save: panel.getByRole('button', { name: 'Save settings' }),
    test: panel.getByRole('button', { name: 'Test connection' }),
    result: panel.getByRole('status'),
  };
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
