/**
 * A lifecycle refresh is as current as it says, in the pane: a category kept as a snapshot, the service
 * restarted on its address a year later, Refresh BOM: every status is the new service's, and the outcome and
 * the sheet name their source and its time. Switching to a relay and back keeps the kept snapshot listed.
 */
import { type RunningRelay, startRelay } from '../../src/relay';
import { type RunningService, startService } from '../../src/service';
import { sharedCatalogue } from '../../src/service/sharedStore';
import { openView, sheetValues, view, waitForJobEnd } from '../support/e2e/pane';
import {
  DEMO_API_KEY,
  expectOnlyLoopback,
  screenshot,
  serviceClient,
  TRUTH_API_KEY,
  useBrowserAndStack,
} from '../support/e2e/browserStack';

const FIRST = '2026-11-28';
const YEAR_LATER = '2027-11-28';
const RELAY_TOKEN = 'e2e-one-clock-relay-token-8c41d7e2a9';

const setup = useBrowserAndStack({ asOf: FIRST });
let later: RunningService | undefined;
let relay: RunningRelay | undefined;
afterAll(async () => {
  await relay?.close();
  await later?.close();
});

/**
 * 150 leaded capacitors, a third of them whose Status changes in the year: two requests' worth, the first of
 * which the lifecycle refresh sends before any snapshot may answer; were the kept snapshot believed after it,
 * the rest would keep their old status. (Too few for a new download to pay: the service answers them.)
 */
function bomPartnos(): string[] {
  const catalogue = sharedCatalogue();
  const [first, then] = [catalogue.productsAsOf(FIRST), catalogue.productsAsOf(YEAR_LATER)];
  const lead = (index: number) => first[index].category === 'ceramicCapacitorsLead';
  const changing = first.flatMap((product, index) =>
    lead(index) && product.record.Status !== then[index].record.Status ? [product.record.Partno] : [],
  );
  const steady = first.flatMap((product, index) =>
    lead(index) && product.record.Status === then[index].record.Status ? [product.record.Partno] : [],
  );
  return [...changing.slice(0, 50), ...steady.slice(0, 100)];
}

/** The preview's workbook, as page-side code reaches it. */
interface PreviewHook {
  partspecPreview: {
    workbook: {
      writeValues(at: { sheet: string; row: number; column: number }, values: string[][]): Promise<void>;
      setSelection(range: { sheet: string; row: number; column: number; rowCount: number; columnCount: number }): void;
    };
  };
}

test('a year later on the same address: Refresh BOM answers with the service’s statuses and says so; the snapshot survives a switch of connection', async () => {
  const partnos = bomPartnos();
  expect(partnos).toHaveLength(150);
  const pane = await setup.openPane();
  const { page } = pane;

  // The whole category, downloaded and kept as a snapshot.
  await openView(page, 'Category');
  await view(page, 'Category')
    .getByLabel('Category', { exact: true })
    .selectOption({ label: 'Ceramic capacitors lead' });
  await view(page, 'Category').getByRole('button', { name: 'Download category' }).click();
  expect((await waitForJobEnd(page, 90_000)).title).toBe('Done');

  // A BOM of 150 of its parts, selected.
  await page.evaluate(async (cells) => {
    const { workbook } = (globalThis as unknown as PreviewHook).partspecPreview;
    await workbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [
      ['Part number'],
      ...cells.map((cell) => [cell]),
    ]);
    workbook.setSelection({ sheet: 'Sheet1', row: 1, column: 0, rowCount: cells.length, columnCount: 1 });
  }, partnos);

  // The same address, a year later.
  const { port, url } = setup.stack.service;
  await setup.stack.service.close();
  later = await startService({
    port,
    asOf: YEAR_LATER,
    apiKeys: [DEMO_API_KEY, TRUTH_API_KEY],
    publicUrl: `${setup.stack.host.url}/api`,
  });
  expect(later.url).toBe(url);

  await openView(page, 'BOM');
  const bom = view(page, 'BOM');
  await bom.getByRole('button', { name: 'Refresh BOM' }).click();
  const end = await waitForJobEnd(page, 90_000);
  await screenshot(page, 'one-clock-bom-a-year-later');

  // Every status is the new service's own answer.
  const truth = await serviceClient({ ...setup.stack, service: later }).lookup(partnos);
  const values = await sheetValues(page, 'Sheet1');
  const status = values[0].map(String).indexOf('Status');
  expect(values.slice(1).map((row) => row[status])).toEqual(partnos.map((partno) => truth.get(partno)?.record.Status));
  // The outcome and the sheet's note name the source and its time: the service, a year later.
  expect(end.text).toMatch(new RegExp(`Answered from the service, ${YEAR_LATER} \\d\\d:\\d\\d\\.`));
  expect(values[0]).toContainEqual(
    expect.stringMatching(new RegExp(`^Refreshed ${YEAR_LATER} \\d\\d:\\d\\d from the service$`)),
  );

  // The kept snapshot is listed, stale by the service's clock.
  await openView(page, 'Settings');
  const settings = view(page, 'Settings');
  const kept = settings.getByRole('listitem').filter({ hasText: 'Ceramic capacitors lead (en)' });
  await kept.getByText(/^Issued 2026-11-28 \d\d:\d\d \(36\d days old by the service's clock\)$/).waitFor();
  await kept.getByText(/^Older than the age limit/).waitFor();

  // Switching to the organisation's relay keeps it: listed as kept for the other connection.
  relay = await startRelay({
    serviceUrl: later.url,
    serviceKey: DEMO_API_KEY,
    auth: { tokens: [RELAY_TOKEN] },
    corsOrigins: [setup.stack.host.url],
    log: () => undefined,
  });
  await settings.getByRole('radio', { name: "My organisation's relay" }).check();
  await settings.getByLabel("Organisation's relay", { exact: true }).fill(relay.url);
  await settings.getByLabel('Relay token', { exact: true }).fill(RELAY_TOKEN);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settings.getByRole('status').getByText('Settings saved', { exact: true }).waitFor();
  await settings.getByText(/^None kept yet for this connection\./).waitFor();
  await settings.getByRole('heading', { name: 'Kept for other connections' }).waitFor();
  await kept.getByText(/^Kept for .+, not the connection in use: used again when you switch back to it\.$/).waitFor();
  await screenshot(page, 'one-clock-snapshots-other-connection');

  // And back: the same snapshot is this connection's again.
  await settings.getByRole('radio', { name: 'My own API key' }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settings.getByRole('status').getByText('Settings saved', { exact: true }).waitFor();
  await kept.getByText(/^Issued 2026-11-28 \d\d:\d\d \(/).waitFor();
  expect(await settings.getByRole('heading', { name: 'Kept for other connections' }).count()).toBe(0);
  expectOnlyLoopback(pane);
  await pane.context.close();
});
