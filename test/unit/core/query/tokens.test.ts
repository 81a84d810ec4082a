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

function catchError(run: () => unknown): FilterError {
  try {
    run();
  } catch (error) {
    return error as FilterError;
  }
  throw new Error('expected a FilterError');
}
