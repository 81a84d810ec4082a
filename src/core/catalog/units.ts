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

/**
 * The decimal exponent of the unit each quantity is shown in, in every table PartSpec writes, whatever the
 * products: as a maker's catalogue writes them, one unit for all fields of a kind, so that sibling fields
 * agree and a header (`Capacitance (µF)`) never moves from one insert to the next. Dimensions in mm, mass
 * in mg, capacitance in µF, inductance in µH, currents in A, voltages in V, resistance in Ω, frequencies
 * in MHz, temperatures in °C.
 */
export const DISPLAY_EXPONENTS: Readonly<Record<Unit, number>> = {
  m: -3,
  g: -3,
  F: -6,
  H: -6,
  V: 0,
  A: 0,
  ohm: 0,
  Hz: 6,
  degC: 0,
};
