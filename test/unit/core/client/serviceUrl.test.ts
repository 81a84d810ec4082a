import { checkServiceUrl, createClient, isServiceUrlError, ServiceUrlError } from '../../../../src/core';
import { collectDiagnostics, diagnosticsText, shownServiceUrl } from '../../../../src/office/diagnostics';
import { DEFAULT_SETTINGS, validSettings } from '../../../../src/office/settings';
import { describeError } from '../../../../src/taskpane/wording/describeError';
import { CELL_WORDS, toExcelError } from '../../../../src/functions/excelErrors';
import { i18n } from '../../../../src/taskpane/i18n/i18n';

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
    [...key].map((character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`).join(''),
    [...key].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    JSON.stringify(key).slice(1, -1),
    JSON.stringify(key).slice(1, -1).replace(/\//g, '\\/'),
    // What is left of the key when a URL parser ends the host at its "/": its first part alone.
    key.slice(0, key.indexOf('/')),
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
  ['a relative path with a tab', `/api\t${KEY}`, 'notWebAddress'],
  ['a relative path with a line end', `/api\n//evil.example/${KEY}`, 'notWebAddress'],
  ['a relative path with a backslash further on', `/api\\\\evil.example/${KEY}`, 'notWebAddress'],
  ['a relative path with "//" further on', `/api//evil.example/${KEY}`, 'notWebAddress'],
  ['a leading space, then //', ` //u:${KEY}@example.com`, 'notWebAddress'],
  ['a no-break space inside', `https://example.com/a\u00a0${KEY}`, 'notWebAddress'],
  ['a zero-width space in the host', `https://exa\u200bmple.com/${KEY}`, 'notWebAddress'],
  ['a right-to-left override', `https://example.com/\u202e${KEY}`, 'notWebAddress'],
  ['a NUL', `https://example.com/\u0000${KEY}`, 'notWebAddress'],
  ['a backslash after the scheme', `https:\\\\u:${KEY}@example.com`, 'notWebAddress'],
  ['a scheme with one slash', `https:/u:${KEY}@example.com`, 'notWebAddress'],
  ['a scheme without slashes', `https:u:${KEY}@example.com`, 'notWebAddress'],
  ['an "@" after the port', `https://example.com:443@${KEY}.example.net`, 'credentialsInAddress'],
  ['a port out of range', `https://example.com:99999/${KEY}`, 'notWebAddress'],
  ['vbscript:', `vbscript:msgbox("${KEY}")`, 'notWebAddress'],
  ['blob:', `blob:https://example.com/${KEY}`, 'notWebAddress'],
  ['only the key', KEY, 'notWebAddress'],
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

  test.each([
    ['HTTPS://[::1]:8443/pis/', 'https://[::1]:8443/pis'],
    ['\thttps://pis.example.com/v2x\n', 'https://pis.example.com/v2x'],
    ['/api/v-2/pis.relay', '/api/v-2/pis.relay'],
  ])('%j, spaces around it and all, is used as %j', (given, used) => {
    expect(checkServiceUrl(given)).toBe(used);
  });

  test.each([undefined, null, 42, {}, ['https://pis.example.com']])('%j, not text, is refused', (given) => {
    expect(() => checkServiceUrl(given as unknown as string)).toThrow(ServiceUrlError);
    expect(() => createClient({ baseUrl: given as unknown as string, apiKey: KEY })).toThrow(ServiceUrlError);
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
      texts.push(String(toExcelError(caught, CELL_WORDS.en).message));
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

describe('the words for each problem say what to enter, in every language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const WORDS: [ServiceUrlError['problem'], string, RegExp, RegExp][] = [
    [
      'notWebAddress',
      `//u:${KEY}@example.com`,
      /https:\/\/ or http:\/\/, or be a path such as \/api/,
      /begins with https:\/\//,
    ],
    [
      'credentialsInAddress',
      `https://u:${encodeURIComponent(KEY)}@example.com`,
      /user name or password/,
      /without the user name/,
    ],
    ['queryInAddress', `https://example.com/api?key=${KEY}`, /query or fragment/, /without its "\?" or "#"/],
  ];

  test.each(WORDS)('%s', async (problem, given, paneWords, cellWords) => {
    let caught: unknown;
    try {
      createClient({ baseUrl: given, apiKey: KEY });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ problem });
    expect(describeError(caught)).toMatch(paneWords);
    expect(describeError(caught)).toMatch(/Open Settings/);
    expect(describeError(caught, { inSettings: true })).toMatch(/above/);
    expect(String(toExcelError(caught, CELL_WORDS.en).message)).toMatch(cellWords);
    const texts = [describeError(caught), describeError(caught, { inSettings: true })];
    for (const language of ['ja', 'zh']) {
      await i18n.changeLanguage(language);
      const words = describeError(caught);
      expect(words).not.toBe(texts[0]);
      expect(words).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/); // in that language, not left in English
      texts.push(words, describeError(caught, { inSettings: true }));
    }
    expectNoKey(texts);
  });
});
