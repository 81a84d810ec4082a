/**
 * SI units of the numeric fields (spec 2.3, Specs). Numeric values are always in the base unit:
 * metres, farads, henries, volts, amperes, ohms, hertz, grams, degrees Celsius.
 */
export const UNITS = ['m', 'g', 'F', 'H', 'V', 'A', 'ohm', 'Hz', 'degC'] as const;
export type Unit = (typeof UNITS)[number];

/** How each unit is written for people. */
export const UNIT_SYMBOLS: Readonly<Record<Unit, string>> = {
  m: 'm',
  g: 'g',
  F: 'F',
  H: 'H',
  V: 'V',
  A: 'A',
  ohm: 'Ω',
  Hz: 'Hz',
  degC: '°C',
};

/** The unit's name in words, for messages. */
export const UNIT_NAMES: Readonly<Record<Unit, string>> = {
  m: 'metres',
  g: 'grams',
  F: 'farads',
  H: 'henries',
  V: 'volts',
  A: 'amperes',
  ohm: 'ohms',
  Hz: 'hertz',
  degC: 'degrees Celsius',
};
