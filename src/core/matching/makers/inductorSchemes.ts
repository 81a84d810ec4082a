import type { MakerPartNumber } from './MakerPartNumber';
import { known, metricSize, valueOfCode } from './codes';

// The public part-numbering schemes of the major chip-inductor makers: Murata LQM, LQW, LQH and DFE, TDK MLZ
// and MLP. Values in µH with R for the point (`2R2`) or in nH with N (`10N`); tolerance letters of inductors.

type Decoded = Omit<MakerPartNumber, 'partno' | 'unknown' | 'part'> & { readonly unknown: string[] };

const MURATA_CHIP_SIZES: Readonly<Record<string, string>> = {
  '03': '0603',
  '15': '1005',
  '18': '1608',
  '21': '2012',
  '2H': '2016',
  '2M': '2016',
  '31': '3216',
};
const INDUCTOR_TOLERANCE = /^[BCSDGHJKMN]$/;

/** Murata LQM and LQW: `LQM18PN2R2MFRL` (18 1608, 2R2 2.2 µH, M ±20 %), `LQW18AN10NG00D` (10N 10 nH, G ±2 %). */
function murataChip(partno: string): Decoded | undefined {
  const parts = /^LQ[MW](\d{2}|2H|2M)[A-Z]{2}(\d+N\d*|\d*R\d+|\d{3})([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, size, value, tolerance] = parts;
  const unknown: string[] = [];
  const metric = known(MURATA_CHIP_SIZES, size);
  if (!metric) unknown.push(`size code ${size}`);
  const henries = valueOfCode(value, -6);
  if (henries === undefined) return undefined;
  return {
    maker: 'Murata',
    ...(metric ? { size: metricSize(metric) ?? { metric } } : {}),
    value: henries,
    ...(INDUCTOR_TOLERANCE.test(tolerance) ? { toleranceLetter: tolerance } : {}),
    unknown,
  };
}

/** Murata LQH (`LQH32PN4R7NN0L`: 32, 3.2 x 2.5 mm, 4R7 4.7 µH, N ±30 %) and DFE (`DFE252012F-1R0M`: 2.5 x 2.0 x 1.2 mm). */
function murataPower(partno: string): Decoded | undefined {
  const lqh = /^LQH(2M|31|32|3N|43|44|55|5B|6P)[A-Z0-9]{2}(\d*R\d+|\d{3})([A-Z])/.exec(partno);
  const dfe = /^DFE(\d{2})(\d{2})(\d{2})[A-Z]?-?(\d*R\d+|\d{3})([A-Z])/.exec(partno);
  if (lqh) {
    const bodies: Readonly<Record<string, readonly [number, number]>> = {
      '2M': [2.0, 1.6],
      '31': [3.2, 1.6],
      '32': [3.2, 2.5],
      '3N': [3.0, 3.0],
      '43': [4.5, 3.2],
      '44': [4.0, 4.0],
      '55': [5.7, 5.0],
      '5B': [5.0, 5.0],
      '6P': [6.0, 6.0],
    };
    const [length, width] = bodies[lqh[1]];
    const value = valueOfCode(lqh[2], -6);
    if (value === undefined) return undefined;
    return { maker: 'Murata', body: { length, width }, value, ...tolerance(lqh[3]), unknown: [] };
  }
  if (dfe) {
    const value = valueOfCode(dfe[4], -6);
    if (value === undefined) return undefined;
    const [length, width, height] = [dfe[1], dfe[2], dfe[3]].map((tenths) => Number(tenths) / 10);
    return { maker: 'Murata', body: { length, width, height }, value, ...tolerance(dfe[5]), unknown: [] };
  }
  return undefined;
}

/** TDK MLZ and MLP: `MLZ1608N2R2LT000` (1608, 2R2 2.2 µH, L ±15 %: no tolerance letter of the catalogue), `MLP2012S1R0MT0S1`. */
function tdkChip(partno: string): Decoded | undefined {
  const parts = /^ML[ZP](\d{4})[A-Z](\d*R\d+|\d{3}|\d+N\d*)([A-Z])/.exec(partno);
  if (!parts) return undefined;
  const [, size, value, letter] = parts;
  const unknown: string[] = [];
  const pair = metricSize(size);
  if (!pair) unknown.push(`size code ${size}`);
  const henries = valueOfCode(value, -6);
  if (henries === undefined) return undefined;
  // TDK's L is ±15 %, which no letter table of the catalogue has: said, not read as another tolerance.
  if (letter === 'L') unknown.push('tolerance code L (±15 %)');
  return { maker: 'TDK', ...(pair ? { size: pair } : {}), value: henries, ...tolerance(letter), unknown };
}

function tolerance(letter: string): { toleranceLetter?: string } {
  return INDUCTOR_TOLERANCE.test(letter) ? { toleranceLetter: letter } : {};
}

export const INDUCTOR_SCHEMES: readonly ((partno: string) => Decoded | undefined)[] = [
  murataChip,
  murataPower,
  tdkChip,
];
