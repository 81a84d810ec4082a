import { FilterError } from './FilterError';

export type TokenKind = 'word' | 'string' | 'number' | '(' | ')' | ',' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The token's text; for a string literal, what is between the quotes. */
  readonly text: string;
  /** 0-based offset of the token's first character. */
  readonly position: number;
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /\s+/y;

/**
 * Splits a filter into tokens. A string literal runs from one `'` to the next: the spec shows no
 * escape for a quote inside a value, so none is accepted.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  const match = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = offset;
    const found = pattern.exec(source);
    return found ? found[0] : undefined;
  };
  while (offset < source.length) {
    const space = match(WHITESPACE);
    if (space) {
      offset += space.length;
      continue;
    }
    const character = source[offset];
    if (character === '(' || character === ')' || character === ',') {
      tokens.push({ kind: character, text: character, position: offset });
      offset += 1;
      continue;
    }
    if (character === "'") {
      const close = source.indexOf("'", offset + 1);
      if (close < 0) {
        throw new FilterError("This quoted value is never closed: add the closing '", offset, source);
      }
      tokens.push({ kind: 'string', text: source.slice(offset + 1, close), position: offset });
      offset = close + 1;
      continue;
    }
    const number = match(NUMBER);
    if (number) {
      tokens.push({ kind: 'number', text: number, position: offset });
      offset += number.length;
      continue;
    }
    const word = match(WORD);
    if (word) {
      tokens.push({ kind: 'word', text: word, position: offset });
      offset += word.length;
      continue;
    }
    throw new FilterError(`Unexpected character "${character}"`, offset, source);
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}
