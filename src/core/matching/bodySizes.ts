import type { SizePair } from './sizeCodes';

/** A part's body as a datasheet or a dimension text gives it, in millimetres; height when given. */
export interface BodySize {
  readonly length: number;
  readonly width: number;
  readonly height?: number;
}

/**
 * The catalogue's chip and power-inductor sizes with their nominal length and width (mm) and the tolerance of
 * each side (part-numbering.md): a body within it is of that size. Power inductors' square bodies are size
 * classes a millimetre apart, and makers give their bodies as maxima: a body within 0.6 mm of one is read as it, but it is not the same
 * body, so a person checks its pads (`exact` false).
 */
const SIZES: readonly (readonly [code: SizePair, length: number, width: number, tolerance: number])[] = [
  [{ inch: '01005', metric: '0402' }, 0.4, 0.2, 0.02],
  [{ inch: '0201', metric: '0603' }, 0.6, 0.3, 0.03],
  [{ inch: '0402', metric: '1005' }, 1.0, 0.5, 0.05],
  [{ inch: '0603', metric: '1608' }, 1.6, 0.8, 0.15],
  [{ inch: '0805', metric: '2012' }, 2.0, 1.25, 0.2],
  [{ inch: '0806', metric: '2016' }, 2.0, 1.6, 0.2],
  [{ inch: '1008', metric: '2520' }, 2.5, 2.0, 0.2],
  [{ inch: '1206', metric: '3216' }, 3.2, 1.6, 0.2],
  [{ inch: '1210', metric: '3225' }, 3.2, 2.5, 0.3],
  [{ inch: '1812', metric: '4532' }, 4.5, 3.2, 0.3],
  [{ inch: '2220', metric: '5750' }, 5.7, 5.0, 0.4],
  [{ metric: '3030' }, 3.0, 3.0, 0.2],
  [{ metric: '4040' }, 4.0, 4.0, 0.2],
  [{ metric: '5050' }, 5.0, 5.0, 0.3],
  [{ metric: '6060' }, 6.0, 6.0, 0.3],
  [{ metric: '8080' }, 8.0, 8.0, 0.3],
];

/** The sizes each kind of part comes in, in the catalogue (part-numbering.md). */
const OF_KIND: Readonly<Record<'capacitor' | 'inductor', readonly string[]>> = {
  capacitor: ['0402', '0603', '1005', '1608', '2012', '3216', '3225', '4532', '5750'],
  inductor: ['0402', '0603', '1005', '1608', '2012', '2016', '2520', '3225', '3030', '4040', '5050', '6060', '8080'],
};

/** How far a power inductor's body may be from a square size class and still be read as it. */
const CLASS_TOLERANCE = 0.6;

/**
 * The catalogue's size of a body: `exact` when within the size's own tolerance, else (a square power
 * inductor's class) within half a millimetre; undefined when the catalogue has no size of it (`12 x 12`).
 */
export function sizeOfBody(
  body: BodySize,
  part?: 'capacitor' | 'inductor',
): { readonly size: SizePair; readonly exact: boolean } | undefined {
  const long = Math.max(body.length, body.width);
  const short = Math.min(body.length, body.width);
  const off = (length: number, width: number) => Math.max(Math.abs(long - length), Math.abs(short - width));
  // Rounding noise of a decimal millimetre must not push a body out of its size.
  const within = (distance: number, tolerance: number) => distance <= tolerance + 1e-9;
  // Only the sizes the part's kind comes in: an inductor's 5.48 x 5.28 mm body is no 2220 capacitor's.
  const sizes = SIZES.filter(([code]) => part === undefined || OF_KIND[part].includes(code.metric));
  const exact = sizes
    .filter(([, length, width, tolerance]) => within(off(length, width), tolerance))
    .sort((a, b) => off(a[1], a[2]) - off(b[1], b[2]))[0];
  if (exact) return { size: exact[0], exact: true };
  const square = sizes
    .filter(([, length, width]) => length === width && length >= 3)
    .find(([, length, width]) => within(off(length, width), CLASS_TOLERANCE));
  return square ? { size: square[0], exact: false } : undefined;
}

/** A side: no leading zero but before a decimal point (`01x02` is a pin header's count, not a body). */
const NUMBER = String.raw`((?:[1-9]\d*|0)(?:[.,]\d+)?)`;
/** `5.0x5.0x3mm`, `5.0*5.0*3mm`, `6*6`, `12x12`, `3.2×2.5mm`: length, width and perhaps height, in mm. */
const DIMENSIONS = new RegExp(
  String.raw`^${NUMBER}(?:mm)?\s*[x*×]\s*${NUMBER}(?:mm)?(?:\s*[x*×]\s*${NUMBER})?(?:mm)?$`,
  'i',
);

/** The body a dimension text states, or undefined. */
export function readDimensions(text: string): BodySize | undefined {
  const dimensions = DIMENSIONS.exec(text);
  if (!dimensions) return undefined;
  const [length, width, height] = dimensions
    .slice(1)
    .map((side) => (side === undefined ? undefined : Number(side.replace(',', '.'))));
  if (!length || !width || length > 100 || width > 100) return undefined;
  return height === undefined ? { length, width } : { length, width, height };
}

// A body as Why says it (`10 × 10 mm`) is the word catalogue's, which the SDK's English notes use too.
export { bodyText } from '../../words';
