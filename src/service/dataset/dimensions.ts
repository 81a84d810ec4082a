import { PLUS_MINUS } from './format';
import { thicknessToleranceMicrometres } from './codes';

const MULTIPLY = '\u00d7';

const cache = new Map<string, string>();

function millimetres(micrometres: number): string {
  return String(micrometres / 1000);
}

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
