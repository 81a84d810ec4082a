import { CAPACITANCE_TOLERANCE_CODES } from '../../core/catalog';
/**
 * Part numbers of SMD multilayer ceramic capacitors, e.g. OCM188R71H104KA01D (18 characters):
 *
 *   OCM  18   8          R7           1H             104            K          A01   D
 *   series size thickness temperature rated voltage capacitance tolerance spec packaging
 *
 * Every spec value of a record follows from its part number (decodeSmdCapacitorPartno); the tables are
 * in numberingScheme.ts's NUMBERING_SCHEME_MARKDOWN. The last character is the packaging code, so the
 * packaging variants of one part share PartnoWithoutPackageCode and every spec value.
 */
import { everyFound, partnoWithoutPackageCode, type PartnoFields, readPartnoFields } from './partnoFields';
import type { ChipSize } from './codes';
import {
  CHIP_PACKAGING_CODES,
  chipSize,
  decodeCapacitanceCode,
  decodeVoltageCode,
  packageTypeOf,
  thicknessMicrometres,
} from './codes';
import type { TemperatureCharacteristic } from './capacitorCodes';
import { TEMPERATURE_CODES } from './capacitorCodes';
import { SMD_SERIES } from './smdSeries';

export const SMD_SIZES: Readonly<Record<string, ChipSize>> = {
  '02': chipSize('02', '0402', '01005', 400, 200, 20),
  '03': chipSize('03', '0603', '0201', 600, 300, 30),
  '15': chipSize('15', '1005', '0402', 1000, 500, 50),
  '18': chipSize('18', '1608', '0603', 1600, 800, 100),
  '21': chipSize('21', '2012', '0805', 2000, 1250, 100),
  '31': chipSize('31', '3216', '1206', 3200, 1600, 200),
  '32': chipSize('32', '3225', '1210', 3200, 2500, 200),
  '43': chipSize('43', '4532', '1812', 4500, 3200, 300),
  '55': chipSize('55', '5750', '2220', 5700, 5000, 400),
  // LW reversed: the electrodes sit on the long sides, so the length is the short edge.
  R5: chipSize('R5', '0510', '0204', 500, 1000, 50),
  R8: chipSize('R8', '0816', '0306', 800, 1600, 100),
  R2: chipSize('R2', '1220', '0508', 1250, 2000, 100),
};

const FIELDS = [
  'series',
  'sizeCode',
  'thicknessCode',
  'temperatureCode',
  'voltageCode',
  'capacitanceCode',
  'toleranceCode',
  'specCode',
  'packagingCode',
] as const;

export type SmdCapacitorPartnoFields = PartnoFields<(typeof FIELDS)[number]>;

export interface DecodedSmdCapacitor extends SmdCapacitorPartnoFields {
  readonly partnoWithoutPackageCode: string;
  readonly size: ChipSize;
  /** Nominal thickness in whole micrometres. */
  readonly thickness: number;
  readonly temperature: TemperatureCharacteristic;
  /** Volts. */
  readonly ratedVoltage: number;
  /** Farads. */
  readonly capacitance: number;
  readonly toleranceCapacitance: string;
  readonly packageType: string;
}

export function smdCapacitorPartnoWithoutPackageCode(fields: Omit<SmdCapacitorPartnoFields, 'packagingCode'>): string {
  return partnoWithoutPackageCode(FIELDS, fields);
}

// One group per field of FIELDS, in its order.
const PATTERN = /^(OC[A-Z])([0-9A-Z]{2})([0-9A-Z])([0-9A-Z]{2})(\d[A-Z])(\dR\d|\d{3})([A-Z])([A-Z]\d\d)([A-Z])$/;

/** The fields and values a part number stands for, or undefined when it is not a valid SMD capacitor number. */
export function decodeSmdCapacitorPartno(partno: string): DecodedSmdCapacitor | undefined {
  const fields = readPartnoFields(PATTERN, FIELDS, partno);
  if (!fields || !SMD_SERIES.some((candidate) => candidate.code === fields.series)) return undefined;
  const values = everyFound({
    size: SMD_SIZES[fields.sizeCode],
    thickness: thicknessMicrometres(fields.thicknessCode),
    temperature: TEMPERATURE_CODES[fields.temperatureCode],
    ratedVoltage: decodeVoltageCode(fields.voltageCode),
    capacitance: decodeCapacitanceCode(fields.capacitanceCode),
    toleranceCapacitance: CAPACITANCE_TOLERANCE_CODES[fields.toleranceCode],
    packageType: packageTypeOf(CHIP_PACKAGING_CODES, fields.packagingCode),
  });
  return values && { ...fields, partnoWithoutPackageCode: partno.slice(0, -1), ...values };
}
