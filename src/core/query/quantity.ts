import { UNIT_NAMES, UNIT_SYMBOLS, type Unit, unitSymbolAt } from '../catalog';
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

/**
 * Prefix letters read in either case once the unit after them was written in the wrong case: none of
 * their other case is a prefix (K, N, P and U are none; g is the gram only on its own). m and M are not
 * among them: milli and mega stay apart however the unit is written.
 */
const LOOSE_PREFIX_EXPONENTS: Readonly<Record<string, number>> = { K: 3, N: -9, P: -12, U: -6, g: 9 };

/** `50Vdc`, `50 VAC`: the service's display form of a voltage names the kind of voltage after the V. */
const VOLTAGE_KIND = /[vV](?:dc|DC|Dc|ac|AC|Ac)$/;

/**
 * The exponent of a suffix as a person types it, or undefined: the unit in any case (`50v`, `10hz`,
 * `100nf`) after an optional prefix that keeps its case, except the loose ones (`10K`, `4.7UH`).
 */
function looseSuffixExponent(suffix: string, unit: Unit): number | undefined {
  const lower = suffix.toLowerCase();
  for (const spelling of [...UNIT_SPELLINGS[unit], UNIT_SYMBOLS[unit]]) {
    if (!lower.endsWith(spelling.toLowerCase())) continue;
    const prefix = suffix.slice(0, suffix.length - spelling.length);
    if (prefix === '') return 0;
    const exponent = prefixExponent(prefix);
    if (exponent !== undefined) return TAKES_PREFIX[unit] ? exponent : undefined;
  }
  // A prefix alone stands for the unit (`10K` ohms), as in suffixExponent.
  const alone = prefixExponent(suffix);
  return alone !== undefined && TAKES_PREFIX[unit] ? alone : undefined;
}

function prefixExponent(prefix: string): number | undefined {
  if (Object.hasOwn(PREFIX_EXPONENTS, prefix)) return PREFIX_EXPONENTS[prefix];
  if (Object.hasOwn(LOOSE_PREFIX_EXPONENTS, prefix)) return LOOSE_PREFIX_EXPONENTS[prefix];
  return undefined;
}

/**
 * Why a typed quantity cannot be read:
 * - `empty`: nothing typed;
 * - `notNumber`: no number, or text around it that is no unit (`abc`, `1.2.3`, `1,000,000`);
 * - `ambiguousComma`: a comma that could separate decimals or thousands (`1,500`);
 * - `notUnit`: a suffix that is no unit of the item (`100nX`, `k°C`);
 * - `tooLarge`: a number beyond the doubles.
 */
export type TypedQuantityProblemKind = 'empty' | 'notNumber' | 'ambiguousComma' | 'notUnit' | 'tooLarge';

/**
 * What one input of the pane reads as: the number in the unit's SI base unit and how it was read (`1.6 mm`,
 * `50 V`, `1.5 nF`), or what to write instead.
 */
export type TypedQuantityReading =
  | { readonly value: number; readonly interpretation: string }
  | {
      readonly problem: string;
      readonly kind: TypedQuantityProblemKind;
      /** For `ambiguousComma`: what was typed (normalised), read with a decimal point, and read as thousands. */
      readonly readings?: { readonly typed: string; readonly decimal: string; readonly thousands: string };
    };

/** A number, a decimal point or comma in it, an exponent, then whatever follows (the suffix). */
const TYPED = /^([+-]?)([\d.,]+)((?:[eE][+-]?\d+)?)\s*(.*)$/s;

/**
 * One number of an item in `unit` as a person types it into one input of the pane, where the unit the
 * item is shown in (`displayExponent`, the decimal exponent of that unit: -3 for mm) stands beside the
 * input. Unlike parseQuantity (the spec's syntax, SI base units), a bare number is in that display unit:
 * Length `1.6` is 1.6 mm, and Capacitance `1e-7` is 1e-7 µF, i.e. 1e-13 F.
 *
 * It also reads what people type besides the friendly syntax: full-width characters and ℃ (NFKC), a
 * decimal comma where it cannot be a thousands separator (`1,5nF`, `0,100`; `1,500` is refused), a unit
 * in the wrong case (`50v`, `10hz`, `4.7uh`, but `1m` is still milli and `1M` mega), and the service's
 * `50Vdc` / `50Vac` for voltages. Never throws; a problem shows the accepted form.
 */
export function readTypedQuantity(
  text: string,
  unit: Unit,
  item: string,
  displayExponent: number,
): TypedQuantityReading {
  const example = FRIENDLY_EXAMPLES[unit];
  // NFKC makes full-width digits and letters ASCII, ℃ °C, Ω (U+2126) Ω and µ μ; a pasted minus sign is a minus.
  const typed = text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim();
  if (typed === '') {
    return { kind: 'empty', problem: `Give a value of ${item} in ${UNIT_NAMES[unit]}, e.g. ${example}` };
  }
  const notNumber = {
    kind: 'notNumber',
    problem: `"${typed}" is not a value of ${item}: give a number, e.g. ${example}`,
  } as const;
  const match = TYPED.exec(typed);
  if (!match) return notNumber;
  const [, sign, digits, power, written] = match;
  const mantissa = decimalOf(digits);
  if (mantissa === undefined) return notNumber;
  if (mantissa.kind === 'grouped') {
    return {
      kind: 'notNumber',
      problem: `"${typed}" is not a number as ${item} is read: write it without thousands separators and with a point for decimals, e.g. ${example}`,
    };
  }
  if (mantissa.kind === 'ambiguous') {
    const fraction = mantissa.part.replace(/0+$/, '');
    const decimal = `${sign}${mantissa.whole}${fraction === '' ? '' : `.${fraction}`}${power}${written}`;
    const thousands = `${sign}${mantissa.whole}${mantissa.part}${power}${written}`;
    return {
      kind: 'ambiguousComma',
      problem: `"${typed}" could be ${decimal} or ${thousands}: write ${decimal} or ${thousands} (a point for decimals)`,
      readings: { typed, decimal, thousands },
    };
  }
  const suffix = VOLTAGE_KIND.test(written) && unit === 'V' ? written.slice(0, -2) : written;
  let exponent: number;
  if (suffix === '') {
    exponent = displayExponent;
  } else {
    const exact = suffixExponent(suffix, unit, item);
    const loose = typeof exact === 'number' ? exact : looseSuffixExponent(suffix, unit);
    if (loose === undefined) return { kind: 'notUnit', problem: exact as string };
    exponent = loose;
  }
  const number = `${sign === '-' ? '-' : ''}${mantissa.text}${power}`;
  const value = shiftDecimal(number, exponent);
  if (!Number.isFinite(value)) {
    return { kind: 'tooLarge', problem: `${typed} is too large a number for ${item}` };
  }
  return { value, interpretation: `${number} ${unitSymbolAt(unit, exponent)}` };
}

/**
 * The digits of a typed number, read: `decimal` with a point for decimals; `ambiguous` for one comma
 * before exactly three digits after a group of one to three (`1,500`: thousands or decimals?); `grouped`
 * for more than one separator (`1,000,000`, `1.500,5`); undefined for no digits. A comma after a leading
 * zero or after more than three digits cannot group thousands, so it is a decimal comma (`0,100`, `1000,5`).
 */
function decimalOf(
  digits: string,
):
  | { readonly kind: 'decimal'; readonly text: string }
  | { readonly kind: 'ambiguous'; readonly whole: string; readonly part: string }
  | { readonly kind: 'grouped' }
  | undefined {
  if (!/\d/.test(digits)) return undefined;
  const commas = digits.split(',').length - 1;
  const points = digits.split('.').length - 1;
  if (commas + points > 1) return { kind: 'grouped' };
  const [whole, part = ''] = digits.split(commas === 0 ? '.' : ',');
  if (commas === 1 && /^\d{3}$/.test(part) && /^[1-9]\d{0,2}$/.test(whole)) {
    return { kind: 'ambiguous', whole, part };
  }
  // As people say it: `.5` is 0.5 and `1.` is 1.
  return { kind: 'decimal', text: part === '' ? whole : `${whole === '' ? '0' : whole}.${part}` };
}
