import { AccessTokenError } from '../../../../src/core';
import {
  forgetRelaySignIns,
  nestedAppAuthSupported,
  RelaySignIn,
  relayAccessToken,
  relaySignIn,
  type RelaySignInOptions,
} from '../../../../src/office/signIn/relaySignIn';
import { fakeMsal } from '../../../support/fakeMsal';

const RELAY = 'https://partspec.example.com';
const SAVED = 'psr_saved-relay-token-000000000001';
const ALICE = 'alice@contoso.example';

/** Office as Excel shows it: with or without nested app authentication, and who is signed in to Office. */
const office = (naa: boolean, user: string | null = ALICE) => ({
  Office: {
    context: {
      requirements: {
        isSetSupported: (set: string, version?: string) => set === 'NestedAppAuth' && version === '1.1' && naa,
      },
    },
    auth: { getAuthContext: async () => (user === null ? {} : { userPrincipalName: user }) },
  },
});

const advising = (advice: object | number) =>
  jest.fn(async (input: string | URL | Request) => {
    expect(String(input)).toBe(`${RELAY}/sign-in`);
    return typeof advice === 'number'
      ? new Response('{}', { status: advice })
      : new Response(JSON.stringify(advice), { status: 200 });
  });

const MICROSOFT = {
  kind: 'microsoft',
  clientId: '11111111-2222-4333-8444-555555555555',
  authority: 'https://login.microsoftonline.com/contoso.example',
  scopes: ['api://partspec-relay/access_as_user'],
};

/** A token source and the pane's sign-in over one relay, as the runtime has them. */
function setup(msal: ReturnType<typeof fakeMsal>, options: Partial<RelaySignInOptions> = {}) {
  const all: RelaySignInOptions = {
    scope: office(true),
    fetch: advising(MICROSOFT),
    loadMsal: async () => msal.module,
    ...options,
  };
  const token = relayAccessToken(RELAY, SAVED, all);
  if (typeof token !== 'function') throw new Error('a function was expected');
  return { token, signIn: relaySignIn(RELAY, all), fetch: all.fetch as jest.Mock };
}

beforeEach(() => forgetRelaySignIns());

describe('Microsoft sign-in by the book, on MSAL’s standard client (silent fails without an account)', () => {
  test('the Office user has a session: ssoSilent with the login hint, then acquireTokenSilent for that account', async () => {
    const msal = fakeMsal({ sessions: [ALICE] });
    const { token, fetch } = setup(msal);
    expect(await token({ refresh: false })).toBe(`jwt-${ALICE}-1`);
    expect(await token({ refresh: false })).toBe(`jwt-${ALICE}-1`);
    // The relay refused it (401): asked afresh, for the account.
    expect(await token({ refresh: true })).toBe(`jwt-${ALICE}-2`);
    expect(msal.calls).toEqual([`ssoSilent ${ALICE}`, `silent ${ALICE}`, `silent ${ALICE} refresh`]);
    expect(msal.configurations).toEqual([{ auth: { clientId: MICROSOFT.clientId, authority: MICROSOFT.authority } }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a first sign-in, asked for by a cell: no window, AccessTokenError signInRequired', async () => {
    const msal = fakeMsal();
    const { token } = setup(msal);
    const error = await token({ refresh: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessTokenError);
    expect(error).toMatchObject({ problem: 'signInRequired', cause: { name: 'InteractionRequiredAuthError' } });
    expect(msal.calls).toEqual([`ssoSilent ${ALICE}`]);
  });

  test('then a click in the pane: the window, with the login hint, at once; cells get tokens silently after', async () => {
    const msal = fakeMsal();
    const { token, signIn } = setup(msal);
    await token({ refresh: false }).catch(() => undefined);
    expect(await signIn.signInFromClick()).toBe(ALICE);
    expect(await token({ refresh: false })).toBe(`jwt-${ALICE}-1`);
    expect(msal.calls).toEqual([`ssoSilent ${ALICE}`, `popup ${ALICE}`, `silent ${ALICE}`]);
  });

  test('a click with nothing known yet: silently when it can, and no window then', async () => {
    const msal = fakeMsal({ sessions: [ALICE] });
    const { signIn } = setup(msal);
    expect(await signIn.signInFromClick()).toBe(ALICE);
    expect(msal.calls).toEqual([`ssoSilent ${ALICE}`]);
  });

  test('a click with nothing known yet, and a sign-in needed: silent first, the window on InteractionRequiredAuthError', async () => {
    const msal = fakeMsal();
    const { signIn } = setup(msal);
    expect(await signIn.signInFromClick()).toBe(ALICE);
    expect(msal.calls).toEqual([`ssoSilent ${ALICE}`, `popup ${ALICE}`]);
  });

  test('a session that ended: the next refresh needs the user, and a cell still opens no window', async () => {
    const msal = fakeMsal({ sessions: [ALICE] });
    const { token } = setup(msal);
    await token({ refresh: false });
    msal.endSession(ALICE);
    await expect(token({ refresh: true })).rejects.toMatchObject({ problem: 'signInRequired' });
    expect(msal.calls).toEqual([`ssoSilent ${ALICE}`, `silent ${ALICE} refresh`]);
  });

  test('a failure that no sign-in mends (the network): thrown as it is, and no window even from a click', async () => {
    const msal = fakeMsal({ silentFailure: new TypeError('Failed to fetch') });
    const { token, signIn } = setup(msal);
    await expect(token({ refresh: false })).rejects.toThrow('Failed to fetch');
    await expect(signIn.signInFromClick()).rejects.toThrow('Failed to fetch');
    expect(msal.calls.filter((call) => call.startsWith('popup'))).toEqual([]);
  });

  test('an Office that cannot say who is signed in: ssoSilent without a hint, as MSAL then does it', async () => {
    const msal = fakeMsal({ sessions: ['bob@contoso.example'] });
    const { token } = setup(msal, { scope: office(true, null) });
    expect(await token({ refresh: false })).toBe('jwt-bob@contoso.example-1');
    expect(await token({ refresh: false })).toBe('jwt-bob@contoso.example-1');
    expect(msal.calls).toEqual(['ssoSilent', 'silent bob@contoso.example']);
  });

  test('the pane’s button and the cells share one sign-in per relay', () => {
    expect(relaySignIn(RELAY)).toBe(relaySignIn(RELAY));
    expect(relaySignIn(RELAY)).toBeInstanceOf(RelaySignIn);
    expect(relaySignIn(`${RELAY}/other`)).not.toBe(relaySignIn(RELAY));
  });
});

test.each([
  ['a relay that issues its own tokens', advising({ kind: 'token' })],
  ['a relay that answers no /sign-in (an older one)', advising(404)],
  ['a relay that cannot be reached', jest.fn(async () => Promise.reject(new TypeError('fetch failed')))],
])('%s: the saved relay token, MSAL never loaded, no sign-in offered', async (_name, fetch) => {
  const loadMsal = jest.fn();
  const options = { scope: office(true), fetch, loadMsal };
  const token = relayAccessToken(RELAY, SAVED, options);
  if (typeof token !== 'function') throw new Error('a function was expected');
  expect(await token({ refresh: false })).toBe(SAVED);
  expect(await new RelaySignIn(RELAY, options).offered()).toBe(false);
  expect(await new RelaySignIn(RELAY, options).signInFromClick()).toBeUndefined();
  expect(loadMsal).not.toHaveBeenCalled();
});

test('an Excel without nested app authentication: the saved token as it is, and the relay not asked', async () => {
  const fetch = jest.fn();
  expect(relayAccessToken(RELAY, SAVED, { scope: office(false), fetch })).toBe(SAVED);
  expect(relayAccessToken(RELAY, SAVED, { scope: {}, fetch })).toBe(SAVED);
  expect(await new RelaySignIn(RELAY, { scope: office(false), fetch }).offered()).toBe(false);
  expect(fetch).not.toHaveBeenCalled();
  expect(
    nestedAppAuthSupported({
      Office: {
        context: {
          requirements: {
            isSetSupported: () => {
              throw new Error('old Office');
            },
          },
        },
      },
    }),
  ).toBe(false);
});
