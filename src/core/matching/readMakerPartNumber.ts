import { CAPACITOR_SCHEMES } from './makers/capacitorSchemes';
import { INDUCTOR_SCHEMES } from './makers/inductorSchemes';
import type { MakerPartNumber } from './makers/MakerPartNumber';

/**
 * What another maker's part number states, by that maker's public part-numbering scheme: Murata GRM, GCM, GJM,
 * LQM, LQW, LQH, DFE; Samsung CL; Yageo CC and AC; TDK C, CGA, MLZ, MLP; KEMET C...C; KYOCERA AVX; Taiyo Yuden
 * (`CL21B105KBFNNNE`: Samsung, 0805, X7R, 50 V, 1 µF, ±10 %). Undefined for a text that is no such part
 * number. A field whose code is not in PartSpec's tables is listed in `unknown`, never guessed.
 */
export function readMakerPartNumber(text: string): MakerPartNumber | undefined {
  const partno = text.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9=-]{9,}$/.test(partno)) return undefined;
  for (const scheme of CAPACITOR_SCHEMES) {
    const decoded = scheme(partno);
    if (decoded && decoded.value > 0) return { ...decoded, partno: text.trim(), part: 'capacitor' };
  }
  for (const scheme of INDUCTOR_SCHEMES) {
    const decoded = scheme(partno);
    if (decoded && decoded.value > 0) return { ...decoded, partno: text.trim(), part: 'inductor' };
  }
  return undefined;
}
