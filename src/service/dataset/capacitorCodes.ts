import { BRAND } from '../../core/catalog';

/** Code tables the SMD and leaded capacitor part numbers share. */

export interface TemperatureCharacteristic {
  /** The value of TemperatureCharacteristics. */
  readonly name: string;
  /** TemperatureCharacteristicsCompliedStandard: JIS, EIA or the maker's own (its brand). */
  readonly standard: string;
  /** Class 1 (temperature compensating, no DC bias) or class 2 (high permittivity). */
  readonly dielectricClass: 1 | 2;
  readonly minimumTemperature: number;
  readonly maximumTemperature: number;
  /** Capacitance a chip of this dielectric reaches relative to X5R; only meaningful for class 2. */
  readonly density: number;
}

function characteristic(
  name: string,
  standard: string,
  dielectricClass: 1 | 2,
  minimumTemperature: number,
  maximumTemperature: number,
  density = 0,
): TemperatureCharacteristic {
  return { name, standard, dielectricClass, minimumTemperature, maximumTemperature, density };
}

export const TEMPERATURE_CODES: Readonly<Record<string, TemperatureCharacteristic>> = {
  '5C': characteristic('C0G', 'EIA', 1, -55, 125),
  '2C': characteristic('CH', 'JIS', 1, -55, 125),
  SL: characteristic('SL', 'JIS', 1, -25, 85),
  R6: characteristic('X5R', 'EIA', 2, -55, 85, 1),
  R7: characteristic('X7R', 'EIA', 2, -55, 125, 0.4),
  C7: characteristic('X7S', 'EIA', 2, -55, 125, 0.6),
  C8: characteristic('X6S', 'EIA', 2, -55, 105, 0.8),
  D7: characteristic('X7T', 'EIA', 2, -55, 125, 0.7),
  L8: characteristic('X8L', 'EIA', 2, -55, 150, 0.25),
  B3: characteristic('B', 'JIS', 2, -25, 85, 0.8),
  E3: characteristic('E', 'JIS', 2, -25, 85, 1),
  F5: characteristic('F', 'JIS', 2, -25, 85, 1.2),
  P5: characteristic('Y5P', 'EIA', 2, -30, 85, 0.8),
  U5: characteristic('Y5U', 'EIA', 2, -30, 85, 1),
  V5: characteristic('Y5V', 'EIA', 2, -30, 85, 1.2),
  ZL: characteristic('ZLO', BRAND, 2, -55, 125, 0.6),
};

export function temperatureCharacteristic(code: string): TemperatureCharacteristic {
  const found = TEMPERATURE_CODES[code];
  if (!found) throw new Error(`Unknown temperature characteristic code ${code}`);
  return found;
}

/**
 * The tolerances a capacitance is offered in: absolute pF tolerances below 10 pF (a percentage of a
 * few pF is not measurable), percentages above; F dielectric only as +80/-20%.
 */
export function capacitanceTolerances(
  characteristic: TemperatureCharacteristic,
  picofarads: number,
  precision: boolean,
): string[] {
  if (characteristic.dielectricClass === 2)
    return characteristic.name === 'F' || characteristic.name === 'Y5V' ? ['Z'] : ['K', 'M'];
  if (picofarads < 1) return precision ? ['W', 'B'] : ['B', 'C'];
  if (picofarads < 5) return precision ? ['W', 'B', 'C'] : ['B', 'C'];
  if (picofarads < 10) return precision ? ['B', 'C', 'D'] : ['C', 'D'];
  return precision ? ['F', 'G', 'J'] : ['J'];
}
