import type { BodySize } from './bodySizes';

/**
 * Well-known power-inductor families and the body size of each member (length x width x height, mm), as the
 * makers' public datasheets give it (the largest body of the size). A footprint or a word naming one
 * (`L_Coilcraft_XAL6060-XXX`, `SPM4012`, `SRP7028A`) states that body: it is matched to the catalogue's size
 * of that body, or said to be of none.
 */
interface Family {
  /** The maker and series, as Why names them. */
  readonly name: string;
  /** The part-number stem, its size digits captured. */
  readonly pattern: RegExp;
  readonly body: (size: string) => BodySize | undefined;
}

const mm = (length: number, width: number, height?: number): BodySize => ({ length, width, height });

/** A body from a table of sizes, by the size digits of the family's stem. */
const table =
  (sizes: Readonly<Record<string, BodySize>>) =>
  (size: string): BodySize | undefined =>
    Object.hasOwn(sizes, size) ? sizes[size] : undefined;

/** Square bodies named by their side and height in tenths of a millimetre (`4020`: 4.0 x 4.0 x 2.0 mm). */
const sideAndHeight = (size: string): BodySize | undefined => {
  const digits = /^(\d{2})(\d{2})$/.exec(size);
  return digits ? mm(Number(digits[1]) / 10, Number(digits[1]) / 10, Number(digits[2]) / 10) : undefined;
};

/** Bodies named by length, width and height in tenths of a millimetre (`252012`: 2.5 x 2.0 x 1.2 mm). */
const lengthWidthHeight = (size: string): BodySize | undefined => {
  const digits = /^(\d{2})(\d{2})(\d{2})$/.exec(size);
  return digits ? mm(Number(digits[1]) / 10, Number(digits[2]) / 10, Number(digits[3]) / 10) : undefined;
};

// Coilcraft XAL/XEL (document 806 and its siblings): the 40xx, 50xx, 60xx, 70xx, 80xx and 10xx bodies.
const XAL_BODIES: Readonly<Record<string, BodySize>> = {
  '4020': mm(4.3, 4.3, 2.1),
  '4030': mm(4.3, 4.3, 3.1),
  '4040': mm(4.3, 4.3, 4.1),
  '5030': mm(5.48, 5.28, 3.1),
  '5050': mm(5.48, 5.28, 5.1),
  '6030': mm(6.56, 6.36, 3.1),
  '6060': mm(6.56, 6.36, 6.1),
  '7030': mm(7.5, 7.2, 3.1),
  '7050': mm(7.5, 7.2, 5.0),
  '7070': mm(7.5, 7.2, 7.0),
  '8050': mm(8.8, 8.3, 5.1),
  '8080': mm(8.8, 8.3, 8.1),
  '1010': mm(11.3, 10.0, 10.0),
  '1030': mm(11.3, 10.0, 3.1),
  '1060': mm(11.3, 10.0, 6.1),
};

const FAMILIES: readonly Family[] = [
  { name: 'Coilcraft XAL', pattern: /^XAL(\d{4})/i, body: table(XAL_BODIES) },
  { name: 'Coilcraft XEL', pattern: /^XEL(\d{4})/i, body: table({ ...XAL_BODIES, '3515': mm(3.5, 3.2, 1.5) }) },
  {
    // Coilcraft XFL: the thin members of the XAL bodies.
    name: 'Coilcraft XFL',
    pattern: /^XFL(\d{4})/i,
    body: (size) => {
      const side: Readonly<Record<string, BodySize>> = {
        '20': mm(2.2, 2.0),
        '30': mm(3.2, 3.2),
        '40': mm(4.3, 4.3),
        '50': mm(5.48, 5.28),
        '60': mm(6.56, 6.36),
      };
      const body = side[size.slice(0, 2)];
      return body ? { ...body, height: Number(size.slice(2)) / 10 } : undefined;
    },
  },
  {
    name: 'Coilcraft SLC',
    pattern: /^SLC(\d{4})/i,
    body: table({ '7530': mm(7.5, 6.7, 3.0), '7649': mm(7.6, 6.9, 4.9), '1049': mm(10.2, 9.7, 4.9) }),
  },
  // Würth WE-MAPI, WE-LHMI and WE-XHMI name their square bodies by side and height (`3015`: 3.0 x 3.0 x 1.5 mm).
  { name: 'Würth WE-MAPI', pattern: /^(?:WE-?)?MAPI[-_ ]?(\d{4})/i, body: sideAndHeight },
  { name: 'Würth WE-LHMI', pattern: /^(?:WE-?)?LHMI[-_ ]?(\d{4})/i, body: sideAndHeight },
  { name: 'Würth WE-XHMI', pattern: /^(?:WE-?)?XHMI[-_ ]?(\d{4})/i, body: sideAndHeight },
  {
    // Würth WE-PD: the 7.3, 10 and 12 mm bodies of its numbered sizes.
    name: 'Würth WE-PD',
    pattern: /^(?:WE-?)?PD[-_ ]?(\d{4})/i,
    body: table({
      '7332': mm(7.3, 7.3, 3.2),
      '7345': mm(7.3, 7.3, 4.5),
      '1030': mm(10, 10, 3.0),
      '1050': mm(10, 10, 5.0),
      '1245': mm(12, 12, 4.5),
      '1260': mm(12, 12, 6.0),
      '1280': mm(12, 12, 8.0),
    }),
  },
  {
    name: 'Bourns SRP',
    pattern: /^SRP(\d{4})/i,
    body: table({
      '4020': mm(4.45, 4.06, 2.0),
      '5030': mm(5.7, 5.2, 3.0),
      '6030': mm(6.9, 6.5, 3.0),
      '7028': mm(7.3, 6.6, 2.8),
      '1038': mm(10.6, 10.0, 3.8),
      '1265': mm(13.5, 12.5, 6.2),
    }),
  },
  {
    name: 'Bourns SRN',
    pattern: /^SRN(\d{4})/i,
    body: table({
      '3015': mm(3.0, 3.0, 1.5),
      '4018': mm(4.0, 4.0, 1.8),
      '5040': mm(4.9, 4.9, 4.0),
      '6045': mm(6.0, 6.0, 4.5),
      '8040': mm(8.0, 8.0, 4.0),
    }),
  },
  {
    name: 'Bourns SRR',
    pattern: /^SRR(\d{4})/i,
    body: table({
      '4028': mm(4.8, 4.8, 2.8),
      '6028': mm(6.0, 6.0, 2.8),
      '7032': mm(7.3, 7.3, 3.2),
      '1005': mm(10.0, 10.0, 5.4),
      '1260': mm(12.5, 12.5, 6.0),
      '1280': mm(12.5, 12.5, 8.0),
    }),
  },
  {
    name: 'TDK SPM',
    pattern: /^SPM(\d{4})/i,
    body: table({
      '3012': mm(3.2, 3.0, 1.2),
      '4012': mm(4.4, 4.1, 1.2),
      '5030': mm(5.4, 5.1, 3.0),
      '6530': mm(7.1, 6.5, 3.0),
    }),
  },
  // TDK VLS names its square bodies by side and height (`VLS6045`: 6.0 x 6.0 x 4.5 mm).
  { name: 'TDK VLS', pattern: /^VLS(\d{4})/i, body: sideAndHeight },
  { name: 'TDK TFM', pattern: /^TFM(\d{6})/i, body: lengthWidthHeight },
  {
    name: 'TDK CLF',
    pattern: /^CLF(\d{4,5})/i,
    body: table({
      '5030': mm(5.3, 5.0, 3.0),
      '6045': mm(6.3, 6.0, 4.5),
      '7045': mm(7.3, 7.0, 4.5),
      '10040': mm(10.0, 10.0, 4.0),
      '12555': mm(12.5, 12.5, 5.5),
      '12577': mm(12.5, 12.5, 7.7),
    }),
  },
  { name: 'Murata DFE', pattern: /^DFE(\d{6})/i, body: lengthWidthHeight },
  {
    // Murata LQH, by its size code.
    name: 'Murata LQH',
    pattern: /^LQH(2M|31|32|3N|43|44|55|5B|6P)/i,
    body: (size) =>
      table({
        '2M': mm(2.0, 1.6),
        '31': mm(3.2, 1.6),
        '32': mm(3.2, 2.5),
        '3N': mm(3.0, 3.0),
        '43': mm(4.5, 3.2),
        '44': mm(4.0, 4.0),
        '55': mm(5.7, 5.0),
        '5B': mm(5.0, 5.0),
        '6P': mm(6.0, 6.0),
      })(size.toUpperCase()),
  },
  {
    // Vishay IHLP: the size in hundredths of an inch, square (`2525`: 0.25 in = 6.35 mm, 6.47 x 6.86 max).
    name: 'Vishay IHLP',
    pattern: /^IHLP[-_ ]?(\d{4})/i,
    body: table({
      '1212': mm(3.0, 3.0),
      '1616': mm(4.06, 4.45),
      '2020': mm(5.18, 5.49),
      '2525': mm(6.47, 6.86),
      '3232': mm(8.18, 8.64),
      '4040': mm(10.16, 10.16),
      '5050': mm(12.9, 13.2),
      '6767': mm(17.15, 17.15),
    }),
  },
  {
    // Sumida CDRH and CDR: `5D28` is the 5-class body 2.8 mm tall.
    name: 'Sumida CDRH',
    pattern: /^CDRH(\d{1,2}D\d{2}|104R|127)/i,
    body: table({
      '2D18': mm(3.2, 3.2, 2.0),
      '3D16': mm(4.0, 4.0, 1.8),
      '4D18': mm(4.7, 4.7, 2.0),
      '4D28': mm(5.0, 5.0, 3.0),
      '5D18': mm(5.7, 5.7, 2.0),
      '5D28': mm(5.7, 5.7, 3.0),
      '6D28': mm(6.7, 6.7, 3.0),
      '8D28': mm(8.3, 8.3, 3.0),
      '104R': mm(10.3, 10.5, 4.0),
      '127': mm(12.3, 12.3, 8.0),
    }),
  },
  {
    name: 'Sumida CDR',
    pattern: /^CDR(\d{1,2}D\d{2})/i,
    body: table({ '7D28': mm(7.6, 7.6, 3.0), '7D43': mm(7.6, 7.6, 4.5), '6D28': mm(6.7, 6.7, 3.0) }),
  },
];

/** The family a word names and the body it states (`SRP7028A`: Bourns SRP, 7.3 x 6.6 x 2.8 mm), or undefined. */
export function familyBody(word: string): { readonly family: string; readonly body: BodySize } | undefined {
  for (const family of FAMILIES) {
    const named = family.pattern.exec(word);
    const body = named ? family.body(named[1]) : undefined;
    if (body) return { family: `${family.name}${named?.[1] ?? ''}`, body };
  }
  return undefined;
}
