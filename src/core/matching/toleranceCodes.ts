import { CAPACITANCE_TOLERANCE_CODES, INDUCTANCE_TOLERANCE_CODES } from '../catalog';
import { shiftDecimal } from '../query';
import type { StatedTolerance } from './PartDescription';
import { decimalOf, NUMBER } from './decimalText';
import type { PartKind, StatementOf } from './statements';

/** Whether `letter` is a tolerance letter of either kind of part (which one is decided with the part). */
export function isToleranceLetter(letter: string): boolean {
  return Object.hasOwn(CAPACITANCE_TOLERANCE_CODES, letter) || Object.hasOwn(INDUCTANCE_TOLERANCE_CODES, letter);
}

/**
 * The tolerance `letter` stands for on that kind of part, or undefined when the part's makers have no such letter:
 * the catalog's text for it, read as a stated tolerance is (Z, +80/-20 %, as its larger side).
 */
export function toleranceOfLetter(letter: string, part: PartKind): StatedTolerance | undefined {
  const letters = part === 'capacitor' ? CAPACITANCE_TOLERANCE_CODES : INDUCTANCE_TOLERANCE_CODES;
  const tolerance = Object.hasOwn(letters, letter) ? readToleranceWord(letters[letter]) : undefined;
  if (!tolerance) return undefined;
  return tolerance.percent !== undefined
    ? { text: letter, letter, percent: tolerance.percent }
    : { text: letter, letter, absolute: tolerance.absolute };
}

const PERCENT = new RegExp(`^±?(${NUMBER})%$`);
const ABSOLUTE = new RegExp(`^±(${NUMBER})([pnPN])([FfHh])$`);
/** `+80/-20%`, `+80%/-20%`, `-20/+80%`, `+80-20%`: asymmetric, read as the larger side. */
const ASYMMETRIC = new RegExp(`^([+-])(${NUMBER})%?/?([+-])(${NUMBER})%$`);

/**
 * The tolerance a word states (`10%`, `±10%`, `+/-5%`, `± 0.25pF`, `+80/-20%`), or undefined. `+/-` and `+-`
 * are read as ±; the spaces a word may hold (`± 10 %`) are ignored.
 */
export function readToleranceWord(word: string, text: string = word): StatementOf<'tolerance'> | undefined {
  const compact = word.replace(/\s+/g, '').replace(/^(?:\+\/-|\+-)/, '±');
  const percent = PERCENT.exec(compact);
  if (percent) {
    const value = Number(decimalOf(percent[1]));
    return value > 0 && value <= 100 ? { kind: 'tolerance', text, percent: value } : undefined;
  }
  const absolute = ABSOLUTE.exec(compact);
  if (absolute) {
    const exponent = absolute[2].toLowerCase() === 'p' ? -12 : -9;
    const value = shiftDecimal(decimalOf(absolute[1]), exponent);
    const part = absolute[3].toLowerCase() === 'f' ? 'capacitor' : 'inductor';
    return value > 0 && Number.isFinite(value)
      ? { kind: 'tolerance', text, absolute: value, evidence: { part } }
      : undefined;
  }
  const asymmetric = ASYMMETRIC.exec(compact);
  if (asymmetric && asymmetric[1] !== asymmetric[3]) {
    const larger = Math.max(Number(decimalOf(asymmetric[2])), Number(decimalOf(asymmetric[4])));
    return larger > 0 && larger <= 100 ? { kind: 'tolerance', text, percent: larger } : undefined;
  }
  return undefined;
}
