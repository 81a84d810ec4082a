import { shiftDecimal } from '../query';
import type { StatedTolerance } from './PartDescription';
import { decimalOf, NUMBER } from './decimalText';
import type { PartKind, StatementOf } from './statements';

/** A letter's tolerance: ± percent, or ± an absolute amount written as a decimal and a power of ten. */
type LetterTolerance = { readonly percent: number } | { readonly amount: string; readonly exponent: number };

const PICOFARADS = (amount: string) => ({ amount, exponent: -12 });
const NANOHENRIES = (amount: string) => ({ amount, exponent: -9 });

/** IEC 60062 letters as capacitor makers use them; Z is +80/-20 %, kept as its larger side. */
const CAPACITOR_LETTERS: Readonly<Record<string, LetterTolerance>> = {
  W: PICOFARADS('0.05'),
  B: PICOFARADS('0.1'),
  C: PICOFARADS('0.25'),
  D: PICOFARADS('0.5'),
  F: { percent: 1 },
  G: { percent: 2 },
  J: { percent: 5 },
  K: { percent: 10 },
  M: { percent: 20 },
  Z: { percent: 80 },
};

/** The letters inductor makers use: small chip inductors are toleranced in nH (S is ±0.3 nH). */
const INDUCTOR_LETTERS: Readonly<Record<string, LetterTolerance>> = {
  B: NANOHENRIES('0.1'),
  C: NANOHENRIES('0.2'),
  S: NANOHENRIES('0.3'),
  D: NANOHENRIES('0.5'),
  G: { percent: 2 },
  H: { percent: 3 },
  J: { percent: 5 },
  K: { percent: 10 },
  M: { percent: 20 },
  N: { percent: 30 },
};

/** Whether `letter` is a tolerance letter of either kind of part (which one is decided with the part). */
export function isToleranceLetter(letter: string): boolean {
  return Object.hasOwn(CAPACITOR_LETTERS, letter) || Object.hasOwn(INDUCTOR_LETTERS, letter);
}

/** The tolerance `letter` stands for on that kind of part, or undefined when the part's makers have no such letter. */
export function toleranceOfLetter(letter: string, part: PartKind): StatedTolerance | undefined {
  const letters = part === 'capacitor' ? CAPACITOR_LETTERS : INDUCTOR_LETTERS;
  if (!Object.hasOwn(letters, letter)) return undefined;
  const tolerance = letters[letter];
  return 'percent' in tolerance
    ? { text: letter, letter, percent: tolerance.percent }
    : { text: letter, letter, absolute: shiftDecimal(tolerance.amount, tolerance.exponent) };
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
