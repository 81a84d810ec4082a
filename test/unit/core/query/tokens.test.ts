import { FilterError } from '../../../../src/core/query';
import { tokenize } from '../../../../src/core/query/tokens';

const kindsAndTexts = (source: string) => tokenize(source).map(({ kind, text }) => [kind, text]);

describe('tokenize', () => {
  test('splits a filter into words, numbers, literals and punctuation, with 0-based positions', () => {
    expect(tokenize("startswith(Partno,'OCM') and Capacitance ge 1e-7")).toEqual([
      { kind: 'word', text: 'startswith', position: 0 },
      { kind: '(', text: '(', position: 10 },
      { kind: 'word', text: 'Partno', position: 11 },
      { kind: ',', text: ',', position: 17 },
      { kind: 'string', text: 'OCM', position: 18 },
      { kind: ')', text: ')', position: 23 },
      { kind: 'word', text: 'and', position: 25 },
      { kind: 'word', text: 'Capacitance', position: 29 },
      { kind: 'word', text: 'ge', position: 41 },
      { kind: 'number', text: '1e-7', position: 44 },
      { kind: 'end', text: '', position: 48 },
    ]);
  });

  test('an empty or blank text is just the end', () => {
    expect(tokenize('')).toEqual([{ kind: 'end', text: '', position: 0 }]);
    expect(tokenize(' \t\n ')).toEqual([{ kind: 'end', text: '', position: 4 }]);
  });

  test.each(['0', '50', '-55', '+3', '.5', '1.', '1.25', '1e-7', '1E3', '2.5e+6', '-.5e-3'])(
    'reads %s as one number',
    (number) => {
      expect(kindsAndTexts(number)).toEqual([
        ['number', number],
        ['end', ''],
      ]);
    },
  );

  test('a literal keeps everything between the quotes as is, spaces and percent signs included', () => {
    expect(kindsAndTexts("'  a|b %7C ± ( ) , and '")).toEqual([
      ['string', '  a|b %7C ± ( ) , and '],
      ['end', ''],
    ]);
    expect(kindsAndTexts("''")).toEqual([
      ['string', ''],
      ['end', ''],
    ]);
  });

  test('a number directly followed by letters is a number then a word', () => {
    expect(kindsAndTexts('100nF')).toEqual([
      ['number', '100'],
      ['word', 'nF'],
      ['end', ''],
    ]);
  });

  test('an unclosed quote is an error at the opening quote', () => {
    const error = catchError(() => tokenize("Partno eq 'abc"));
    expect(error).toBeInstanceOf(FilterError);
    expect(error.position).toBe(10);
    expect(error.message).toMatch(/never closed/);
  });

  test.each([
    ['Partno eq "a"', 10],
    ['Rohs eq true & Reach eq true', 13],
    ['Capacitance ≥ 1', 12],
    ["Partno eq 'a';", 13],
  ])('an unexpected character in %s is an error at %i', (source, position) => {
    const error = catchError(() => tokenize(source));
    expect(error.position).toBe(position);
    expect(error.message).toBe(`Unexpected character "${source[position]}" (at position ${position + 1})`);
  });
});

describe('tokenize, friendly syntax (strict: false)', () => {
  const friendly = (source: string) => tokenize(source, { strict: false }).map(({ kind, text }) => [kind, text]);

  test('the default is the spec syntax', () => {
    expect(() => tokenize('Capacitance >= 1')).toThrow(FilterError);
    expect(() => tokenize('Capacitance >= 1', { strict: true })).toThrow(FilterError);
  });

  test('comparison symbols, longest first, with their positions', () => {
    expect(
      tokenize('a>=1 b<=2 c==3 d=4 e>5 f<6 g!=7 h<>8 i\u22659 j\u226410', { strict: false })
        .filter((token) => token.kind === 'symbol')
        .map(({ text, position }) => [text, position]),
    ).toEqual([
      ['>=', 1],
      ['<=', 6],
      ['==', 11],
      ['=', 16],
      ['>', 20],
      ['<', 24],
      ['!=', 28],
      ['<>', 33],
      ['\u2265', 38],
      ['\u2264', 42],
    ]);
  });

  test('double-quoted literals, which may hold a single quote', () => {
    expect(friendly(`Partno eq "a'b" and Partno eq 'c"d'`)).toEqual([
      ['word', 'Partno'],
      ['word', 'eq'],
      ['string', "a'b"],
      ['word', 'and'],
      ['word', 'Partno'],
      ['word', 'eq'],
      ['string', 'c"d'],
      ['end', ''],
    ]);
  });

  test('an unclosed double quote is an error at the opening quote', () => {
    const error = catchError(() => tokenize('Partno eq "abc', { strict: false }));
    expect(error.position).toBe(10);
    expect(error.message).toBe('This quoted value is never closed: add the closing " (at position 11)');
  });

  test('the letters of units are part of a word: µ, μ, Ω, Ω, ° and ℃', () => {
    for (const unit of ['\u00b5H', '\u03bcH', 'm\u03a9', 'm\u2126', '°C', '\u2103']) {
      expect(friendly(`4.7${unit}`)).toEqual([
        ['number', '4.7'],
        ['word', unit],
        ['end', ''],
      ]);
    }
  });

  test('other characters are still unexpected', () => {
    const error = catchError(() => tokenize('Rohs eq true & Reach eq true', { strict: false }));
    expect(error.message).toBe('Unexpected character "&" (at position 14)');
  });
});

function catchError(run: () => unknown): FilterError {
  try {
    run();
  } catch (error) {
    return error as FilterError;
  }
  throw new Error('expected a FilterError');
}
