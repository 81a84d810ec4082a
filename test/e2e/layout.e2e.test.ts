import type { Page } from 'playwright-core';
import { openView, type ViewName, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

const VIEWS: readonly ViewName[] = ['Search', 'Category', 'BOM', 'Tables', 'Settings'];

async function pageWidth(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

test('at 320 px wide, no view scrolls sideways', async () => {
  const pane = await setup.openPane({ width: 320 });
  const { page } = pane;

  // The Search view at its widest: a condition on the longest item name, a sort, a multi-select.
  await view(page, 'Search').getByRole('button', { name: 'Add condition' }).click();
  const first = view(page, 'Search').getByRole('group', { name: 'Condition 1', exact: true });
  await first.getByLabel('Item', { exact: true }).selectOption('TemperatureCharacteristicsCompliedStandard');
  await view(page, 'Search').getByRole('button', { name: 'Add condition' }).click();
  const second = view(page, 'Search').getByRole('group', { name: 'Condition 2', exact: true });
  await second.getByLabel('Item', { exact: true }).selectOption('Capacitance');
  await second.getByLabel('Comparison', { exact: true }).selectOption({ label: 'between' });
  await view(page, 'Search').getByRole('button', { name: 'Add sort' }).click();
  // With the conditions' problems shown (nothing chosen, no range), then with a preview's products listed.
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  expect((await waitForJobEnd(page)).title).toBe('Not sent');
  await screenshot(page, 'layout-320-search-problems');
  expect(await pageWidth(page)).toEqual({ scrollWidth: 320, clientWidth: 320 });
  await view(page, 'Search').getByRole('button', { name: 'Remove condition 2' }).click();
  await view(page, 'Search').getByRole('button', { name: 'Remove condition 1' }).click();
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');
  await view(page, 'Search').getByRole('table', { name: 'First matching products' }).waitFor();

  for (const name of VIEWS) {
    await openView(page, name);
    await screenshot(page, `layout-320-${name.toLowerCase()}`);
    const width = await pageWidth(page);
    expect({ view: name, ...width }).toEqual({ view: name, scrollWidth: width.clientWidth, clientWidth: 320 });
  }
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('the pane follows a dark colour scheme', async () => {
  const pane = await setup.openPane({ colorScheme: 'dark' });
  const { page } = pane;
  await screenshot(page, 'layout-dark');
  // Fluent's provider paints the pane: dark behind, light text on it.
  const colours = await view(page, 'Search').evaluate((panel) => {
    const scope = globalThis as unknown as {
      getComputedStyle(element: unknown): { backgroundColor: string; color: string };
    };
    let element = (panel as unknown as { parentElement: unknown }).parentElement;
    let background = 'rgba(0, 0, 0, 0)';
    while (element && background === 'rgba(0, 0, 0, 0)') {
      background = scope.getComputedStyle(element).backgroundColor;
      element = (element as { parentElement: unknown }).parentElement;
    }
    return { background, text: scope.getComputedStyle(panel).color };
  });
  expect(luminance(colours.background)).toBeLessThan(0.2);
  expect(luminance(colours.text)).toBeGreaterThan(0.6);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('nothing leaves loopback, and no request carries the key beyond it', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');
  await openView(page, 'Settings');
  await view(page, 'Settings').getByRole('button', { name: 'Test connection' }).click();
  await view(page, 'Settings')
    .getByText(/answered and accepted the API key/)
    .waitFor();
  await screenshot(page, 'layout-loopback-only');

  // The searches went out with the key, to loopback; the preview page asks for nothing beyond it, not even
  // office.js (taskpane.html does: cleanLoad.e2e.test.ts).
  expect(pane.apiKeysSent.length).toBeGreaterThanOrEqual(2);
  expect(pane.blocked).toEqual([]);
  expect(pane.blockedWithKey).toEqual([]);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

/** Relative luminance (0 black .. 1 white) of an `rgb(r, g, b)` colour. */
function luminance(colour: string): number {
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!channels) throw new Error(`not an rgb colour: ${colour}`);
  const [red, green, blue] = channels.slice(1, 4).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
