/**
 * Part numbers of inductors, e.g. OIH4NGS4R7MD0L (14 characters):
 *
 *   OIH    4N    G      S       4R7         M         D          0         L
 *   series size  grade  shield  inductance  tolerance thickness  revision  packaging
 *
 * Inductance codes: N is the decimal point in nH (2N2 = 2.2 nH, 10N = 10 nH), R the decimal point in µH
 * (R47 = 0.47 µH, 4R7 = 4.7 µH), three digits are µH with a power of ten (100 = 10 µH, 102 = 1 mH). The
 * tables are in numberingScheme.ts's NUMBERING_SCHEME_MARKDOWN.
 */
import { INDUCTANCE_TOLERANCE_CODES } from '../../core/catalog';
import { everyFound, partnoWithoutPackageCode, type PartnoFields, readPartnoFields } from './partnoFields';
import type { ChipSize } from './codes';
import { CHIP_PACKAGING_CODES, chipSize, decodeInductanceCode, packageTypeOf, thicknessMicrometres } from './codes';
import type { InductorSeries } from './inductorSeries';
import { INDUCTOR_SERIES } from './inductorSeries';

export const INDUCTOR_SIZES: Readonly<Record<string, ChipSize>> = {
  '02': chipSize('02', '0402', '01005', 400, 200, 20),
  '03': chipSize('03', '0603', '0201', 600, 300, 30),
  '15': chipSize('15', '1005', '0402', 1000, 500, 50),
  '18': chipSize('18', '1608', '0603', 1600, 800, 150),
  '21': chipSize('21', '2012', '0805', 2000, 1250, 200),
  '2H': chipSize('2H', '2016', '0806', 2000, 1600, 200),
  '2N': chipSize('2N', '2520', '1008', 2500, 2000, 200),
  '32': chipSize('32', '3225', '1210', 3200, 2500, 300),
  // Square power inductor footprints have no EIA inch code.
  '3N': chipSize('3N', '3030', null, 3000, 3000, 200),
  '4N': chipSize('4N', '4040', null, 4000, 4000, 200),
  '5N': chipSize('5N', '5050', null, 5000, 5000, 300),
  '6N': chipSize('6N', '6060', null, 6000, 6000, 300),
  '8N': chipSize('8N', '8080', null, 8000, 8000, 300),
};

export const INDUCTOR_GRADES: Readonly<Record<string, string>> = {
  G: 'General (consumer and industrial)',
  A: 'Automotive (AEC-Q200)',
};

/** MagneticShieldClass by shield code; N is for RF inductors, where the class does not apply. */
export const SHIELD_CLASSES: Readonly<Record<string, string | null>> = {
  S: 'Shielded',
  M: 'Semi-shielded',
  U: 'Unshielded',
  N: null,
};

const FIELDS = [
  'series',
  'sizeCode',
  'gradeCode',
  'shieldCode',
  'inductanceCode',
  'toleranceCode',
  'thicknessCode',
  'revision',
  'packagingCode',
] as const;

export type InductorPartnoFields = PartnoFields<(typeof FIELDS)[number]>;

export interface DecodedInductor extends InductorPartnoFields {
  readonly partnoWithoutPackageCode: string;
  readonly seriesDefinition: InductorSeries;
  readonly size: ChipSize;
  readonly automotive: boolean;
  readonly magneticShieldClass: string | null;
  /** Henries. */
  readonly inductance: number;
  readonly inductanceTolerance: string;
  /** Nominal thickness in whole micrometres. */
  readonly thickness: number;
  readonly packageType: string;
}

export function inductorPartnoWithoutPackageCode(fields: Omit<InductorPartnoFields, 'packagingCode'>): string {
  return partnoWithoutPackageCode(FIELDS, fields);
}

// One group per field of FIELDS, in its order.
const PATTERN = /^(OI[A-Z])([0-9A-Z]{2})([A-Z])([A-Z])([0-9NR]{3})([A-Z])([0-9A-Z])(\d)([A-Z])$/;

/** The fields and values a part number stands for, or undefined when it is not a valid inductor number. */
export function decodeInductorPartno(partno: string): DecodedInductor | undefined {
  const fields = readPartnoFields(PATTERN, FIELDS, partno);
  if (!fields || !INDUCTOR_GRADES[fields.gradeCode]) return undefined;
  const values = everyFound({
    seriesDefinition: INDUCTOR_SERIES.find((candidate) => candidate.code === fields.series),
    size: INDUCTOR_SIZES[fields.sizeCode],
    magneticShieldClass: SHIELD_CLASSES[fields.shieldCode],
    inductance: decodeInductanceCode(fields.inductanceCode),
    inductanceTolerance: INDUCTANCE_TOLERANCE_CODES[fields.toleranceCode],
    thickness: thicknessMicrometres(fields.thicknessCode),
    packageType: packageTypeOf(CHIP_PACKAGING_CODES, fields.packagingCode),
  });
  if (!values) return undefined;
  return { ...fields, partnoWithoutPackageCode: partno.slice(0, -1), automotive: fields.gradeCode === 'A', ...values };
}
