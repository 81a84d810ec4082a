import {
  condition,
  gridCell,
  highlightAt,
  openView,
  sheetValues,
  typeColumn,
  view,
  waitForJobEnd,
} from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';

// The two ways a BOM refresh scrambled the user's sheet, step for step as a user met them in preview mode:
// after each, every cell outside the BOM's columns is as it was, and the BOM's rows keep their part numbers.

const setup = useBrowserAndStack();

/** Part numbers of the reference service, a Discontinued one among them (its row is marked). */
async function bomParts(count: number): Promise<string[]> {
  const client = serviceClient(setup.stack);
  const [steady, ended] = await Promise.all([
    client.search({ filter: "Category eq 'ceramicCapacitorsSMD' and Status eq 'In Production'" }),
    client.search({ filter: "Category eq 'ceramicCapacitorsSMD' and Status eq 'Discontinued'" }),
  ]);
  return [ended.products[0], ...steady.products.slice(0, count - 1)].map((product) => product.record.Partno);
}

/** The sheet without the refresh note, which says when. */
function withoutNote(values: unknown[][]): unknown[][] {
  return values.map((row) => row.map((value) => (/^Refreshed \d{4}-/.test(String(value)) ? 'NOTE' : value)));
}

test('one part number selected after a refresh: the same BOM refreshed in place, no second header, nothing moved', async () => {
  const partnos = await bomParts(12);
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Part number', ...partnos]);
  await typeColumn(page, 0, 1, ['Qty', ...partnos.map((_, index) => String(index + 1))]);
  await gridCell(page, 1, 0).click();
  await gridCell(page, partnos.length, 0).click({ modifiers: ['Shift'] });
  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');
  const before = await sheetValues(page, 'Sheet1');

  // Only A5 selected: one part number of the BOM.
  await gridCell(page, 4, 0).click();
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'bom-one-cell-selected');
  expect(end.title).toBe('Done');
  expect(end.text).toContain(`${partnos.length} parts`);
  const after = await sheetValues(page, 'Sheet1');
  expect(withoutNote(after)).toEqual(withoutNote(before));
  expect(after.slice(1).map((row) => row[0])).toEqual(partnos);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a column ticked after a search table was inserted beside the BOM: it goes at the BOM’s edge; the table, its rows and their colours are as they were', async () => {
  const partnos = await bomParts(6);
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Part number', ...partnos]);
  await gridCell(page, 1, 0).click();
  await gridCell(page, partnos.length, 0).click({ modifiers: ['Shift'] });
  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');
  const refreshed = await sheetValues(page, 'Sheet1');
  // The BOM's columns and its note; the search goes two columns right of them.
  const bomWidth = refreshed[0].length;
  const tableColumn = bomWidth + 1;

  await gridCell(page, 0, tableColumn).click();
  await openView(page, 'Search');
  const search = view(page, 'Search');
  await search.getByRole('button', { name: 'Add condition' }).click();
  const size = condition(page, 1);
  await size.getByLabel('Item', { exact: true }).selectOption('SizecodeInch');
  await size.getByLabel('Comparison', { exact: true }).selectOption({ label: 'equals' });
  await size.getByLabel('Value', { exact: true }).fill('0204');
  await search.getByRole('radio', { name: 'At the selected cell' }).check();
  await search.getByRole('radio', { name: 'Choose columns' }).check();
  await search.getByRole('button', { name: 'None', exact: true }).click();
  for (const name of ['Partno', 'Status']) await search.getByRole('checkbox', { name, exact: true }).check();
  await search.getByRole('button', { name: 'Insert into sheet' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');
  const before = await sheetValues(page, 'Sheet1');
  const tableOf = (values: unknown[][]): unknown[][] => values.map((row) => row.slice(tableColumn));
  expect(tableOf(before).length).toBeGreaterThan(partnos.length + 1);

  // Back to the BOM: its part numbers selected, ProductName ticked.
  await gridCell(page, 1, 0).click();
  await gridCell(page, partnos.length, 0).click({ modifiers: ['Shift'] });
  await openView(page, 'BOM');
  await bom.getByRole('checkbox', { name: 'ProductName', exact: true }).check();
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'bom-beside-a-search-table');
  expect(end.title).toBe('Done');
  const after = await sheetValues(page, 'Sheet1');
  expect(tableOf(after)).toEqual(tableOf(before));
  const header = after[0].map(String);
  expect(header.indexOf('ProductName')).toBeGreaterThan(0);
  expect(header.indexOf('ProductName')).toBeLessThan(tableColumn);
  expect(after.slice(1, partnos.length + 1).map((row) => row[0])).toEqual(partnos);
  // The Discontinued part's row is marked in the BOM's columns, not in the table's.
  expect(await highlightAt(page, 'Sheet1', 1, 0)).toBeDefined();
  expect(await highlightAt(page, 'Sheet1', 1, tableColumn)).toBeUndefined();
  expectOnlyLoopback(pane);
  await pane.context.close();
});
