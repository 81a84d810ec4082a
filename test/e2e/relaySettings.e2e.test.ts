/**
 * "My organisation's relay" in Settings, in preview mode: the pane reaches the service through a real relay
 * (src/relay, on its own loopback port, allowing the pane's origin) with a relay token, and never with a key.
 */
import { randomBytes } from 'node:crypto';
import { type RunningRelay, startRelay } from '../../src/relay';
import { openView, pageTexts, view, waitForJobEnd } from '../support/e2e/pane';
import { DEMO_API_KEY, expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

/** Random, as the relay requires of a listed token (`openssl rand -base64 32`). */
const RELAY_TOKEN = randomBytes(32).toString('base64');
const setup = useBrowserAndStack();
let relay: RunningRelay;
/** A relay started without --cors-origin for the add-in's origin, as docs/relay.md's commands once left it. */
let closed: RunningRelay;

beforeAll(async () => {
  relay = await startRelay({
    serviceUrl: setup.stack.service.url,
    serviceKey: DEMO_API_KEY,
    auth: { tokens: [RELAY_TOKEN] },
    corsOrigins: [setup.stack.host.url],
    log: () => undefined,
  });
  closed = await startRelay({
    serviceUrl: setup.stack.service.url,
    serviceKey: DEMO_API_KEY,
    auth: { tokens: [RELAY_TOKEN] },
    log: () => undefined,
  });
});
afterAll(async () => {
  await relay.close();
  await closed.close();
});

test("the organisation's relay: chosen, tested and used with its token; the token only ever masked", async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Settings');
  const panel = view(page, 'Settings');
  await panel.getByRole('radio', { name: "My organisation's relay" }).check();
  // The key's boxes give way to the relay's.
  expect(await panel.getByLabel('API key', { exact: true }).count()).toBe(0);
  const save = panel.getByRole('button', { name: 'Save settings' });
  const result = panel.getByRole('status');

  // No address: refused on its own box, which has the focus.
  await save.click();
  const address = panel.getByLabel("Organisation's relay", { exact: true });
  await panel.getByText(/Enter your organisation's relay address/).waitFor();
  expect(
    await address.evaluate(
      (element) =>
        element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
    ),
  ).toBe(true);

  await address.fill(relay.url);
  await panel.getByLabel('Relay token', { exact: true }).fill(RELAY_TOKEN);
  await panel.getByRole('button', { name: 'Test connection' }).click();
  await result.getByText(`The relay at ${relay.url} answered and accepted your token.`, { exact: false }).waitFor();
  await save.click();
  await result.getByText('Settings saved', { exact: true }).waitFor();
  await panel.getByText(`A token is saved (••••${RELAY_TOKEN.slice(-4)})`).waitFor();
  await screenshot(page, 'settings-relay');

  // A search goes through the relay with the token: no key leaves the pane.
  await openView(page, 'Search');
  const keysBefore = pane.apiKeysSent.length;
  await view(page, 'Search').getByRole('button', { name: 'Preview', exact: true }).click();
  const end = await waitForJobEnd(page);
  expect(end.title).toBe('Done');
  expect(pane.apiKeysSent.length).toBe(keysBefore);
  expect(await pageTexts(page)).not.toContain(RELAY_TOKEN);
  expectOnlyLoopback(pane);
  await pane.context.close();
});

test("a relay that does not allow the add-in's origin: Test connection says so, and the flag its operator adds", async () => {
  const pane = await setup.openPane();
  const { page } = pane;
  await openView(page, 'Settings');
  const panel = view(page, 'Settings');
  await panel.getByRole('radio', { name: "My organisation's relay" }).check();
  await panel.getByLabel("Organisation's relay", { exact: true }).fill(closed.url);
  await panel.getByLabel('Relay token', { exact: true }).fill(RELAY_TOKEN);
  await panel.getByRole('button', { name: 'Test connection' }).click();
  const origin = new URL(setup.stack.host.url).origin;
  await panel
    .getByRole('status')
    .getByText(
      `The relay at ${closed.url} answers, but the relay did not allow this add-in's origin (${origin}): its operator adds \`--cors-origin ${origin}\``,
      { exact: false },
    )
    .waitFor();
  // Not the words for the service's own address (use /api, the host's relay).
  expect(await panel.getByRole('status').filter({ hasText: 'The relay at' }).innerText()).not.toContain('/api');
  expectOnlyLoopback(pane);
  await pane.context.close();
});
