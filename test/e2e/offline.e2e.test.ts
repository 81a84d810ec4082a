import type { Page } from 'playwright-core';
import { DATABASE, keptSoon } from '../support/e2e/keptSnapshots';
import {
  condition,
  filterBox,
  gridCell,
  openView,
  sheetSummary,
  sheetValues,
  typeColumn,
  view,
  waitForJobEnd,
  waitForPreview,
} from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';

// Each test stops a part of the stack; this file has a stack of its own, and the test that stops the service
// comes last.
// The service follows its own date, today, as a real one does: its clock is this computer's, so a snapshot it
// issued is as young by both (a restarted pane counts by this computer's clock until the service answers).
const setup = useBrowserAndStack({ asOf: undefined });

const LEAD = 'Ceramic capacitors lead';
const FILTER = "Category eq 'ceramicCapacitorsLead' and RatedVoltage ge 500V";

/** Downloads the lead capacitors whole, which keeps them as a snapshot in the page's IndexedDB. */
async function keepLeadSnapshot(page: Page): Promise<void> {
  await openView(page, 'Category');
  await view(page, 'Category').getByLabel('Category', { exact: true }).selectOption({ label: LEAD });
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  expect((await waitForJobEnd(page, 90_000)).title).toBe('Done');
  expect(await keptSoon(page, DATABASE, 30_000)).toEqual(['ceramicCapacitorsLead']);
}

/** Builds the search: a category, and a rated voltage of at least 500 V. */
async function buildSearch(page: Page, category: string): Promise<void> {
  await openView(page, 'Search');
  const search = view(page, 'Search');
  await search.getByLabel('Category', { exact: true }).selectOption({ label: category });
  if ((await search.getByRole('button', { name: 'Remove condition 1' }).count()) === 0) {
    await search.getByRole('button', { name: 'Add condition' }).click();
  }
  const voltage = condition(page, 1);
  await voltage.getByLabel('Item', { exact: true }).selectOption('RatedVoltage');
  await voltage.getByLabel('Comparison', { exact: true }).selectOption({ label: '≥ (at least)' });
  await voltage.getByLabel('Value', { exact: true }).fill('500V');
}

/** The part numbers the service answers FILTER with, in its order: asked before any part of the stack stops. */
async function truthOfFilter(): Promise<string[]> {
  const products = await serviceClient(setup.stack).searchAll({ filter: FILTER });
  expect(products.length).toBeGreaterThan(0);
  return products.map((product) => product.record.Partno);
}

/**
 * With nothing answering at /api, the pane still starts (its pages and code come from the add-in's host, not
 * through the relay), a search of the kept category is answered from the snapshot, saying its date, with
 * the service's rows, and a search of another category fails with `message`.
 */
async function expectAnsweredOffline(
  page: Page,
  apiRequests: string[],
  truth: readonly string[],
  message: RegExp,
): Promise<void> {
  await page.reload();
  await waitForPreview(page);
  await buildSearch(page, LEAD);
  expect(await filterBox(page).inputValue()).toContain("Category eq 'ceramicCapacitorsLead'");
  await view(page, 'Search').getByRole('button', { name: 'Insert into sheet' }).click();
  const end = await waitForJobEnd(page, 90_000);
  expect(end.title).toBe('Done');
  await page.getByText(/^From the snapshot of \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(.+ old by .+\)$/).waitFor();
  const sheet = await sheetSummary(page, 'Search', ['Partno']);
  expect(sheet.columns.Partno).toEqual(truth);

  // Inductors: no snapshot of them, so no answer; the message says why and what to check.
  await view(page, 'Search').getByLabel('Category', { exact: true }).selectOption({ label: 'Inductors' });
  await view(page, 'Search').getByRole('button', { name: 'Remove condition 1' }).click();
  expect(await filterBox(page).inputValue()).toBe("Category eq 'inductors'");
  await view(page, 'Search').getByRole('button', { name: 'Preview' }).click();
  const failed = await waitForJobEnd(page, 90_000);
  expect(failed.title).toBe('That did not work');
  expect(failed.text).toMatch(message);
  expect(apiRequests.length).toBeGreaterThan(0);
}

test('the relay unreachable: the pane starts, and a kept snapshot answers, saying its date', async () => {
  const pane = await setup.openPane();
  const { page, context } = pane;
  await keepLeadSnapshot(page);
  const truth = await truthOfFilter();

  // Nothing answers at /api any more, as when the add-in's host runs but its relay is blocked or down.
  const apiRequests: string[] = [];
  await context.route(/\/api\//, (route) => {
    apiRequests.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await expectAnsweredOffline(page, apiRequests, truth, /that is the add-in's own server, whose relay \(\/api\)/);
  await screenshot(page, 'offline-relay-unreachable');
  expectOnlyLoopback(pane);
  await context.close();
});

test('offline, a mixed BOM: the part a kept snapshot answers is written, the other names the snapshot to keep', async () => {
  const pane = await setup.openPane();
  const { page, context } = pane;
  await keepLeadSnapshot(page);
  const client = serviceClient(setup.stack);
  const [lead, smd] = await Promise.all([
    client.search({ filter: "Category eq 'ceramicCapacitorsLead' and Status eq 'In Production'" }),
    client.search({ filter: "Category eq 'ceramicCapacitorsSMD' and Status eq 'In Production'" }),
  ]);
  const partnos = [lead.products[0].record.Partno, smd.products[0].record.Partno];
  await openView(page, 'Settings');
  await view(page, 'Settings').getByRole('radio', { name: 'Offline', exact: true }).check();
  await view(page, 'Settings').getByRole('button', { name: 'Save settings' }).click();
  await view(page, 'Settings').getByText('Settings saved', { exact: true }).waitFor();
  // The BOM on the first sheet: the category download left its own sheet active.
  await page.getByRole('tab', { name: 'Sheet1', exact: true }).click();
  await typeColumn(page, 0, 0, ['Part number', ...partnos]);
  await gridCell(page, 1, 0).click();
  await gridCell(page, 2, 0).click({ modifiers: ['Shift'] });
  await openView(page, 'BOM');
  await view(page, 'BOM').getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page);
  await screenshot(page, 'offline-mixed-bom');
  expect(end.title).toBe('Incomplete');
  expect(end.text).toMatch(/1 part number could not be looked up/);
  const values = await sheetValues(page, 'Sheet1');
  const status = values[0].indexOf('Status');
  expect(values[1][status]).toBe(lead.products[0].record.Status);
  expect(String(values[2][status])).toMatch(/^Not looked up: offline, keep a snapshot of Ceramic capacitors SMD/);
  expectOnlyLoopback(pane);
  await context.close();
});

test('the service down behind the relay: the pane starts, and a kept snapshot answers, saying its date', async () => {
  const pane = await setup.openPane();
  const { page, context } = pane;
  await keepLeadSnapshot(page);

  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  const truth = await truthOfFilter();
  // The relay is there but the service behind it is gone: every /api request is answered 502.
  await setup.stack.service.close();
  await expectAnsweredOffline(page, apiRequests, truth, /The service had a problem \(502\)/);
  await screenshot(page, 'offline-service-down');
  expectOnlyLoopback(pane);
  await context.close();
});
