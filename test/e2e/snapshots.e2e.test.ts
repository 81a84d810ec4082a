import {
  activeSheet,
  condition,
  filterBox,
  openView,
  sheetNames,
  sheetSummary,
  sheetValues,
  view,
  waitForJobEnd,
  waitForPreview,
} from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, serviceClient, useBrowserAndStack } from '../support/e2e/browserStack';
import { DATABASE, keptSoon } from '../support/e2e/keptSnapshots';
import { formatCount } from '../support/e2e/truth';

// The service follows its own date, today, as a real one does: its clock is this computer's, so a snapshot it
// issued is as young by both (a restarted pane counts by this computer's clock until the service answers).
const setup = useBrowserAndStack({ asOf: undefined });

test('a category downloaded whole answers a search of it after a restart, from IndexedDB, saying its date', async () => {
  const pane = await setup.openPane();
  const { page } = pane;

  // A whole small category: the download is kept as a snapshot.
  await openView(page, 'Category');
  await view(page, 'Category')
    .getByLabel('Category', { exact: true })
    .selectOption({ label: 'Ceramic capacitors lead' });
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  const downloaded = await waitForJobEnd(page, 90_000);
  expect(downloaded.title).toBe('Done');
  // Downloaded from the service now: nothing stale to say.
  expect(await page.getByText('From the snapshot of').count()).toBe(0);
  // Kept on its way while the sheet was written: in the store before the page goes.
  expect(await keptSoon(page, DATABASE, 30_000)).toEqual(['ceramicCapacitorsLead']);

  // What a restart of Excel looks like: the page anew, nothing in memory, the workbook empty.
  await page.reload();
  await waitForPreview(page);
  const serviceRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) serviceRequests.push(`${url.pathname}${url.search}`);
  });

  // A search the snapshot answers: the filter names the category, and its snapshot is younger than 24 h.
  await openView(page, 'Search');
  await view(page, 'Search').getByLabel('Category', { exact: true }).selectOption({ label: 'Ceramic capacitors lead' });
  await view(page, 'Search').getByRole('button', { name: 'Add condition' }).click();
  const voltage = condition(page, 1);
  await voltage.getByLabel('Item', { exact: true }).selectOption('RatedVoltage');
  await voltage.getByLabel('Comparison', { exact: true }).selectOption({ label: '≥ (at least)' });
  await voltage.getByLabel('Value', { exact: true }).fill('500V');
  const filter = await filterBox(page).inputValue();
  expect(filter).toContain("Category eq 'ceramicCapacitorsLead'");
  expect(filter).toContain('RatedVoltage ge 500');

  const before = await sheetNames(page);
  await view(page, 'Search').getByRole('button', { name: 'Insert into sheet' }).click();
  const end = await waitForJobEnd(page, 90_000);
  const note = page.getByText(/^From the snapshot of \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(.+ old by .+\)$/);
  await note.waitFor();
  await screenshot(page, 'snapshots-search-after-reload');

  // The truth: the same search, written by hand, straight to the service.
  const truth = await serviceClient(setup.stack).searchAll({
    filter: "Category eq 'ceramicCapacitorsLead' and RatedVoltage ge 500V",
  });
  expect(truth.length).toBeGreaterThan(0);
  expect(truth.length).toBeLessThan(4_500);
  expect(end.title).toBe('Done');
  expect(end.text).toContain(`Wrote ${formatCount(truth.length)} products to Search!A2:`);

  // Not one request to the service's search, nor any other to the service: the snapshot answered.
  expect(serviceRequests.filter((path) => path.startsWith('/api/v2/products?') || path === '/api/v2/products')).toEqual(
    [],
  );
  expect(serviceRequests).toEqual([]);

  const added = (await sheetNames(page)).filter((name) => !before.includes(name));
  expect(added).toEqual(['Search']);
  expect(await activeSheet(page)).toBe('Search');
  // The rows are the service's answer, in its order.
  const sheet = await sheetSummary(page, 'Search', ['Partno', 'Status']);
  expect(sheet.rowCount).toBe(truth.length);
  expect(sheet.columns.Partno).toEqual(truth.map((product) => product.record.Partno));
  expect(sheet.columns.Status).toEqual(truth.map((product) => product.record.Status));
  // The sheet says the snapshot's date too, the same as the pane's note.
  const [caption] = (await sheetValues(page, 'Search'))[0] as string[];
  // The same date, and its age (a restarted pane: by this computer's clock until the service answers).
  const date = (await note.innerText()).replace('From the snapshot of ', '').slice(0, 16);
  expect(caption).toMatch(
    new RegExp(
      `^As of the snapshot of ${date} \\(.+ old by this computer's clock, not checked against the service yet\\) · PartSpec › Tables › Refresh table$`,
    ),
  );

  // Refresh beside the note downloads the snapshot again, as a job, and says its new date.
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const refreshed = await waitForJobEnd(page, 90_000);
  await screenshot(page, 'snapshots-refreshed');
  expect(refreshed.title).toBe('Done');
  expect(refreshed.text).toMatch(
    /The snapshot of leaded ceramic capacitors is now dated \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./,
  );
  expect(serviceRequests.some((path) => path.startsWith('/api/v2/products/getproductdatadownloadurl'))).toBe(true);
  expect(await page.getByText('From the snapshot of').count()).toBe(0);

  // A preview of more than 2,000 matches: the snapshot knows how many there are, and the pane says it.
  await view(page, 'Search').getByRole('button', { name: 'Remove condition 1' }).click();
  expect(await filterBox(page).inputValue()).toBe("Category eq 'ceramicCapacitorsLead'");
  const leads = await serviceClient(setup.stack).searchAll({ filter: "Category eq 'ceramicCapacitorsLead'" });
  expect(leads.length).toBeGreaterThan(2_000);
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  expect((await waitForJobEnd(page, 90_000)).title).toBe('Done');
  await view(page, 'Search')
    .getByText(`First 2,000 of ${formatCount(leads.length)} matches`, { exact: true })
    .waitFor();
  await page.getByText(/^From the snapshot of /).waitFor();
  await screenshot(page, 'snapshots-preview-total');
  // The service's answer says only that more exist (spec 4.2): "more than", and no number it does not know.
  await view(page, 'Search').getByLabel('Category', { exact: true }).selectOption({ label: 'Inductors' });
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  expect((await waitForJobEnd(page, 90_000)).title).toBe('Done');
  await view(page, 'Search').getByText('First 2,000 of more than 2,000 matches', { exact: true }).waitFor();
  expect(await page.getByText('From the snapshot of').count()).toBe(0);

  expectOnlyLoopback(pane);
  await pane.context.close();
});
