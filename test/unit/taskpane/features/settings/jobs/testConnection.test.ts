import { ApiKeyRefusedError, type FetchFunction } from '../../../../../../src/core';
import { DEFAULT_SETTINGS, type Settings } from '../../../../../../src/office/settings';
import { testConnection } from '../../../../../../src/taskpane/features/settings/jobs/testConnection';
import { connectionAnswerText } from '../../../../../../src/taskpane/features/settings/wording/connectionAnswerText';

const SECRET = 'secret-key-1234567890';
const settings: Settings = {
  ...DEFAULT_SETTINGS,
  apiKey: SECRET,
  serviceUrl: 'https://pis.example.com',
  ratePerSecond: 1000,
  burst: 1000,
};

function answering(status: number, body: unknown): FetchFunction & { calls: { url: string; headers: Headers }[] } {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    calls.push({ url: input, headers: new Headers(init.headers) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(fetch, { calls });
}

describe('testConnection', () => {
  test('one search for a part that cannot exist, with the key from the settings given', async () => {
    const fetch = answering(200, { HasMoreHits: false, Data: {} });
    const result = await testConnection(settings, fetch);
    expect(result).toEqual({ kind: 'answered', connection: 'service', url: 'https://pis.example.com' });
    expect(connectionAnswerText(result)).toBe(
      'The service at https://pis.example.com answered and accepted the API key. Save the settings to use them.',
    );
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0].url).toMatch(/^https:\/\/pis\.example\.com\/v2\/products\?\$filter=Partno/);
    expect(fetch.calls[0].headers.get('x-api-key')).toBe(SECRET);
  });

  test('a refused key says to check it in Settings, and never shows it', async () => {
    const result = await testConnection(settings, answering(403, { message: 'Forbidden' }));
    expect(result).toEqual({ kind: 'failed', error: expect.any(ApiKeyRefusedError) });
    expect(connectionAnswerText(result)).toMatch(
      /Check the API key above, and that the Service URL points at a Product Information Service v2\.2\./,
    );
    expect(connectionAnswerText(result)).not.toContain(SECRET);
  });

  test('no key: nothing is sent, and the message says where to enter one', async () => {
    const fetch = answering(200, { HasMoreHits: false, Data: {} });
    const result = await testConnection({ ...settings, apiKey: '' }, fetch);
    expect(result.kind).toBe('failed');
    expect(connectionAnswerText(result)).toBe('No API key is set. Enter your API key above.');
    expect(fetch.calls).toHaveLength(0);
  });

  test('a service that cannot be reached: check the Service URL', async () => {
    const failing: FetchFunction = async () => {
      throw new TypeError('fetch failed');
    };
    const result = await testConnection(settings, failing);
    expect(result.kind).toBe('failed');
    expect(connectionAnswerText(result)).toMatch(/Could not reach the service at https:\/\/pis\.example\.com/);
    expect(connectionAnswerText(result)).toMatch(/Check the service URL above and the network connection\./);
  });

  test('an answer that is not the service: says so', async () => {
    const result = await testConnection(settings, answering(200, { hello: 'world' }));
    expect(result.kind).toBe('failed');
    expect(connectionAnswerText(result)).toMatch(/unexpected form/);
  });
});

describe('testConnection: what Save refuses is refused before any request', () => {
  test.each(['not a url', 'ftp://pis.example.com', 'https://name:pw@pis.example.com'])(
    '%s: a SettingsError on the Service URL, nothing sent',
    async (serviceUrl) => {
      const fetch = answering(200, { HasMoreHits: false, Data: {} });
      await expect(testConnection({ ...settings, serviceUrl }, fetch)).rejects.toMatchObject({
        name: 'SettingsError',
        setting: 'serviceUrl',
      });
      expect(fetch.calls).toHaveLength(0);
    },
  );

  test('a browser that says only "Failed to fetch": the service sends no CORS headers, use /api', async () => {
    const failing: FetchFunction = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await testConnection(settings, failing);
    expect(result.kind).toBe('failed');
    const message = connectionAnswerText(result);
    expect(message).toMatch(/the browser gives no reason\./);
    expect(message).toMatch(
      /sends no CORS headers.*enter \/api, the add-in host's relay to the service, as the Service URL above\./,
    );
    expect(message).not.toMatch(/Open Settings/);
  });
});

describe("testConnection to an organisation's relay that the browser cannot reach", () => {
  const RELAY = 'https://partspec-relay.example.com';
  const ORIGIN = 'https://addin.example.com';
  const relaySettings: Settings = {
    ...settings,
    connection: 'relay',
    relayUrl: RELAY,
    relayToken: 'r3lay-t0ken-for-the-pane-test-7f3a9c',
  };
  const page = globalThis as { location?: { origin: string } };
  beforeEach(() => (page.location = { origin: ORIGIN }));
  afterEach(() => delete page.location);

  /** A browser in which every request the pane may read fails for no reason; `answers`: whether the relay answers one that needs no CORS. */
  function browser(answers: boolean): FetchFunction & { noCors: string[] } {
    const noCors: string[] = [];
    const fetch = async (input: string, init: RequestInit): Promise<Response> => {
      if (init.mode === 'no-cors') {
        noCors.push(input);
        if (answers) return new Response(null);
      }
      throw new TypeError('Failed to fetch');
    };
    return Object.assign(fetch, { noCors });
  }

  test('it answers a request that needs no CORS: the relay did not allow this origin, and the flag that does', async () => {
    const fetch = browser(true);
    const result = await testConnection(relaySettings, fetch);
    expect(result).toEqual({ kind: 'relayRefusedOrigin', url: RELAY, origin: ORIGIN });
    expect(connectionAnswerText(result)).toBe(
      `The relay at ${RELAY} answers, but the relay did not allow this add-in's origin (${ORIGIN}): its operator adds \`--cors-origin ${ORIGIN}\` to the command that starts it. Then test the connection again.`,
    );
    expect(fetch.noCors).toEqual([`${RELAY}/health`]);
  });

  test('it answers nothing: not reached, and no word of /api', async () => {
    const result = await testConnection(relaySettings, browser(false));
    expect(result).toEqual({ kind: 'relayUnreachable', url: RELAY, origin: ORIGIN });
    expect(connectionAnswerText(result)).toBe(
      `Could not reach the relay at ${RELAY}: the browser gives no reason. Check its address above, that the relay is running, and the network connection.`,
    );
    expect(connectionAnswerText(result)).not.toMatch(/\/api/);
  });

  test('the service itself (not a relay): the advice about /api, and no request without CORS', async () => {
    const fetch = browser(true);
    const result = await testConnection(settings, fetch);
    expect(result.kind).toBe('failed');
    expect(connectionAnswerText(result)).toMatch(
      /enter \/api, the add-in host's relay to the service, as the Service URL above\./,
    );
    expect(fetch.noCors).toEqual([]);
  });
});
