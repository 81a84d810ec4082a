/**
 * BOM lines written from products of the reference dataset as engineers write them (free text, TI's
 * underscores, value codes, KiCad footprints, slashes, Japanese and Chinese words), sometimes leaving
 * ratings out, each with what it states; and an independent check of whether a product meets what a line
 * states, written from the rule in docs/matching.md, not from the matcher's code.
 */
import { atLeastAsStable } from '../../src/core/catalog';
import type { DatasetProduct } from '../../src/service/dataset';

export type DescriptionStyle = 'free' | 'underscore' | 'code' | 'footprint' | 'slash' | 'cjk';
export const DESCRIPTION_STYLES: readonly DescriptionStyle[] = [
  'free',
  'underscore',
  'code',
  'footprint',
  'slash',
  'cjk',
];

/** What a generated line states, in the dataset's terms. */
export interface StatedRequirements {
  /** `ceramicCapacitors`: a capacitor whose line says neither a size nor a lead spacing, SMD or leaded. */
  readonly category: 'ceramicCapacitors' | 'ceramicCapacitorsSMD' | 'ceramicCapacitorsLead' | 'inductors';
  /** Farads or henries. */
  readonly value: number;
  readonly inch?: string;
  readonly metric?: string;
  /** Metres. */
  readonly leadSpace?: number;
  readonly characteristic?: string;
  readonly voltage?: number;
  readonly voltageClass?: 'AC' | 'DC';
  /** The widest deviation either way, in the value's unit. */
  readonly toleranceWidth?: number;
  readonly current?: number;
}

export interface BomLine {
  readonly style: DescriptionStyle;
  readonly text: string;
  readonly footprint?: string;
  readonly stated: StatedRequirements;
  /** The product the line was written from. */
  readonly from: string;
}

/** A seeded stream of numbers in [0, 1): the same lines on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Specs = Record<string, unknown>;
const specsOf = (product: DatasetProduct): Specs => (product.record as unknown as { Specs: Specs }).Specs;

/** A number without binary noise: 4.7000000000000002 is 4.7. */
const clean = (value: number): number => Number(value.toPrecision(12));

/** `value` in the prefix that gives 1 to 999 (p, n, u), e.g. 1e-7 → [100, 'n']. */
function prefixed(value: number): [number, string] {
  for (const [scale, prefix] of [
    [1e-12, 'p'],
    [1e-9, 'n'],
    [1e-6, 'u'],
  ] as const) {
    const shown = clean(value / scale);
    if (shown < 1000 || prefix === 'u') return [shown, prefix];
  }
  return [value, ''];
}

/** `4.7` with a letter for the point: `4R7`, `1N8`, `4P7`, `0P7`, `R47`; a whole number keeps its letter at the end (`100N`), but `2R0` for 2 pF. */
function letterCode(number: number, letter: string): string {
  const [whole, fraction] = String(number).split('.');
  // R47 for 0.47, as inductor codes write it; TI writes 0.7 pF as 0P7.
  if (fraction === undefined) return letter === 'R' ? `${whole}R0` : `${whole}${letter}`;
  return `${whole === '0' && letter === 'R' ? '' : whole}${letter}${fraction}`;
}

/** The EIA three-digit code of a capacitance (in pF) or an inductance (in µH), when it has one. */
function threeDigitCode(value: number, unit: number): string | undefined {
  let mantissa = clean(value / unit);
  let exponent = 0;
  while (mantissa >= 100) {
    mantissa = clean(mantissa / 10);
    exponent += 1;
  }
  if (exponent === 0 && mantissa < 10) return undefined;
  return Number.isInteger(mantissa) && exponent <= 6 ? `${mantissa}${exponent}` : undefined;
}

const TOLERANCE_LETTERS_CAPACITOR: Readonly<Record<string, string>> = {
  '±0.05pF': 'W',
  '±0.1pF': 'B',
  '±0.25pF': 'C',
  '±0.5pF': 'D',
  '±1%': 'F',
  '±2%': 'G',
  '±5%': 'J',
  '±10%': 'K',
  '±20%': 'M',
  '+80/-20%': 'Z',
};
const TOLERANCE_LETTERS_INDUCTOR: Readonly<Record<string, string>> = {
  '±0.1nH': 'B',
  '±0.2nH': 'C',
  '±0.3nH': 'S',
  '±2%': 'G',
  '±3%': 'H',
  '±5%': 'J',
  '±10%': 'K',
  '±20%': 'M',
  '±30%': 'N',
};

/** A tolerance as the service writes it, as its width either way in the value's unit (independent of core). */
export function widthOf(tolerance: string, value: number): number | undefined {
  const percent = /^±(\d+(?:\.\d+)?)%$/.exec(tolerance);
  if (percent) return (Number(percent[1]) / 100) * value;
  const absolute = /^±(\d+(?:\.\d+)?)(p|n)[FH]$/.exec(tolerance);
  if (absolute) return Number(absolute[1]) * (absolute[2] === 'p' ? 1e-12 : 1e-9);
  if (tolerance === '+80/-20%') return 0.8 * value;
  return undefined;
}

/** The words given, those left out skipped, with a space between. */
const spaced = (words: readonly (string | undefined)[]): string =>
  words.filter((word): word is string => word !== undefined).join(' ');

/** Volts as an engineer writes them: `16V`, `6.3V`, `1kV`. */
function volts(voltage: number): string {
  return voltage >= 1000 && voltage % 1000 === 0 ? `${voltage / 1000}kV` : `${voltage}V`;
}

/** Amperes: `2A`, `500mA`. */
function amperes(current: number): string {
  return current < 1 ? `${clean(current * 1000)}mA` : `${clean(current)}A`;
}

/**
 * One line written from `product` in `style`; each rating left out with probability `leaveOut`. Undefined
 * when the style cannot write this product (a value with no code, a size with no footprint name).
 */
export function writeLine(
  product: DatasetProduct,
  style: DescriptionStyle,
  random: () => number,
  leaveOut = 0.3,
): BomLine | undefined {
  const specs = specsOf(product);
  const category = product.category;
  const isInductor = category === 'inductors';
  const value = Number(specs[isInductor ? 'Inductance' : 'Capacitance']);
  const inch = (specs.SizecodeInch as string | null | undefined) ?? undefined;
  const metric = (specs.SizecodeMm as string | null | undefined) ?? undefined;
  const keep = () => random() >= leaveOut;

  const characteristic = specs.TemperatureCharacteristics as string | undefined;
  // ZLO is the maker's own characteristic, which no BOM would name in a way a reader could know.
  const statedCharacteristic =
    !isInductor && characteristic && characteristic !== 'ZLO' && keep() ? characteristic : undefined;
  const voltage = !isInductor && keep() ? Number(specs.RatedVoltage) : undefined;
  const voltageClass = specs.RatedVoltageClass === 'AC' ? 'AC' : 'DC';
  const toleranceText =
    (specs[isInductor ? 'InductanceTolerance' : 'ToleranceCapacitance'] as string | undefined) ?? undefined;
  const tolerance = toleranceText && keep() ? toleranceText : undefined;
  const current = isInductor && keep() && typeof specs.RatedCurrent === 'number' ? specs.RatedCurrent : undefined;
  const leadSpace = category === 'ceramicCapacitorsLead' ? Number(specs.LeadSpace) : undefined;

  const [number, prefix] = prefixed(value);
  const unit = isInductor ? 'H' : 'F';
  const characteristicWord = (code: string) =>
    ['B', 'E', 'F'].includes(code) ? `JIS-${code}` : code === 'C0G' && random() < 0.3 ? 'NP0' : code;
  const voltageWord = (v: number) => `${volts(v)}${voltageClass === 'AC' ? 'ac' : ''}`;
  const letters = isInductor ? TOLERANCE_LETTERS_INDUCTOR : TOLERANCE_LETTERS_CAPACITOR;
  const leadWords = leadSpace !== undefined ? ['radial', `${clean(leadSpace * 1000)}mm`, 'pitch'] : [];

  /** The words after a line's value, written word by word: its lead spacing or size, then its ratings. */
  const ratingWords = (characteristic: string | undefined): (string | undefined)[] => [
    ...leadWords,
    leadSpace === undefined ? (inch ?? metric) : undefined,
    characteristic,
    voltage !== undefined ? voltageWord(voltage) : undefined,
    tolerance,
    current !== undefined ? amperes(current) : undefined,
  ];

  let text: string;
  let footprint: string | undefined;
  let sizeStated = true;
  let statedInch: string | undefined = inch;
  let statedMetric: string | undefined = inch ? undefined : metric;
  switch (style) {
    case 'free': {
      const word = isInductor && random() < 0.3 ? 'inductor' : undefined;
      // A bare `270n` is a capacitor to anyone reading it: an inductor's line says henries, inductor or a current.
      const bare = random() < 0.5 && (!isInductor || word !== undefined || current !== undefined);
      const valueWord = bare ? `${number}${prefix}` : `${number}${prefix}${unit}`;
      text = spaced([
        word,
        valueWord,
        ...ratingWords(statedCharacteristic && characteristicWord(statedCharacteristic)),
      ]);
      break;
    }
    case 'underscore': {
      if (leadSpace !== undefined || (inch === undefined && metric === undefined)) return undefined;
      const letter = tolerance ? letters[tolerance] : undefined;
      if (tolerance && !letter) return undefined;
      const valueCode = letterCode(number, prefix.toUpperCase());
      // TI's inductor names state no current.
      if (isInductor && current !== undefined) return undefined;
      const fields = isInductor
        ? ['L', valueCode, inch ?? metric, letter]
        : [
            'C',
            valueCode,
            inch ?? metric,
            statedCharacteristic && characteristicWord(statedCharacteristic),
            letter,
            // TI writes the voltage as a bare number at the end, 6P3 for 6.3 V; only when earlier fields are there.
            voltage !== undefined && statedCharacteristic && letter ? String(voltage).replace('.', 'P') : undefined,
          ];
      if (!isInductor && voltage !== undefined && !(statedCharacteristic && letter)) {
        return undefined;
      }
      text = fields.filter((field): field is string => field !== undefined).join('_');
      break;
    }
    case 'code': {
      // Inductors below 100 nH by their nanohenry code (1N8), above by the three digits in µH (101) or R (4R7);
      // capacitors by the three digits in pF (104), below 10 pF by R (6R8).
      const valueWord = isInductor
        ? value < 1e-7
          ? letterCode(clean(value / 1e-9), 'N')
          : (threeDigitCode(value, 1e-6) ?? letterCode(clean(value / 1e-6), 'R'))
        : (threeDigitCode(value, 1e-12) ?? (value < 1e-11 ? letterCode(clean(value / 1e-12), 'R') : undefined));
      if (!valueWord) return undefined;
      text = spaced([
        isInductor ? 'inductor' : leadSpace !== undefined ? 'cap' : 'MLCC',
        valueWord,
        ...ratingWords(statedCharacteristic),
      ]);
      if (statedCharacteristic && ['B', 'E', 'F'].includes(statedCharacteristic)) return undefined;
      break;
    }
    case 'footprint': {
      if (leadSpace !== undefined) {
        footprint = `C_Disc_D5.0mm_W2.5mm_P${(leadSpace * 1000).toFixed(2)}mm`;
      } else if (inch && metric) {
        footprint = `${isInductor ? 'L' : 'C'}_${inch}_${metric}Metric`;
      } else {
        return undefined;
      }
      text = spaced([
        `${number}${prefix}`,
        statedCharacteristic && characteristicWord(statedCharacteristic),
        voltage !== undefined ? voltageWord(voltage) : undefined,
        tolerance,
        current !== undefined ? amperes(current) : undefined,
      ]);
      statedInch = inch;
      statedMetric = metric;
      break;
    }
    case 'slash': {
      const parts = [
        `${number}${prefix === 'u' ? 'u' : prefix}${unit}`,
        voltage !== undefined ? voltageWord(voltage) : undefined,
        current !== undefined ? amperes(current) : undefined,
        statedCharacteristic && characteristicWord(statedCharacteristic),
        // +80/-20% has a slash of its own: written as its letter, Z, after the slashes.
        tolerance === '+80/-20%' ? undefined : tolerance,
      ].filter((word): word is string => word !== undefined);
      // The size as a separate word after the slashes, or not at all, as many BOMs do.
      const size = random() < 0.6 ? (inch ?? metric) : undefined;
      if (leadSpace !== undefined) return undefined;
      sizeStated = size !== undefined;
      text = [parts.join('/'), size, tolerance === '+80/-20%' ? 'Z' : undefined].filter(Boolean).join(' ');
      break;
    }
    case 'cjk': {
      const chinese = random() < 0.5;
      const categoryWord = isInductor
        ? chinese
          ? '电感'
          : 'インダクタ'
        : leadSpace !== undefined
          ? chinese
            ? '陶瓷电容'
            : 'セラミックコンデンサ'
          : chinese
            ? '贴片电容'
            : '積層セラミックコンデンサ';
      const unitWords: Readonly<Record<string, string>> = chinese
        ? { pF: '皮法', nF: '纳法', uF: '微法', nH: '纳亨', uH: '微亨' }
        : { pF: 'pF', nF: 'nF', uF: 'μF', nH: 'nH', uH: 'μH' };
      text = spaced([
        categoryWord,
        `${number}${unitWords[`${prefix}${unit}`] ?? `${prefix}${unit}`}`,
        ...ratingWords(statedCharacteristic && characteristicWord(statedCharacteristic)),
      ]);
      break;
    }
  }
  if (!sizeStated) {
    statedInch = undefined;
    statedMetric = undefined;
  }
  return {
    style,
    text,
    footprint,
    from: product.record.Partno,
    stated: {
      category: !isInductor && leadSpace === undefined && !sizeStated ? 'ceramicCapacitors' : category,
      value,
      inch: leadSpace === undefined ? statedInch : undefined,
      metric: leadSpace === undefined ? statedMetric : undefined,
      leadSpace,
      characteristic: statedCharacteristic,
      voltage,
      voltageClass: voltage !== undefined ? voltageClass : undefined,
      toleranceWidth: tolerance ? widthOf(tolerance, value) : undefined,
      current,
    },
  };
}

const nearly = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
const atLeast = (actual: unknown, wanted: number) =>
  typeof actual === 'number' && (nearly(actual, wanted) || actual > wanted);

/**
 * Whether `product` meets every requirement `stated`, and whether it meets each exactly: the same category,
 * value, size and lead spacing; two terminals and a soldered mounting for SMD capacitors; a characteristic the
 * same or at least as stable; a voltage of the stated class and current at least the stated; a tolerance no
 * wider.
 */
export function meetsStated(product: DatasetProduct, stated: StatedRequirements): { meets: boolean; exact: boolean } {
  const specs = specsOf(product);
  const record = product.record as unknown as Record<string, unknown>;
  const isInductor = stated.category === 'inductors';
  const fail = { meets: false, exact: false };
  const categories =
    stated.category === 'ceramicCapacitors' ? ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead'] : [stated.category];
  if (!categories.includes(product.category)) return fail;
  const value = specs[isInductor ? 'Inductance' : 'Capacitance'];
  if (typeof value !== 'number' || !nearly(value, stated.value)) return fail;
  if (stated.inch !== undefined && specs.SizecodeInch !== stated.inch) return fail;
  if (stated.inch === undefined && stated.metric !== undefined && specs.SizecodeMm !== stated.metric) return fail;
  if (
    stated.leadSpace !== undefined &&
    !(typeof specs.LeadSpace === 'number' && nearly(specs.LeadSpace, stated.leadSpace))
  ) {
    return fail;
  }
  if (product.category === 'ceramicCapacitorsSMD' && specs.SmdType !== 'Two-terminal') return fail;
  const mounting = (record.Mounting as string[] | undefined) ?? [];
  if (!mounting.some((method) => method === 'Reflow soldering' || method === 'Flow soldering')) return fail;
  let exact = true;
  if (stated.characteristic !== undefined) {
    const actual = specs.TemperatureCharacteristics;
    if (typeof actual !== 'string') return fail;
    if (actual !== stated.characteristic) {
      if (atLeastAsStable(stated.characteristic, actual) !== true) return fail;
      exact = false;
    }
  }
  if (stated.voltage !== undefined) {
    if (specs.RatedVoltageClass !== (stated.voltageClass ?? 'DC')) return fail;
    if (!atLeast(specs.RatedVoltage, stated.voltage)) return fail;
    if (!nearly(Number(specs.RatedVoltage), stated.voltage)) exact = false;
  }
  if (stated.current !== undefined) {
    if (!atLeast(specs.RatedCurrent, stated.current)) return fail;
    if (!nearly(Number(specs.RatedCurrent), stated.current)) exact = false;
  }
  if (stated.toleranceWidth !== undefined) {
    const text = specs[isInductor ? 'InductanceTolerance' : 'ToleranceCapacitance'];
    const width = typeof text === 'string' ? widthOf(text, value) : undefined;
    if (width === undefined) return fail;
    if (!nearly(width, stated.toleranceWidth)) {
      if (width > stated.toleranceWidth) return fail;
      exact = false;
    }
  }
  return { meets: true, exact };
}

/**
 * `count` lines spread over the dataset (SMD capacitors, inductors, leaded capacitors about 6:3:1), the
 * styles taken in turn; the same lines on every run.
 */
export function bomLines(products: readonly DatasetProduct[], count: number, seed = 27): BomLine[] {
  const random = seededRandom(seed);
  const byCategory = (category: DatasetProduct['category']) =>
    products.filter((product) => product.category === category);
  const pools = [
    ...Array<readonly DatasetProduct[]>(6).fill(byCategory('ceramicCapacitorsSMD')),
    ...Array<readonly DatasetProduct[]>(3).fill(byCategory('inductors')),
    byCategory('ceramicCapacitorsLead'),
  ];
  const lines: BomLine[] = [];
  for (let attempt = 0; lines.length < count && attempt < count * 20; attempt += 1) {
    const pool = pools[Math.floor(random() * pools.length)];
    const product = pool[Math.floor(random() * pool.length)];
    const line = writeLine(product, DESCRIPTION_STYLES[lines.length % DESCRIPTION_STYLES.length], random);
    if (line) lines.push(line);
  }
  return lines;
}
