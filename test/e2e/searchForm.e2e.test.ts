import type { Locator } from 'playwright-core';
import { condition, filterBox, sheetValues, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

/** Whether the element has the keyboard focus. */
function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );
}

test('focus follows the conditions: to the one added, and after a removal to the one that took its place', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const search = view(page, 'Search');
  const add = search.getByRole('button', { name: 'Add condition' });
  await add.click();
  expect(await focused(condition(page, 1).getByLabel('Item', { exact: true }))).toBe(true);
  await add.click();
  await condition(page, 2).getByLabel('Item', { exact: true }).selectOption('Capacitance');
  await add.click();
  expect(await focused(condition(page, 3).getByLabel('Item', { exact: true }))).toBe(true);

  // Removing the first: the second becomes the first, and has the focus.
  await search.getByRole('button', { name: 'Remove condition 1' }).click();
  const first = condition(page, 1).getByLabel('Item', { exact: true });
  expect(await first.inputValue()).toBe('Capacitance');
  expect(await focused(first)).toBe(true);
  // Removing the last: the one before it.
  await search.getByRole('button', { name: 'Remove condition 2' }).click();
  expect(await focused(condition(page, 1).getByLabel('Item', { exact: true }))).toBe(true);
  // Removing the only one: Add condition.
  await search.getByRole('button', { name: 'Remove condition 1' }).click();
  expect(await focused(add)).toBe(true);
  await pane.context.close();
});

test('Enter in a value runs Preview, and the input says how it reads a bare number', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const search = view(page, 'Search');
  await search.getByRole('button', { name: 'Add condition' }).click();
  const length = condition(page, 1);
  await length.getByLabel('Item', { exact: true }).selectOption('Length');
  await length.getByLabel('Comparison', { exact: true }).selectOption({ label: '≤ (at most)' });
  const value = length.getByLabel('Value', { exact: true });
  await value.fill('0.4');
  await length.getByText('= 0.4 mm', { exact: true }).waitFor();
  await screenshot(page, 'search-bare-number-in-mm');
  await value.press('Enter');
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Done');
  await search.getByRole('table', { name: 'First matching products' }).waitFor();
  expect(await filterBox(page).inputValue()).toContain('Length le 0.0004');
  await pane.context.close();
});

test('the column picker: search, None, the order picked, and a preset kept for next time', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const search = view(page, 'Search');
  await search.getByRole('button', { name: 'Add condition' }).click();
  const size = condition(page, 1);
  await size.getByLabel('Item', { exact: true }).selectOption('SizecodeInch');
  await size.getByLabel('Comparison', { exact: true }).selectOption({ label: 'equals' });
  await size.getByLabel('Value', { exact: true }).fill('0204');

  await search.getByRole('radio', { name: 'Choose columns' }).check();
  await search.getByRole('button', { name: 'None', exact: true }).click();
  const box = search.getByRole('searchbox', { name: 'Search the columns' });
  await box.fill('rated volt');
  expect(await search.getByRole('group', { name: 'Columns' }).getByRole('checkbox').count()).toBeLessThan(5);
  await search.getByRole('checkbox', { name: 'RatedVoltage', exact: true }).check();
  await box.fill('');
  await search.getByRole('checkbox', { name: 'Status', exact: true }).check();
  await search.getByRole('checkbox', { name: 'Partno', exact: true }).check();
  await search.getByText('In this order: RatedVoltage, Status, Partno', { exact: true }).waitFor();
  await search.getByRole('textbox', { name: 'Preset name' }).fill('Voltage first');
  await search.getByRole('button', { name: 'Save as preset' }).click();
  await screenshot(page, 'search-column-picker');

  await search.getByRole('button', { name: 'Insert into sheet' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');
  expect((await sheetValues(page, 'Search'))[1]).toEqual(['RatedVoltage (V)', 'Status', 'Partno']);

  // Kept with the user: after a reload, the preset is offered and brings the columns back in their order.
  await page.reload();
  await view(page, 'Search').getByRole('radio', { name: 'Choose columns' }).check();
  await view(page, 'Search').getByRole('button', { name: 'None', exact: true }).click();
  await view(page, 'Search').getByLabel('Use a preset').selectOption('Voltage first');
  await view(page, 'Search').getByText('In this order: RatedVoltage, Status, Partno', { exact: true }).waitFor();
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('Preview with a condition that cannot be read: Not sent, and the focus goes to that condition’s value, its message beside it', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const search = view(page, 'Search');
  await search.getByRole('button', { name: 'Add condition' }).click();
  const capacitance = condition(page, 1);
  await capacitance.getByLabel('Item', { exact: true }).selectOption('Capacitance');
  await capacitance.getByLabel('Comparison', { exact: true }).selectOption({ label: '≥ (at least)' });
  await capacitance.getByLabel('Value', { exact: true }).fill('100nX');
  // Something else has the focus when Preview is pressed.
  await search.getByRole('button', { name: 'Preview' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Not sent');
  await capacitance.getByText(/100nX/).first().waitFor();
  expect(await focused(capacitance.getByLabel('Value', { exact: true }))).toBe(true);
  await pane.context.close();
});

/** The texts the element is described by (aria-describedby): what a screen reader reads with it. */
async function description(locator: Locator): Promise<string> {
  const ids = ((await locator.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => locator.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

test('a capacitance of -5 or 1e99: refused with words beside the value, announced and focused, and nothing is sent', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const search = view(page, 'Search');
  await search.getByRole('button', { name: 'Add condition' }).click();
  const capacitance = condition(page, 1);
  await capacitance.getByLabel('Item', { exact: true }).selectOption('Capacitance');
  const value = capacitance.getByLabel('Value', { exact: true });
  const sent = pane.apiKeysSent.length;

  for (const [typed, press, words] of [
    ['-5', 'Preview', 'Capacitance: "-5" is negative, which a capacitance cannot be; enter 0 or more, like 100nF.'],
    [
      '1e99',
      'Insert into sheet',
      'Capacitance: "1e99" is more than 1,000 times the largest value in the catalogue (100 µF); check the number and its unit, and write it like 100nF.',
    ],
  ] as const) {
    await value.fill(typed);
    // Something else has the focus when the button is pressed.
    await search.getByRole('button', { name: press }).click();
    expect((await waitForJobEnd(page)).title).toBe('Not sent');
    // Beside the value, as an alert (announced as it appears), and read again with the value that has the focus.
    await capacitance.getByRole('alert').getByText(words, { exact: true }).waitFor();
    expect(await focused(value)).toBe(true);
    expect(await value.getAttribute('aria-invalid')).toBe('true');
    expect(await description(value)).toContain(words);
    // The filter shown is the one that would be sent: without the refused condition, and no 96-digit number.
    expect(await filterBox(page).inputValue()).not.toMatch(/Capacitance|0{20}/);
  }
  await screenshot(page, 'search-value-out-of-range');
  expect(pane.apiKeysSent.length).toBe(sent);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
