import type { ChipSize } from './codes';
import { thicknessToleranceMicrometres } from './codes';
import { MULTIPLY, PLUS_MINUS, formatLength, formatMass, metresFromMicrometres, millimetres } from './format';
import type { FieldValues } from './record';

const cache = new Map<string, string>();

/** "L 1.6±0.1mm × W 0.8±0.1mm × T 0.8±0.1mm" from whole micrometres. */
export function dimensionText(length: number, width: number, tolerance: number, thickness: number): string {
  const key = `${length}/${width}/${tolerance}/${thickness}`;
  let text = cache.get(key);
  if (!text) {
    const thicknessTolerance = thicknessToleranceMicrometres(thickness);
    text =
      `L ${millimetres(length)}${PLUS_MINUS}${millimetres(tolerance)}mm ${MULTIPLY} ` +
      `W ${millimetres(width)}${PLUS_MINUS}${millimetres(tolerance)}mm ${MULTIPLY} ` +
      `T ${millimetres(thickness)}${PLUS_MINUS}${millimetres(thicknessTolerance)}mm`;
    cache.set(key, text);
  }
  return text;
}

/**
 * The Specs fields of a chip's body, SMD capacitor or inductor alike: its footprint, its thickness (whole
 * micrometres) and the largest its tolerance allows, its size codes and its mass (grams).
 */
export function chipBodySpecs(size: ChipSize, thickness: number, mass: number): FieldValues {
  const length = metresFromMicrometres(size.length);
  const width = metresFromMicrometres(size.width);
  const thicknessMetres = metresFromMicrometres(thickness);
  const thicknessMaxMetres = metresFromMicrometres(thickness + thicknessToleranceMicrometres(thickness));
  return {
    ReferenceMassText: formatMass(mass),
    ReferenceMass: mass,
    LengthText: formatLength(length),
    Length: length,
    WidthText: formatLength(width),
    Width: width,
    ThicknessText: formatLength(thicknessMetres),
    Thickness: thicknessMetres,
    ThicknessMaxText: formatLength(thicknessMaxMetres),
    ThicknessMax: thicknessMaxMetres,
    SizecodeMm: size.sizecodeMm,
    SizecodeInch: size.sizecodeInch,
    Dimension: dimensionText(size.length, size.width, size.tolerance, thickness),
  };
}
