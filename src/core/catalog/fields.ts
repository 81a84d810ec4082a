import type { BottomCategory } from './categories';
import type { Unit } from './units';

/** Value types of spec 2.3. `stringList` is a JSON list of strings; `date` is an ISO 8601 `YYYY-MM-DD` string. */
export type FieldType = 'string' | 'stringList' | 'double' | 'integer' | 'boolean' | 'date';

/** Where a field sits in a product record: directly in it, or in one of its nested objects (spec 2.3). */
export type FieldPlace = 'product' | 'ComplianceInfo' | 'Specs' | 'MediaFileUrls';

export interface FieldDefinition {
  /** The spec's field name, e.g. `Capacitance`. */
  readonly name: string;
  readonly type: FieldType;
  readonly place: FieldPlace;
  /** The spec's meaning column. */
  readonly description: string;
  /** Unit of a numeric value, in SI base units. */
  readonly unit?: Unit;
  /** For a `...Text` display string: the numeric field it displays (spec 2.3: "a field with suffix Text is a display string"). */
  readonly displayOf?: string;
  /** The bottom categories whose records carry this field. */
  readonly categories: readonly BottomCategory[];
}

const ALL: readonly BottomCategory[] = ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'];
const CAPACITORS: readonly BottomCategory[] = ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead'];
const SMD: readonly BottomCategory[] = ['ceramicCapacitorsSMD'];
const LEAD: readonly BottomCategory[] = ['ceramicCapacitorsLead'];
const INDUCTORS: readonly BottomCategory[] = ['inductors'];
const SMD_PARTS: readonly BottomCategory[] = ['ceramicCapacitorsSMD', 'inductors'];

function field(
  place: FieldPlace,
  name: string,
  type: FieldType,
  description: string,
  categories: readonly BottomCategory[],
  unit?: Unit,
): FieldDefinition {
  return unit ? { name, type, place, description, categories, unit } : { name, type, place, description, categories };
}

/** A `XxxText` / `Xxx` pair of Specs: display string first, then the number, as the spec lists them. */
function measured(
  name: string,
  description: string,
  unit: Unit,
  categories: readonly BottomCategory[],
): FieldDefinition[] {
  return [
    {
      name: `${name}Text`,
      type: 'string',
      place: 'Specs',
      description: `${description} (display text)`,
      categories,
      displayOf: name,
    },
    { name, type: 'double', place: 'Specs', description, categories, unit },
  ];
}

/**
 * Every field of a product record, in the spec's order (2.3). Which fields a category carries is the
 * reference service's decision (the spec leaves it open); the README lists it.
 */
export const FIELDS: readonly FieldDefinition[] = [
  field('product', 'Partno', 'string', 'Part number including package code', ALL),
  field('product', 'PartnoWithoutPackageCode', 'string', 'Part number without package code', ALL),
  field('product', 'Status', 'string', 'Product status', ALL),
  field('product', 'NewProduct', 'boolean', 'New product flag', ALL),
  field('product', 'LastBuyDate', 'date', 'Last buy date', ALL),
  field('product', 'AlternativePartno', 'stringList', 'Alternative part numbers', ALL),
  field('product', 'PackageType', 'string', 'Package information', ALL),
  field('product', 'MinOrderQuantity', 'integer', 'Minimum order quantity', ALL),
  field('product', 'Application', 'string', 'Applications (comma-separated)', ALL),
  field('product', 'RecommendedApplication', 'string', 'Recommended applications', ALL),
  field('product', 'ProductDetailUrl', 'string', 'Product detail address', ALL),
  field('product', 'SampleRequestUrl', 'string', 'Address for adding to the sample cart', ALL),
  field('product', 'MSL', 'string', 'MSL', ALL),
  field('product', 'ProductName', 'string', 'Product name', ALL),
  field('product', 'Notices', 'string', 'Notices', ALL),
  field('product', 'ProductionEndDate', 'string', 'Production end date', ALL),
  field('product', 'Benefits', 'stringList', 'Benefits', ALL),
  field('product', 'Standard', 'string', 'Certified standard', ALL),
  field('product', 'Mounting', 'stringList', 'Mounting methods', ALL),
  field('product', 'Caution', 'stringList', 'Cautions', ALL),
  field('product', 'Brand', 'string', 'Brand', ALL),
  field('product', 'Series', 'string', 'Series name', ALL),
  field('product', 'Soldering', 'stringList', 'Solder compatibility', ALL),
  field('product', 'MagneticShieldClass', 'string', 'Magnetic shield class', INDUCTORS),
  field('product', 'DcResistanceCenterValues', 'string', 'DC resistance center values', INDUCTORS),
  field('product', 'FeatureText', 'string', 'Feature text', ALL),
  field('product', 'TargetCircuitCategory', 'string', 'Target circuit category', INDUCTORS),
  field('product', 'Construction', 'stringList', 'Construction', INDUCTORS),

  field('ComplianceInfo', 'AecQ200Support', 'boolean', 'AEC-Q200 support', ALL),
  field('ComplianceInfo', 'Rohs', 'boolean', 'RoHS', ALL),
  field('ComplianceInfo', 'Reach', 'boolean', 'REACH', ALL),
  field('ComplianceInfo', 'LeadFree', 'boolean', 'Lead free', ALL),
  field('ComplianceInfo', 'SvhcDocumentUrl', 'string', 'SVHC document address', ALL),

  ...measured('ReferenceMass', 'Reference mass', 'g', ALL),
  ...measured('Length', 'Length', 'm', ALL),
  ...measured('Width', 'Width', 'm', ALL),
  ...measured('Thickness', 'Thickness', 'm', ALL),
  ...measured('ThicknessMax', 'Thickness max.', 'm', SMD_PARTS),
  ...measured('OuterDiameter', 'Outer diameter', 'm', LEAD),
  ...measured('LeadSpace', 'Lead spacing', 'm', LEAD),
  ...measured('LeadDiameter', 'Lead wire diameter', 'm', LEAD),
  field('Specs', 'SizecodeMm', 'string', 'Size code in mm', SMD_PARTS),
  field('Specs', 'SizecodeInch', 'string', 'Size code in inch', SMD_PARTS),
  field('Specs', 'SmdType', 'string', 'SMD shape', SMD),
  ...measured('Capacitance', 'Capacitance', 'F', CAPACITORS),
  field('Specs', 'ToleranceCapacitance', 'string', 'Capacitance tolerance', CAPACITORS),
  field('Specs', 'RatedVoltageClass', 'string', 'Rated voltage class (AC or DC)', CAPACITORS),
  ...measured('RatedVoltage', 'Rated voltage', 'V', CAPACITORS),
  field(
    'Specs',
    'TemperatureCharacteristicsCompliedStandard',
    'string',
    'Standard the temperature characteristics comply with',
    CAPACITORS,
  ),
  field('Specs', 'TemperatureCharacteristics', 'string', 'Temperature characteristics', CAPACITORS),
  ...measured('MaxOperatingTemperature', 'Maximum operating temperature', 'degC', ALL),
  ...measured('Inductance', 'Inductance', 'H', INDUCTORS),
  field('Specs', 'InductanceTolerance', 'string', 'Inductance tolerance', INDUCTORS),
  ...measured('RatedCurrent', 'Rated current', 'A', INDUCTORS),
  ...measured('RatedCurrentItemp', 'Rated current based on temperature rise', 'A', INDUCTORS),
  ...measured('RatedCurrentIsat', 'Rated current based on saturation', 'A', INDUCTORS),
  ...measured('RdcMax', 'DC resistance max.', 'ohm', INDUCTORS),
  ...measured('SrfMin', 'Self-resonance frequency min.', 'Hz', INDUCTORS),
  field('Specs', 'Dimension', 'string', 'Dimensions', ALL),
  field('Specs', 'OperatingTemperatureRange', 'string', 'Operating temperature range', ALL),
  field(
    'Specs',
    'OperatingTemperatureRangeIncludingSelfRise',
    'string',
    'Range including self temperature rise',
    INDUCTORS,
  ),
  field(
    'Specs',
    'OperatingTemperatureRangeNotIncludingSelfRise',
    'string',
    'Range not including self temperature rise',
    INDUCTORS,
  ),
  field('Specs', 'QMin', 'string', 'Q minimum', INDUCTORS),
  ...measured('QTestFrequency', 'Q test frequency', 'Hz', INDUCTORS),

  field('MediaFileUrls', 'PartNumbering', 'string', 'How to read the part number', ALL),
  field('MediaFileUrls', 'Dimensions', 'string', 'Dimension drawing', ALL),
  field('MediaFileUrls', 'Appearance', 'string', 'Appearance photo', ALL),
  field('MediaFileUrls', 'SpecificationsSheet', 'string', 'Specification sheet', ALL),
  field('MediaFileUrls', 'RohsDirectiveCertificateUrl', 'string', 'RoHS directive certificate', ALL),
  field('MediaFileUrls', 'ReachDeclarationDocumentUrl', 'string', 'REACH declaration document', ALL),
  field('MediaFileUrls', 'ConflictMineralsReportDocumentUrl', 'string', 'Conflict minerals report document', ALL),
  field('MediaFileUrls', 'StructuralDrawings', 'string', 'Structural drawings', ALL),
  field('MediaFileUrls', 'ReliabilityTestData', 'string', 'Reliability test data', ALL),
  field('MediaFileUrls', 'SafetyCertificates', 'string', 'Safety certificates', ALL),
];

const FIELDS_BY_NAME = new Map(FIELDS.map((definition) => [definition.name, definition]));

/** The field of that exact spec name (names are unique across the record and its nested objects). */
export function fieldNamed(name: string): FieldDefinition | undefined {
  return FIELDS_BY_NAME.get(name);
}

export function fieldsOfCategory(category: BottomCategory): FieldDefinition[] {
  return FIELDS.filter((definition) => definition.categories.includes(category));
}

/**
 * Application holds several values in one comma-separated string (spec 2.3) but is searched value by
 * value (spec 4.3 rule 4). The reference service writes `", "`; any spacing around the comma is read.
 */
export const APPLICATION_SEPARATOR = ', ';

export function splitApplication(value: string): string[] {
  return value.split(/\s*,\s*/).filter((part) => part !== '');
}
