import { FilterError } from './FilterError';

/** `symbol` is a comparison written with symbols (`>=`, `=`), read only by the engineer-friendly syntax. */
export type TokenKind = 'word' | 'string' | 'number' | 'symbol' | '(' | ')' | ',' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The token's text; for a string literal, what is between the quotes. */
  readonly text: string;
  /** 0-based offset of the token's first character. */
  readonly position: number;
}

export interface TokenizeOptions {
  /**
   * true (the default here): exactly the tokens of the spec's syntax (4.3). false: also double-quoted
   * literals, comparison symbols, and the µ, Ω and ° of units inside words (`4.7µH`, `60mΩ`, `125°C`).
   */
  readonly strict?: boolean;
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
/** Words of the friendly syntax may hold the letters of units: µ (U+00B5), μ (U+03BC), Ω (U+03A9), Ω (U+2126), ° and ℃. */
const FRIENDLY_WORD = /[A-Za-z_\u00b5\u03bc\u03a9\u2126\u00b0\u2103][A-Za-z0-9_\u00b5\u03bc\u03a9\u2126\u00b0\u2103]*/y;
const NUMBER = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /\s+/y;
/** Longest first, so that `>=` is not read as `>` then `=`. `!=` and `<>` are read so that the parser can say there is no such comparison. */
const SYMBOL = /==|>=|<=|!=|<>|[=><\u2265\u2264]/y;

/**
 * Splits a filter into tokens. A string literal runs from one `'` to the next (or, in the friendly
 * syntax, from one `"` to the next): the spec shows no escape for a quote inside a value, so none is
 * accepted.
 */
export function tokenize(source: string, options: TokenizeOptions = {}): Token[] {
  const strict = options.strict ?? true;
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
    if (character === "'" || (!strict && character === '"')) {
      const close = source.indexOf(character, offset + 1);
      if (close < 0) {
        throw new FilterError(`This quoted value is never closed: add the closing ${character}`, offset, source);
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
    const word = match(strict ? WORD : FRIENDLY_WORD);
    if (word) {
      tokens.push({ kind: 'word', text: word, position: offset });
      offset += word.length;
      continue;
    }
    const symbol = strict ? undefined : match(SYMBOL);
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol, position: offset });
      offset += symbol.length;
      continue;
    }
    throw new FilterError(`Unexpected character "${character}"`, offset, source);
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}
