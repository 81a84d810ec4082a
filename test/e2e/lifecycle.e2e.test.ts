import type { Product } from '../../src/core';
import { gridCell, openView, sheetValues, typeColumn, view, waitForJobEnd } from './pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from './support';

const setup = useBrowserAndStack();

interface RecordHook {
  partspecPreview: {
    workbook: {
      readRecord(name: string): Promise<string | undefined>;
      writeRecord(name: string, text: string): Promise<void>;
    };
  };
}

test('two BOM refreshes with a change between them; last-time-buy quantities from the Qty column and the builds', async () => {
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
    const history = JSON.parse((await workbook.readRecord('bom-history')) ?? '{}');
    for (const reading of Object.values(history.boms) as { values: Record<string, { Status: string }> }[]) {
      reading.values[partno.toUpperCase()].Status = 'NRND';
    }
    await workbook.writeRecord('bom-history', JSON.stringify(history));
  }, steady.record.Partno);

  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  expect(end.text).toMatch(/1 part changed since \d{4}-\d\d-\d\d \d\d:\d\d\./);
  await bom.getByText(/^1 part changed since/).waitFor();
  await screenshot(page, 'bom-changed-since');
  values = await sheetValues(page, 'Sheet1');
  expect(values[1][column('Changed')]).toBe('Status: NRND → In Production');
  expect(values[2][column('Changed')]).toBe('');
  expect(await sheetValues(page, 'PartSpec changes')).toEqual([
    ['Date', 'Part number', 'Field', 'Before', 'After'],
    [expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), steady.record.Partno, 'Status', 'NRND', 'In Production'],
  ]);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
