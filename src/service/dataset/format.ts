/**
 * Display texts of the Specs `...Text` fields (spec 2.3), and the clean numbers behind them.
 *
 * A numeric field must hold exactly the double a client gets by parsing the decimal a datasheet would
 * print (1.6e-3, never 0.0016000000000000003), because clients compare them with `eq` filters. So values
 * are built from decimal strings or by dividing integers by a power of ten (both round correctly), and
 * computed values are rounded to a few significant digits and parsed back.
 */

export const MICRO = '\u00b5';
export const OHM = '\u03a9';
export const DEGREE_CELSIUS = '\u00b0C';
export const PLUS_MINUS = '\u00b1';
export const MULTIPLY = '\u00d7';

/** `value` rounded to `digits` significant digits, as the double of that decimal. */
export function roundSignificant(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

/** Metres from whole micrometres (exact: an integer divided by a power of ten rounds correctly). */
export function metresFromMicrometres(micrometres: number): number {
  return micrometres / 1e6;
}

/** Millimetres, as a datasheet prints them, from whole micrometres: `1600` -> `1.6`. */
export function millimetres(micrometres: number): string {
  return String(micrometres / 1000);
}

/** A number as a plain decimal: no exponent, no floating noise, no trailing zeros. */
export function plainNumber(value: number): string {
  const clean = Number(value.toPrecision(6));
  const text = String(clean);
  if (!text.includes('e')) return text;
  return clean.toFixed(20).replace(/\.?0+$/, '');
}

type Formatter = (value: number) => string;

/** Texts repeat across thousands of records; sharing one string per value keeps the dataset small. */
function memoized(format: Formatter): Formatter {
  const cache = new Map<number, string>();
  return (value) => {
    let text = cache.get(value);
    if (text === undefined) {
      text = format(value);
      cache.set(value, text);
    }
    return text;
  };
}

/** pF below 1000 pF, µF from there on, as Japanese makers print it (no nF). */
export const formatCapacitance = memoized((farads) =>
  farads < 1e-9 ? `${plainNumber(farads * 1e12)}pF` : `${plainNumber(farads * 1e6)}${MICRO}F`,
);

export const formatInductance = memoized((henries) => {
  if (henries < 1e-6) return `${plainNumber(henries * 1e9)}nH`;
  if (henries < 1e-3) return `${plainNumber(henries * 1e6)}${MICRO}H`;
  return `${plainNumber(henries * 1e3)}mH`;
});

export const formatCurrent = memoized((amperes) =>
  amperes < 1 ? `${plainNumber(amperes * 1e3)}mA` : `${plainNumber(amperes)}A`,
);

/** Always in ohms, as datasheets print DC resistance ("0.095Ω"). */
export const formatResistance = memoized((ohms) => `${plainNumber(ohms)}${OHM}`);

/** MHz from 1 MHz up (datasheets print SRF as "6000MHz", not "6GHz"). */
export const formatFrequency = memoized((hertz) => {
  if (hertz >= 1e6) return `${plainNumber(hertz / 1e6)}MHz`;
  if (hertz >= 1e3) return `${plainNumber(hertz / 1e3)}kHz`;
  return `${plainNumber(hertz)}Hz`;
});

export const formatLength = memoized((metres) => `${plainNumber(metres * 1e3)}mm`);

export const formatMass = memoized((grams) => `${plainNumber(grams)}g`);

export const formatTemperature = memoized((celsius) => `${plainNumber(celsius)}${DEGREE_CELSIUS}`);

const formatDcVoltage = memoized((volts) =>
  volts >= 1000 ? `${plainNumber(volts / 1000)}kVdc` : `${plainNumber(volts)}Vdc`,
);
const formatAcVoltage = memoized((volts) =>
  volts >= 1000 ? `${plainNumber(volts / 1000)}kVac` : `${plainNumber(volts)}Vac`,
);

export function formatVoltage(volts: number, voltageClass: 'AC' | 'DC'): string {
  return voltageClass === 'AC' ? formatAcVoltage(volts) : formatDcVoltage(volts);
}

/** "-55°C to 125°C": a range is written with its signs, so it starts with '-' below zero. */
export function temperatureRange(minimum: number, maximum: number): string {
  return `${minimum}${DEGREE_CELSIUS} to ${maximum}${DEGREE_CELSIUS}`;
}
