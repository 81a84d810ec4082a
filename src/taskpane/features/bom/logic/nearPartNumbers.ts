import { type Filter, lookAlikeKey, lookAlikesOf, nearestNames, partnoKey } from '../../../../core';

/**
 * "Did you mean" for part numbers a BOM refresh did not find. Pure: the job asks the service for the
 * part numbers that start like the missing ones (a few `Partno startswith 'A|B|C'` requests, spec 4.3
 * rule 1), this decides what to ask and ranks what came back.
 */

/** Suggestions per part number, at most: enough to spot the typo, short enough for a cell. */
export const MAX_SUGGESTIONS = 3;

/**
 * Shortest prefix asked for: a shorter one ("OCM") matches a large share of the catalog, fills the
 * answer's 2000 products (spec 8) and crowds out the other prefixes of the same request.
 */
export const MIN_PREFIX = 4;

/** Prefixes in one request before a second one is used (up to the job's cap): an answer holds at most 2000 products. */
export const PREFIXES_PER_REQUEST = 20;

/**
 * The prefix to ask for: the first two-thirds of the part number, so that a typo in its last third
 * (the tolerance, packaging or variant codes, where mistakes are most common) still finds its
 * neighbours; undefined for a part number too short to give a useful prefix.
 */
export function searchPrefix(partno: string): string | undefined {
  const trimmed = partno.trim();
  if (trimmed.length < MIN_PREFIX) return undefined;
  return trimmed.slice(0, Math.max(MIN_PREFIX, Math.ceil((trimmed.length * 2) / 3)));
}

/** Look-alike prefixes asked per part number at most: one character swapped each, nearest the prefix's end first. */
export const LOOK_ALIKE_PREFIXES = 4;

/**
 * The prefix, and the prefixes a character copied by eye would have spoiled, each with one look-alike swapped,
 * where the swap is likely: a letter beside a digit read as that digit (`OIC4NGS15O` also as `OIC4NGS150`), a
 * digit between letters read as that letter. From the prefix's end, where the codes are, back to MIN_PREFIX,
 * at most LOOK_ALIKE_PREFIXES of them.
 */
export function searchPrefixes(partno: string): string[] {
  const prefix = searchPrefix(partno)?.toUpperCase();
  if (prefix === undefined) return [];
  const isDigit = (character: string | undefined): boolean => character !== undefined && /[0-9]/.test(character);
  const isLetter = (character: string | undefined): boolean => character !== undefined && /[A-Z]/.test(character);
  const variants: string[] = [];
  for (let index = prefix.length - 1; index >= MIN_PREFIX && variants.length < LOOK_ALIKE_PREFIXES; index -= 1) {
    const [before, character, after] = [prefix[index - 1], prefix[index], prefix[index + 1]];
    const likely = isLetter(character)
      ? isDigit(before) || isDigit(after)
      : isDigit(character) && isLetter(before) && isLetter(after);
    if (!likely) continue;
    for (const other of lookAlikesOf(character).slice(0, LOOK_ALIKE_PREFIXES - variants.length)) {
      variants.push(`${prefix.slice(0, index)}${other.toUpperCase()}${prefix.slice(index + 1)}`);
    }
  }
  return [prefix, ...variants];
}

/**
 * The prefixes to ask for, each once (the service matches part numbers without regard to case), sorted,
 * and none that a shorter one already asked for covers.
 */
export function prefixesToAsk(partnos: readonly string[]): string[] {
  const prefixes = [...new Set(partnos.flatMap(searchPrefixes))].sort();
  const kept: string[] = [];
  // Sorted, a prefix comes right after the shorter one that covers it.
  for (const prefix of prefixes) {
    const last = kept[kept.length - 1];
    if (last === undefined || !prefix.startsWith(last)) kept.push(prefix);
  }
  return kept;
}

/** The prefixes split evenly over as few requests as PREFIXES_PER_REQUEST allows, at most `maxRequests`. */
export function prefixGroups(prefixes: readonly string[], maxRequests: number): string[][] {
  if (prefixes.length === 0 || maxRequests < 1) return [];
  const groups = Math.min(maxRequests, Math.ceil(prefixes.length / PREFIXES_PER_REQUEST));
  const size = Math.ceil(prefixes.length / groups);
  const result: string[][] = [];
  for (let start = 0; start < prefixes.length; start += size) result.push(prefixes.slice(start, start + size));
  return result;
}

/** The search for one group of prefixes: `Partno startswith 'A|B|C'`. */
export function prefixFilter(prefixes: readonly string[]): Filter {
  return { conditions: [{ kind: 'string', item: 'Partno', operator: 'startswith', values: [...prefixes] }] };
}

/**
 * For each missing part number, the real part numbers closest to it, at most MAX_SUGGESTIONS: first those
 * that differ only by look-alike characters (O for 0, l for 1: lookAlikeKey), then by edit distance, case
 * ignored (nearestNames); part numbers with none close enough are left out.
 */
export function nearPartNumbers(
  missing: readonly string[],
  candidates: readonly string[],
  limit = MAX_SUGGESTIONS,
): Map<string, string[]> {
  const unique = [...new Set(candidates)];
  // Each candidate's look-alike key once, whatever the number of part numbers missing.
  const lookAlikeKeys = new Map(unique.map((candidate) => [candidate, lookAlikeKey(candidate)]));
  const result = new Map<string, string[]>();
  for (const partno of new Set(missing)) {
    const wanted = partnoKey(partno);
    // A candidate equal to the part number would be no suggestion (and cannot be, as it was not found).
    const others = unique.filter((candidate) => partnoKey(candidate) !== wanted);
    const lookAlike = lookAlikeKey(partno);
    const copiedByEye = others.filter((candidate) => lookAlikeKeys.get(candidate) === lookAlike).sort();
    const near = [...new Set([...copiedByEye, ...nearestNames(partno.trim(), others, limit)])].slice(0, limit);
    if (near.length > 0) result.set(partno, near);
  }
  return result;
}
