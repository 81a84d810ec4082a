import { type MsalModule, nestedAppAuthSupported, relayAccessToken } from '../../../src/office/relaySignIn';

const RELAY = 'https://partspec.example.com';
const SAVED = 'psr_saved-relay-token-000000000001';

/** Office as Excel shows it, with or without nested app authentication. */
const office = (naa: boolean) => ({
  Office: {
    context: {
      requirements: {
        isSetSupported: (set: string, version?: string) => set === 'NestedAppAuth' && version === '1.1' && naa,
      },
    },
  },
});

const advising = (advice: object | number) =>
  jest.fn(async (input: string | URL | Request) => {
    expect(String(input)).toBe(`${RELAY}/sign-in`);
    return typeof advice === 'number'
      ? new Response('{}', { status: advice })
      : new Response(JSON.stringify(advice), { status: 200 });
  });

/** MSAL as nested app authentication answers: a token per call, silent unless told it must ask. */
function fakeMsal(options: { silentFails?: boolean } = {}) {
  const calls: string[] = [];
  const configurations: unknown[] = [];
  let issued = 0;
  const module: MsalModule = {
    createNestablePublicClientApplication: async (configuration) => {
      configurations.push(configuration);
      return {
        acquireTokenSilent: async (request) => {
          calls.push(`silent ${request.scopes.join(' ')}${request.forceRefresh ? ' refresh' : ''}`);
          if (options.silentFails) throw new Error('interaction required');
          return { accessToken: `jwt-${(issued += 1)}` };
        },
        acquireTokenPopup: async (request) => {
          calls.push(`popup ${request.scopes.join(' ')}`);
          return { accessToken: `jwt-${(issued += 1)}` };
        },
      };
    },
  };
  return { module, calls, configurations };
}

const MICROSOFT = {
  kind: 'microsoft',
  clientId: '11111111-2222-4333-8444-555555555555',
  authority: 'https://login.microsoftonline.com/contoso.example',
  scopes: ['api://partspec-relay/access_as_user'],
};

test("where Excel signs users in and the relay offers it: the signed-in user's token, renewed when refused", async () => {
  const msal = fakeMsal();
  const fetch = advising(MICROSOFT);
  const token = relayAccessToken(RELAY, SAVED, { scope: office(true), fetch, loadMsal: async () => msal.module });
  if (typeof token !== 'function') throw new Error('a function was expected');
  expect(await token({ refresh: false })).toBe('jwt-1');
  expect(await token({ refresh: true })).toBe('jwt-2');
  expect(msal.calls).toEqual([
    'silent api://partspec-relay/access_as_user',
    'silent api://partspec-relay/access_as_user refresh',
  ]);
  expect(msal.configurations).toEqual([{ auth: { clientId: MICROSOFT.clientId, authority: MICROSOFT.authority } }]);
  // The relay is asked once.
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a first sign-in or consent: Office's own window", async () => {
  const msal = fakeMsal({ silentFails: true });
  const token = relayAccessToken(RELAY, SAVED, {
    scope: office(true),
    fetch: advising(MICROSOFT),
    loadMsal: async () => msal.module,
  });
  if (typeof token !== 'function') throw new Error('a function was expected');
  expect(await token({ refresh: false })).toBe('jwt-1');
  expect(msal.calls).toEqual([
    'silent api://partspec-relay/access_as_user',
    'popup api://partspec-relay/access_as_user',
  ]);
});

test.each([
  ['a relay that issues its own tokens', advising({ kind: 'token' })],
  ['a relay that answers no /sign-in (an older one)', advising(404)],
  ['a relay that cannot be reached', jest.fn(async () => Promise.reject(new TypeError('fetch failed')))],
])('%s: the saved relay token, and MSAL never loaded', async (_name, fetch) => {
  const loadMsal = jest.fn();
  const token = relayAccessToken(RELAY, SAVED, { scope: office(true), fetch, loadMsal });
  if (typeof token !== 'function') throw new Error('a function was expected');
  expect(await token({ refresh: false })).toBe(SAVED);
  expect(loadMsal).not.toHaveBeenCalled();
});

test('an Excel without nested app authentication: the saved token as it is, and the relay not asked', () => {
  const fetch = jest.fn();
  expect(relayAccessToken(RELAY, SAVED, { scope: office(false), fetch })).toBe(SAVED);
  expect(relayAccessToken(RELAY, SAVED, { scope: {}, fetch })).toBe(SAVED);
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
