import { ValueSpan } from '../../../../../src/core/client/download/ValueSpan';

/**
 * Reads `value` followed by `after`, cut into two pieces at `cut`: where the span ended in the piece it ended
 * in, and its text.
 */
function spanOf(value: string, after: string, cut: number): { end: number; text: string } {
  const whole = value + after;
  const pieces = [whole.slice(0, cut), whole.slice(cut)];
  const span = new ValueSpan();
  span.begin(whole.charCodeAt(0));
  for (const [index, piece] of pieces.entries()) {
    const end = span.read(piece, 0);
    if (end >= 0) return { end: end + (index === 0 ? 0 : cut), text: span.text(piece, 0, end) };
  }
  return { end: -1, text: span.text('', 0, 0) };
}

describe('ValueSpan', () => {
  const strings = ['', 'a', 'a"b', '\\', '\\\\', '\\"', 'a\\\\"b', '}]{[', '"}]},{"Partno":"x"', '😀株\u2028'];
  const values = [
    ...strings.map((text) => JSON.stringify(text)),
    JSON.stringify({ Partno: 'L1', Tricky: strings, Keys: Object.fromEntries(strings.map((text) => [text, text])) }),
    JSON.stringify([[], {}, [[{ a: [1, { b: '}' }] }]], '"', '\\']),
    '{ "a" : [ 1 , 2 ] }',
  ];

  test.each(values)('%s ends just after its last character, wherever it is cut', (value) => {
    for (let cut = 1; cut <= value.length + 1; cut += 1) {
      expect(spanOf(value, ',"next":"}"]', cut)).toEqual({ end: value.length, text: value });
    }
  });

  test.each(['0', '-12.5e-3', 'true', 'false', 'null', 'tru', 'NaN'])(
    'the word %s ends before the first character that cannot be in one',
    (word) => {
      for (const after of [',', '}', ']', ' ', '\n', '"', ':']) {
        for (let cut = 1; cut <= word.length + 1; cut += 1) {
          expect(spanOf(word, `${after}1`, cut)).toEqual({ end: word.length, text: word });
        }
      }
    },
  );

  test('a span that has not ended keeps its text for the next piece, and a word is whole at the end of the file', () => {
    expect(spanOf('{"a":"b"', '', 3)).toEqual({ end: -1, text: '{"a":"b"' });
    expect(spanOf('"a\\', '', 3)).toEqual({ end: -1, text: '"a\\' });
    expect(spanOf('1234', '', 2)).toEqual({ end: -1, text: '1234' });
  });

  test('a backslash that ends a piece escapes the next piece’s first character, however many came before it', () => {
    for (const backslashes of [1, 2, 3, 4, 5]) {
      const value = `"a${'\\'.repeat(backslashes)}${backslashes % 2 === 1 ? '"' : ''}"`;
      const cut = 2 + backslashes;
      expect(spanOf(value, '"tail"', cut)).toEqual({ end: value.length, text: value });
      expect(JSON.parse(value)).toBe(`a${'\\'.repeat(backslashes >> 1)}${backslashes % 2 === 1 ? '"' : ''}`);
    }
  });

  test('one count for both kinds of bracket: `{]` ends the span, for JSON.parse to refuse', () => {
    expect(spanOf('{"a":1]', '}', 7)).toEqual({ end: 7, text: '{"a":1]' });
  });
});
