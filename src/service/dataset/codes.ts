import { VOLTAGE_LETTERS } from '../../core/catalog';
import type { Decade } from './eSeries';

/**
 * Code tables shared by the part-numbering schemes of all three categories (see numberingScheme.ts for
 * the whole scheme). Each table is data, so that the decoders and the published scheme cannot disagree.
 */

/**
 * Three-character value codes. Capacitance is in pF: two significant digits and the number of zeros
 * (104 = 10 0000 pF), or R as the decimal point (1R0 = 1.0 pF, 0R5 = 0.5 pF).
 */
export function capacitanceCode(picofarads: Decade): string {
  const { mantissa, exponent } = picofarads;
  if (exponent >= 0 && exponent <= 9) return `${mantissa}${exponent}`;
  if (exponent === -1) return `${Math.floor(mantissa / 10)}R${mantissa % 10}`;
  if (exponent === -2 && mantissa % 10 === 0) return `0R${mantissa / 10}`;
  throw new Error(`No capacitance code for ${mantissa}e${exponent} pF`);
}

/** Farads of a capacitance code, or undefined when the code is malformed. */
export function decodeCapacitanceCode(code: string): number | undefined {
  let match = /^(\d)R(\d)$/.exec(code);
  if (match) return Number(`${match[1]}.${match[2]}e-12`);
  match = /^([1-9]\d)(\d)$/.exec(code);
  if (match) return Number(`${match[1]}e${Number(match[2]) - 12}`);
  return undefined;
}

/**
 * Inductance codes: N is the decimal point in nH (2N2 = 2.2 nH, 10N = 10 nH), R the decimal point in µH
 * (R47 = 0.47 µH, 2R2 = 2.2 µH), three digits are µH with the number of zeros (100 = 10 µH, 102 = 1 mH).
 */
export function inductanceCode(nanohenries: Decade): string {
  const { mantissa, exponent } = nanohenries;
  if (exponent === -1) return `${Math.floor(mantissa / 10)}N${mantissa % 10}`;
  if (exponent === 0) return `${mantissa}N`;
  if (exponent === 1) return `R${mantissa}`;
  if (exponent === 2) return `${Math.floor(mantissa / 10)}R${mantissa % 10}`;
  if (exponent >= 3 && exponent <= 12) return `${mantissa}${exponent - 3}`;
  throw new Error(`No inductance code for ${mantissa}e${exponent} nH`);
}

/** Henries of an inductance code, or undefined when the code is malformed. */
export function decodeInductanceCode(code: string): number | undefined {
  let match = /^(\d)N(\d)$/.exec(code);
  if (match) return Number(`${match[1]}.${match[2]}e-9`);
  match = /^([1-9]\d)N$/.exec(code);
  if (match) return Number(`${match[1]}e-9`);
  match = /^R(\d\d)$/.exec(code);
  if (match) return Number(`0.${match[1]}e-6`);
  match = /^([1-9])R(\d)$/.exec(code);
  if (match) return Number(`${match[1]}.${match[2]}e-6`);
  match = /^([1-9]\d)(\d)$/.exec(code);
  if (match) return Number(`${match[1]}e${Number(match[2]) - 6}`);
  return undefined;
}

/**
 * Rated-voltage codes: a digit (the power of ten) and a letter (the leading figures, IEC 60062's
 * VOLTAGE_LETTERS), so 1H = 5.0 x 10 V and 2J = 6.3 x 100 V. The same table serves DC and AC ratings.
 */
export function decodeVoltageCode(code: string): number | undefined {
  const match = /^(\d)([A-Z])$/.exec(code);
  const figures = match && VOLTAGE_LETTERS[match[2] as string];
  return match && figures ? Number(`${figures}e${match[1]}`) : undefined;
}

/** Nominal thickness in mm (SMD capacitors and inductors share the table). */
export const THICKNESS_CODES: Readonly<Record<string, string>> = {
  '2': '0.2',
  '3': '0.3',
  '4': '0.4',
  '5': '0.5',
  '6': '0.6',
  '7': '0.7',
  '8': '0.8',
  '9': '0.85',
  A: '1.0',
  M: '1.2',
  B: '1.25',
  P: '1.5',
  C: '1.6',
  Q: '1.8',
  D: '2.0',
  E: '2.5',
  F: '2.8',
  G: '3.2',
  H: '4.0',
  J: '5.0',
};

/** Whole micrometres of a mm decimal such as '0.85', exactly. */
export function micrometres(millimetres: string): number {
  return Math.round(Number(millimetres) * 1000);
}

export function thicknessMicrometres(code: string): number | undefined {
  const millimetres = THICKNESS_CODES[code];
  return millimetres === undefined ? undefined : micrometres(millimetres);
}

/** Thickness tolerance in micrometres: thin parts are made to tighter limits. */
export function thicknessToleranceMicrometres(thickness: number): number {
  if (thickness <= 300) return 30;
  if (thickness <= 600) return 50;
  if (thickness <= 1000) return 100;
  if (thickness <= 2000) return 200;
  return 300;
}

/** Packaging codes of SMD parts (capacitors and inductors) and of leaded capacitors. */
export const PACKAGE_TYPES: Readonly<Record<string, string>> = {
  D: '\u00f8180mm Paper Tape',
  J: '\u00f8330mm Paper Tape',
  L: '\u00f8180mm Embossed Tape',
  K: '\u00f8330mm Embossed Tape',
  B: 'Bulk',
  C: 'Bulk Case',
  A: 'Ammo Pack',
};

/** Packaging codes of chip parts, SMD capacitors and inductors alike: paper or embossed tape on either reel, bulk, bulk case. */
export const CHIP_PACKAGING_CODES = ['D', 'J', 'L', 'K', 'B', 'C'] as const;

/** The PackageType a packaging code stands for, when the scheme has that code. */
export function packageTypeOf(schemeCodes: readonly string[], packagingCode: string): string | undefined {
  return schemeCodes.includes(packagingCode) ? PACKAGE_TYPES[packagingCode] : undefined;
}

/** A chip footprint: its size codes and nominal dimensions in whole micrometres. */
export interface ChipSize {
  readonly code: string;
  readonly sizecodeMm: string;
  /** Null for footprints that have no EIA inch code (large power inductors). */
  readonly sizecodeInch: string | null;
  readonly length: number;
  readonly width: number;
  /** Tolerance of length and width. */
  readonly tolerance: number;
}

export function chipSize(
  code: string,
  sizecodeMm: string,
  sizecodeInch: string | null,
  length: number,
  width: number,
  tolerance: number,
): ChipSize {
  return { code, sizecodeMm, sizecodeInch, length, width, tolerance };
}

/** A GitHub-flavoured markdown table. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
