import { roundSignificant } from './format';
import type { InductorSeries } from './inductorSeries';

/**
 * Electrical values of an inductor from its series, size and inductance. Simple physics, calibrated on
 * common catalogue parts: DC resistance grows with the turns, saturation current with the core volume,
 * the temperature-rise current with the heat the part can shed. Values are rounded to two significant
 * digits, as datasheets print them.
 */
export interface InductorElectrical {
  readonly ratedCurrent: number;
  readonly ratedCurrentItemp: number | null;
  readonly ratedCurrentIsat: number | null;
  readonly rdcMax: number;
  readonly rdcTypical: number | null;
  readonly srfMin: number | null;
  readonly qTestFrequency: number | null;
}

function perSize(value: number | Readonly<Record<string, number>> | undefined, sizeCode: string): number {
  const found = typeof value === 'number' ? value : value?.[sizeCode];
  if (found === undefined) throw new Error(`No model value for size ${sizeCode}`);
  return found;
}

/** Shield construction changes the usable core energy: open cores saturate later. */
const SHIELD_ENERGY: Readonly<Record<string, number>> = { S: 1, M: 1.1, U: 1.2, N: 1 };

/** A guaranteed minimum, so 80 % of the resonance of the winding capacitance. */
function selfResonance(henries: number, picofarads: number): number {
  return roundSignificant(0.8 / (2 * Math.PI * Math.sqrt(henries * picofarads * 1e-12)), 2);
}

/** Q is measured where the part is used: GHz-band parts high, chokes at the classic 25.2/7.96/2.52 MHz. */
function qTestFrequency(series: InductorSeries, henries: number): number {
  if (series.code === 'OIF') return 500e6;
  if (series.kind === 'rf') {
    if (series.code === 'OIW') return henries <= 100e-9 ? 250e6 : henries <= 1e-6 ? 100e6 : 25.2e6;
    return henries <= 100e-9 ? 100e6 : 50e6;
  }
  return henries < 1e-6 ? 25.2e6 : henries <= 10e-6 ? 7.96e6 : 2.52e6;
}

/** How fast resistance grows with inductance in each RF construction (more turns, thinner conductor). */
const RF_RESISTANCE_EXPONENT: Readonly<Record<string, number>> = { OIG: 0.7, OIF: 0.6 };

/**
 * @param volume mm³ of the part
 * @param footprint mm² of the part
 */
export function inductorElectrical(
  series: InductorSeries,
  sizeCode: string,
  shieldCode: string,
  henries: number,
  volume: number,
  footprint: number,
): InductorElectrical {
  if (series.kind === 'power') {
    const typical = (perSize(series.resistance, sizeCode) * (henries * 1e6) ** 0.85) / volume ** 0.7;
    const energy = (series.energy ?? 0) * (SHIELD_ENERGY[shieldCode] ?? 1) * volume * 1e-6;
    const isat = roundSignificant(Math.min(40, Math.sqrt((2 * energy) / henries)), 2);
    // Current for a 40 °C rise: most heat leaves through the board, so the loss a part can shed grows
    // only slowly with its footprint (about 0.3 W for a 4 mm square).
    const itemp = roundSignificant(Math.min(40, Math.sqrt((0.3 * (footprint / 16) ** 0.2) / typical)), 2);
    return {
      ratedCurrent: Math.min(isat, itemp),
      ratedCurrentItemp: itemp,
      ratedCurrentIsat: isat,
      rdcMax: roundSignificant(typical * 1.2, 2),
      rdcTypical: roundSignificant(typical, 2),
      srfMin: null,
      qTestFrequency: null,
    };
  }
  const reference = series.kind === 'rf' ? 10e-9 : 1e-6;
  const exponent = series.kind === 'rf' ? (RF_RESISTANCE_EXPONENT[series.code] ?? 0.5) : 0.8;
  const resistance = perSize(series.resistance, sizeCode);
  const rdc = resistance * (henries / reference) ** exponent;
  const current = perSize(series.current, sizeCode) * Math.sqrt(resistance / rdc);
  return {
    ratedCurrent: roundSignificant(Math.max(0.005, Math.min(3, current)), 2),
    ratedCurrentItemp: null,
    ratedCurrentIsat: null,
    rdcMax: roundSignificant(rdc, 2),
    rdcTypical: null,
    srfMin: selfResonance(henries, series.parallelCapacitance ?? 1),
    qTestFrequency: qTestFrequency(series, henries),
  };
}

/** g/mm³ of the finished part: metal alloy is heavy, wire on an air-filled drum light. */
const DENSITY: Readonly<Record<string, number>> = { OIP: 0.0065, OIH: 0.0045, OIC: 0.0045, OIW: 0.004, OIF: 0.004 };

export function inductorMass(series: InductorSeries, volume: number): number {
  return roundSignificant(volume * (DENSITY[series.code] ?? 0.005), 2);
}
