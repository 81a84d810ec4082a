import type { Product } from '../../src/core';
import {
  type ComputedStyleOf,
  type DomElement,
  gridCell,
  highlightAt,
  jobMessage,
  openView,
  sheetValues,
  typeColumn,
  view,
  waitForJobEnd,
} from '../support/e2e/pane';
import {
  ARTIFACTS_DIR,
  expectOnlyLoopback,
  screenshot,
  serviceClient,
  useBrowserAndStack,
} from '../support/e2e/browserStack';
import { excelSerial } from '../support/e2e/truth';

const setup = useBrowserAndStack();

/** A text that no part number can be (a ' inside): never sent. */
const NOT_A_PART_NUMBER = "AB'C";
/** The marks of the statuses, as the pane's documentation gives them (fill, text). */
const RISK_FILLS: Record<string, string> = {
  'Under Development': '#DDEBF7',
  NRND: '#FFF2CC',
  'To be discontinued': '#FFE699',
  Discontinued: '#FFC7CE',
};

function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

function dateCell(value: unknown): number | '' {
  return typeof value === 'string' ? excelSerial(value) : '';
}

test('a BOM refresh fills the lifecycle columns, says in the sheet what was not found (with near part numbers), counts statuses and marks the parts', async () => {
  // Part numbers of different statuses, straight from the service; an inductor among the capacitors.
  const client = serviceClient(setup.stack);
  const pick = async (filter: string): Promise<Product> => (await client.search({ filter })).products[0];
  const chosen = await Promise.all([
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'In Production'"),
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'Discontinued'"),
    pick("Category eq 'inductors' and Status eq 'In Production'"),
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'NRND'"),
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'To be discontinued'"),
    pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'Under Development'"),
  ]);
  const partnos = chosen.map((product) => product.record.Partno);
  // A typo of a real part number: its last character changed to one no part number of the family has.
  const UNKNOWN = `${partnos[0].slice(0, -1)}Q`;
  expect(partnos).not.toContain(UNKNOWN);
  const bom = [partnos[0], partnos[1], UNKNOWN, partnos[2], partnos[3], partnos[4], NOT_A_PART_NUMBER, partnos[5]];
  // The service's own records of them, in one search as the spec has it.
  const truth = await client.search({ filter: `Partno eq '${partnos.join('|')}'` });
  const recordOf = new Map(truth.products.map((product) => [product.record.Partno, product.record]));
  expect([...recordOf.keys()].sort()).toEqual([...partnos].sort());
  expect(recordOf.get(partnos[1])?.Status).toBe('Discontinued');

  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Part number', ...bom]);
  expect(await sheetValues(page, 'Sheet1')).toEqual([['Part number'], ...bom.map((partno) => [partno])]);
  await gridCell(page, 1, 0).click();
  await gridCell(page, bom.length, 0).click({ modifiers: ['Shift'] });
  expect(await gridCell(page, bom.length, 0).getAttribute('aria-selected')).toBe('true');

  await openView(page, 'BOM');
  await view(page, 'BOM').getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'bom-refresh');
  // Written, but two lines are nowhere to buy: not plain Done, and not green.
  expect(end.title).toBe('Done, some not found');
  expect(await jobMessage(page).getAttribute('data-intent')).toBe('warning');
  expect(end.text).toContain(`Not found: ${UNKNOWN}.`);
  expect(end.text).toContain(`Not a part number: ${NOT_A_PART_NUMBER}.`);
  // The outcome at the top of the BOM view, where the eye is when the job ends: above its button, its result
  // (charts and lists) and Fill part numbers, in sight, and in a live region of the view for a screen reader.
  const bomView = view(page, 'BOM');
  const topOf = async (element: ReturnType<typeof jobMessage>): Promise<number> => (await element.boundingBox())!.y;
  const messageTop = await topOf(jobMessage(page));
  expect(messageTop).toBeLessThan(await topOf(bomView.getByRole('button', { name: 'Refresh BOM' })));
  expect(messageTop).toBeLessThan(await topOf(bomView.getByRole('region', { name: 'BOM refresh result' })));
  expect(messageTop).toBeLessThan(await topOf(bomView.getByRole('heading', { name: 'Fill part numbers' })));
  expect(messageTop).toBeGreaterThanOrEqual(0);
  expect(messageTop).toBeLessThan(
    await page.evaluate(() => (globalThis as unknown as { innerHeight: number }).innerHeight),
  );
  expect(
    await bomView
      .locator('[role="status"][aria-live="polite"]')
      .filter({ has: jobMessage(page) })
      .count(),
  ).toBe(1);

  // The columns, with the service's values; the rows without a part say why in their Status cell.
  const values = await sheetValues(page, 'Sheet1');
  const header = values[0];
  expect(header.slice(0, 5)).toEqual([
    'Part number',
    'Status',
    'LastBuyDate',
    'ProductionEndDate',
    'AlternativePartno',
  ]);
  // Then what the view adds by default: days to the last buy, the best replacement and its verdict, and
  // what changed (nothing yet: this is the BOM's first refresh); the refresh note right of them.
  expect(header.slice(5, 9)).toEqual(['DaysToLastBuy', 'BestAlternative', 'AlternativeVerdict', 'Changed']);
  expect(String(header[9])).toMatch(/^Refreshed \d{4}-\d\d-\d\d \d\d:\d\d from the service$/);
  const unknownStatus = String(values[1 + bom.indexOf(UNKNOWN)][1]);
  const near = /^Not found \(did you mean (.+)\?\)$/.exec(unknownStatus);
  expect(near).not.toBeNull();
  const suggested = near![1].split(', ');
  expect(suggested.length).toBeGreaterThan(0);
  expect(suggested.length).toBeLessThanOrEqual(3);
  // The suggestions are real part numbers, near the one typed.
  const real = await client.search({ filter: `Partno eq '${suggested.join('|')}'` });
  expect(real.products.map((product) => product.record.Partno).sort()).toEqual([...suggested].sort());
  expect(suggested.every((partno) => partno.startsWith(UNKNOWN.slice(0, 8)))).toBe(true);
  const expected = bom.map((partno) => {
    const record = recordOf.get(partno);
    if (partno === NOT_A_PART_NUMBER) return [partno, 'Not a part number', '', '', ''];
    if (!record) return [partno, unknownStatus, '', '', ''];
    const alternatives = record.AlternativePartno as string[];
    return [
      partno,
      record.Status,
      dateCell(record.LastBuyDate),
      dateCell(record.ProductionEndDate),
      alternatives.join(', '),
    ];
  });
  expect(values.slice(1).map((row) => row.slice(0, 5))).toEqual(expected);
  const atRisk = (partno: string) =>
    ['NRND', 'To be discontinued', 'Discontinued'].includes(String(recordOf.get(partno)?.Status));
  for (const [index, partno] of bom.entries()) {
    const row = values[index + 1];
    const lastBuy = recordOf.get(partno)?.LastBuyDate;
    expect(typeof row[5]).toBe(typeof lastBuy === 'string' ? 'number' : 'string');
    expect(row[8]).toBe('');
    if (!atRisk(partno)) expect(row.slice(6, 8)).toEqual(['', '']);
    else expect(String(row[7])).toMatch(/^(drop-in|check: .+|not equivalent|none found)$/);
  }
  expect(bom.filter(atRisk).some((partno) => values[1 + bom.indexOf(partno)][6] !== '')).toBe(true);
  // Not a test of nothing: the parts at risk have dates and alternatives.
  expect(expected.some((row) => typeof row[2] === 'number')).toBe(true);
  expect(expected.some((row) => row[4] !== '')).toBe(true);

  // Parts per status, and the part numbers not found.
  const result = view(page, 'BOM').getByRole('region', { name: 'BOM refresh result' });
  const perStatus = await result
    .getByRole('table', { name: 'Parts per status' })
    .getByRole('row')
    .evaluateAll((rows) =>
      (rows as unknown as DomElement[])
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText)),
    );
  const countOf = (status: string): number => bom.filter((partno) => recordOf.get(partno)?.Status === status).length;
  expect(perStatus).toEqual([
    ...['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued'].map((status) => [
      status,
      String(countOf(status)),
    ]),
    ['Not found', '1'],
    ['Not a part number', '1'],
  ]);
  const notFound = result.getByRole('list', { name: 'Part numbers not found (1)' });
  expect(await notFound.getByRole('listitem').allInnerTexts()).toEqual([
    `${UNKNOWN} (did you mean ${suggested.join(', ')}?)`,
  ]);

  // Rows at risk are marked, in the workbook and in the grid; the others are not.
  for (const [index, partno] of bom.entries()) {
    const row = index + 1;
    const status = recordOf.get(partno)?.Status as string | undefined;
    const fill = status === undefined ? undefined : RISK_FILLS[status];
    for (let column = 0; column < 5; column += 1) {
      const mark = await highlightAt(page, 'Sheet1', row, column);
      expect(mark?.fill).toBe(fill);
    }
    const background = await gridCell(page, row, 1).evaluate(
      (cell) => (globalThis as unknown as { getComputedStyle: ComputedStyleOf }).getComputedStyle(cell).backgroundColor,
    );
    if (fill) expect(background).toBe(rgb(fill));
    else expect(Object.values(RISK_FILLS).map(rgb)).not.toContain(background);
  }
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test('a letter O typed for a zero: the row of OIC4NGS15OMD0K suggests OIC4NGS150MD0K, first', async () => {
  const TYPO = 'OIC4NGS15OMD0K';
  const REAL = 'OIC4NGS150MD0K';
  // The reference catalogue has the part the typo is of, and not the typo.
  const known = await serviceClient(setup.stack).lookup([REAL, TYPO]);
  expect(known.get(REAL)?.record.Partno).toBe(REAL);
  expect(known.get(TYPO)).toBeUndefined();

  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Part number', TYPO]);
  await gridCell(page, 1, 0).click();
  await openView(page, 'BOM');
  await view(page, 'BOM').getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  // Its only part is not found: the refresh says so, in amber.
  expect(end.title).toBe('Not found');
  expect(await jobMessage(page).getAttribute('data-intent')).toBe('warning');
  expect(end.text).toContain(`Not found: ${TYPO}.`);

  const values = await sheetValues(page, 'Sheet1');
  expect(values[1][0]).toBe(TYPO);
  // The part number that differs from it only by the look-alike character comes first.
  expect(String(values[1][1])).toMatch(new RegExp(`^Not found \\(did you mean ${REAL}[,?]`));
  const notFound = view(page, 'BOM')
    .getByRole('region', { name: 'BOM refresh result' })
    .getByRole('list', { name: 'Part numbers not found (1)' });
  expect(await notFound.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringMatching(new RegExp(`^${TYPO} \\(did you mean ${REAL}[,?]`)),
  ]);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the BOM's risk as charts, at 320 px wide, ${colorScheme}`, async () => {
    const client = serviceClient(setup.stack);
    const pick = async (filter: string): Promise<string[]> =>
      (await client.search({ filter })).products.slice(0, 3).map((product) => product.record.Partno);
    const bom = [
      ...(await pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'In Production'")),
      ...(await pick("Category eq 'ceramicCapacitorsSMD' and Status eq 'To be discontinued'")),
      ...(await pick("Category eq 'inductors' and Status eq 'Discontinued'")),
    ];
    const pane = await setup.openPane({ width: 320, colorScheme });
    const { page } = pane;
    await typeColumn(page, 0, 0, ['Part number', ...bom]);
    await gridCell(page, 1, 0).click();
    await gridCell(page, bom.length, 0).click({ modifiers: ['Shift'] });
    await openView(page, 'BOM');
    await view(page, 'BOM').getByRole('button', { name: 'Refresh BOM' }).click();
    expect((await waitForJobEnd(page)).title).toBe('Done');
    const charts = view(page, 'BOM').getByRole('region', { name: 'The BOM at a glance' });
    await charts.scrollIntoViewIfNeeded();
    expect(await charts.locator('svg').count()).toBeGreaterThanOrEqual(2);
    expect(await charts.getByText('Last buy dates by quarter', { exact: true }).count()).toBeGreaterThan(0);
    const box = await charts.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    await charts.screenshot({ path: `${ARTIFACTS_DIR}/bom-charts-320-${colorScheme}.png` });
    const width = await page.evaluate(() => {
      const root = (
        globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
      ).document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(width.scrollWidth).toBe(width.clientWidth);

    // The summary sheet: its two tables, and under its cells the charts Excel would float over them, drawn
    // from those cells and read out by their labels.
    await view(page, 'BOM').getByRole('button', { name: 'Summary sheet with charts' }).click();
    const written = await waitForJobEnd(page);
    expect(written.title).toBe('Done');
    expect(written.text).toContain('Wrote the summary and its charts to ');
    const cells = await sheetValues(page, 'PartSpec summary');
    /** The table whose header row is at `top`: each row's words, `category count`, until an empty row. */
    const bars = (top: number): string => {
      const rows: string[] = [];
      for (let row = top + 1; row < cells.length && cells[row][0] !== ''; row += 1) {
        rows.push(`${String(cells[row][0])} ${String(cells[row][1])}`);
      }
      return rows.join('; ');
    };
    const quarterTop = cells.findIndex((row, index) => index > 0 && row[0] === 'Last buy quarter');
    expect(quarterTop).toBeGreaterThan(0);
    const drawn = page.getByRole('region', { name: 'Charts on this sheet' });
    await drawn.scrollIntoViewIfNeeded();
    const images = drawn.getByRole('img');
    const labels: (string | null)[] = [];
    for (let index = 0; index < (await images.count()); index += 1) {
      labels.push(await images.nth(index).getAttribute('aria-label'));
    }
    expect(labels).toEqual([
      `Parts by status, over D1:J15: ${bars(0)}`,
      `Last buy dates by quarter, over D${quarterTop + 1}:J${quarterTop + 15}: ${bars(quarterTop)}`,
    ]);
    expect(await drawn.locator('svg rect').count()).toBeGreaterThanOrEqual(5);
    await drawn.screenshot({ path: `${ARTIFACTS_DIR}/bom-summary-charts-preview-${colorScheme}.png` });
    const after = await page.evaluate(() => {
      const root = (
        globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
      ).document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(after.scrollWidth).toBe(after.clientWidth);
    expectOnlyLoopback(pane);
    await pane.context.close();
  });
}

test('planned builds out of any sensible range are refused next to the field, which gets the focus; nothing is sent', async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await typeColumn(page, 0, 0, ['Part number', 'OCM188R71H104KA01D']);
  await gridCell(page, 1, 0).click();
  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  const builds = bom.getByLabel('Planned builds');
  await builds.fill('1e12');
  const requestsBefore = pane.apiKeysSent.length;
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  await bom
    .getByText('Planned builds must be a whole number from 1 to 1,000,000,000; correct it, or leave it empty.')
    .waitFor();
  const focused = await builds.evaluate(
    (input) => input === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );
  expect(focused).toBe(true);
  expect(pane.apiKeysSent.length).toBe(requestsBefore);
  expect(await bom.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
  // Corrected, the message goes.
  await builds.fill('3');
  expect(await bom.getByText(/^Planned builds must be/).count()).toBe(0);
  await pane.context.close();
});
