/** Characters part numbers are assumed to be made of, besides those seen in answers. */
export const PARTNO_ALPHABET = '-./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_';

/**
 * Where paging stands: every product up to `partno` is in hand, or, when `subtreeDone`, every product
 * whose part number starts with `partno`, and all before them.
 */
export interface Boundary {
  readonly partno: string;
  readonly subtreeDone: boolean;
}

/** `partno[0..position)` followed by each character that sorts after `partno[position]`. */
function branches(partno: string, position: number, alphabet: readonly string[]): string[] {
  const head = partno.slice(0, position);
  const current = partno[position].toLowerCase();
  return alphabet.filter((character) => character.toLowerCase() > current).map((character) => head + character);
}

/**
 * Prefixes covering exactly the part numbers after the boundary that start with its first `from`
 * characters: the branches at positions from the last one up to `from`, and, unless the boundary's
 * subtree is done, the boundary itself as a prefix (which brings it back once, as a duplicate). With
 * from = 0 that is every part number after the boundary. Complete as long as every part number is made
 * of characters in `alphabet`.
 */
export function prefixesAfter(boundary: Boundary, from: number, alphabet: readonly string[]): string[] {
  const { partno } = boundary;
  const prefixes = boundary.subtreeDone ? [] : [partno];
  for (let position = partno.length - 1; position >= from; position -= 1) {
    prefixes.push(...branches(partno, position, alphabet));
  }
  return prefixes;
}

/**
 * A shorter, coarser cover of everything after the boundary: the branches above position `depth`
 * only, plus `partno[0..depth)` as a whole, which also brings back the part numbers under it that are
 * already in hand (dropped as duplicates): the price of a URL that fits.
 */
export function coarsePrefixesAfter(boundary: Boundary, depth: number, alphabet: readonly string[]): string[] {
  const prefixes = [boundary.partno.slice(0, depth)];
  for (let position = depth - 1; position >= 0; position -= 1) {
    prefixes.push(...branches(boundary.partno, position, alphabet));
  }
  return prefixes;
}
