import type { MakerPartNumber } from './MakerPartNumber';
import { inchSize, known, metricSize, TOLERANCE_LETTERS, valueOfCode, voltageOfCode } from './codes';

// The public part-numbering schemes of the major MLCC makers, each read into what its part number states. A
// field whose code is not in the tables here is listed unknown, never guessed.

type Decoded = Omit<MakerPartNumber, 'partno' | 'unknown' | 'part'> & { readonly unknown: string[] };

/** Fills a field from a table, or lists it unknown. */
function field<T>(unknown: string[], name: string, code: string, table: Readonly<Record<string, T>>): T | undefined {
  const value = known(table, code);
  if (value === undefined) unknown.push(`${name} code ${code}`);
  return value;
}

const MURATA_SIZES: Readonly<Record<string, string>> = {
  '02': '01005',
  '03': '0201',
  '15': '0402',
  '18': '0603',
  '21': '0805',
  '31': '1206',
  '32': '1210',
  '43': '1812',
  '55': '2220',
};
const MURATA_CHARACTERISTICS: Readonly<Record<string, string>> = {
  '5C': 'C0G',
  '2C': 'CH',
  R6: 'X5R',
  R7: 'X7R',
  C7: 'X7S',
  C8: 'X6S',
  D7: 'X7T',
  L8: 'X8L',
};

/** Murata GRM, GCM, GJM, GCJ, GRT: `GRM188R71H104KA93D` (size 18, thickness 8, R7 X7R, 1H 50 V, 104, K). */
function murata(partno: string): Decoded | undefined {
  const parts = /^G(?:RM|CM|JM|CJ|RT)(\d{2})\w([0-9A-Z]{2})(\d[A-Z]|YA)(\d{2}\d|\dR\d|R\d{2})([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, size, characteristic, voltage, value, tolerance] = parts;
  const unknown: string[] = [];
  const inch = field(unknown, 'size', size, MURATA_SIZES);
  return {
    maker: 'Murata',
    ...(inch ? { size: inchSize(inch) } : {}),
    characteristic: field(unknown, 'characteristic', characteristic, MURATA_CHARACTERISTICS),
    voltage: voltageOfCode(voltage) ?? (unknown.push(`voltage code ${voltage}`), undefined),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** Samsung CL: `CL21B105KBFNNNE` (21 0805, B X7R, 105 1 µF, K ±10 %, B 50 V). */
function samsung(partno: string): Decoded | undefined {
  const parts = /^CL(\d{2})([A-Z])(\d{2}\d|\dR\d)([A-Z])([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, size, characteristic, value, tolerance, voltage] = parts;
  const unknown: string[] = [];
  const inch = field(unknown, 'size', size, {
    '03': '0201',
    '05': '0402',
    '10': '0603',
    '21': '0805',
    '31': '1206',
    '32': '1210',
    '43': '1812',
    '55': '2220',
  });
  return {
    maker: 'Samsung',
    ...(inch ? { size: inchSize(inch) } : {}),
    characteristic: field(unknown, 'characteristic', characteristic, {
      C: 'C0G',
      A: 'X5R',
      B: 'X7R',
      X: 'X6S',
      Y: 'X7S',
    }),
    voltage: field(unknown, 'voltage', voltage, {
      R: 4,
      Q: 6.3,
      P: 10,
      O: 16,
      A: 25,
      L: 35,
      B: 50,
      C: 100,
      D: 200,
      E: 250,
      G: 500,
      H: 630,
      I: 1000,
    }),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** Yageo CC and AC: `CC0402KRX7R9BB102` (0402, K ±10 %, R paper tape, X7R, 9 50 V, 102 1 nF). */
function yageo(partno: string): Decoded | undefined {
  const parts = /^(?:CC|AC)(\d{4})([A-Z])[A-Z](NPO|NP0|X7R|X5R|X6S|X7S|X8R|Y5V)([0-9A-Z])[A-Z]{2}(\d{2}\d|\dR\d)/.exec(
    partno,
  );
  if (!parts) return undefined;
  const [, size, tolerance, characteristic, voltage, value] = parts;
  const unknown: string[] = [];
  const pair = inchSize(size);
  if (!pair) unknown.push(`size code ${size}`);
  return {
    maker: 'Yageo',
    ...(pair ? { size: pair } : {}),
    characteristic: characteristic.startsWith('NP') ? 'C0G' : characteristic,
    voltage: field(unknown, 'voltage', voltage, { '5': 6.3, '6': 10, '7': 16, '8': 25, '9': 50, '0': 100 }),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** TDK C series: `C1608X7R1H104K080AA` (1608, X7R, 1H 50 V, 104, K). */
function tdk(partno: string): Decoded | undefined {
  const parts = /^C(\d{4})(C0G|X5R|X7R|X6S|X7S|X7T|X8L|X8R)(\d[A-Z]|YA)(\d{2}\d|\dR\d)([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, size, characteristic, voltage, value, tolerance] = parts;
  const unknown: string[] = [];
  const pair = metricSize(size);
  if (!pair) unknown.push(`size code ${size}`);
  return {
    maker: 'TDK',
    ...(pair ? { size: pair } : {}),
    characteristic,
    voltage: voltageOfCode(voltage) ?? (unknown.push(`voltage code ${voltage}`), undefined),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** TDK CGA (automotive): `CGA3E2X7R1H104K080AA` (3E 1608, X7R, 1H 50 V, 104, K). */
function tdkAutomotive(partno: string): Decoded | undefined {
  const parts = /^CGA(\d[A-Z])\d(C0G|X5R|X7R|X6S|X7S|X7T|X8L|X8R)(\d[A-Z]|YA)(\d{2}\d|\dR\d)([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, size, characteristic, voltage, value, tolerance] = parts;
  const unknown: string[] = [];
  const metric = field(unknown, 'size', size, { '2B': '1005', '3E': '1608', '4J': '2012', '5L': '3216', '6P': '3225' });
  return {
    maker: 'TDK',
    ...(metric ? { size: metricSize(metric) } : {}),
    characteristic,
    voltage: voltageOfCode(voltage) ?? (unknown.push(`voltage code ${voltage}`), undefined),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** KEMET C...C: `C0805C104K5RACTU` (0805, ceramic, 104, K, 5 50 V, R X7R). */
function kemet(partno: string): Decoded | undefined {
  const parts = /^C(\d{4})C(\d{2}\d|\dR\d)([A-Z])([0-9A-Z])([A-Z])A/.exec(partno);
  if (!parts) return undefined;
  const [, size, value, tolerance, voltage, dielectric] = parts;
  const unknown: string[] = [];
  const pair = inchSize(size);
  if (!pair) unknown.push(`size code ${size}`);
  return {
    maker: 'KEMET',
    ...(pair ? { size: pair } : {}),
    characteristic: field(unknown, 'dielectric', dielectric, { G: 'C0G', R: 'X7R', P: 'X5R' }),
    voltage: field(unknown, 'voltage', voltage, {
      '9': 6.3,
      '8': 10,
      '4': 16,
      '3': 25,
      '6': 35,
      '5': 50,
      '1': 100,
      '2': 200,
      A: 250,
    }),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** KYOCERA AVX: `0805YC104KAT2A` (0805, Y 16 V, C X7R, 104, K). */
function avx(partno: string): Decoded | undefined {
  const parts = /^(\d{4})([0-9A-Z])([ACDG])(\d{2}\d|\dR\d)([A-Z])AT/.exec(partno);
  if (!parts) return undefined;
  const [, size, voltage, dielectric, value, tolerance] = parts;
  const unknown: string[] = [];
  const pair = inchSize(size);
  if (!pair) return undefined;
  return {
    maker: 'KYOCERA AVX',
    size: pair,
    characteristic: field(unknown, 'dielectric', dielectric, { A: 'C0G', C: 'X7R', D: 'X5R' }),
    voltage: field(unknown, 'voltage', voltage, {
      '4': 4,
      '6': 6.3,
      Z: 10,
      Y: 16,
      '3': 25,
      D: 35,
      '5': 50,
      '1': 100,
      '2': 200,
    }),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** Taiyo Yuden: `UMK107B7104KA-T` (U 50 V, MK multilayer, 107 0603, B7 X7R, 104, K). */
function taiyoYuden(partno: string): Decoded | undefined {
  const parts = /^([AJLETGUHQ])MK(063|105|107|212|316|325|432)(B7|BJ|C6|C7|CG|SD)(\d{2}\d|\dR\d)([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, voltage, size, characteristic, value, tolerance] = parts;
  const unknown: string[] = [];
  const inch = known(
    { '063': '0201', '105': '0402', '107': '0603', '212': '0805', '316': '1206', '325': '1210', '432': '1812' },
    size,
  );
  return {
    maker: 'Taiyo Yuden',
    ...(inch ? { size: inchSize(inch) } : {}),
    characteristic: field(unknown, 'characteristic', characteristic, {
      B7: 'X7R',
      BJ: 'X5R',
      C6: 'X6S',
      C7: 'X7S',
      CG: 'C0G',
    }),
    voltage: field(unknown, 'voltage', voltage, { A: 4, J: 6.3, L: 10, E: 16, T: 25, G: 35, U: 50, H: 100, Q: 250 }),
    value: valueOfCode(value, -12) as number,
    ...(TOLERANCE_LETTERS.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** Each MLCC scheme, the more specific first (TDK's CGA before its C, KEMET's C...C before TDK's C). */
export const CAPACITOR_SCHEMES: readonly ((partno: string) => Decoded | undefined)[] = [
  murata,
  samsung,
  yageo,
  tdkAutomotive,
  kemet,
  tdk,
  avx,
  taiyoYuden,
];
