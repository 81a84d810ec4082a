import { rangeProblemOf } from '../catalog';
import { shiftDecimal } from '../query';
import { decimalOf, NUMBER } from './decimalText';
import type { StatementOf } from './statements';

/** A rating unless it is no sensible value of the field (0, beyond the doubles, far beyond any part). */
function sensible(field: string, value: number): number | undefined {
  return value > 0 && rangeProblemOf(field, value) === undefined ? value : undefined;
}

/** Volts with the class its suffix says: `Vdc`, `WV` (working volts, always DC) and `Vac` / `Vrms`. */
const VOLTS = new RegExp(`^(${NUMBER})([kK]?)(V|VDC|VAC|WV|WVDC|VRMS)$`, 'i');
/** `DC50V`, `AC250V`: the class written first, as Japanese datasheets do. */
const CLASS_FIRST = new RegExp(`^(AC|DC)(${NUMBER})([kK]?)V$`, 'i');
/** `6V3`: V for the decimal point (IEC 60062), as capacitor markings and BOMs write 6.3 V. */
const V_POINT = /^(\d+)[vV](\d+)$/;

function classOf(suffix: string): 'AC' | 'DC' | undefined {
  const upper = suffix.toUpperCase();
  if (upper === 'VAC' || upper === 'VRMS' || upper === 'AC') return 'AC';
  if (upper === 'VDC' || upper === 'WV' || upper === 'WVDC' || upper === 'DC') return 'DC';
  return undefined;
}

/** The rated voltage a word states, or undefined when it states none. */
export function readVoltageWord(word: string, text: string = word): StatementOf<'voltage'> | undefined {
  let number: string;
  let exponent = 0;
  let voltageClass: 'AC' | 'DC' | undefined;
  const volts = VOLTS.exec(word);
  const classFirst = CLASS_FIRST.exec(word);
  const vPoint = V_POINT.exec(word);
  if (volts) {
    number = decimalOf(volts[1]);
    exponent = volts[2] === '' ? 0 : 3;
    voltageClass = classOf(volts[3]);
  } else if (classFirst) {
    number = decimalOf(classFirst[2]);
    exponent = classFirst[3] === '' ? 0 : 3;
    voltageClass = classOf(classFirst[1]);
  } else if (vPoint) {
    number = `${vPoint[1]}.${vPoint[2]}`;
  } else {
    return undefined;
  }
  const value = sensible('RatedVoltage', shiftDecimal(number, exponent));
  if (value === undefined) return undefined;
  return voltageClass === undefined
    ? { kind: 'voltage', text, value, evidence: { part: 'capacitor' } }
    : { kind: 'voltage', text, value, class: voltageClass, evidence: { part: 'capacitor' } };
}

/** A voltage written as a bare number or with P for the point (`10`, `6P3`), as the voltage field of TI's names has it. */
export function readVoltsField(field: string): StatementOf<'voltage'> | undefined {
  const point = /^(\d+)[pPvV](\d+)$/.exec(field);
  const number = point
    ? `${point[1]}.${point[2]}`
    : new RegExp(`^${NUMBER}$`).test(field)
      ? decimalOf(field)
      : undefined;
  if (number === undefined) return readVoltageWord(field);
  const value = sensible('RatedVoltage', Number(number));
  return value === undefined ? undefined : { kind: 'voltage', text: field, value, evidence: { part: 'capacitor' } };
}

const AMPERES = new RegExp(`^(${NUMBER})([mM]?)[aA]$`);

/** The rated current a word states (`2A`, `500mA`, `1.5 A`), or undefined. Only inductors have one. */
export function readCurrentWord(word: string, text: string = word): StatementOf<'current'> | undefined {
  const amperes = AMPERES.exec(word);
  if (!amperes) return undefined;
  const value = sensible('RatedCurrent', shiftDecimal(decimalOf(amperes[1]), amperes[2] === '' ? 0 : -3));
  return value === undefined ? undefined : { kind: 'current', text, value, evidence: { part: 'inductor' } };
}

/** A lead spacing in mils or inches: `100mils`, `200mil`, `0.3in`, `.2"`. */
const INCHES = new RegExp(`^(${NUMBER})(mils?|in|inch|")$`, 'i');

/**
 * The catalogue's lead-space class of a spacing (2.5, 5, 7.5, 10, 12.5, 15 mm): a spacing of a tenth of an inch
 * or a multiple (2.54 mm, 100 mils, 0.3 in) is the class of the same multiple of 2.5 mm, the usual equivalence
 * of the two grids; any other spacing is as written.
 */
export function leadSpaceClass(metres: number): number {
  const tenths = Math.round(metres / 2.54e-3);
  return tenths >= 1 && tenths <= 6 && Math.abs(metres - tenths * 2.54e-3) <= 0.05e-3
    ? Number((tenths * 2.5e-3).toPrecision(12))
    : metres;
}

/**
 * A lead spacing in millimetres (or mils or inches, read to the catalogue's class) (`5mm`, `7.5`), in metres; `unitRequired` when nothing around the word says
 * it is a length (`P5` and `LS 7.5` do). Only leaded capacitors have one.
 */
export function readLeadSpacing(
  word: string,
  text: string,
  unitRequired: boolean,
): StatementOf<'leadSpacing'> | undefined {
  const millimetres = new RegExp(`^(${NUMBER})(mm)${unitRequired ? '' : '?'}$`, 'i').exec(word);
  const inches = INCHES.exec(word);
  if (!millimetres && !inches) return undefined;
  const written = millimetres
    ? shiftDecimal(decimalOf(millimetres[1]), -3)
    : Number(decimalOf(inches?.[1] ?? '')) * (inches?.[2].toLowerCase().startsWith('mil') ? 25.4e-6 : 25.4e-3);
  const value = sensible('LeadSpace', leadSpaceClass(written));
  return value === undefined
    ? undefined
    : { kind: 'leadSpacing', text, value, evidence: { part: 'capacitor', mount: 'lead' } };
}
