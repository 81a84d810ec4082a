import type { Page } from 'playwright-core';
import { type Alternative, differenceText, findEquivalents, type Product } from '../../src/core';
import {
  activeSheet,
  condition,
  filterBox,
  gridCell,
  jobMessage,
  sheetNames,
  sheetSummary,
  sheetTables,
  sheetValues,
  typeColumn,
  view,
  waitForJobEnd,
} from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';
import { excelSerial, filledFields, formatCount, specNumber } from '../support/e2e/truth';

const setup = useBrowserAndStack();

async function chooseCategory(page: Page, label: string): Promise<void> {
  await view(page, 'Search').getByLabel('Category', { exact: true }).selectOption({ label });
}

/** Adds a condition and sets its item and comparison; returns its group. */
async function addCondition(page: Page, number: number, item: string, comparison: string) {
  await view(page, 'Search').getByRole('button', { name: 'Add condition' }).click();
  const group = condition(page, number);
  await group.getByLabel('Item', { exact: true }).selectOption(item);
  await group.getByLabel('Comparison', { exact: true }).selectOption({ label: comparison });
  return group;
}

test('a filter with a unit value and a multi-select shows the exact filter, and its preview count agrees with the service', async () => {
  const pane = await setup.openPane();
  const { page } = pane;

  await chooseCategory(page, 'Ceramic capacitors SMD');
  const capacitance = await addCondition(page, 1, 'Capacitance', '≥ (at least)');
  await capacitance.getByLabel('Value', { exact: true }).fill('100nF');

  const status = await addCondition(page, 2, 'Status', 'is any of');
  const values = status.getByRole('combobox', { name: 'Values' });
  await values.click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemcheckbox', { name: 'In Production', exact: true }).click();
  await menu.getByRole('menuitemcheckbox', { name: 'NRND', exact: true }).click();
  expect(await menu.getByRole('menuitemcheckbox', { checked: true }).allInnerTexts()).toEqual([
    'In Production',
    'NRND',
  ]);
  await values.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await values.inputValue()).toBe('In Production, NRND');

  const filter = await filterBox(page).inputValue();
  expect(filter).toContain('Capacitance ge 0.0000001');
  expect(filter).toContain("Status eq 'In Production|NRND'");
  expect(filter).toContain("Category eq 'ceramicCapacitorsSMD'");

  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'search-filter-preview');

  // The truth: the same search, written by hand (not read from the box), straight to the service.
  const truth = await serviceClient(setup.stack).search({
    filter: "Category eq 'ceramicCapacitorsSMD' and Capacitance ge 100nF and Status eq 'In Production|NRND'",
  });
  const found = truth.products.length;
  const expected = truth.hasMoreHits
    ? `First ${formatCount(found)} of more than ${formatCount(found)} matches`
    : `${formatCount(found)} ${found === 1 ? 'match' : 'matches'}`;
  expect(end.title).toBe('Done');
  expect(end.text).toContain(expected);
  await view(page, 'Search').getByText(expected, { exact: true }).waitFor();

  // The products listed are the service's first ones, in its order.
  const listed = view(page, 'Search').getByRole('table', { name: 'First matching products' });
  const firstCells = await listed.getByRole('row').locator('td:first-child').allInnerTexts();
  const shown = firstCells.map((text) => text.split('\n')[0].trim());
  expect(shown).toEqual(truth.products.slice(0, shown.length).map((product) => product.record.Partno));
  expect(shown.length).toBe(Math.min(25, found));

  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('inserting more than 2000 matches writes exactly the service products, in its order, as a table', async () => {
  const pane = await setup.openPane();
  const { page } = pane;

  await chooseCategory(page, 'Ceramic capacitors SMD');
  const capacitance = await addCondition(page, 1, 'Capacitance', '≥ (at least)');
  await capacitance.getByLabel('Value', { exact: true }).fill('4.7uF');
  await view(page, 'Search').getByRole('button', { name: 'Add sort' }).click();
  await view(page, 'Search').getByLabel('Sort 1 by', { exact: true }).selectOption('Capacitance');
  await view(page, 'Search').getByLabel('Sort 1 direction').selectOption({ label: 'Descending' });
  const filter = await filterBox(page).inputValue();
  const bound = /Capacitance ge (\S+)/.exec(filter);
  expect(Number(bound?.[1])).toBeCloseTo(4.7e-6, 12);
  await view(page, 'Search').getByText('Capacitance desc', { exact: true }).waitFor();

  const client = serviceClient(setup.stack);
  const request = {
    filter: "Category eq 'ceramicCapacitorsSMD' and Capacitance ge 4.7uF",
    orderby: 'Capacitance desc',
  };
  const [all, firstPage] = await Promise.all([client.searchAll(request), client.search(request)]);
  // More than one request's worth, and few enough to stay quick.
  expect(firstPage.hasMoreHits).toBe(true);
  expect(all.length).toBeGreaterThan(2000);
  expect(all.length).toBeLessThan(8000);

  const before = await sheetNames(page);
  await view(page, 'Search').getByRole('button', { name: 'Insert into sheet' }).click();
  const end = await waitForJobEnd(page, 90_000);
  await screenshot(page, 'search-insert-2000-plus');
  expect(end.title).toBe('Done');
  expect(end.text).toContain(`Wrote ${formatCount(all.length)} products to Search!A2:`);

  const added = (await sheetNames(page)).filter((name) => !before.includes(name));
  expect(added).toEqual(['Search']);
  expect(await activeSheet(page)).toBe('Search');
  const sheet = await sheetSummary(page, 'Search', ['Partno', 'Status', 'LastBuyDate']);
  const capacitanceHeader = sheet.header.find((title) => title.startsWith('Capacitance ('));
  expect(capacitanceHeader).toBeDefined();
  const { columns } = await sheetSummary(page, 'Search', [capacitanceHeader!]);

  // Header + exactly the service's products: none missing, none twice, in the order the service sorts them.
  expect(sheet.rowCount).toBe(all.length);
  const partnos = sheet.columns.Partno as string[];
  expect(new Set(partnos).size).toBe(partnos.length);
  expect(new Set(partnos)).toEqual(new Set(all.map((product) => product.record.Partno)));
  expect(partnos).toEqual(all.map((product) => product.record.Partno));
  // The service's own first page, as its $orderby sorted it, is the sheet's first 2000 rows.
  expect(partnos.slice(0, firstPage.products.length)).toEqual(firstPage.products.map((p) => p.record.Partno));

  // A few columns against the service's values.
  const byPartno = new Map(all.map((product) => [product.record.Partno, product]));
  const unit = displayUnitScale(capacitanceHeader!, 'F');
  const capacitances = columns[capacitanceHeader!] as number[];
  partnos.forEach((partno, row) => {
    const product = byPartno.get(partno) as Product;
    expect(sheet.columns.Status[row]).toBe(product.record.Status);
    const farads = specNumber(product, 'Capacitance');
    expect(capacitances[row]).toBeCloseTo(farads * unit, 6);
    const lastBuy = product.record.LastBuyDate;
    expect(sheet.columns.LastBuyDate[row]).toBe(typeof lastBuy === 'string' ? excelSerial(lastBuy) : '');
  });
  for (let row = 1; row < capacitances.length; row += 1) {
    expect(capacitances[row]).toBeLessThanOrEqual(capacitances[row - 1]);
  }
  // Every row is as full as the service's record: no field of it left out.
  const filled = all.map((product) => filledFields(product, sheet.header));
  expect(sheet.filledCells).toEqual(filled);

  expect(await sheetTables(page, 'Search')).toEqual([
    { sheet: 'Search', row: 1, column: 0, rowCount: all.length + 1, columnCount: sheet.columnCount },
  ]);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

/** `Capacitance (µF)` -> 1e6: what a value in SI units is multiplied by to be in the header's unit. */
function displayUnitScale(header: string, unit: string): number {
  const match = /\((.*)\)$/.exec(header);
  const symbol = match?.[1] ?? '';
  const prefix = symbol.slice(0, symbol.length - unit.length);
  expect(symbol.endsWith(unit)).toBe(true);
  const scales: Record<string, number> = { '': 1, m: 1e3, µ: 1e6, μ: 1e6, u: 1e6, n: 1e9, p: 1e12, k: 1e-3 };
  expect(scales[prefix]).toBeDefined();
  return scales[prefix];
}

test('while a condition is incomplete, the filter box does not claim there are no conditions', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  // Every product of every category: the filter is empty, and the box rightly says why.
  const noConditions = view(page, 'Search').getByText('No conditions: every product matches.', { exact: true });
  await noConditions.waitFor();
  // A condition without its value yet: the search cannot be sent as it stands, and "every product matches"
  // is not what it will do.
  await addCondition(page, 1, 'Capacitance', '≥ (at least)');
  await screenshot(page, 'search-incomplete-condition');
  expect(await filterBox(page).inputValue()).toBe('');
  expect(await noConditions.count()).toBe(0);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a search that matches nothing: Preview and Insert into sheet end Not found, not Done, not green, and add no sheet', async () => {
  // The truth: the service has no such product, so nothing is there to show or write.
  const truth = await serviceClient(setup.stack).search({
    filter: "Category eq 'ceramicCapacitorsSMD' and Partno eq 'NO-SUCH-PART-123'",
  });
  expect(truth.products).toEqual([]);

  const pane = await setup.openPane();
  const { page } = pane;
  await chooseCategory(page, 'Ceramic capacitors SMD');
  const partno = await addCondition(page, 1, 'Partno', 'equals');
  await partno.getByLabel('Value', { exact: true }).fill('NO-SUCH-PART-123');

  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  const previewed = await waitForJobEnd(page);
  expect(previewed.title).toBe('Not found');
  expect(previewed.text).toContain('No product matches these conditions. Loosen a condition or remove one');
  expect(await jobMessage(page).getAttribute('data-intent')).toBe('warning');

  const before = await sheetNames(page);
  await view(page, 'Search').getByRole('button', { name: 'Insert into sheet' }).click();
  const inserted = await waitForJobEnd(page);
  await screenshot(page, 'search-insert-no-match');
  expect(inserted.title).toBe('Not found');
  expect(inserted.text).not.toContain('Done');
  expect(inserted.text).toContain(
    'No product matches these conditions, so nothing was written. Loosen a condition or remove one, then insert again.',
  );
  expect(await jobMessage(page).getAttribute('data-intent')).toBe('warning');
  expect(await sheetNames(page)).toEqual(before);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('Find equivalents on a part number the service does not know: Not found, not Done, and not green', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['NO-SUCH-PART-123']);
  await gridCell(page, 0, 0).click();
  await view(page, 'Search').getByRole('button', { name: 'Find equivalents' }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Not found');
  expect(end.text).toContain('The service does not know NO-SUCH-PART-123.');
  expect(await jobMessage(page).getAttribute('data-intent')).toBe('warning');
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('Find equivalents told straight, then all of them inserted: drop-ins and parts to check as counted, with what differs, in units', async () => {
  // A part with more equivalents than the pane lists, of both kinds, as the service's own answers make them.
  const client = serviceClient(setup.stack);
  const candidates = await client.search({ filter: "Category eq 'ceramicCapacitorsSMD' and Status eq 'NRND'" });
  let partno: string | undefined;
  let truth: Alternative[] = [];
  for (const product of candidates.products.slice(0, 60)) {
    const found = (await findEquivalents(client, product.record.Partno)) ?? [];
    const dropIns = found.filter((alternative) => alternative.check.verdict === 'drop-in').length;
    if (found.length > 25 && dropIns > 0 && dropIns < found.length) {
      [partno, truth] = [product.record.Partno, found];
      break;
    }
  }
  expect(partno).toBeDefined();
  const dropIns = truth.filter((alternative) => alternative.check.verdict === 'drop-in').length;
  const toCheck = truth.length - dropIns;
  const plural = (count: number, one: string, other: string) => `${formatCount(count)} ${count === 1 ? one : other}`;
  const counted = `${plural(dropIns, 'drop-in replacement', 'drop-in replacements')} and ${plural(toCheck, 'part to check', 'parts to check')}`;

  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, [partno!]);
  await gridCell(page, 0, 0).click();
  const search = view(page, 'Search');
  await search.getByRole('button', { name: 'Find equivalents' }).click();
  const found = await waitForJobEnd(page);
  expect(found.title).toBe('Done');
  expect(found.text).toContain(
    `${partno}: ${plural(dropIns, 'drop-in replacement', 'drop-in replacements')} In Production, and ${plural(toCheck, 'part to check', 'parts to check')}.`,
  );
  const result = search.getByRole('region', { name: `Equivalents of ${partno}` });
  await result.getByText(`The first 25 of ${formatCount(truth.length)}, best first.`, { exact: true }).waitFor();
  expect(await result.getByRole('listitem').count()).toBe(25);

  const before = await sheetNames(page);
  await result.getByRole('button', { name: `Insert all ${formatCount(truth.length)} into sheet` }).click();
  const inserted = await waitForJobEnd(page);
  await screenshot(page, 'equivalents-inserted');
  expect(inserted.title).toBe('Done');
  expect(await jobMessage(page).getAttribute('data-intent')).toBe('success');
  expect(inserted.text).toMatch(
    new RegExp(
      `Wrote ${formatCount(truth.length)} rows to Equivalents!A2:[A-Z]+${truth.length + 2}, one per equivalent`,
    ),
  );
  expect(inserted.text).toContain(`of ${partno}: ${counted}.`);
  expect((await sheetNames(page)).filter((name) => !before.includes(name))).toEqual(['Equivalents']);

  // Every equivalent, in the pane's order: its verdict, its status, and what differs, with units.
  const values = await sheetValues(page, 'Equivalents');
  expect(String(values[0][0])).toMatch(
    new RegExp(
      `^As of \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d from the service · equivalents of ${partno} · PartSpec › Search › Find equivalents$`,
    ),
  );
  const [header, ...rows] = values.slice(1);
  expect(header.slice(0, 5)).toEqual(['Partno', 'Verdict', 'Status', 'Differences', 'Better']);
  expect(header).toContain('Capacitance (µF)');
  expect(header).toContain('RatedVoltage (V)');
  expect(rows.map((row) => row.slice(0, 5))).toEqual(
    truth.map(({ product, check }) => [
      product.record.Partno,
      check.verdict,
      product.record.Status,
      check.differences.map(differenceText).join('; '),
      check.improvements.map(differenceText).join('; '),
    ]),
  );
  // Not a test of nothing: the parts to check say what differs, in a unit.
  expect(rows.some((row) => /: -?[\d.]+ (µF|pF|nF|V) → /.test(String(row[3])))).toBe(true);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
