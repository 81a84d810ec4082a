import type { Product } from '../../src/core';
import { productOf } from './productOf';

/**
 * A ceramic capacitor SMD as the service gives one, 100 nF 0402 X7R 50 V DC ±10 %, with `specs` changed: the
 * part the crossing rules (drop-in, check) are tried against.
 */
export function smdCapacitor(partno: string, specs: Record<string, unknown> = {}, status = 'In Production'): Product {
  return productOf(partno, {
    Status: status,
    Specs: {
      Capacitance: 1e-7,
      SizecodeInch: '0402',
      SmdType: 'Two-terminal',
      TemperatureCharacteristics: 'X7R',
      RatedVoltage: 50,
      ToleranceCapacitance: '±10%',
      RatedVoltageClass: 'DC',
      ...specs,
    },
  });
}
