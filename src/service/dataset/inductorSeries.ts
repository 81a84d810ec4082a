import type { SeriesDescription } from './series';

/**
 * RF inductors are specified by Q and self-resonance, power inductors by saturation and temperature-rise
 * currents, general-circuit inductors (signal chokes) by Q at a low test frequency.
 */
export type InductorKind = 'rf' | 'general' | 'power';

/** TargetCircuitCategory by kind: what the parts and the published numbering scheme both say. */
export const TARGET_CIRCUITS: Readonly<Record<InductorKind, string>> = {
  rf: 'High frequency circuits',
  general: 'General circuits',
  power: 'Power lines circuits',
};

export interface InductorSizeRange {
  /** Thickness codes, thinnest first. */
  readonly thicknesses: readonly string[];
  /** Inductance range in nH. */
  readonly minimumNanohenries: number;
  readonly maximumNanohenries: number;
}

export interface InductorSeries extends SeriesDescription {
  readonly kind: InductorKind;
  readonly construction: readonly string[];
  readonly sizes: Readonly<Record<string, InductorSizeRange>>;
  /** Shield codes offered: S shielded, M semi-shielded, U unshielded, N not applicable. */
  readonly shields: readonly string[];
  /** G general grade, A automotive grade (AEC-Q200). */
  readonly grades: readonly string[];
  /**
   * Physical model, per size code where it varies: `resistance` is the DC resistance (ohm) at the
   * reference inductance (10 nH for RF, 1 µH otherwise), `current` the rated current (A) there,
   * `energy` the stored energy at saturation per mm³ (µJ) for power types, `parallelCapacitance` the
   * winding capacitance (pF) that sets the self-resonance.
   */
  readonly resistance: number | Readonly<Record<string, number>>;
  readonly current?: Readonly<Record<string, number>>;
  readonly energy?: number;
  readonly parallelCapacitance?: number;
  readonly qMinimum?: Readonly<Record<string, string>>;
}

function range(
  thicknesses: readonly string[],
  minimumNanohenries: number,
  maximumNanohenries: number,
): InductorSizeRange {
  return { thicknesses, minimumNanohenries, maximumNanohenries };
}

const GENERAL_USE = ['Consumer equipment', 'Industrial Equipment'];

/** The inductor series; OIH, the wire-wound power line, fills the catalogue up to its size. */
export const INDUCTOR_SERIES: readonly InductorSeries[] = [
  {
    code: 'OIG',
    summary: 'Multilayer, RF (nH)',
    productName: 'Chip Inductors (Multilayer Type) for High Frequency',
    share: 0.16,
    kind: 'rf',
    construction: ['Multilayer type'],
    sizes: { '03': range(['3'], 1, 47), '15': range(['5'], 1, 270), '18': range(['8'], 1, 470) },
    shields: ['N'],
    grades: ['G', 'A'],
    resistance: { '03': 0.6, '15': 0.3, '18': 0.2 },
    current: { '03': 0.2, '15': 0.3, '18': 0.5 },
    parallelCapacitance: 0.17,
    qMinimum: { '03': '6', '15': '8', '18': '12' },
    applications: ['Mobile Communication', 'Mobile Electronics'],
    recommendedApplication: 'Matching and filtering in RF front ends, Wi-Fi and Bluetooth modules',
    featureText: 'Ceramic multilayer inductors with a tight inductance tolerance for RF matching.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OIF',
    summary: 'Film, RF, high Q (nH)',
    productName: 'Chip Inductors (Film Type) for High Frequency',
    share: 0.06,
    kind: 'rf',
    construction: ['Film type'],
    sizes: { '02': range(['2'], 1, 15), '03': range(['3'], 1, 27), '15': range(['5'], 1, 47) },
    shields: ['N'],
    grades: ['G'],
    resistance: { '02': 0.9, '03': 0.5, '15': 0.25 },
    current: { '02': 0.15, '03': 0.25, '15': 0.35 },
    parallelCapacitance: 0.1,
    qMinimum: { '02': '8', '03': '10', '15': '13' },
    applications: ['Mobile Communication'],
    recommendedApplication: 'Impedance matching of antennas and power amplifiers in the GHz bands',
    featureText: 'Photolithographic film coils for high Q and a tight inductance tolerance.',
    benefits: ['Low dissipation/HIQ'],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OIW',
    summary: 'Wire wound, non-magnetic core, RF (nH)',
    productName: 'Chip Inductors (Wire Wound Type) for High Frequency',
    share: 0.14,
    kind: 'rf',
    construction: ['Wire wound type (Non mag)'],
    sizes: { '15': range(['6'], 1, 120), '18': range(['A'], 1.8, 2200), '21': range(['P'], 3.3, 4700) },
    shields: ['N'],
    grades: ['G', 'A'],
    resistance: { '15': 0.12, '18': 0.07, '21': 0.05 },
    current: { '15': 0.5, '18': 0.7, '21': 0.8 },
    parallelCapacitance: 0.25,
    qMinimum: { '15': '20', '18': '25', '21': '30' },
    applications: ['Mobile Communication', 'Industrial Equipment'],
    recommendedApplication: 'Low-loss matching, chokes and resonant circuits up to several GHz',
    featureText: 'Copper wire on a ceramic core for the highest Q and current among RF inductors.',
    benefits: ['Low dissipation/HIQ'],
    notice: null,
    aecQ200: false,
    msl: '1',
  },
  {
    code: 'OIL',
    summary: 'Multilayer ferrite, general circuits (µH)',
    productName: 'Chip Inductors (Multilayer Type) for General Circuits',
    share: 0.08,
    kind: 'general',
    construction: ['Multilayer type'],
    sizes: { '15': range(['5'], 100, 2200), '18': range(['8'], 100, 10_000), '21': range(['9'], 100, 47_000) },
    shields: ['S'],
    grades: ['G', 'A'],
    resistance: { '15': 0.6, '18': 0.35, '21': 0.25 },
    current: { '15': 0.05, '18': 0.08, '21': 0.15 },
    parallelCapacitance: 2,
    qMinimum: { '15': '15', '18': '20', '21': '30' },
    applications: GENERAL_USE,
    recommendedApplication: 'Signal-line chokes, LC filters and resonant circuits',
    featureText: 'Closed magnetic circuit of multilayer ferrite: no leakage flux, no crosstalk.',
    benefits: ['Noise suppression'],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OIM',
    summary: 'Multilayer ferrite, power (µH)',
    productName: 'Power Inductors (Multilayer Type)',
    share: 0.12,
    kind: 'power',
    construction: ['Multilayer type'],
    sizes: {
      '15': range(['5'], 100, 2200),
      '18': range(['8', 'A'], 100, 4700),
      '21': range(['9', 'M'], 100, 10_000),
      '2H': range(['A', 'M'], 100, 4700),
      '2N': range(['A', 'M'], 100, 10_000),
    },
    shields: ['S'],
    grades: ['G', 'A'],
    resistance: 0.4,
    energy: 0.12,
    applications: ['Mobile Electronics', 'Consumer equipment'],
    recommendedApplication: 'DC-DC converters of smartphones, wearables and camera modules',
    featureText: 'Small, thin power inductors for converters switching at several MHz.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OIP',
    summary: 'Wire wound, metal alloy core, power (µH)',
    productName: 'Power Inductors (Wire Wound Type, Metal Alloy)',
    share: 0.12,
    kind: 'power',
    construction: ['Wire wound type (Metal)'],
    sizes: {
      '2H': range(['A', 'M'], 100, 4700),
      '2N': range(['A', 'M'], 100, 10_000),
      '32': range(['P', 'D'], 220, 22_000),
      '4N': range(['M', 'D'], 220, 33_000),
      '5N': range(['D', 'G'], 470, 47_000),
      '6N': range(['G', 'H'], 470, 47_000),
    },
    shields: ['S'],
    grades: ['G', 'A'],
    resistance: 0.12,
    energy: 1.2,
    applications: ['Industrial Equipment', 'Consumer equipment', 'Mobile Electronics'],
    recommendedApplication: 'High-current converters for processors, SSDs and point-of-load supplies',
    featureText: 'Metal alloy core that saturates softly and carries high current in a small size.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: '1',
  },
  {
    code: 'OIC',
    summary: 'Wire wound ferrite, two coils (coupled), power (µH)',
    productName: 'Coupled Power Inductors (2 Coils in 1 Unit)',
    share: 0.04,
    kind: 'power',
    construction: ['Wire wound type (Ferrite)', '2 coils in 1 unit'],
    sizes: {
      '4N': range(['D', 'G'], 1000, 47_000),
      '5N': range(['G', 'H'], 1000, 100_000),
      '6N': range(['H', 'J'], 1000, 220_000),
      '8N': range(['H', 'J'], 1000, 470_000),
    },
    shields: ['S'],
    grades: ['G'],
    resistance: 0.2,
    energy: 0.3,
    applications: ['Industrial Equipment', 'Consumer equipment'],
    recommendedApplication: 'SEPIC and flyback converters, common-mode filtering of DC lines',
    featureText: 'Two tightly coupled windings on one core; the values given are per coil.',
    benefits: [],
    notice: 'Inductance, resistance and currents are given per coil.',
    aecQ200: false,
    msl: '1',
  },
  {
    code: 'OIH',
    summary: 'Wire wound ferrite, power (µH)',
    productName: 'Power Inductors (Wire Wound Type)',
    share: 0.28,
    kind: 'power',
    construction: ['Wire wound type (Ferrite)'],
    sizes: {
      '2N': range(['M', 'Q'], 470, 22_000),
      '32': range(['D', 'E'], 1000, 100_000),
      '3N': range(['M', 'P', 'D'], 470, 47_000),
      '4N': range(['M', 'D', 'G'], 470, 100_000),
      '5N': range(['D', 'G', 'H'], 1000, 220_000),
      '6N': range(['G', 'H', 'J'], 1000, 470_000),
      '8N': range(['H', 'J'], 1000, 1_000_000),
    },
    shields: ['S', 'M', 'U'],
    grades: ['G', 'A'],
    resistance: 0.15,
    energy: 0.45,
    applications: ['Consumer equipment', 'Industrial Equipment'],
    recommendedApplication: 'Buck and boost converters, LED drivers and power-line filters',
    featureText: 'Ferrite drum cores with shielded, resin-shielded and open constructions.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: '1',
  },
];
