/**
 * IEC 60062 voltage letters: the leading figures of a rated voltage (A 1.0, C 1.6, E 2.5, G 4.0, H 5.0,
 * J 6.3...), which a digit before the letter multiplies by its power of ten (1H = 50 V, 2J = 630 V). The
 * makers' part numbers (core/matching) and the reference service's (service/dataset) read the same table.
 */
export const VOLTAGE_LETTERS: Readonly<Record<string, string>> = {
  A: '1.0',
  B: '1.25',
  C: '1.6',
  D: '2.0',
  E: '2.5',
  F: '3.0',
  V: '3.5',
  G: '4.0',
  W: '4.5',
  H: '5.0',
  J: '6.3',
};
