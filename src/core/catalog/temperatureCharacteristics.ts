/**
 * How stable each temperature characteristic of the dataset keeps the capacitance: the temperature range
 * it is specified over and the largest change of capacitance within it, in percent, from its standard's
 * definition (EIA-198 for C0G, X5R ... Y5U; JIS C 5101 for CH, SL, B, E, F). For the temperature-
 * compensating ones (C0G, CH, SL) the change is their coefficient (ppm/°C) over the range, as a percent.
 *
 * A replacement keeps the circuit within what the original promised only when its range covers the
 * original's and its change is at most the original's.
 */
export interface Stability {
  readonly minC: number;
  readonly maxC: number;
  /** Largest change of capacitance over the range, in percent either way. */
  readonly changePercent: number;
}

export const TEMPERATURE_CHARACTERISTICS: Readonly<Record<string, Stability>> = {
  // Class 1: ±30 ppm/°C over 180 K is ±0.54 %; ±60 ppm/°C over 110 K ±0.66 %; -1000 ppm/°C over 110 K 11 %.
  C0G: { minC: -55, maxC: 125, changePercent: 0.54 },
  CH: { minC: -25, maxC: 85, changePercent: 0.66 },
  SL: { minC: -25, maxC: 85, changePercent: 11 },
  // Class 2, EIA: letter = lowest temperature, digit = highest, last letter = change.
  X5R: { minC: -55, maxC: 85, changePercent: 15 },
  X6S: { minC: -55, maxC: 105, changePercent: 22 },
  X7R: { minC: -55, maxC: 125, changePercent: 15 },
  X7S: { minC: -55, maxC: 125, changePercent: 22 },
  X7T: { minC: -55, maxC: 125, changePercent: 33 },
  X8L: { minC: -55, maxC: 150, changePercent: 40 },
  Y5P: { minC: -30, maxC: 85, changePercent: 10 },
  Y5U: { minC: -30, maxC: 85, changePercent: 56 },
  // JIS: B ±10 %, E +20/-55 %, F +30/-80 %, all from -25 to 85 °C.
  B: { minC: -25, maxC: 85, changePercent: 10 },
  E: { minC: -25, maxC: 85, changePercent: 55 },
  F: { minC: -25, maxC: 85, changePercent: 80 },
};

/**
 * Whether `candidate` keeps capacitance at least as stable as `original`: its range covers the original's
 * and its change is no larger; undefined when either characteristic is not one of the table's (ZLO, a
 * maker's own), which an engineer must check.
 */
export function atLeastAsStable(original: string, candidate: string): boolean | undefined {
  if (original === candidate) return true;
  const was = TEMPERATURE_CHARACTERISTICS[original];
  const now = TEMPERATURE_CHARACTERISTICS[candidate];
  if (!was || !now) return undefined;
  return now.minC <= was.minC && now.maxC >= was.maxC && now.changePercent <= was.changePercent;
}
