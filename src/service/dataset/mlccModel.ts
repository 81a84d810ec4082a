import type { TemperatureCharacteristic } from './capacitorCodes';
import { thicknessMicrometres } from './codes';

/**
 * How much capacitance a multilayer chip of each size holds: the largest X5R value at 6.3 V and the
 * largest C0G value at 25 V in the size's thickest standard chip, and what it is rated for. The figures
 * follow today's catalogues closely enough that no part is physically implausible. Leaded rectangular
 * capacitors hold a chip too, so they use the same model.
 */
export interface ChipModel {
  readonly x5rMicrofarads: number;
  readonly c0gPicofarads: number;
  readonly maximumVolts: number;
  readonly minimumClass1Picofarads: number;
  readonly minimumClass2Picofarads: number;
  /** Standard thickness codes, thinnest first. */
  readonly thicknesses: readonly string[];
}

function model(
  x5rMicrofarads: number,
  c0gPicofarads: number,
  maximumVolts: number,
  minimumClass1Picofarads: number,
  minimumClass2Picofarads: number,
  thicknesses: readonly string[],
): ChipModel {
  return { x5rMicrofarads, c0gPicofarads, maximumVolts, minimumClass1Picofarads, minimumClass2Picofarads, thicknesses };
}

const CHIP_MODELS: Readonly<Record<string, ChipModel>> = {
  '02': model(0.22, 100, 25, 0.5, 100, ['2']),
  '03': model(2.2, 1000, 50, 0.5, 100, ['3']),
  '15': model(10, 10_000, 100, 0.5, 100, ['5']),
  '18': model(22, 47_000, 250, 0.5, 100, ['8']),
  '21': model(47, 100_000, 630, 1, 470, ['6', '9', 'B']),
  '31': model(100, 100_000, 2000, 10, 1000, ['9', 'B', 'C']),
  '32': model(150, 100_000, 2000, 10, 1000, ['C', 'D', 'E']),
  '43': model(200, 100_000, 3000, 10, 1000, ['C', 'D', 'E', 'G']),
  '55': model(300, 100_000, 3000, 100, 10_000, ['C', 'D', 'E', 'G']),
  // LW reversed chips are made for decoupling only: no class 1 dielectric.
  R5: model(2.2, 0, 25, 10, 1000, ['3']),
  R8: model(4.7, 0, 50, 10, 1000, ['5']),
  R2: model(10, 0, 50, 10, 1000, ['8']),
};

export function chipModel(sizeCode: string): ChipModel {
  const found = CHIP_MODELS[sizeCode];
  if (!found) throw new Error(`No chip model for size ${sizeCode}`);
  return found;
}

export function thicknessOf(code: string): number {
  const thickness = thicknessMicrometres(code);
  if (thickness === undefined) throw new Error(`Unknown thickness code ${code}`);
  return thickness;
}

/**
 * Largest capacitance in pF a chip of this size, thickness (micrometres), dielectric and rating holds.
 * `scale` covers constructions that hold more or less than one plain chip (arrays, stacks).
 */
export function maximumPicofarads(
  chip: ChipModel,
  thickness: number,
  characteristic: TemperatureCharacteristic,
  volts: number,
  scale = 1,
): number {
  const standardThickness = thicknessOf(chip.thicknesses[chip.thicknesses.length - 1] as string);
  const factor = (thickness / standardThickness) * scale;
  if (characteristic.dielectricClass === 1) {
    return Math.min(100_000, chip.c0gPicofarads * factor * Math.min(1, (25 / volts) ** 0.6));
  }
  // Thinner dielectric layers for low ratings: capacitance falls steeply with the rated voltage. Above
  // 100 µF a multilayer ceramic stops being the economic choice, so the catalogue ends there.
  return Math.min(
    100_000_000,
    chip.x5rMicrofarads * 1e6 * factor * characteristic.density * Math.min(1.5, (6.3 / volts) ** 1.35),
  );
}

/** The smallest capacitance worth offering below a maximum: nobody buys 10 pF in a 5750 chip. */
export function minimumPicofarads(chip: ChipModel, characteristic: TemperatureCharacteristic, highest: number): number {
  return characteristic.dielectricClass === 1
    ? Math.max(chip.minimumClass1Picofarads, highest / 1e5)
    : Math.max(chip.minimumClass2Picofarads, highest / 3000);
}
