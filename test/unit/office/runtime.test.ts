import * as runtime from '../../../src/office/runtime';
import {
  DEFAULT_SETTINGS,
  memoryStore,
  saveSettings,
  type Settings,
  type SettingsStore,
  setSettingsStore,
} from '../../../src/office/settings';

/** Where runtime.ts keeps the runtime's one client: on the global object, under a key every copy shares. */
const STATE_KEY = Symbol.for('partspec.runtime');

function forgetRuntimeState(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[STATE_KEY];
}

/**
 * Another copy of office/runtime.ts and of what it imports, as webpack gives the functions bundle beside
 * the pane's: its own module variables (its own settings module, here reading the same store, as both
 * bundles read the same OfficeRuntime.storage), only the global object in common.
 */
function secondCopy(store: SettingsStore): typeof runtime {
  let copy: typeof runtime | undefined;
  jest.isolateModules(() => {
    const settings = require('../../../src/office/settings') as typeof import('../../../src/office/settings');
    settings.setSettingsStore(store);
    copy = require('../../../src/office/runtime') as typeof runtime;
  });
  if (!copy) throw new Error('the second copy did not load');
  return copy;
}

let store: SettingsStore;

beforeEach(() => {
  forgetRuntimeState();
  store = memoryStore();
  setSettingsStore(store);
});

afterEach(() => {
  setSettingsStore(undefined);
  forgetRuntimeState();
});

describe('currentClient', () => {
  test('the same client, call after call, while the settings stay as they are', async () => {
    const first = await runtime.currentClient();
    const second = await runtime.currentClient();
    expect(second.client).toBe(first.client);
    expect(first.settings).toEqual(DEFAULT_SETTINGS);
    expect(second.settings).toEqual(DEFAULT_SETTINGS);
  });

  test('saving the same values again keeps the client: settings are compared by value', async () => {
    await saveSettings({ apiKey: 'key-1', serviceUrl: 'https://pis.example.com' });
    const before = await runtime.currentClient();
    await saveSettings({ apiKey: 'key-1', serviceUrl: 'https://pis.example.com/', ratePerSecond: 10, burst: 20 });
    const after = await runtime.currentClient();
    expect(after.settings).not.toBe(before.settings);
    expect(after.client).toBe(before.client);
  });

  test.each<[string, Partial<Settings>]>([
    ['API key', { apiKey: 'another-key' }],
    ['service URL', { serviceUrl: 'https://other.example.com' }],
    ['request rate', { ratePerSecond: 5 }],
    ['burst', { burst: 50 }],
  ])('a changed %s: a new client at once, then that one', async (_, change) => {
    await saveSettings({ apiKey: 'key-1', serviceUrl: 'https://pis.example.com' });
    const before = await runtime.currentClient();
    await saveSettings(change);
    const after = await runtime.currentClient();
    expect(after.client).not.toBe(before.client);
    expect(after.settings).toMatchObject(change);
    expect((await runtime.currentClient()).client).toBe(after.client);
  });

  test('a changed language keeps the client (and its limiter and cache): every request names its language', async () => {
    const before = await runtime.currentClient();
    await saveSettings({ lang: 'ja' });
    const after = await runtime.currentClient();
    expect(after.client).toBe(before.client);
    expect(after.settings.lang).toBe('ja');
  });

  test('the client asks the saved service URL, with the saved key', async () => {
    await saveSettings({ apiKey: 'key-1', serviceUrl: 'https://pis.example.com' });
    const calls: { url: string; key: string | null }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      calls.push({ url: String(input), key: new Headers(init?.headers).get('x-api-key') });
      return new Response(JSON.stringify({ HasMoreHits: false, Data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    try {
      const { client } = await runtime.currentClient();
      await client.search({ filter: "Partno eq 'X'" });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(/^https:\/\/pis\.example\.com\/v2\/products\?/);
    expect(calls[0].key).toBe('key-1');
  });
});

describe('currentClient across the two bundles (two copies of the module)', () => {
  test('both copies get the one client: whichever asks first makes it', async () => {
    const functions = secondCopy(store);
    expect(functions).not.toBe(runtime);
    expect(functions.currentClient).not.toBe(runtime.currentClient);
    const fromPane = await runtime.currentClient();
    const fromFunctions = await functions.currentClient();
    expect(fromFunctions.client).toBe(fromPane.client);

    forgetRuntimeState();
    const firstFromFunctions = await functions.currentClient();
    expect((await runtime.currentClient()).client).toBe(firstFromFunctions.client);
  });

  test('a key saved in the pane: both copies move to the same new client', async () => {
    const functions = secondCopy(store);
    const before = await functions.currentClient();
    await saveSettings({ apiKey: 'new-key' });
    const fromFunctions = await functions.currentClient();
    const fromPane = await runtime.currentClient();
    expect(fromFunctions.client).not.toBe(before.client);
    expect(fromPane.client).toBe(fromFunctions.client);
    expect(fromPane.settings.apiKey).toBe('new-key');
  });
});
