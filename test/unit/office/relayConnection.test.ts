import { createClient } from '../../../src/core';
import { clientOptionsFrom } from '../../../src/office/clientOptionsFrom';
import { collectDiagnostics, diagnosticsText } from '../../../src/office/diagnostics';
import {
  DEFAULT_SETTINGS,
  isSettingsError,
  loadSettings,
  memoryStore,
  saveSettings,
  setSettingsStore,
} from '../../../src/office/settings';

const TOKEN = 'psr_relay-token-for-the-settings-test-0001';

beforeEach(() => setSettingsStore(memoryStore()));
afterEach(() => setSettingsStore(undefined));

describe("Settings: the organisation's relay", () => {
  test('the relay, its address and its token are kept, the token trimmed; the own key stays as it was', async () => {
    await saveSettings({ apiKey: 'own-key-1234' });
    await saveSettings({ connection: 'relay', relayUrl: 'https://partspec.example.com/', relayToken: `  ${TOKEN} ` });
    expect(await loadSettings()).toMatchObject({
      connection: 'relay',
      relayUrl: 'https://partspec.example.com',
      relayToken: TOKEN,
      apiKey: 'own-key-1234',
    });
  });

  test.each([
    ['no address', '', 'relayUrlMissing'],
    ['an address with a password', 'https://name:secret@partspec.example.com', 'credentialsInAddress'],
    ['not an address', 'partspec example', 'notWebAddress'],
  ])('the relay chosen with %s: refused on its own field, nothing saved', async (_name, relayUrl, problem) => {
    const error = await saveSettings({ connection: 'relay', relayUrl }).catch((caught: unknown) => caught);
    expect(isSettingsError(error)).toBe(true);
    expect(error).toMatchObject({ setting: 'relayUrl', problem });
    expect(String((error as Error).message)).not.toContain('secret');
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  test('a connection that is neither is refused', async () => {
    const error = await saveSettings({ connection: 'both' as never }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ setting: 'connection', problem: 'unknownConnection' });
  });

  test('the client of the relay sends the token to the relay, and no key', async () => {
    const settings = await saveSettings({
      apiKey: 'own-key-1234',
      connection: 'relay',
      relayUrl: 'https://partspec.example.com',
      relayToken: TOKEN,
    });
    const options = clientOptionsFrom(settings);
    expect(options).toMatchObject({ baseUrl: 'https://partspec.example.com', accessToken: TOKEN });
    expect(options).not.toHaveProperty('apiKey');
    const sent: Array<{ url: string; headers: Headers }> = [];
    const client = createClient({
      ...options,
      fetch: async (input, init) => {
        sent.push({ url: String(input), headers: new Headers(init?.headers) });
        return new Response('{"HasMoreHits":false,"Data":{}}', { status: 200 });
      },
    });
    await client.search({ filter: "Partno eq 'X'" });
    expect(sent[0].url.startsWith('https://partspec.example.com/v2/products?')).toBe(true);
    expect(sent[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent[0].headers.get('x-api-key')).toBeNull();
  });
});

describe("Diagnostics with the organisation's relay", () => {
  const scope = { location: { origin: 'https://localhost:3000' } };
  const client = () =>
    createClient({
      baseUrl: 'https://partspec.example.com',
      accessToken: TOKEN,
      fetch: () => Promise.reject(new Error('none')),
    });

  test('says the relay is in use, probes it with the token (never the key), and shows neither', async () => {
    const settings = await saveSettings({
      apiKey: 'own-key-1234',
      connection: 'relay',
      relayUrl: 'https://partspec.example.com',
      relayToken: TOKEN,
    });
    const fetch = jest.fn(async (_input: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(headers.get('x-api-key')).toBeNull();
      return new Response('{}', { status: 200 });
    });
    const text = diagnosticsText(
      await collectDiagnostics({
        client: client(),
        settings,
        host: { kind: 'preview' } as never,
        scope,
        fetch,
      } as never),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe(
      'https://partspec.example.com/v2/products/getproductdatadownloadurl?category=inductors',
    );
    expect(text).toMatch(/connection: the organisation's relay; relay token saved \(not shown\)$/m);
    expect(text).toMatch(
      /^Organisation's relay: https:\/\/partspec\.example\.com: reachable: HTTP 200 to a request with the saved token \(the token was accepted\)/m,
    );
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('own-key-1234');
  });

  test('no token saved: the relay is not asked, and the report says why', async () => {
    const settings = await saveSettings({ connection: 'relay', relayUrl: 'https://partspec.example.com' });
    const fetch = jest.fn();
    const text = diagnosticsText(
      await collectDiagnostics({
        client: client(),
        settings,
        host: { kind: 'preview' } as never,
        scope,
        fetch,
      } as never),
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(text).toMatch(/relay token NOT saved$/m);
    expect(text).toMatch(/not asked: no relay token is saved/);
  });
});
