import { jsonBytes, utf8Length } from '../../../../src/office/workbook';

describe('utf8Length', () => {
  test.each(['', 'abc', 'é', '字', '😀', 'a😀b', 'µF ±10% -55°C', '\ud800', '\udc00x', '\ud800\ud800', 'é😀\ud83d'])(
    'counts %j as UTF-8 does',
    (text) => {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    },
  );

  test('agrees with Node on random text across the whole of UTF-16', () => {
    let seed = 7;
    const next = (): number => (seed = (seed * 48_271) % 2_147_483_647);
    for (let sample = 0; sample < 2000; sample++) {
      const text = String.fromCharCode(...Array.from({ length: next() % 40 }, () => next() % 0x10000));
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });

  test('jsonBytes measures the JSON as sent: escapes included, lone surrogates escaped', () => {
    expect(jsonBytes([['a"b', 1, true]])).toBe(Buffer.byteLength(JSON.stringify([['a"b', 1, true]])));
    expect(jsonBytes(['\ud800'])).toBe('["\\ud800"]'.length);
  });
});
