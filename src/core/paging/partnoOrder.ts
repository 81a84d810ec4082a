/**
 * The order of part numbers as the service sorts them with `$orderby=Partno asc`: by character code,
 * ignoring case (the service matches part numbers without regard to case). Paging relies on it and
 * checks every answer against it.
 */
export function comparePartnos(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Characters part numbers are assumed to be made of, besides those seen in answers. */
export const PARTNO_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Prefixes that together cover every part number after `last`, using only its first `depth`
 * characters: at each position i < depth, `last[0..i)` followed by any character that sorts after
 * `last[i]`; plus `last[0..depth)` itself, which also covers part numbers up to `last` again (they
 * come back and are dropped as duplicates, the price of a shorter URL). With depth = last.length
 * nothing comes back twice but `last` itself.
 *
 * Complete as long as every part number is made of characters in `alphabet`.
 */
export function prefixesAfter(last: string, depth: number, alphabet: readonly string[]): string[] {
  const prefixes: string[] = [];
  for (let position = depth - 1; position >= 0; position -= 1) {
    const head = last.slice(0, position);
    const current = last[position].toLowerCase();
    for (const character of alphabet) {
      if (character.toLowerCase() > current) prefixes.push(head + character);
    }
  }
  prefixes.push(last.slice(0, depth));
  return prefixes;
}
