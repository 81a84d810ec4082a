import { condition, gridCell, openView, sheetValues, typeColumn, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';
import { formatCount } from '../support/e2e/truth';

const setup = useBrowserAndStack();

test('a search inserted into a sheet is listed under Tables and refreshed in place; the user column beside it stays', async () => {
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
  for (const name of ['Partno', 'Status']) {
    await search.getByRole('checkbox', { name, exact: true }).check();
  }
  await search.getByRole('button', { name: 'Insert into sheet' }).click();
  const inserted = await waitForJobEnd(page);
  expect(inserted.title).toBe('Done');

  const truth = await serviceClient(setup.stack).searchAll({ filter: "SizecodeInch eq '0204'" });
  let values = await sheetValues(page, 'Search');
  expect(String(values[0][0])).toMatch(/^As of \d{4}-\d\d-\d\d \d\d:\d\d/);
  expect(values[1]).toEqual(['Partno', 'Status']);
  expect(values.length).toBe(truth.length + 2);

  // The user's own column beside the table, and a value of the table changed by hand.
  await typeColumn(page, 1, 3, ['My note', 'keep me']);
  await gridCell(page, 2, 1).dblclick();
  const editor = page.getByRole('textbox', { name: 'Edit cell B3' });
  await editor.fill('stale');
  await editor.press('Enter');
  values = await sheetValues(page, 'Search');
  expect(values[2][1]).toBe('stale');

  await openView(page, 'Tables');
  const tables = view(page, 'Tables');
  const item = tables.getByRole('listitem').filter({ hasText: "Search: SizecodeInch eq '0204'" });
  await item.waitFor();
  expect(await item.innerText()).toContain(
    `Search!A2:B${truth.length + 2} · ${formatCount(truth.length)} rows · as of`,
  );
  await screenshot(page, 'tables-listed');
  await item.getByRole('button', { name: 'Refresh table' }).click();
  const refreshed = await waitForJobEnd(page);
  expect(refreshed.title).toBe('Done');
  expect(refreshed.text).toContain(`Refreshed Search!A2:B${truth.length + 2}: ${formatCount(truth.length)} products`);
  await screenshot(page, 'tables-refreshed');

  values = await sheetValues(page, 'Search');
  expect(values[2][1]).toBe(truth[0].record.Status);
  expect(values[1][3]).toBe('My note');
  expect(values[2][3]).toBe('keep me');
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('Refresh all with nothing recorded says how to get a table there', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Tables');
  await view(page, 'Tables').getByText('No table yet', { exact: false }).waitFor();
  expect(await view(page, 'Tables').getByRole('button', { name: 'Refresh all' }).count()).toBe(0);
  await pane.context.close();
});
