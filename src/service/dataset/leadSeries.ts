import { BRAND } from '../../core/catalog';
import type { SeriesDescription } from './series';

export interface LeadSeries extends SeriesDescription {
  readonly sizes: readonly string[];
  readonly temperatures: readonly string[];
  readonly voltages: readonly string[];
  readonly voltageClass: 'AC' | 'DC';
  /** Listed Standard value, or null. */
  readonly standard: string | null;
  /** Overrides the temperature characteristic's range where the series is rated wider. */
  readonly operatingRange?: readonly [number, number];
  /** Safety approval class by voltage code, for the certified series. */
  readonly safetyClasses?: Readonly<Record<string, string>>;
}

const SAFETY_NOTICE = 'Certified to IEC 60384-14, UL 60384-14, EN 60384-14 and GB/T 14472.';

/** The leaded capacitor series; OLR, the general line, fills the catalogue up to its size. */
export const LEAD_SERIES: readonly LeadSeries[] = [
  {
    code: 'OLA',
    summary: 'Dipped radial, automotive (AEC-Q200), rectangular body',
    productName: 'Leaded Multilayer Ceramic Capacitors for Automotive',
    share: 0.18,
    sizes: ['40', '50', '55', '75'],
    temperatures: ['5C', 'R7'],
    voltages: ['1E', '1H', '2A', '2E', '2J'],
    voltageClass: 'DC',
    standard: null,
    applications: ['Automotive powertrain/safety equipment', 'Automotive infotainment/comfort equipment'],
    recommendedApplication: 'Engine control units and sensors assembled by through-hole soldering',
    featureText: 'Epoxy-dipped multilayer chips with tinned leads, tested to AEC-Q200.',
    benefits: ['Anti-crack while soldering'],
    notice: 'Qualified to AEC-Q200 for automotive use.',
    aecQ200: true,
    msl: 'Not applicable',
  },
  {
    code: 'OLD',
    summary: 'Disc, safety certified (X1/Y1, X1/Y2), AC',
    productName: 'Safety Standard Certified Ceramic Disc Capacitors',
    share: 0.22,
    sizes: ['07', '08', '09', '10', '11', '12', '13', '14', '15'],
    temperatures: ['SL', 'B3', 'E3', 'F5', 'P5', 'U5'],
    voltages: ['2E', '2F', '2G', '2H'],
    voltageClass: 'AC',
    standard: 'Certified by safety standard',
    operatingRange: [-40, 125],
    safetyClasses: { '2E': 'X1/Y2', '2F': 'X1/Y2', '2G': 'X1/Y1', '2H': 'X1/Y1' },
    applications: ['Consumer equipment', 'Industrial Equipment'],
    recommendedApplication: 'Across-the-line and line-bypass filtering of AC mains power supplies',
    featureText: 'Ceramic disc capacitors for connection to AC mains, certified to international safety standards.',
    benefits: ['Fail safe'],
    notice: SAFETY_NOTICE,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OLE',
    summary: 'Disc, to the Electrical Appliance and Material Safety Law of Japan, AC',
    productName: 'Ceramic Disc Capacitors for the Electrical Appliance and Material Safety Law',
    share: 0.06,
    sizes: ['06', '07', '08', '09', '10', '11', '12'],
    temperatures: ['B3', 'E3', 'F5'],
    voltages: ['2B', '2E'],
    voltageClass: 'AC',
    standard: 'Based on the Electrical Appliance and Material Safety Law of Japan',
    applications: ['Consumer equipment'],
    recommendedApplication: 'AC line filtering of household appliances for the Japanese market',
    featureText: 'Disc capacitors built to the technical standard of the Electrical Appliance and Material Safety Law.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OLH',
    summary: 'Disc, high voltage DC, 1 kV to 6.3 kV',
    productName: 'High Voltage Ceramic Disc Capacitors',
    share: 0.1,
    sizes: ['07', '08', '09', '10', '11', '12', '13', '14', '15', '18'],
    temperatures: ['SL', 'B3', 'E3', 'P5'],
    voltages: ['3A', '3D', '3F', '3J'],
    voltageClass: 'DC',
    standard: null,
    applications: ['Industrial Equipment', 'Consumer equipment'],
    recommendedApplication: 'Snubbers, voltage multipliers and high-voltage bypass in power supplies',
    featureText: 'Thick ceramic discs in flame-retardant epoxy for DC voltages up to 6.3 kV.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OLV',
    summary: 'Disc, ultra high voltage, 10 kV to 40 kV',
    productName: 'Ultra High Voltage Ceramic Disc Capacitors',
    share: 0.04,
    sizes: ['18', '22', '26', '32'],
    temperatures: ['SL', 'B3', 'E3'],
    voltages: ['4A', '4D', '4F', '4G'],
    voltageClass: 'DC',
    standard: null,
    applications: ['Industrial Equipment', 'Medical equipment [GHTF Class A/B]', 'Medical [Ask <BRAND>]'],
    recommendedApplication: 'X-ray generators, electrostatic precipitators and laser power supplies',
    featureText: 'Discs with a thick dielectric and rounded electrodes that hold 10 kV to 40 kV.',
    benefits: ['Withstands voltage of 10-40 kV'],
    notice: `Partial discharge depends on the potting; consult ${BRAND} for designs above 30 kV.`,
    aecQ200: false,
    msl: 'Not applicable',
  },
  {
    code: 'OLR',
    summary: 'Dipped radial, general purpose, rectangular body',
    productName: 'Leaded Multilayer Ceramic Capacitors for General Purpose',
    share: 0.4,
    sizes: ['40', '50', '55', '75', 'A0'],
    temperatures: ['5C', 'R7', 'C7', 'F5'],
    voltages: ['1E', '1H', '2A', '2E', '2J', '3A'],
    voltageClass: 'DC',
    standard: null,
    applications: ['Consumer equipment', 'Industrial Equipment'],
    recommendedApplication: 'Decoupling and filtering on through-hole boards',
    featureText: 'Multilayer chips in an epoxy coating with radial leads for through-hole mounting.',
    benefits: [],
    notice: null,
    aecQ200: false,
    msl: 'Not applicable',
  },
];
