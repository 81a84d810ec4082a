import type { StatedQuantity, StatedTolerance, StatedValue } from './PartDescription';

const PREFIXES: readonly (readonly [number, string])[] = [
  [-12, 'p'],
  [-9, 'n'],
  [-6, 'µ'],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
];

/** A number in engineering notation with its unit, as the service writes its values: 1e-7 F is `100nF`, 6.3 V `6.3V`. */
export function engineering(value: number, unit: string): string {
  if (!Number.isFinite(value) || value === 0) return `${value}${unit}`;
  // Beyond the table's prefixes, the nearest one: 2.5e-13 F is 0.25 pF, as datasheets write it.
  const exponent = Math.min(3, Math.max(-12, Math.floor(Math.log10(Math.abs(value)) / 3) * 3));
  const [chosen, prefix] = PREFIXES.find(([candidate]) => candidate === exponent) ?? [0, ''];
  // Twelve significant digits: the shift by a power of ten loses no digit that was written.
  return `${Number((value / 10 ** chosen).toPrecision(12))}${prefix}${unit}`;
}

/** What was stated, as reasons show it: in the units a datasheet uses, whatever style the BOM line was in. */
export const statedText = {
  value: (value: StatedValue): string => engineering(value.value, value.quantity === 'Capacitance' ? 'F' : 'H'),
  /** With its class when the line stated one, as the service writes it (`250Vac`, `16Vdc`). */
  ratedVoltage: (volts: number, voltageClass?: 'AC' | 'DC'): string =>
    `${engineering(volts, 'V')}${voltageClass === undefined ? '' : voltageClass.toLowerCase()}`,
  ratedCurrent: (amperes: number): string => engineering(amperes, 'A'),
  leadSpacing: (spacing: StatedQuantity): string => engineering(spacing.value, 'm'),
  /** `unit`: the value's, F or H, in which an absolute tolerance (`±0.25pF`, `±0.3nH`, letter C or S) is said. */
  tolerance: (tolerance: StatedTolerance, unit: 'F' | 'H'): string =>
    // The only asymmetric tolerance, +80/-20 % (letter Z), is shown as it is written on datasheets.
    tolerance.percent === 80 && unit === 'F'
      ? '+80/-20%'
      : tolerance.percent !== undefined
        ? `±${tolerance.percent}%`
        : tolerance.absolute !== undefined
          ? // In the unit datasheets give absolute tolerances in: ±0.25pF, ±0.3nH.
            unit === 'F'
            ? `±${Number((tolerance.absolute / 1e-12).toPrecision(12))}pF`
            : `±${Number((tolerance.absolute / 1e-9).toPrecision(12))}nH`
          : tolerance.text,
};
