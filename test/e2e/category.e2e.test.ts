import { activeSheet, openView, sheetNames, sheetSummary, sheetTables, view, waitForJobEnd } from './pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from './support';
import { formatCount } from './truth';

const setup = useBrowserAndStack();

test('downloading a category writes every product of it into a new sheet, as a table', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Category');
  await view(page, 'Category').getByLabel('Category', { exact: true }).selectOption({ label: 'Inductors' });

  const before = await sheetNames(page);
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  const end = await waitForJobEnd(page, 90_000);
  await screenshot(page, 'category-download-inductors');

  const truth = await serviceClient(setup.stack).downloadCategory('inductors');
  expect(truth.length).toBe(11_003);
  expect(end.title).toBe('Done');
  expect(end.text).toContain(`Wrote ${formatCount(truth.length)} products to Inductors!A2:`);

  const added = (await sheetNames(page)).filter((name) => !before.includes(name));
  expect(added).toEqual(['Inductors']);
  expect(await activeSheet(page)).toBe('Inductors');
  const sheet = await sheetSummary(page, 'Inductors', ['Partno', 'Category', 'Status']);
  expect(sheet.header.slice(0, 2)).toEqual(['Category', 'Partno']);
  expect(sheet.rowCount).toBe(truth.length);
  const partnos = sheet.columns.Partno as string[];
  expect(new Set(partnos).size).toBe(partnos.length);
  expect(new Set(partnos)).toEqual(new Set(truth.map((product) => product.record.Partno)));
  expect(new Set(sheet.columns.Category)).toEqual(new Set(['inductors']));
  const statusOf = new Map(truth.map((product) => [product.record.Partno, product.record.Status]));
  expect(sheet.columns.Status).toEqual(partnos.map((partno) => statusOf.get(partno)));

  expect(await sheetTables(page, 'Inductors')).toEqual([
    { sheet: 'Inductors', row: 1, column: 0, rowCount: truth.length + 1, columnCount: sheet.columnCount },
  ]);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('more than 20,000 rows: the pane asks first, with the count, and "Do not write" writes nothing', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Category');
  await view(page, 'Category')
    .getByLabel('Category', { exact: true })
    .selectOption({ label: 'Ceramic capacitors SMD' });
  const before = await sheetNames(page);
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Write this many rows?' });
  await dialog.waitFor({ timeout: 90_000 });
  const truth = await serviceClient(setup.stack).downloadCategory('ceramicCapacitorsSMD');
  expect(truth.length).toBeGreaterThan(20_000);
  expect(await dialog.innerText()).toContain(`This writes ${formatCount(truth.length)} rows into the workbook.`);
  await screenshot(page, 'category-large-write-question');
  await dialog.getByRole('button', { name: 'Do not write' }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Nothing written');
  expect(end.text).toContain(formatCount(truth.length));
  expect(await sheetNames(page)).toEqual(before);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
