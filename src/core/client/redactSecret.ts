/** What stands in a message where the API key was. */
export const REDACTED = '[API key]';

/** One character of a secret as a pattern: itself, or the ways a service may have escaped it in an echo. */
function characterPattern(character: string): string {
  const code = character.charCodeAt(0);
  const hex = code.toString(16).padStart(2, '0');
  const literal = character.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  return [
    literal,
    `%${hex}`, // percent-encoded (either case of hex digit: the pattern ignores case)
    `\\\\u00${hex}`, // JSON or JavaScript \u escape
    `\\\\x${hex}`, // \x escape
    `\\\\${literal}`, // a backslash before the character itself
    `&#x0*${hex};`, // HTML hexadecimal reference
    `&#0*${code};`, // HTML decimal reference
  ].join('|');
}

/**
 * `text` with every occurrence of `secret` replaced by REDACTED: as it is, in another case, percent-encoded,
 * or with any of its characters escaped as JSON, JavaScript or HTML write them. A gateway or an error page
 * may echo the request's headers back in any of these forms; none of them may reach a message.
 * An empty secret redacts nothing.
 */
export function redactSecret(text: string, secret: string): string {
  if (secret === '') return text;
  const pattern = [...secret].map((character) => `(?:${characterPattern(character)})`).join('');
  return text.replace(new RegExp(pattern, 'gi'), REDACTED);
}
