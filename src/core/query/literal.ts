/**
 * Spec 4.3 rules 1 and 2: several values share one quoted literal, separated by `|`, and the spec
 * names three encodings. A request's query string is percent-decoded once, but a filter written the
 * way the spec prints it (`'a%7Cb'`) still carries them, so they are decoded once more inside a literal.
 * Only these three: any other `%` is the value's own character.
 */
const NAMED_ENCODINGS: ReadonlyArray<[RegExp, string]> = [
  [/%7C/gi, '|'],
  [/%C2%B1/gi, '±'],
  [/%25/g, '%'],
];

export function decodeNamedEncodings(literal: string): string {
  return NAMED_ENCODINGS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), literal);
}

export const VALUE_SEPARATOR = '|';

/** The values of one quoted literal; decodes the named encodings first. */
export function splitValues(literal: string): string[] {
  return decodeNamedEncodings(literal).split(VALUE_SEPARATOR);
}
