import { UNIT_NAMES, type Unit } from '../catalog';
import { type Token, tokenize } from './tokens';

/**
 * Numbers as engineers write them: `100nF`, `4.7 µH`, `60mΩ`, `1GHz`, `125°C`, `100n`. Only the
 * engineer-friendly filter syntax reads these; the spec's syntax takes plain numbers in SI base units.
 */

/** SI prefixes and their decimal exponents. µ is accepted as u, as MICRO SIGN (U+00B5) and as GREEK SMALL LETTER MU (U+03BC). */
const PREFIX_EXPONENTS: Readonly<Record<string, number>> = {
  p: -12,
  n: -9,
  u: -6,
  '\u00b5': -6,
  '\u03bc': -6,
  m: -3,
  k: 3,
  M: 6,
  G: 9,
};

/**
 * How each unit may be written after a number. Symbols are case-sensitive, as in SI (m is milli and M
 * mega; g is gram and G giga); only the spelled-out ohm ignores case. Ω is accepted both as GREEK
 * CAPITAL LETTER OMEGA (U+03A9) and as OHM SIGN (U+2126), and °C also as ℃ (U+2103) or C or degC.
 */
const UNIT_SPELLINGS: Readonly<Record<Unit, readonly string[]>> = {
  m: ['m'],
  g: ['g'],
  F: ['F'],
  H: ['H'],
  V: ['V'],
  A: ['A'],
  ohm: ['\u03a9', '\u2126', 'ohm', 'ohms'],
  Hz: ['Hz'],
  degC: ['°C', '\u2103', 'C', 'degC'],
};

/** A number with a unit or prefix, for messages that say how to write a value. */
export const FRIENDLY_EXAMPLES: Readonly<Record<Unit, string>> = {
  m: '1.6mm',
  g: '6mg',
  F: '100nF',
  H: '4.7uH',
  V: '50V',
  A: '500mA',
  ohm: '60mΩ',
  Hz: '100MHz',
  degC: '125°C',
};

/** Temperatures take no prefix: a "k°C" or "m°C" is never what is meant. */
const TAKES_PREFIX: Readonly<Record<Unit, boolean>> = {
  m: true,
  g: true,
  F: true,
  H: true,
  V: true,
  A: true,
  ohm: true,
  Hz: true,
  degC: false,
};

function isSpellingOf(text: string, unit: Unit): boolean {
  return UNIT_SPELLINGS[unit].some((spelling) =>
    unit === 'ohm' && /^[a-z]/i.test(spelling) ? spelling === text.toLowerCase() : spelling === text,
  );
}

/**
 * The decimal exponent that `suffix`, written after a number of an item in `unit`, stands for; or a
 * message saying what to write instead.
 *
 * Ambiguity rule: a suffix that is the item's unit symbol is the unit, otherwise a leading prefix letter
 * is a prefix. So `Length le 1m` is 1 metre and `Length le 1mm` 1 millimetre, while `Capacitance ge 1m`
 * is 1 millifarad (m is not a unit of Capacitance, so it can only be the prefix).
 */
export function suffixExponent(suffix: string, unit: Unit, item: string): number | string {
  if (isSpellingOf(suffix, unit)) {
    return 0;
  }
  const prefix = suffix[0];
  const rest = suffix.slice(1);
  if (Object.hasOwn(PREFIX_EXPONENTS, prefix) && (rest === '' || isSpellingOf(rest, unit))) {
    return TAKES_PREFIX[unit]
      ? PREFIX_EXPONENTS[prefix]
      : `${suffix} is not a unit of ${item}: give ${UNIT_NAMES[unit]} without a prefix, e.g. ${FRIENDLY_EXAMPLES[unit]}`;
  }
  return `${suffix} is not a unit of ${item}: give ${UNIT_NAMES[unit]}, e.g. ${FRIENDLY_EXAMPLES[unit]}`;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * The double nearest to the decimal `numberText` × 10^`exponent`. The shift is done on the digits, so
 * that `100` with n is read as the text `100e-9` and gives exactly 1e-7, where 100 * 1e-9 would give
 * 1.0000000000000001e-7.
 */
export function shiftDecimal(numberText: string, exponent: number): number {
  const match = DECIMAL.exec(numberText);
  if (exponent === 0 || !match) {
    return Number(numberText);
  }
  const [, sign, whole, fraction = '', written = '0'] = match;
  const digits = `${whole}${fraction}` || '0';
  return Number(`${sign}${digits}e${Number(written) - fraction.length + exponent}`);
}

/** What one typed quantity reads as: the number in the unit's SI base unit, or a message saying what to write instead. */
export type QuantityReading = { readonly value: number } | { readonly problem: string };

/**
 * One number of an item in `unit` as an engineer types it into a single input (`100nF`, `4.7 µH`,
 * `1.6mm`, `125°C`, `1e-7`), read by the same rules as a value in parseFilter's friendly syntax: the same
 * tokens, the same ambiguity rule (see suffixExponent), a plain number in the SI base unit, and the
 * decimal shift that makes `100nF` exactly 1e-7. The reading never throws: a problem comes back as text
 * that names the item and shows an example.
 */
export function parseQuantity(text: string, unit: Unit, item: string): QuantityReading {
  const example = FRIENDLY_EXAMPLES[unit];
  const trimmed = text.trim();
  if (trimmed === '') {
    return { problem: `Give a value of ${item} in ${UNIT_NAMES[unit]}, e.g. ${example}` };
  }
  const notNumber = {
    problem: `"${trimmed}" is not a value of ${item}: give a number in ${UNIT_NAMES[unit]}, e.g. ${example}`,
  };
  let tokens: Token[];
  try {
    tokens = tokenize(trimmed, { strict: false });
  } catch {
    return notNumber;
  }
  const [number, suffix, end] = tokens;
  if (number.kind !== 'number') {
    return notNumber;
  }
  let value: number;
  if (suffix.kind === 'end') {
    value = Number(number.text);
  } else if (suffix.kind === 'word' && end?.kind === 'end') {
    const exponent = suffixExponent(suffix.text, unit, item);
    if (typeof exponent === 'string') {
      return { problem: exponent };
    }
    value = shiftDecimal(number.text, exponent);
  } else {
    return notNumber;
  }
  return Number.isFinite(value) ? { value } : { problem: `${trimmed} is too large a number for ${item}` };
}
