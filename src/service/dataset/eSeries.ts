/**
 * Preferred-number values (IEC 60063 E series) as a two-digit mantissa and a power of ten, so that a
 * value, its part-number code and its display text all come from the same integers.
 */
export interface Decade {
  /** Two significant digits, 10..99. */
  readonly mantissa: number;
  readonly exponent: number;
}

export type ESeriesName = 'E3' | 'E6' | 'E12' | 'E24';

const MANTISSAS: Readonly<Record<ESeriesName, readonly number[]>> = {
  E3: [10, 22, 47],
  E6: [10, 15, 22, 33, 47, 68],
  E12: [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82],
  E24: [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91],
};

export function decadeValue(decade: Decade): number {
  return Number(`${decade.mantissa}e${decade.exponent}`);
}

/**
 * The values of a series within [minimum, maximum], ascending. Below 1 (exponent -2) only mantissas
 * that are multiples of ten exist: the part-number codes (0R5) carry a single digit after the point.
 */
export function seriesValues(series: ESeriesName, minimum: number, maximum: number): Decade[] {
  const values: Decade[] = [];
  if (!(minimum <= maximum)) return values;
  const lowest = Math.floor(Math.log10(minimum)) - 2;
  const highest = Math.ceil(Math.log10(maximum)) + 1;
  for (let exponent = lowest; exponent <= highest; exponent += 1) {
    for (const mantissa of MANTISSAS[series]) {
      const decade = { mantissa, exponent };
      const value = decadeValue(decade);
      if (value < minimum || value > maximum) continue;
      if (exponent < -2 || (exponent === -2 && mantissa % 10 !== 0)) continue;
      values.push(decade);
    }
  }
  return values;
}
