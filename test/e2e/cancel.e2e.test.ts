import type { Page } from 'playwright-core';
import { openView, sheetNames, sheetSummary, sheetTables, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';
import { filledFields, formatCount } from '../support/e2e/truth';

// A service that takes its time, like a remote one: a search of every product (57,504, some 30 requests
// one after the other) then takes long enough to be cancelled half-way.
const setup = useBrowserAndStack({ latencyMs: 400 });

test('cancelling a long search before anything is written leaves the workbook as it was', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  const before = await sheetNames(page);

  // No condition: every product.
  await view(page, 'Search').getByRole('button', { name: 'Insert into sheet' }).click();
  const progress = page.getByRole('progressbar', { name: 'Fetching from the service…' });
  await progress.waitFor();
  // Products have come back, and more are on their way.
  await page.getByText(/^[1-9][\d,]* products found from [1-9]\d* requests?$/).waitFor();
  await screenshot(page, 'cancel-search-running');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  const end = await waitForJobEnd(page);
  await screenshot(page, 'cancel-search-cancelled');
  expect(end.title).toBe('Cancelled');
  expect(end.text).toMatch(/Stopped while searching/);
  expect(end.text).toContain('nothing was written');
  await progress.waitFor({ state: 'detached' });
  // No new sheet, and the one there is still empty.
  expect(await sheetNames(page)).toEqual(before);
  expect((await sheetSummary(page, before[0], [])).columnCount).toBe(0);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

/**
 * Holds the in-memory workbook's `held`th write of values until the test lets it go, the way a slow Excel
 * would hold it: preview mode offers no delay of its own (MemoryWorkbook's requestDelayMs is not settable
 * from the page), and a wait without a hold would race the write.
 */
async function holdWrite(page: Page, held: number): Promise<void> {
  await page.evaluate((which) => {
    type Writer = { writeValues: (...args: unknown[]) => Promise<void> };
    const workbook = (globalThis as unknown as { partspecPreview: { workbook: Writer } }).partspecPreview.workbook;
    const gate = { writes: 0, held: false, release: () => undefined as void };
    (globalThis as unknown as { partspecGate: typeof gate }).partspecGate = gate;
    const original = workbook.writeValues.bind(workbook);
    workbook.writeValues = async (...args: unknown[]) => {
      gate.writes += 1;
      if (gate.writes === which) {
        gate.held = true;
        await new Promise<void>((resolve) => (gate.release = resolve));
      }
      return original(...args);
    };
  }, held);
}

test('cancelling while rows are written leaves a header and complete rows only, with a table over exactly them', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  // 11,003 inductors: more rows than one request to the workbook carries (about 2,200 rows a request).
  // The second request is held, so the first rows are in and the pane says so.
  await holdWrite(page, 2);

  await openView(page, 'Category');
  await view(page, 'Category').getByLabel('Category', { exact: true }).selectOption({ label: 'Inductors' });
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  await page.waitForFunction(() => (globalThis as unknown as { partspecGate: { held: boolean } }).partspecGate.held);
  // The bar is determinate now: the share of the rows written, and the line under it says how many.
  const progress = page.getByRole('progressbar', { name: 'Writing to the sheet…' });
  await progress.waitFor();
  const counted = page.getByText(/^[1-9][\d,]* of 11,003 rows written$/);
  await counted.waitFor();
  const rowsSoFar = Number((await counted.innerText()).split(' ')[0].replace(/,/g, ''));
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeCloseTo(rowsSoFar / 11_003, 6);
  expect(await progress.getAttribute('aria-valuemax')).toBe('1');
  await screenshot(page, 'cancel-write-running');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.evaluate(() =>
    (globalThis as unknown as { partspecGate: { release: () => void } }).partspecGate.release(),
  );

  const end = await waitForJobEnd(page);
  await screenshot(page, 'cancel-write-cancelled');
  expect(end.title).toBe('Cancelled');
  const truth = await serviceClient(setup.stack).downloadCategory('inductors');
  const written = new RegExp(
    `([\\d,]+) of ${formatCount(truth.length)} products were written to Inductors!A2:[A-Z]+(\\d+), each row complete`,
  ).exec(end.text);
  expect(written).not.toBeNull();
  const rows = Number(written![1].replace(/,/g, ''));
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThan(truth.length);
  expect(Number(written![2])).toBe(rows + 2);

  // The header and the first rows of the download, each complete; nothing under them.
  expect(await sheetNames(page)).toEqual(['Sheet1', 'Inductors']);
  const sheet = await sheetSummary(page, 'Inductors', ['Partno']);
  expect(sheet.header.slice(0, 2)).toEqual(['Category', 'Partno']);
  expect(sheet.rowCount).toBe(rows);
  const first = truth.slice(0, rows);
  expect(sheet.columns.Partno).toEqual(first.map((product) => product.record.Partno));
  expect((sheet.columns.Partno as string[]).every((partno) => partno !== '')).toBe(true);
  expect(sheet.filledCells).toEqual(first.map((product) => filledFields(product, sheet.header)));
  expect(await sheetTables(page, 'Inductors')).toEqual([
    { sheet: 'Inductors', row: 1, column: 0, rowCount: rows + 1, columnCount: sheet.columnCount },
  ]);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

/**
 * Records, in the page, the rows of every write of values into the in-memory workbook, and the rows
 * written when the Cancel button is pressed (a listener in the capture phase runs before the pane's own).
 */
async function watchWrites(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Writer = { writeValues: (at: unknown, values: unknown[]) => Promise<void> };
    const workbook = (globalThis as unknown as { partspecPreview: { workbook: Writer } }).partspecPreview.workbook;
    const watch = { chunks: [] as number[], rowsAtCancel: -1 };
    (globalThis as unknown as { partspecWatch: typeof watch }).partspecWatch = watch;
    const original = workbook.writeValues.bind(workbook);
    workbook.writeValues = async (at: unknown, values: unknown[]) => {
      await original(at, values);
      watch.chunks.push(values.length);
    };
    const scope = globalThis as unknown as {
      document: {
        addEventListener(type: string, listener: (event: { target: unknown }) => void, capture: boolean): void;
      };
    };
    scope.document.addEventListener(
      'click',
      (event) => {
        const target = event.target as { closest?: (selector: string) => { innerText: string } | null };
        if (watch.rowsAtCancel < 0 && target.closest?.('button')?.innerText === 'Cancel') {
          watch.rowsAtCancel = watch.chunks.reduce((sum, rows) => sum + rows, 0);
        }
      },
      true,
    );
  });
}

test('preview mode: Cancel during a large write takes effect at the next chunk, not thousands of rows later', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await watchWrites(page);
  await openView(page, 'Category');
  await view(page, 'Category').getByLabel('Category', { exact: true }).selectOption({ label: 'Inductors' });
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  await page.getByText(/^[1-9][\d,]* of 11,003 rows written$/).waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Cancelled');
  const watch = await page.evaluate(
    () => (globalThis as unknown as { partspecWatch: { chunks: number[]; rowsAtCancel: number } }).partspecWatch,
  );
  const written = watch.chunks.reduce((sum, rows) => sum + rows, 0);
  expect(watch.rowsAtCancel).toBeGreaterThan(0);
  expect(written).toBeLessThan(11_003);
  // At most the one chunk that was under way when Cancel was pressed, and chunks are small.
  const largest = Math.max(...watch.chunks);
  expect(largest).toBeLessThan(1_000);
  expect(written - watch.rowsAtCancel).toBeLessThanOrEqual(largest);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
