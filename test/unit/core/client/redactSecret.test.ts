import { redactSecret } from '../../../../src/core';
import { holdsSecret, REDACTED, withoutSecret } from '../../../../src/core/client/redactSecret';

/** A key with the characters that escaping and encoding change: "/", "+", "-", "_", "." and both cases. */
const KEY = 'Sk-Live_9fQ/2b+Zz.x';

const hex = (character: string, digits: number): string => character.charCodeAt(0).toString(16).padStart(digits, '0');
const each = (form: (character: string) => string): string => [...KEY].map(form).join('');

/** The key as a gateway, an error page or a runtime may echo it. */
const FORMS: [string, string][] = [
  ['as it is', KEY],
  ['in lower case', KEY.toLowerCase()],
  ['in upper case', KEY.toUpperCase()],
  ['in mixed case', [...KEY].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('')],
  ['encodeURIComponent', encodeURIComponent(KEY)],
  ['encodeURIComponent, lower-case hex', encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())],
  ['every character percent-encoded, lower-case hex', each((c) => `%${hex(c, 2)}`)],
  ['every character percent-encoded, upper-case hex', each((c) => `%${hex(c, 2).toUpperCase()}`)],
  ['as JSON writes it', JSON.stringify(KEY).slice(1, -1).replace(/\//g, '\\/')],
  ['every character a \\u escape', each((c) => `\\u${hex(c, 4)}`)],
  ['every character a \\u escape, upper-case hex', each((c) => `\\u${hex(c, 4).toUpperCase()}`)],
  ['every character a \\u{} escape', each((c) => `\\u{${hex(c, 1)}}`)],
  ['every character a \\x escape', each((c) => `\\x${hex(c, 2)}`)],
  ['every character after a backslash', each((c) => `\\${c}`)],
  ['every character an HTML decimal reference', each((c) => `&#${c.charCodeAt(0)};`)],
  ['every character an HTML hexadecimal reference', each((c) => `&#x${hex(c, 2)};`)],
  ['the forms mixed, character by character', KEY.replace('/', '%2F').replace('+', '\\u002B').replace('Q', 'q')],
];

describe('redactSecret', () => {
  test.each(FORMS)('the key %s is redacted, the text around it kept', (_, echoed) => {
    const text = `invalid header x-api-key: ${echoed} (request 7)`;
    expect(redactSecret(text, KEY)).toBe(`invalid header x-api-key: ${REDACTED} (request 7)`);
    expect(holdsSecret(text, KEY)).toBe(true);
  });

  test('every occurrence, in whatever forms', () => {
    const text = `a=${KEY}; b=${encodeURIComponent(KEY).toLowerCase()}; c=${KEY.toUpperCase()}`;
    expect(redactSecret(text, KEY)).toBe(`a=${REDACTED}; b=${REDACTED}; c=${REDACTED}`);
  });

  test('a key with characters that mean something in a pattern is matched as text', () => {
    const key = 'a.b*c(d)[e]{f}|g^h$i?j\\k';
    expect(redactSecret(`x ${key} y`, key)).toBe(`x ${REDACTED} y`);
    expect(redactSecret('x aXbXcXdXeXfXgXhXiXjXk y', key)).toBe('x aXbXcXdXeXfXgXhXiXjXk y');
    expect(redactSecret(`x ${JSON.stringify(key)} y`, key)).toBe(`x "${REDACTED}" y`);
  });

  test.each(['k%', 'k&', 'ku', 'kx', 'k\\'])(
    'a key ending in %j: its last character escaped is redacted whole, nothing of it left after',
    (key) => {
      const last = key.slice(-1);
      const code = last.charCodeAt(0);
      for (const form of [
        encodeURIComponent(last),
        `\\u${code.toString(16).padStart(4, '0')}`,
        `\\u{${code.toString(16)}}`,
        `\\x${code.toString(16)}`,
        `&#${code};`,
        `&#x${code.toString(16)};`,
      ]) {
        expect(redactSecret(`<k${form}>`, key)).toBe(`<${REDACTED}>`);
      }
    },
  );

  test('text without the key, part of the key, and an empty key are left as they are', () => {
    expect(redactSecret('nothing to hide here', KEY)).toBe('nothing to hide here');
    expect(redactSecret(`only ${KEY.slice(0, -1)} of it`, KEY)).toBe(`only ${KEY.slice(0, -1)} of it`);
    expect(redactSecret('anything', '')).toBe('anything');
    expect(holdsSecret('nothing to hide here', KEY)).toBe(false);
  });

  test('a long text of near misses before the key: the key is still found', () => {
    const text = `${'%25\\u00'.repeat(20_000)}${KEY}`;
    expect(redactSecret(text, KEY).endsWith(REDACTED)).toBe(true);
  });
});

describe('withoutSecret: what a fetch threw, kept as a cause without the key', () => {
  test('an error that holds no key is kept as it is', () => {
    const error = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('x'), { code: 'E' }) });
    expect(withoutSecret(error, KEY)).toBe(error);
  });

  test.each(FORMS)('an error and its cause that hold the key %s: a copy with it redacted, codes kept', (_, echoed) => {
    const socket = Object.assign(new Error(`connect ECONNREFUSED for key ${echoed}`), {
      code: 'ECONNREFUSED',
      header: `x-api-key: ${echoed}`,
      errno: -111,
    });
    const thrown = new TypeError(`Headers.append: "${echoed}" is an invalid header value`, { cause: socket });
    const copy = withoutSecret(thrown, KEY) as Error & { cause: Error & { code: string; errno: number } };
    expect(copy).not.toBe(thrown);
    expect(copy.name).toBe('TypeError');
    expect(copy.message).toBe(`Headers.append: "${REDACTED}" is an invalid header value`);
    expect(copy.cause).toMatchObject({ code: 'ECONNREFUSED', errno: -111, header: `x-api-key: ${REDACTED}` });
    const texts = [
      copy.message,
      String(copy.stack),
      copy.cause.message,
      String(copy.cause.stack),
      JSON.stringify(copy),
    ];
    for (const text of texts) expect(holdsSecret(text, KEY)).toBe(false);
  });

  test('a string thrown is redacted; other values pass', () => {
    expect(withoutSecret(`bad ${KEY}`, KEY)).toBe(`bad ${REDACTED}`);
    expect(withoutSecret(42, KEY)).toBe(42);
    expect(withoutSecret(undefined, KEY)).toBeUndefined();
  });
});
