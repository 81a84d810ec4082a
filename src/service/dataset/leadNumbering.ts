import { CAPACITANCE_TOLERANCE_CODES } from '../../core/catalog';
/**
 * Part numbers of leaded ceramic capacitors, e.g. OLR50R71H104KB501A (18 characters):
 *
 *   OLR    50    R7           1H            104         K         B          5             01    A
 *   series body  temperature  rated voltage capacitance tolerance lead style lead diameter spec  packaging
 *
 * Rectangular bodies (dipped multilayer chips) are coded by their length (40 = 4.0 mm, A0 = 10 mm) and
 * carry Length, Width and Thickness; disc bodies are coded by their diameter in whole mm (06-32) and
 * carry OuterDiameter and Thickness. The
 * tables are in numberingScheme.ts's NUMBERING_SCHEME_MARKDOWN.
 */
import { everyFound, partnoWithoutPackageCode, type PartnoFields, readPartnoFields } from './partnoFields';
import type { TemperatureCharacteristic } from './capacitorCodes';
import { TEMPERATURE_CODES } from './capacitorCodes';
import { decodeCapacitanceCode, decodeVoltageCode, packageTypeOf } from './codes';
import { LEAD_SERIES } from './leadSeries';

export interface LeadBody {
  readonly code: string;
  readonly shape: 'rectangular' | 'disc';
  /** Whole micrometres; null where the shape has no such dimension. */
  readonly length: number | null;
  readonly width: number | null;
  readonly diameter: number | null;
  readonly thickness: number;
  /** The multilayer chip inside a rectangular body (an SMD size code), for the capacitance model. */
  readonly chip: string | null;
}

function rectangular(code: string, length: number, width: number, thickness: number, chip: string): LeadBody {
  return { code, shape: 'rectangular', length, width, diameter: null, thickness, chip };
}

/** Disc thickness grows with the diameter: large discs are the high-voltage ones, with thick dielectric. */
function disc(diameterMillimetres: number): LeadBody {
  const thickness =
    diameterMillimetres <= 9
      ? 4000
      : diameterMillimetres <= 12
        ? 5000
        : diameterMillimetres <= 15
          ? 6000
          : ({ 18: 8000, 22: 10_000, 26: 12_000, 32: 14_000 } as Record<number, number>)[diameterMillimetres];
  if (thickness === undefined) throw new Error(`No disc of ${diameterMillimetres} mm`);
  return {
    code: String(diameterMillimetres).padStart(2, '0'),
    shape: 'disc',
    length: null,
    width: null,
    diameter: diameterMillimetres * 1000,
    thickness,
    chip: null,
  };
}

export const LEAD_BODIES: Readonly<Record<string, LeadBody>> = Object.fromEntries(
  [
    rectangular('40', 4000, 3500, 2500, '21'),
    rectangular('50', 5000, 3500, 3150, '31'),
    rectangular('55', 5500, 4000, 3150, '32'),
    rectangular('75', 7500, 5500, 4000, '43'),
    rectangular('A0', 10_000, 7500, 5000, '55'),
    ...[6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18, 22, 26, 32].map(disc),
  ].map((body) => [body.code, body]),
);

export interface LeadStyle {
  /** Lead spacing in whole micrometres. */
  readonly spacing: number;
  readonly form: 'straight' | 'inside crimp';
}

export const LEAD_STYLES: Readonly<Record<string, LeadStyle>> = {
  A: { spacing: 2500, form: 'straight' },
  B: { spacing: 5000, form: 'straight' },
  C: { spacing: 5000, form: 'inside crimp' },
  D: { spacing: 7500, form: 'straight' },
  E: { spacing: 10_000, form: 'straight' },
  F: { spacing: 12_500, form: 'straight' },
  G: { spacing: 15_000, form: 'straight' },
};

/** Lead wire diameter in whole micrometres. */
export const LEAD_DIAMETERS: Readonly<Record<string, number>> = { '5': 500, '6': 600, '8': 800 };

export const LEAD_PACKAGING_CODES = ['A', 'B'] as const;

const FIELDS = [
  'series',
  'bodyCode',
  'temperatureCode',
  'voltageCode',
  'capacitanceCode',
  'toleranceCode',
  'leadStyleCode',
  'leadDiameterCode',
  'specCode',
  'packagingCode',
] as const;

export type LeadCapacitorPartnoFields = PartnoFields<(typeof FIELDS)[number]>;

export interface DecodedLeadCapacitor extends LeadCapacitorPartnoFields {
  readonly partnoWithoutPackageCode: string;
  readonly body: LeadBody;
  readonly temperature: TemperatureCharacteristic;
  readonly ratedVoltage: number;
  readonly ratedVoltageClass: 'AC' | 'DC';
  /** The series' Standard value. */
  readonly standard: string | null;
  readonly capacitance: number;
  readonly toleranceCapacitance: string;
  readonly leadStyle: LeadStyle;
  readonly leadDiameter: number;
  readonly packageType: string;
}

export function leadCapacitorPartnoWithoutPackageCode(
  fields: Omit<LeadCapacitorPartnoFields, 'packagingCode'>,
): string {
  return partnoWithoutPackageCode(FIELDS, fields);
}

// One group per field of FIELDS, in its order.
const PATTERN = /^(OL[A-Z])([0-9A-Z]{2})([0-9A-Z]{2})(\d[A-Z])(\dR\d|\d{3})([A-Z])([A-Z])(\d)(\d\d)([A-Z])$/;

/** The fields and values a part number stands for, or undefined when it is not a valid leaded capacitor number. */
export function decodeLeadCapacitorPartno(partno: string): DecodedLeadCapacitor | undefined {
  const fields = readPartnoFields(PATTERN, FIELDS, partno);
  const seriesDefinition = LEAD_SERIES.find((candidate) => candidate.code === fields?.series);
  if (!fields || !seriesDefinition) return undefined;
  const values = everyFound({
    body: LEAD_BODIES[fields.bodyCode],
    temperature: TEMPERATURE_CODES[fields.temperatureCode],
    ratedVoltage: decodeVoltageCode(fields.voltageCode),
    capacitance: decodeCapacitanceCode(fields.capacitanceCode),
    toleranceCapacitance: CAPACITANCE_TOLERANCE_CODES[fields.toleranceCode],
    leadStyle: LEAD_STYLES[fields.leadStyleCode],
    leadDiameter: LEAD_DIAMETERS[fields.leadDiameterCode],
    packageType: packageTypeOf(LEAD_PACKAGING_CODES, fields.packagingCode),
  });
  if (!values) return undefined;
  const { voltageClass: ratedVoltageClass, standard } = seriesDefinition;
  return { ...fields, partnoWithoutPackageCode: partno.slice(0, -1), ratedVoltageClass, standard, ...values };
}
