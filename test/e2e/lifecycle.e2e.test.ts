import type { Product } from '../../src/core';
import { gridCell, openView, sheetValues, typeColumn, view, waitForJobEnd } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

interface RecordHook {
  partspecPreview: {
    workbook: {
      readRecord(name: string): Promise<string | undefined>;
      writeRecord(name: string, text: string): Promise<void>;
      recordNames(prefix: string): Promise<string[]>;
    };
  };
}

test('BOM refreshes with a change between them, then none, then a new column; last-time-buy quantities from the Qty column and the builds', async () => {
  const client = serviceClient(setup.stack);
  const pick = async (filter: string): Promise<Product> => (await client.search({ filter })).products[0];
  const [steady, ending] = await Promise.all([
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'In Production'"),
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'To be discontinued'"),
  ]);
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Qty', '4', '2500']);
  await typeColumn(page, 0, 1, ['Part number', steady.record.Partno, ending.record.Partno]);
  await gridCell(page, 0, 1).click();
  await gridCell(page, 2, 1).click({ modifiers: ['Shift'] });

  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  for (const name of ['Changed', 'DaysToLastBuy', 'LastTimeBuyQuantity']) {
    await bom.getByRole('checkbox', { name, exact: true }).check();
  }
  await bom.getByLabel('Planned builds').fill('3');
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  expect((await waitForJobEnd(page)).title).toBe('Done');

  let values = await sheetValues(page, 'Sheet1');
  const header = values[0].map(String);
  const column = (name: string) => header.indexOf(name);
  const lot = ending.record.MinOrderQuantity as number;
  expect(values[2][column('LastTimeBuyQuantity')]).toBe(Math.ceil((2500 * 3) / lot) * lot);
  expect(values[1][column('LastTimeBuyQuantity')]).toBe('');
  expect(typeof values[2][column('DaysToLastBuy')]).toBe('number');
  await bom.getByText('Last buy dates, soonest first', { exact: true }).waitFor();

  // As if the first refresh had been made when the steady part was still NRND: its reading says so.
  await page.evaluate(async (partno) => {
    const { workbook } = (globalThis as unknown as RecordHook).partspecPreview;
    // A BOM of two parts: its reading is one record (bom-reading-<id>-<slot>0).
    const [name] = await workbook.recordNames('bom-reading-');
    const reading = JSON.parse((await workbook.readRecord(name)) ?? '{}') as {
      values: Record<string, { Status: string }>;
    };
    reading.values[partno.toUpperCase()].Status = 'NRND';
    await workbook.writeRecord(name, JSON.stringify(reading));
  }, steady.record.Partno);

  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  expect(end.text).toMatch(/1 part changed since \d{4}-\d\d-\d\d \d\d:\d\d\./);
  await bom.getByText(/^1 part changed since/).waitFor();
  await screenshot(page, 'bom-changed-since');
  const changes = await sheetValues(page, 'PartSpec changes');
  expect(changes).toEqual([
    ['Date', 'Part number', 'Field', 'Before', 'After'],
    [expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), steady.record.Partno, 'Status', 'NRND', 'In Production'],
  ]);
  // The change with the date it was seen: the local date the changes sheet gives it.
  const shown = `Status: NRND → In Production (${String(changes[1][0]).slice(0, 10)})`;
  values = await sheetValues(page, 'Sheet1');
  expect(values[1][column('Changed')]).toBe(shown);
  expect(values[2][column('Changed')]).toBe('');

  // A third refresh, with nothing new: the Changed column keeps the last change and its date.
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  const third = await waitForJobEnd(page);
  expect(third.text).toMatch(/0 parts changed since \d{4}-\d\d-\d\d \d\d:\d\d\./);
  expect(third.text).toContain(
    'The Changed column still shows the earlier changes of 1 part, with the date they were seen.',
  );
  await bom.getByText(/^0 parts changed since/).waitFor();
  await screenshot(page, 'bom-changes-kept');
  values = await sheetValues(page, 'Sheet1');
  expect(values[1][column('Changed')]).toBe(shown);
  expect(values[2][column('Changed')]).toBe('');
  expect(await sheetValues(page, 'PartSpec changes')).toEqual(changes);

  // A column ticked now for the first time: its values are written, and are no change.
  await bom.getByRole('checkbox', { name: 'Series', exact: true }).check();
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  expect((await waitForJobEnd(page)).text).toMatch(/0 parts changed since/);
  values = await sheetValues(page, 'Sheet1');
  const series = values[0].map(String).indexOf('Series');
  expect(series).toBeGreaterThan(0);
  expect(values[1][series]).toBe(steady.record.Series ?? '');
  expect(values[1][column('Changed')]).toBe(shown);
  expect(values[2][column('Changed')]).toBe('');
  expect(await sheetValues(page, 'PartSpec changes')).toEqual(changes);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
