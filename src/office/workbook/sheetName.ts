/** Excel's longest sheet name, in UTF-16 code units. */
export const MAX_SHEET_NAME = 31;

/** Characters Excel refuses in a sheet name. */
const FORBIDDEN = /[[\]:*?/\\]/g;

/** A name Excel keeps for itself (the change-history sheet); it refuses it in any case. */
const RESERVED = 'HISTORY';

/** Excel compares sheet names without regard to case: "parts" and "PARTS" cannot both exist. */
export function sameSheetName(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/** Why Excel would refuse `name` as a sheet name, or undefined when it would take it. */
export function sheetNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'a sheet name cannot be blank';
  if (name.length > MAX_SHEET_NAME) return `a sheet name has at most ${MAX_SHEET_NAME} characters`;
  const forbidden = name.match(FORBIDDEN);
  if (forbidden) return `a sheet name cannot contain ${[...new Set(forbidden)].join(' ')}`;
  if (name.startsWith("'") || name.endsWith("'")) return 'a sheet name cannot begin or end with an apostrophe';
  if (name.toUpperCase() === RESERVED) return `"${name}" is reserved by Excel`;
  return undefined;
}

/**
 * A sheet name Excel accepts, made from `baseName` and not taken in `existing` (compared without regard
 * to case): `baseName`, else `baseName (2)`, `baseName (3)`... Forbidden characters become `_`, leading
 * and trailing apostrophes and spaces go, and the name is cut so that it and its suffix fit in 31
 * characters. Callers pass names made from what users typed (a filter, a category), so this repairs
 * rather than refuses.
 */
export function uniqueSheetName(baseName: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((name) => name.toUpperCase()));
  let base = tidy(baseName.replace(FORBIDDEN, '_'));
  if (base === '') base = 'PartSpec';
  const isFree = (name: string): boolean => !taken.has(name.toUpperCase()) && name.toUpperCase() !== RESERVED;
  const first = cut(base, MAX_SHEET_NAME);
  if (isFree(first)) return first;
  for (let number = 2; ; number++) {
    const suffix = ` (${number})`;
    const name = cut(base, MAX_SHEET_NAME - suffix.length) + suffix;
    if (isFree(name)) return name;
  }
}

/** Without spaces and apostrophes at either end. */
function tidy(name: string): string {
  return name.replace(/^[\s']+|[\s']+$/g, '');
}

/** At most `limit` code units, never half a surrogate pair, and tidy again (the cut may end in a space). */
function cut(name: string, limit: number): string {
  if (name.length <= limit) return name;
  let end = limit;
  const last = name.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return tidy(name.slice(0, end)) || 'PartSpec'.slice(0, limit);
}
