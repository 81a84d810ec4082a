/**
 * The size of what a request carries, measured the same way by every adapter and by writeTable: the
 * UTF-8 bytes of the JSON of the values, formats and formulas it sends (and of the values an answer
 * brings back, for readInBands). Excel on the web refuses a request, or an answer, over 5 MB; the envelope
 * around these values (object paths, action ids) is a few hundred bytes.
 */

/**
 * The default budget of one request, and of one answer: 4,000,000 bytes of values JSON. Excel on the web
 * refuses a request or a response over 5 MB (its payload limit); 4 MB leaves a fifth of it for what this
 * measure does not see: the envelope (object paths, action ids: a few hundred bytes) and any escaping the
 * host's own serializer adds. Desktop Excel has no such limit, but a request of a few MB also keeps each
 * round trip short, so progress moves and Cancel is heard within a second or two.
 */
export const DEFAULT_MAX_PAYLOAD_BYTES = 4_000_000;

/** Runs of characters beyond ASCII: all that needs counting, found by the regex engine rather than a loop. */
const BEYOND_ASCII = /[^\p{ASCII}]+/gu;

/** Bytes of `text` encoded as UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (const run of text.matchAll(BEYOND_ASCII)) {
    const characters = run[0];
    for (let index = 0; index < characters.length; index++) {
      const code = characters.charCodeAt(index);
      if (code < 0x800) bytes += 1;
      else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(characters.charCodeAt(index + 1))) {
        // A surrogate pair: two code units, four bytes.
        bytes += 2;
        index += 1;
      } else bytes += 2; // Three bytes; a lone surrogate too, which becomes U+FFFD.
    }
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Bytes of the JSON of `value` as UTF-8. */
export function jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value) ?? '');
}
