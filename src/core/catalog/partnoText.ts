import { partnoKey } from './partnoKey';

// What a text typed as a part number can be: one at all, and which others it looks like when copied by eye.

/** What no part number holds: white space inside it, and the punctuation of sentences rather than of codes. */
const NEVER_IN_PARTNO = /[\s!?"$%&*;:<>=@[\]{}^~`]/u;

/**
 * Whether a text can be a part number at all: `hello world!` cannot (a space, a `!`), `GRM188R71H104KA01D`
 * and `ABC-12/3.5#T` can. What the service would be asked only to answer "unknown" is told apart from a
 * typo of a real part number, which gets "did you mean".
 */
export function hasPartnoShape(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !NEVER_IN_PARTNO.test(trimmed);
}

/**
 * Characters people mistake for one another when they copy a part number by eye (O and 0, I, l and 1, S and
 * 5, B and 8, Z and 2), each as the one of its pair that stands for both.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = { o: '0', i: '1', l: '1', s: '5', b: '8', z: '2' };

/**
 * A part number with each look-alike character as its pair's one (and one case): two part numbers with the
 * same look-alike key differ only by characters copied by eye. `OIC4NGS15OMD0K` and `OIC4NGS150MD0K` share one.
 */
export function lookAlikeKey(partno: string): string {
  return [...partnoKey(partno)].map((character) => LOOK_ALIKES[character] ?? character).join('');
}

/** The characters that look like `character`: `O` -> `0`; `1` -> `I` and `L` (upper case). */
export function lookAlikesOf(character: string): string[] {
  const lower = character.toLowerCase();
  const pair = LOOK_ALIKES[lower];
  if (pair !== undefined) return [pair];
  return Object.entries(LOOK_ALIKES)
    .filter(([, digit]) => digit === lower)
    .map(([letter]) => letter.toUpperCase());
}
