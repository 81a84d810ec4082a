import { VOLTAGE_LETTERS } from '../../catalog';
import { shiftDecimal } from '../../query';
import { INCH_TO_METRIC, type SizePair } from '../sizeCodes';

// The codes the MLCC and chip-inductor makers share, or nearly: EIA value codes, IEC 60062 voltage codes.

/** An EIA three-character value: two digits and a power of ten, or R for the point (`104`, `1R0`, `R47`); `unit` its exponent. */
export function valueOfCode(code: string, exponent: number): number | undefined {
  const digits = /^(\d{2})(\d)$/.exec(code);
  if (digits) return shiftDecimal(digits[1], Number(digits[2]) + exponent);
  const point = /^(\d*)R(\d+)$/.exec(code);
  if (point) return shiftDecimal(`${point[1] || '0'}.${point[2]}`, exponent);
  const nano = /^(\d+)N(\d*)$/.exec(code);
  if (nano && exponent === -6) return shiftDecimal(`${nano[1]}.${nano[2] || '0'}`, -9);
  return undefined;
}

/** A voltage as `1H` (50 V), `0J` (6.3 V), `2A` (100 V); Murata's and TDK's `YA` is 35 V. */
export function voltageOfCode(code: string): number | undefined {
  if (code === 'YA') return 35;
  const parts = /^(\d)([A-Z])$/.exec(code);
  if (!parts || !Object.hasOwn(VOLTAGE_LETTERS, parts[2])) return undefined;
  return shiftDecimal(VOLTAGE_LETTERS[parts[2]], Number(parts[1]));
}

/** A size by its inch code (`0603`), with its metric one. */
export function inchSize(code: string): SizePair | undefined {
  return Object.hasOwn(INCH_TO_METRIC, code) ? { inch: code, metric: INCH_TO_METRIC[code] } : undefined;
}

/** A size by its metric code (`1608`), with its inch one. */
export function metricSize(code: string): SizePair | undefined {
  const inch = Object.entries(INCH_TO_METRIC).find(([, metric]) => metric === code)?.[0];
  return inch === undefined ? undefined : { inch, metric: code };
}

/** The value of a table for a code, or undefined: `known(table, 'R7')`. */
export function known<T>(table: Readonly<Record<string, T>>, code: string): T | undefined {
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

/** The capacitor tolerance letters of IEC 60062 that MLCC makers use. */
export const TOLERANCE_LETTERS = /^[WBCDFGJKMZ]$/;
