import { DATABASE, keptSoon } from '../support/e2e/keptSnapshots';
import {
  activeSheet,
  focused,
  openView,
  sheetNames,
  sheetSummary,
  sheetTables,
  view,
  waitForJobEnd,
  waitForPreview,
} from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';
import { formatCount } from '../support/e2e/truth';

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

test('more than 20,000 rows: the pane asks once they are read, waiting in its status, with advice that fits the Category view; "Do not write" writes nothing', async () => {
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
  const question = await dialog.innerText();
  expect(question).toContain(`This writes ${formatCount(truth.length)} rows into the workbook.`);
  // The Category view has no search to narrow: its advice names what it has, and Search.
  expect(question).toContain('choose fewer columns here, or use Search to take only the products you need');
  expect(question).not.toContain('narrow the search');
  // Under the dialog the status says what the job is doing now: waiting, no longer "Reading 114.2 MB".
  await page.getByText('Waiting for your answer…', { exact: true }).waitFor();
  await page
    .getByText(`Read ${formatCount(truth.length)} products; waiting for your answer to write them`, { exact: true })
    .waitFor();
  expect(await page.getByText(/^Reading .* of product data$/).count()).toBe(0);
  await screenshot(page, 'category-large-write-question');
  await dialog.getByRole('button', { name: 'Do not write' }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Nothing written');
  expect(end.text).toContain(formatCount(truth.length));
  expect(end.text).toContain('Choose fewer columns and download again, or use Search');
  expect(await sheetNames(page)).toEqual(before);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('with a kept snapshot of the category, the question comes before any download request, and "Do not write" downloads nothing', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const category = view(page, 'Category');
  await openView(page, 'Category');
  await category.getByLabel('Category', { exact: true }).selectOption({ label: 'Ceramic capacitors SMD' });

  // A first download keeps the category as a snapshot, whatever the answer to writing it.
  await category.getByRole('button', { name: 'Download category' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Write this many rows?' });
  await dialog.waitFor({ timeout: 90_000 });
  await dialog.getByRole('button', { name: 'Do not write' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Nothing written');
  expect(await keptSoon(page, DATABASE, 60_000)).toEqual(['ceramicCapacitorsSMD']);

  // As after a restart of Excel: nothing in memory, the snapshot in the store.
  await page.reload();
  await waitForPreview(page);
  const downloadRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/v2/products/getproductdatadownloadurl') || pathname.includes('/downloads/')) {
      downloadRequests.push(pathname);
    }
  });
  await openView(page, 'Category');
  await category.getByLabel('Category', { exact: true }).selectOption({ label: 'Ceramic capacitors SMD' });
  const before = await sheetNames(page);
  await category.getByRole('button', { name: 'Download category' }).click();
  await dialog.waitFor({ timeout: 30_000 });
  const truth = await serviceClient(setup.stack).downloadCategory('ceramicCapacitorsSMD');
  const question = await dialog.innerText();
  expect(question).toContain(`This writes about ${formatCount(truth.length)} rows into the workbook: the snapshot of `);
  expect(question).toContain('Nothing is downloaded before you answer.');
  await page
    .getByText(
      `About ${formatCount(truth.length)} products to write; waiting for your answer before downloading them`,
      {
        exact: true,
      },
    )
    .waitFor();
  expect(downloadRequests).toEqual([]);
  await screenshot(page, 'category-large-write-before-download');

  await dialog.getByRole('button', { name: 'Do not write' }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Nothing written');
  expect(end.text).toContain(
    `Nothing was downloaded or written: you chose not to write the category (about ${formatCount(truth.length)} products).`,
  );
  expect(downloadRequests).toEqual([]);
  expect(await sheetNames(page)).toEqual(before);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('chosen columns: none is refused beside the picker, nothing sent; a few are written in the order picked', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const category = view(page, 'Category');
  await openView(page, 'Category');
  await category.getByLabel('Category', { exact: true }).selectOption({ label: 'Inductors' });
  await category.getByRole('radio', { name: 'Choose columns' }).check();

  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) sent.push(pathname);
  });
  await category.getByRole('button', { name: 'None', exact: true }).click();
  await category.getByRole('button', { name: 'Download category' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Not sent');
  await category.getByText('Choose at least one column to insert.', { exact: true }).waitFor();
  expect(await focused(category.getByRole('group', { name: 'Columns' }).getByRole('checkbox').first())).toBe(true);
  expect(sent).toEqual([]);

  await category.getByRole('checkbox', { name: 'RatedCurrent', exact: true }).check();
  await category.getByRole('checkbox', { name: 'Partno', exact: true }).check();
  await category.getByRole('checkbox', { name: 'Status', exact: true }).check();
  await category.getByRole('checkbox', { name: 'Inductance', exact: true }).check();
  await category.getByText('In this order: RatedCurrent, Partno, Status, Inductance', { exact: true }).waitFor();
  await screenshot(page, 'category-column-picker');

  await category.getByRole('button', { name: 'Download category' }).click();
  const end = await waitForJobEnd(page, 90_000);
  expect(end.title).toBe('Done');
  const truth = await serviceClient(setup.stack).downloadCategory('inductors');
  const sheet = await sheetSummary(page, 'Inductors', ['Partno']);
  expect(sheet.header).toEqual(['RatedCurrent (A)', 'Partno', 'Status', 'Inductance (µH)']);
  expect(sheet.rowCount).toBe(truth.length);
  expect(new Set(sheet.columns.Partno)).toEqual(new Set(truth.map((product) => product.record.Partno)));
  expectOnlyLoopback(pane);
  await pane.context.close();
});
