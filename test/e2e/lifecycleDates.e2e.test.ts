import type { Browser, Page } from 'playwright-core';
import type { CellValue } from '../../src/core';
import { gridCell, openView, sheetValues, typeColumn, view, waitForJobEnd } from '../support/e2e/pane';
import {
  expectOnlyLoopback,
  launchChromium,
  openPane,
  screenshot,
  type Stack,
  startStack,
} from '../support/e2e/browserStack';

/*
 * The workbook travels: a BOM refreshed against the service as it is today, then taken (cells and
 * PartSpec's records, as a saved file keeps them) to a pane whose service answers as of a later date,
 * and refreshed again: what the maker changed in between shows in the sheet and the pane.
 */

jest.setTimeout(180_000);
let browser: Browser;
let today: Stack;
let later: Stack;
beforeAll(async () => {
  [browser, today, later] = await Promise.all([launchChromium(), startStack(), startStack({ asOf: '2027-06-01' })]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([today?.close(), later?.close()]);
});

interface Hook {
  partspecPreview: {
    workbook: {
      values(sheet: string): CellValue[][];
      setCellText(sheet: string, row: number, column: number, text: string): void;
      readRecord(name: string): Promise<string | undefined>;
      writeRecord(name: string, text: string): Promise<void>;
      recordNames(prefix: string): Promise<string[]>;
    };
  };
}

/** What a saved workbook keeps: the BOM's cells and PartSpec's records. */
async function saved(page: Page): Promise<{ cells: CellValue[][]; records: Record<string, string> }> {
  return page.evaluate(async () => {
    const { workbook } = (globalThis as unknown as Hook).partspecPreview;
    const records: Record<string, string> = {};
    for (const name of await workbook.recordNames('')) {
      const text = await workbook.readRecord(name);
      if (text !== undefined) records[name] = text;
    }
    return { cells: workbook.values('Sheet1'), records };
  });
}

async function reopened(page: Page, file: { cells: CellValue[][]; records: Record<string, string> }): Promise<void> {
  await page.evaluate(async ({ cells, records }) => {
    const { workbook } = (globalThis as unknown as Hook).partspecPreview;
    cells.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== '') workbook.setCellText('Sheet1', r, c, typeof value === 'string' ? `'${value}` : String(value));
      }),
    );
    for (const [name, text] of Object.entries(records)) await workbook.writeRecord(name, text);
  }, file);
}

async function refresh(page: Page): Promise<string> {
  await openView(page, 'BOM');
  await view(page, 'BOM').getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Done');
  return end.text;
}

test('a BOM refreshed today and again as of 2027-06-01 shows what the service changed in between', async () => {
  // Inductors In Production today, from the service's own answer, spread over the category.
  const first = await openPane(browser, today);
  const partnos = await first.page.evaluate(async () => {
    const answer = await fetch(
      "/api/v2/products?$filter=Category%20eq%20'inductors'%20and%20Status%20eq%20'In%20Production'",
      {
        headers: { 'x-api-key': 'partspec-demo-key' },
      },
    );
    const json = (await answer.json()) as { Data: Record<string, { Products: { Partno: string }[] }> };
    return Object.values(json.Data)
      .flatMap((group) => group.Products.map((product) => product.Partno))
      .filter((_, index) => index % 50 === 0)
      .slice(0, 30);
  });
  await typeColumn(first.page, 0, 0, ['Part number', ...partnos]);
  await gridCell(first.page, 0, 0).click();
  await gridCell(first.page, partnos.length, 0).click({ modifiers: ['Shift'] });
  await refresh(first.page);
  const file = await saved(first.page);
  expectOnlyLoopback(first);
  await first.context.close();

  const second = await openPane(browser, later);
  await reopened(second.page, file);
  await gridCell(second.page, 0, 0).click();
  await gridCell(second.page, partnos.length, 0).click({ modifiers: ['Shift'] });
  const summary = await refresh(second.page);
  await screenshot(second.page, 'bom-two-dates');
  const changedParts = Number(/(\d+) parts? changed since/.exec(summary)?.[1]);
  expect(changedParts).toBeGreaterThan(0);

  const values = await sheetValues(second.page, 'Sheet1');
  const changed = values[0].indexOf('Changed');
  const rowsChanged = values.slice(1).filter((row) => row[changed] !== '');
  expect(rowsChanged).toHaveLength(changedParts);
  expect(rowsChanged.every((row) => String(row[changed]).startsWith('Status: In Production → '))).toBe(true);
  const changes = await sheetValues(second.page, 'PartSpec changes');
  expect(changes[0]).toEqual(['Date', 'Part number', 'Field', 'Before', 'After']);
  expect(new Set(changes.slice(1).map((row) => row[1])).size).toBe(changedParts);
  await view(second.page, 'BOM')
    .getByText(new RegExp(`^${changedParts} parts? changed since`))
    .waitFor();
  expectOnlyLoopback(second);
  await second.context.close();
});

test('as of 2027-06-01, a Discontinued part whose last buy date passed before then shows no days left', async () => {
  const pane = await openPane(browser, later);
  const { page } = pane;
  // A part discontinued by 2027-06-01 whose last buy date lies between this computer's today and that date:
  // counted from this computer's clock it would still have days left.
  const today = new Date().toISOString().slice(0, 10);
  const partno = await page.evaluate(async (after) => {
    const answer = await fetch("/api/v2/products?$filter=Status%20eq%20'Discontinued'", {
      headers: { 'x-api-key': 'partspec-demo-key' },
    });
    const json = (await answer.json()) as {
      Data: Record<string, { Products: { Partno: string; LastBuyDate?: string | null }[] }>;
    };
    const found = Object.values(json.Data)
      .flatMap((group) => group.Products)
      .find(
        (product) =>
          typeof product.LastBuyDate === 'string' && product.LastBuyDate > after && product.LastBuyDate < '2027-05-31',
      );
    return found?.Partno;
  }, today);
  expect(partno).toBeDefined();
  await typeColumn(page, 0, 0, ['Part number', partno!]);
  await gridCell(page, 1, 0).click();
  await openView(page, 'BOM');
  await view(page, 'BOM').getByRole('checkbox', { name: 'DaysToLastBuy', exact: true }).check();
  await refresh(page);
  const values = await sheetValues(page, 'Sheet1');
  const days = values[1][values[0].indexOf('DaysToLastBuy')];
  expect(typeof days).toBe('number');
  expect(days as number).toBeLessThan(0);
  // The pane says it passed, and nowhere that days are left.
  await view(page, 'BOM')
    .getByText(new RegExp(`^${partno}: \\d{4}-\\d\\d-\\d\\d \\(passed`))
    .waitFor();
  expect(
    await view(page, 'BOM')
      .getByText(/days? left/)
      .count(),
  ).toBe(0);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
