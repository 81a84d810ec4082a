import { spec } from '../../../src/functions/functions';
import { memoryStore, saveSettings, setSettingsStore } from '../../../src/office/settings';
import { setSnapshotStore } from '../../../src/office/runtime';
import { forgetRelaySignIns, relaySignIn } from '../../../src/office/signIn/relaySignIn';
import { ExcelWorkbook } from '../../../src/office/workbook';
import { signInToRelay } from '../../../src/taskpane/features/settings/jobs/signInToRelay';
import { relaySignInText } from '../../../src/taskpane/features/settings/wording/relaySignInText';
import { ExcelFake } from '../../support/excelFake';
import { fakeMsal } from '../../support/fakeMsal';

// A sheet of PART formulas opened by a user who has not yet signed in to the organisation's relay, in an
// Excel with nested app authentication whose bridge is missing (MSAL's standard client): no cell ever opens a
// window; each says, in words, to sign in from the pane; the click on Sign in with Microsoft opens the one
// window and calculates every formula again; the cells' requests then carry the user's token.

const RELAY = 'https://relay.contoso.example/api';
const ALICE = 'alice@contoso.example';
const PARTNO = 'OCM188R71H154KA01D';

const msal = fakeMsal();
const sent: { url: string; authorization: string | null }[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  (globalThis as { Office?: unknown }).Office = {
    context: {
      requirements: { isSetSupported: (set: string, version?: string) => set === 'NestedAppAuth' && version === '1.1' },
    },
    auth: { getAuthContext: async () => ({ userPrincipalName: ALICE }) },
  };
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url === `${RELAY}/sign-in`) {
      return new Response(
        JSON.stringify({ kind: 'microsoft', clientId: 'client-1', scopes: ['api://partspec-relay/access_as_user'] }),
        { status: 200 },
      );
    }
    sent.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    // The relay's answer: no such part (what the part is does not matter here; the token does).
    return new Response(JSON.stringify({ HasMoreHits: false, Data: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  forgetRelaySignIns();
  // The runtime's sign-in for this relay, with MSAL as its standard client: made before the runtime's client.
  relaySignIn(RELAY, { loadMsal: async () => msal.module });
  setSnapshotStore(null);
});

afterAll(() => {
  delete (globalThis as { Office?: unknown }).Office;
  globalThis.fetch = realFetch;
  setSettingsStore(undefined);
  setSnapshotStore(undefined);
  forgetRelaySignIns();
});

test('a cell asks for a sign-in in words, never a window; the pane’s click signs in and calculates again', async () => {
  setSettingsStore(memoryStore());
  await saveSettings({ connection: 'relay', relayUrl: RELAY, relayToken: '', displayLanguage: 'en' });

  // A single cell's failure is the call's: Excel shows it as the cell's error and its message.
  const cell = await spec([[PARTNO]], [['Status']]).catch((error: unknown) => error);
  expect(cell).toEqual({
    code: '#VALUE!',
    message:
      "Sign in from PartSpec's pane: open the PartSpec task pane, Settings, and press Sign in with Microsoft. This cell recalculates once you are signed in.",
  });
  expect(msal.calls).toEqual([`ssoSilent ${ALICE}`]);
  expect(sent).toEqual([]);

  const fake = new ExcelFake();
  const outcome = await signInToRelay(relaySignIn(RELAY), new ExcelWorkbook(fake.excel, fake.office));
  expect(outcome).toEqual({ kind: 'signedIn', user: ALICE, calculation: 'recalculated' });
  expect(relaySignInText(outcome)).toBe(`Signed in as ${ALICE}. The PART cells are calculated again.`);
  expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([
    expect.objectContaining({ value: 'Full' }),
  ]);

  // Calculated again: the request goes out with Alice's token, silently.
  expect(await spec([[PARTNO]], [['Status']])).toEqual([[{ code: '#N/A', message: `Part not found: ${PARTNO}` }]]);
  expect(sent[0]).toEqual({
    url: expect.stringContaining(`${RELAY}/v2/products`),
    authorization: `Bearer jwt-${ALICE}-1`,
  });
  // Every request after the sign-in asks silently, for Alice's account; the one window was the click's.
  expect(msal.calls.slice(0, 2)).toEqual([`ssoSilent ${ALICE}`, `popup ${ALICE}`]);
  expect(new Set(msal.calls.slice(2))).toEqual(new Set([`silent ${ALICE}`]));
});
