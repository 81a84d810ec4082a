import type { OutOfScopeKind, Statement } from './statements';

// Words that say a line needs no part (not fitted) or a part PartSpec's catalogue never holds (out of scope),
// read from the word's own form; the phrases (`do not populate`, `ferrite bead`) are in descriptionVocabulary.

/**
 * Not fitted, as BOM tools mark it: DNP, DNF, DNI (any case); NC, NF, NP only in capitals, since `nF` is a
 * unit and `np` could be anything in lower case.
 */
const NOT_FITTED = /^(?:dnp|dnf|dni)$/i;
const NOT_FITTED_CAPITALS = /^(?:NC|NF|NP|N\.C\.|N\.F\.)$/;

/** The not-fitted statement of a word, or undefined. */
export function readNotFittedWord(parse: string, text: string): Statement | undefined {
  return NOT_FITTED.test(parse) || NOT_FITTED_CAPITALS.test(parse) ? { kind: 'notFitted', text } : undefined;
}

/** EIA case codes of tantalum and polymer chips: `3216-18`, `3528-21`, `6032-28`, `7343-31` (size and height in 0.1 mm). */
const EIA_CASE = /^(?:EIA-?)?(?:1608|2012|3216|3528|6032|7343|7360)-\d{2}$/i;
/** An electrolytic's can: `Φ5`, `ø6.3x7.7`, `Φ8*10mm`, `D8x10` (diameter, then height). */
const CAN =
  /^(?:[ΦφøØ⌀]\s*\d+(?:\.\d+)?(?:mm)?(?:[x*×]\d+(?:\.\d+)?(?:mm)?)?|D\d+(?:\.\d+)?(?:mm)?[x*×]\d+(?:\.\d+)?(?:mm)?)$/;
/** A bead's impedance at a frequency: `120R@100MHz`, `600Ω@100MHz`, `@100MHz`. */
const IMPEDANCE_AT = /@\d+(?:\.\d+)?[kKMG]?Hz$/i;
/** A ferrite bead's designator. */
const BEAD_DESIGNATOR = /^FB\d{1,4}$/i;
/** Makers' bead series: Murata BLM and BLA, TDK MPZ and MMZ. */
const BEAD_SERIES = /^(?:BLM|BLA|MPZ|MMZ)\d{2}/i;
/** A resistance: `10k`, `2.2k`, `1M`, `100R`, `0R`, `4k7Ω`, `10Ω`, `10ohm`; `4K7` alone is also a capacitor's code (4.7 nF). */
const OHMS =
  /^(?:\d+(?:[.,]\d+)?(?:[kKM]|R|Ω|[oO]hms?)|\d+[kKMR]\d+(?:Ω|[oO]hms?)|\d+(?:[.,]\d+)?[kKM]?(?:Ω|[oO]hms?))$/;
/** A frequency without `@`: a crystal's (`16MHz`, `32.768kHz`). */
const FREQUENCY = /^\d+(?:[.,]\d+)?[kKM]Hz$/i;

/**
 * The out-of-scope statement of a word by its form, or undefined. A case code, a can, an impedance or a bead
 * series says so whatever else the line says; a resistance or a frequency only when nothing says capacitor or
 * inductor (weak): `10k` beside a capacitor's footprint is a word not understood, not a resistor.
 */
export function readOutOfScopeWord(parse: string, text: string): Statement | undefined {
  const of = (scope: OutOfScopeKind, weak = false): Statement => ({ kind: 'outOfScope', text, scope, weak });
  if (EIA_CASE.test(parse) || CAN.test(parse)) return of('polarised');
  if (IMPEDANCE_AT.test(parse) || BEAD_SERIES.test(parse) || BEAD_DESIGNATOR.test(parse)) return of('ferriteBead');
  if (FREQUENCY.test(parse)) return of('crystal', true);
  if (OHMS.test(parse)) return of('resistor', true);
  return undefined;
}
