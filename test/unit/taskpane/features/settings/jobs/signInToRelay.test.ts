import { RelaySignIn } from '../../../../../../src/office/signIn/relaySignIn';
import { signInToRelay } from '../../../../../../src/taskpane/features/settings/jobs/signInToRelay';
import { isSignedIn } from '../../../../../../src/taskpane/features/settings/logic/relaySignInAnswer';
import { relaySignInText } from '../../../../../../src/taskpane/features/settings/wording/relaySignInText';
import { ExcelFake } from '../../../../../support/excelFake';
import { ExcelWorkbook, MemoryWorkbook } from '../../../../../../src/office/workbook';
import { fakeMsal } from '../../../../../support/fakeMsal';

// The pane's Sign in with Microsoft: what it says after the click, and whether it calculates again.
const RELAY = 'https://relay.contoso.example/api';
const office = {
  Office: {
    context: { requirements: { isSetSupported: (set: string) => set === 'NestedAppAuth' } },
    auth: { getAuthContext: async () => ({ userPrincipalName: 'alice@contoso.example' }) },
  },
};
const advice = (body: object) => async () => new Response(JSON.stringify(body), { status: 200 });
const MICROSOFT = { kind: 'microsoft', clientId: 'client-1', scopes: ['api://relay/access_as_user'] };

test('calculation set to Manual: signed in, nothing calculated, and the message says how to calculate', async () => {
  const msal = fakeMsal();
  const fake = new ExcelFake({ calculationMode: 'Manual' });
  const signIn = new RelaySignIn(RELAY, { scope: office, fetch: advice(MICROSOFT), loadMsal: async () => msal.module });
  const outcome = await signInToRelay(signIn, new ExcelWorkbook(fake.excel, fake.office));
  expect(outcome).toEqual({ kind: 'signedIn', user: 'alice@contoso.example', calculation: 'manual' });
  expect(isSignedIn(outcome)).toBe(true);
  expect(relaySignInText(outcome)).toBe(
    'Signed in as alice@contoso.example. Calculation is set to Manual: press Ctrl+Alt+F9 to calculate the PART cells that asked for the sign-in.',
  );
  expect(fake.operations().filter((operation) => operation.kind === 'calculate')).toEqual([]);
});

test('a relay that offers no Microsoft sign-in: nothing opened, the token to type instead', async () => {
  const signIn = new RelaySignIn(RELAY, { scope: office, fetch: advice({ kind: 'token' }) });
  const outcome = await signInToRelay(signIn, new MemoryWorkbook());
  expect(outcome).toEqual({ kind: 'notOffered' });
  expect(isSignedIn(outcome)).toBe(false);
  expect(relaySignInText(outcome)).toContain('enter your relay token instead');
});

test('a sign-in that fails (the network): its words, and no window', async () => {
  const msal = fakeMsal({ silentFailure: new TypeError('Failed to fetch') });
  const signIn = new RelaySignIn(RELAY, { scope: office, fetch: advice(MICROSOFT), loadMsal: async () => msal.module });
  const outcome = await signInToRelay(signIn, new MemoryWorkbook());
  expect(outcome).toEqual({ kind: 'failed', error: expect.anything() });
  expect(isSignedIn(outcome)).toBe(false);
  expect(relaySignInText(outcome)).toContain('Failed to fetch');
  expect(msal.calls.some((call) => call.startsWith('popup'))).toBe(false);
});

test('a cell being edited when the sign-in ends: signed in, and the cells wait for Ctrl+Alt+F9', async () => {
  const msal = fakeMsal({ sessions: ['alice@contoso.example'] });
  const fake = new ExcelFake();
  fake.editingCell = true;
  const signIn = new RelaySignIn(RELAY, { scope: office, fetch: advice(MICROSOFT), loadMsal: async () => msal.module });
  const outcome = await signInToRelay(signIn, new ExcelWorkbook(fake.excel, fake.office));
  expect(outcome).toEqual({ kind: 'signedInNotCalculated', user: 'alice@contoso.example', error: expect.anything() });
  expect(isSignedIn(outcome)).toBe(true);
  expect(relaySignInText(outcome)).toMatch(
    /^Signed in as alice@contoso\.example, but the cells could not be calculated again: .*Ctrl\+Alt\+F9/,
  );
});

test('an account that gives no name: signed in as "your Microsoft account"', () => {
  expect(relaySignInText({ kind: 'signedIn', user: '', calculation: 'recalculated' })).toBe(
    'Signed in as your Microsoft account. The PART cells are calculated again.',
  );
});
