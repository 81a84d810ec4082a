import { VALUE_SEPARATOR, decodeNamedEncodings, splitValues } from '../../../../src/core/query';

describe('decodeNamedEncodings (spec 4.3 rule 2)', () => {
  test.each([
    ['a%7Cb', 'a|b'],
    ['a%7cb', 'a|b'],
    ['%C2%B110%25', '±10%'],
    ['%c2%b15', '±5'],
    ['100%25', '100%'],
    ['plain', 'plain'],
    ['', ''],
  ])('decodes %s to %s', (literal, decoded) => {
    expect(decodeNamedEncodings(literal)).toBe(decoded);
  });

  test('decodes only once: %257C stays %7C and %25C2%25B1 stays %C2%B1', () => {
    expect(decodeNamedEncodings('%257C')).toBe('%7C');
    expect(decodeNamedEncodings('a%257Cb')).toBe('a%7Cb');
    expect(decodeNamedEncodings('%25C2%25B1')).toBe('%C2%B1');
    expect(decodeNamedEncodings('%2525')).toBe('%25');
  });

  test('leaves every other percent sequence alone', () => {
    expect(decodeNamedEncodings('%41%20%2F')).toBe('%41%20%2F');
    expect(decodeNamedEncodings('5%')).toBe('5%');
    expect(decodeNamedEncodings('%C2')).toBe('%C2');
  });
});

describe('splitValues (spec 4.3 rule 1)', () => {
  test('splits on a raw | and on %7C alike', () => {
    expect(VALUE_SEPARATOR).toBe('|');
    expect(splitValues('a|b%7Cc')).toEqual(['a', 'b', 'c']);
    expect(splitValues('NRND')).toEqual(['NRND']);
  });

  test('does not split on a %7C that was itself encoded', () => {
    expect(splitValues('a%257Cb|c')).toEqual(['a%7Cb', 'c']);
  });

  test('keeps empty values for the parser to reject', () => {
    expect(splitValues('a||b')).toEqual(['a', '', 'b']);
    expect(splitValues('')).toEqual(['']);
  });

  test('decodes the named encodings inside each value', () => {
    expect(splitValues('%C2%B15%25|%C2%B110%25')).toEqual(['±5%', '±10%']);
  });
});
