import { TEMPERATURE_CHARACTERISTICS } from '../catalog';

/** Other spellings of the dataset's C0G: EIA's old name NP0, and both with the letter O for the digit 0. */
const ALIASES: Readonly<Record<string, string>> = { NP0: 'C0G', NPO: 'C0G', COG: 'C0G' };

/** The JIS letters, which are also tolerance letters: read as characteristics only when `JIS` says so. */
const JIS_LETTERS = ['B', 'E', 'F'];

/** The maker's own low-drift class, in the dataset beside the standard ones. */
const MAKERS_OWN = ['ZLO'];

/** EIA class 2 codes (X5R, Y5V, Z5U): a code outside the dataset is still read, so that it finds no other part. */
const EIA_CLASS_2 = /^[XYZ][4-9][A-Z]$/;

/**
 * The characteristic a word names (`X7R`, `x5r`, `NP0`, `COG`, `CH`), as the dataset writes it; undefined
 * for a word that names none, and for a lone JIS letter (`B`, `F`), which is a tolerance letter.
 */
export function characteristicOfWord(word: string): string | undefined {
  const upper = word.toUpperCase();
  if (Object.hasOwn(ALIASES, upper)) return ALIASES[upper];
  // Two-letter JIS codes in capitals only: a lower-case `ch` or `sl` is more likely a word than a code.
  if (upper.length === 2) return Object.hasOwn(TEMPERATURE_CHARACTERISTICS, word) ? word : undefined;
  if (JIS_LETTERS.includes(upper)) return undefined;
  if (Object.hasOwn(TEMPERATURE_CHARACTERISTICS, upper) || MAKERS_OWN.includes(upper)) return upper;
  return EIA_CLASS_2.test(upper) ? upper : undefined;
}

/** The JIS characteristic after `JIS` (`JIS B`, `JIS-F`, `JIS CH`), or undefined. */
export function jisCharacteristic(letters: string): string | undefined {
  const upper = letters.toUpperCase();
  return JIS_LETTERS.includes(upper) || upper === 'CH' || upper === 'SL' ? upper : undefined;
}
