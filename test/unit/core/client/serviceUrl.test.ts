import { checkServiceUrl, createClient, isServiceUrlError, ServiceUrlError } from '../../../../src/core';
import { collectDiagnostics, diagnosticsText, shownServiceUrl } from '../../../../src/office/diagnostics';
import { DEFAULT_SETTINGS, validSettings } from '../../../../src/office/settings';
import { describeError } from '../../../../src/taskpane/logic/describeError';
import { toExcelError } from '../../../../src/functions/excelErrors';

const KEY = 'Sk-Live_9fQ/2b+Zz';

/** The key in every form a text could carry it: as it is, in either case, percent-encoded, escaped. */
function keyForms(key: string): string[] {
  const encoded = encodeURIComponent(key);
  return [
    key,
    key.toLowerCase(),
    key.toUpperCase(),
    encoded,
    encoded.toLowerCase(),
    [...key].map((character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    [...key].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    JSON.stringify(key).slice(1, -1),
  ];
}

/** Every text an error lets out: message, String(), its own fields, and the same of its causes. */
function textsOf(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 5) return [String(error)];
  const fields = Object.entries(error).map(([name, value]) => `${name}=${String(value)}`);
  return [error.message, String(error), JSON.stringify(error), ...fields, ...textsOf(error.cause, depth + 1)];
}

function expectNoKey(texts: readonly string[]): void {
  for (const text of texts) {
    for (const form of keyForms(KEY))
      expect({ text, holdsKey: text.includes(form) }).toEqual({ text, holdsKey: false });
  }
}

/** Service URLs that could send the key to another host, or hide it in a message. */
const REFUSED: [string, string, ServiceUrlError['problem']][] = [
  ['a protocol-relative address with a key', `//u:${KEY}@example.com`, 'notWebAddress'],
  ['a backslash that parsers read as a slash', `/\\u:${KEY}@example.com`, 'notWebAddress'],
  ['a protocol-relative path', '//example.com/api', 'notWebAddress'],
  ['a path holding "@"', `/api/u:${KEY}@x`, 'notWebAddress'],
  // The key's "/" ends the host, so this one cannot even be parsed.
  ['user information with the key as typed', `https://u:${KEY}@example.com`, 'notWebAddress'],
  ['user information with the key encoded', `https://u:${encodeURIComponent(KEY)}@example.com`, 'credentialsInAddress'],
  ['the key as a user name', `https://${encodeURIComponent(KEY)}@example.com/api`, 'credentialsInAddress'],
  ['an address that cannot be parsed', `http://[${KEY}`, 'notWebAddress'],
  ['three slashes', `https:///${KEY}.example.com`, 'notWebAddress'],
  ['a javascript: address', `javascript:alert('${KEY}')`, 'notWebAddress'],
  ['a file: address', `file:///etc/${KEY}`, 'notWebAddress'],
  ['a data: address', `data:text/plain,${KEY}`, 'notWebAddress'],
  ['ftp', `ftp://${KEY}.example.com`, 'notWebAddress'],
  ['no scheme', `example.com/${KEY}`, 'notWebAddress'],
  ['a space inside', `https://example.com/a ${KEY}`, 'notWebAddress'],
  ['a tab inside the host', `https://exa\tmple.com/${KEY}`, 'notWebAddress'],
  ['a line end inside', `https://example.com/\n${KEY}`, 'notWebAddress'],
  ['a backslash in an absolute address', `https://example.com\\@${KEY}`, 'notWebAddress'],
  ['a query with the key', `https://example.com/api?key=${KEY}`, 'queryInAddress'],
  ['a fragment', `https://example.com/api#${KEY}`, 'queryInAddress'],
  ['a relative path with a query', `/api?key=${KEY}`, 'notWebAddress'],
  ['a relative path with a space', `/a pi${KEY}`, 'notWebAddress'],
];

describe('checkServiceUrl: the one check of a service URL', () => {
  test.each([
    ['https://pis.example.com', 'https://pis.example.com'],
    ['  https://PIS.Example.com:443/pis/  ', 'https://pis.example.com/pis'],
    ['http://127.0.0.1:3100', 'http://127.0.0.1:3100'],
    ['/api', '/api'],
    ['/api/', '/api'],
    ['/relay/v-1.0/pis', '/relay/v-1.0/pis'],
  ])('%j is used as %j', (given, used) => {
    expect(checkServiceUrl(given)).toBe(used);
  });

  test.each(REFUSED)('%s: refused with what to enter, the key in no text', (_, given, problem) => {
    let caught: unknown;
    try {
      checkServiceUrl(given);
    } catch (error) {
      caught = error;
    }
    expect(isServiceUrlError(caught)).toBe(true);
    expect(caught).toMatchObject({ problem });
    expect((caught as Error).message).toMatch(/enter/);
    expectNoKey(textsOf(caught));
  });
});

describe('the same refusals through Settings, createClient, the cells, the pane and Diagnostics', () => {
  test.each(REFUSED)('%s', async (_, given) => {
    const texts: string[] = [];
    for (const attempt of [
      () => validSettings({ ...DEFAULT_SETTINGS, apiKey: 'k', serviceUrl: given }),
      () => createClient({ baseUrl: given, apiKey: KEY }),
    ]) {
      let caught: unknown;
      try {
        attempt();
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(Error);
      texts.push(...textsOf(caught), describeError(caught), describeError(caught, { inSettings: true }));
      texts.push(String(toExcelError(caught).message));
    }
    texts.push(shownServiceUrl(given, 'https://localhost:3000'), shownServiceUrl(given));
    expect(shownServiceUrl(given, 'https://localhost:3000')).toBe('not a usable address');
    expectNoKey(texts);
  });

  test('Diagnostics with such an address saved by an older version: neither the address nor the key', async () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY });
    const report = diagnosticsText(
      await collectDiagnostics({
        client,
        settings: { ...DEFAULT_SETTINGS, apiKey: KEY, serviceUrl: `//u:${KEY}@example.com` },
        host: { kind: 'excel', theme: 'light' },
        fetch: (async () => {
          throw new Error('no request may be made');
        }) as typeof fetch,
      }),
    );
    expect(report).toContain('not a usable address');
    expectNoKey([report]);
  });
});
