/** What stands in a message where the API key was. */
export const REDACTED = '[API key]';

const hexOf = (value: number, digits: number): string => value.toString(16).padStart(digits, '0');

/** One character of a secret as a pattern: itself, or the ways a service may have escaped it in an echo. */
function characterPattern(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const literal = character.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  const utf8 = [...new TextEncoder().encode(character)].map((byte) => `%${hexOf(byte, 2)}`).join('');
  // Longest first: at the key's last character the first form that matches ends the match, and `\x78`
  // must not be taken as `\x` followed by "78".
  const forms = [`\\\\u\\{0*${hexOf(code, 1)}\\}`]; // JavaScript \u{...} escape
  if (code <= 0xffff) forms.push(`\\\\u${hexOf(code, 4)}`); // JSON or JavaScript \u escape
  if (code <= 0xff) forms.push(`\\\\x${hexOf(code, 2)}`); // \x escape
  forms.push(
    `&#x0*${hexOf(code, 1)};`, // HTML hexadecimal reference
    `&#0*${code};`, // HTML decimal reference
    utf8, // percent-encoded, as encodeURIComponent or a URL parser writes it (either case of hex digit)
    `\\\\${literal}`, // a backslash before the character itself (\/ in JSON, \- in a regular expression)
    literal,
  );
  return forms.join('|');
}

/**
 * `text` with every occurrence of `secret` replaced by REDACTED: as it is, in another case, percent-encoded
 * (either case of hex digit), or with any of its characters escaped as JSON, JavaScript or HTML write them,
 * the forms mixed as they may be. A gateway or an error page may echo the request's headers back in any of
 * these forms, and a runtime may quote them in its own messages; none of them may reach a message.
 * An empty secret redacts nothing. (A base64 echo is not looked for: nothing PartSpec talks to writes one.)
 */
export function redactSecret(text: string, secret: string): string {
  if (secret === '' || text === '') return text;
  const pattern = [...secret].map((character) => `(?:${characterPattern(character)})`).join('');
  return text.replace(new RegExp(pattern, 'gi'), REDACTED);
}

/** Whether `text` holds `secret` in any of the forms redactSecret removes. */
export function holdsSecret(text: string, secret: string): boolean {
  return redactSecret(text, secret) !== text;
}

/** How deep into an error's causes withoutSecret looks. */
const MAX_CAUSES = 4;

/**
 * `value` (whatever a fetch threw, an error and its causes) as it may be kept as a cause or quoted in a
 * message: itself when no text of it holds `secret`, else a copy whose texts have it redacted. A copy
 * keeps the name, the `code`s and the other plain fields that say what failed (failureReason reads them),
 * with every string field redacted, and its causes copied the same way.
 */
export function withoutSecret(value: unknown, secret: string, depth = 0): unknown {
  if (secret === '') return value;
  if (typeof value === 'string') return redactSecret(value, secret);
  if (typeof value !== 'object' || value === null) return value;
  if (!textsOf(value, 0).some((text) => holdsSecret(text, secret))) return value;
  const source = value as { message?: unknown; name?: unknown; stack?: unknown; cause?: unknown };
  const copy = new Error(typeof source.message === 'string' ? redactSecret(source.message, secret) : '');
  const target = copy as unknown as Record<string, unknown>;
  for (const [name, field] of Object.entries(value)) {
    if (name === 'cause' || name === 'message') continue;
    if (typeof field === 'string') target[name] = redactSecret(field, secret);
    else if (typeof field === 'number' || typeof field === 'boolean') target[name] = field;
  }
  copy.name = typeof source.name === 'string' ? redactSecret(source.name, secret) : 'Error';
  copy.stack = typeof source.stack === 'string' ? redactSecret(source.stack, secret) : undefined;
  if (source.cause !== undefined && depth < MAX_CAUSES) copy.cause = withoutSecret(source.cause, secret, depth + 1);
  return copy;
}

/** Every text of an error and its causes: message, name, stack and string fields. */
function textsOf(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || depth > MAX_CAUSES) return [];
  const { message, name, stack, cause } = value as Record<string, unknown>;
  const own = Object.values(value).filter((field): field is string => typeof field === 'string');
  const named = [message, name, stack].filter((field): field is string => typeof field === 'string');
  return [...named, ...own, ...textsOf(cause, depth + 1)];
}
