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

/** SI prefixes a display unit may take, by decimal exponent. µ is MICRO SIGN (U+00B5), as Excel's own formats write it. */
export const SI_PREFIXES: ReadonlyMap<number, string> = new Map([
  [-12, 'p'],
  [-9, 'n'],
  [-6, '\u00b5'],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
  [6, 'M'],
  [9, 'G'],
]);

/**
 * The units a user may pick for fields of each unit instead of the display unit (Settings), as decimal
 * exponents: those a maker's catalogue or a datasheet uses for such parts, the SI base unit always among them.
 * Temperatures take no prefix.
 */
export const UNIT_EXPONENT_CHOICES: Readonly<Record<Unit, readonly number[]>> = {
  m: [-6, -3, 0],
  g: [-6, -3, 0],
  F: [-12, -9, -6, 0],
  H: [-9, -6, -3, 0],
  V: [-3, 0, 3],
  A: [-6, -3, 0],
  ohm: [-3, 0, 3, 6],
  Hz: [0, 3, 6, 9],
  degC: [0],
};

/**
 * The unit a user chose for a field, by field name (`{ Thickness: -6 }`: Thickness in µm), as a decimal
 * exponent of UNIT_EXPONENT_CHOICES; a field not named is shown in its DISPLAY_EXPONENTS unit.
 */
export type UnitChoices = Readonly<Record<string, number>>;

/** The decimal exponent of the unit a field of `unit` is shown in: the user's choice when it is one of UNIT_EXPONENT_CHOICES, else the display unit. */
export function displayExponentOf(field: string, unit: Unit, choices?: UnitChoices): number {
  const chosen = choices && Object.hasOwn(choices, field) ? choices[field] : undefined;
  return chosen !== undefined && UNIT_EXPONENT_CHOICES[unit].includes(chosen) ? chosen : DISPLAY_EXPONENTS[unit];
}

/** A unit with a prefix, as a header or a label writes it: `µF`, `mm`, `MHz`, `°C`; `10^-15 F` for an exponent without a prefix. */
export function unitSymbolAt(unit: Unit, exponent: number): string {
  const prefix = SI_PREFIXES.get(exponent);
  return prefix === undefined ? `10^${exponent} ${UNIT_SYMBOLS[unit]}` : `${prefix}${UNIT_SYMBOLS[unit]}`;
}
