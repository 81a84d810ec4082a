/**
 * The tolerance letters (IEC 60062) as capacitor makers use them, and the ToleranceCapacitance text the
 * service writes for each (Z is +80/-20 %). The reference service's part numbers carry these letters, and
 * matching reads the same letter in a maker's part number as the same tolerance.
 */
export const CAPACITANCE_TOLERANCE_CODES: Readonly<Record<string, string>> = {
  W: '±0.05pF',
  B: '±0.1pF',
  C: '±0.25pF',
  D: '±0.5pF',
  F: '±1%',
  G: '±2%',
  J: '±5%',
  K: '±10%',
  M: '±20%',
  Z: '+80/-20%',
};

/** The letters inductor makers use, and their InductanceTolerance texts: small chip inductors are toleranced in nH (S is ±0.3 nH). */
export const INDUCTANCE_TOLERANCE_CODES: Readonly<Record<string, string>> = {
  B: '±0.1nH',
  C: '±0.2nH',
  S: '±0.3nH',
  D: '±0.5nH',
  G: '±2%',
  H: '±3%',
  J: '±5%',
  K: '±10%',
  M: '±20%',
  N: '±30%',
};
