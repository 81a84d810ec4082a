import { rangeProblemOf } from '../catalog';
import { shiftDecimal } from '../query';
import { decimalOf, NUMBER } from './decimalText';
import type { PartKind, StatementOf, ValueQuantity } from './statements';

type ValueStatement = StatementOf<'value'>;

/** SI prefixes a value is written with. µ arrives as μ after NFKC; `m` is milli in lower case only (`MF` is ambiguous). */
const PREFIX_EXPONENTS: Readonly<Record<string, number>> = { p: -12, n: -9, u: -6, μ: -6, m: -3 };

function prefixExponent(prefix: string): number | undefined {
  const key = prefix === 'M' ? undefined : prefix.toLowerCase();
  return key !== undefined && Object.hasOwn(PREFIX_EXPONENTS, key) ? PREFIX_EXPONENTS[key] : undefined;
}

const QUANTITY_OF_UNIT: Readonly<Record<string, ValueQuantity>> = { f: 'Capacitance', h: 'Inductance' };

const WITH_UNIT = new RegExp(`^(${NUMBER})([pnuμmMPNU]?)([FfHh])$`);
const PREFIX_ONLY = new RegExp(`^(${NUMBER})([pnuμPNU])$`);
/** `4n7`, `1N8`, `4u7`, `6P3`: the prefix letter stands for the decimal point (IEC 60062). */
const LETTER_POINT = /^(\d+)([pnuμPNU])(\d+)([FfHh]?)$/;
/** `4K7`: 4.7 k·pF, a capacitor's 4.7 nF. */
const KILO_POINT = /^(\d+)[kK](\d+)$/;
/** `4R7`, `R47`: R stands for the point, in pF for a capacitor and in µH for an inductor. */
const R_POINT = /^(\d*)R(\d+)$/;
/** EIA three-digit code: two digits and a power of ten (8 and 9 are 10^-2 and 10^-1). */
const THREE_DIGITS = /^(\d{2})([0-689])$/;

/** The value unless it is no sensible value of its quantity (0, beyond the doubles, far beyond any part). */
function sensible(quantity: ValueQuantity, value: number): number | undefined {
  return value > 0 && rangeProblemOf(quantity, value) === undefined ? value : undefined;
}

function quantityOf(part: PartKind): ValueQuantity {
  return part === 'capacitor' ? 'Capacitance' : 'Inductance';
}

/** A value the same in F or H whatever the part (`100n`, `1N8`): only its quantity depends on the part. */
function samePerPart(numberText: string, exponent: number): (part: PartKind) => number | undefined {
  return (part) => sensible(quantityOf(part), shiftDecimal(numberText, exponent));
}

/**
 * The value a word states, as a unit (`100nF`, `4.7uH`), a bare prefix (`100n`) or a code (`4n7`, `4K7`,
 * `4R7`, `R47`, `104`); undefined when the word is no value. `text` is the word as written.
 *
 * The three-digit code of an inductor counts in µH (`101` is 100 µH), a capacitor's in pF (`104` is 100 nF).
 */
export function readValueWord(word: string, text: string = word): ValueStatement | undefined {
  const withUnit = WITH_UNIT.exec(word);
  if (withUnit) {
    const [, number, prefix, unit] = withUnit;
    const exponent = prefix === '' ? 0 : prefixExponent(prefix);
    if (exponent === undefined) return undefined;
    const quantity = QUANTITY_OF_UNIT[unit.toLowerCase()];
    const value = sensible(quantity, shiftDecimal(decimalOf(number), exponent));
    if (value === undefined) return undefined;
    return { kind: 'value', text, quantity, code: false, valueFor: () => value, evidence: explicitly(quantity) };
  }
  const prefixOnly = PREFIX_ONLY.exec(word);
  if (prefixOnly) {
    const exponent = prefixExponent(prefixOnly[2]) as number;
    return perPart(text, false, samePerPart(decimalOf(prefixOnly[1]), exponent));
  }
  const letterPoint = LETTER_POINT.exec(word);
  if (letterPoint) {
    const [, whole, prefix, fraction, unit] = letterPoint;
    const valueFor = samePerPart(`${whole}.${fraction}`, prefixExponent(prefix) as number);
    if (unit === '') return perPart(text, true, valueFor);
    const quantity = QUANTITY_OF_UNIT[unit.toLowerCase()];
    const value = valueFor(quantity === 'Capacitance' ? 'capacitor' : 'inductor');
    if (value === undefined) return undefined;
    return { kind: 'value', text, quantity, code: true, valueFor: () => value, evidence: explicitly(quantity) };
  }
  const kiloPoint = KILO_POINT.exec(word);
  if (kiloPoint) {
    const number = `${kiloPoint[1]}.${kiloPoint[2]}`;
    return perPart(text, true, (part) =>
      part === 'capacitor' ? sensible('Capacitance', shiftDecimal(number, -9)) : undefined,
    );
  }
  const rPoint = R_POINT.exec(word);
  if (rPoint) {
    const number = `${rPoint[1] || '0'}.${rPoint[2]}`;
    return perPart(text, true, (part) =>
      sensible(quantityOf(part), shiftDecimal(number, part === 'capacitor' ? -12 : -6)),
    );
  }
  const threeDigits = THREE_DIGITS.exec(word);
  if (threeDigits) {
    const power = { '8': -2, '9': -1 }[threeDigits[2]] ?? Number(threeDigits[2]);
    return perPart(text, true, (part) =>
      sensible(quantityOf(part), shiftDecimal(threeDigits[1], power + (part === 'capacitor' ? -12 : -6))),
    );
  }
  return undefined;
}

function perPart(
  text: string,
  code: boolean,
  valueFor: (part: PartKind) => number | undefined,
): ValueStatement | undefined {
  // A word that is a value for neither kind (`0n`, `99999999u`) is no value.
  if (valueFor('capacitor') === undefined && valueFor('inductor') === undefined) return undefined;
  return { kind: 'value', text, code, valueFor };
}

function explicitly(quantity: ValueQuantity) {
  return { part: quantity === 'Capacitance' ? 'capacitor' : 'inductor', explicit: true } as const;
}
