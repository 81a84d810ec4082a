import { CAPACITANCE_TOLERANCE_CODES, INDUCTANCE_TOLERANCE_CODES, VOLTAGE_LETTERS } from '../../core/catalog';
import { TEMPERATURE_CODES } from './capacitorCodes';
import { CHIP_PACKAGING_CODES, PACKAGE_TYPES, THICKNESS_CODES, markdownTable } from './codes';
import { DEGREE_CELSIUS, millimetres } from './format';
import { INDUCTOR_GRADES, INDUCTOR_SIZES, SHIELD_CLASSES } from './inductorNumbering';
import { INDUCTOR_SERIES, TARGET_CIRCUITS } from './inductorSeries';
import { LEAD_BODIES, LEAD_DIAMETERS, LEAD_PACKAGING_CODES, LEAD_STYLES } from './leadNumbering';
import { LEAD_SERIES } from './leadSeries';
import { SMD_SIZES } from './smdNumbering';
import { SMD_SERIES } from './smdSeries';

/*
 * The part-numbering scheme of the reference dataset as markdown, built from the very tables the
 * generators and decoders use, so that the README cannot drift from the data.
 */

function layout(rows: readonly (readonly [string, string, string])[]): string {
  let position = 1;
  return markdownTable(
    ['Position', 'Characters', 'Meaning', 'Example'],
    rows.map(([meaning, example, width]) => {
      const length = Number(width);
      const cell = length === 1 ? String(position) : `${position}-${position + length - 1}`;
      position += length;
      return [cell, width, meaning, `\`${example}\``];
    }),
  );
}

/** Smallest first (object keys that look like integers would otherwise come first). */
function bySize<T>(items: readonly T[], area: (item: T) => number): T[] {
  return [...items].sort((a, b) => area(a) - area(b));
}

function sizeTable(sizes: typeof SMD_SIZES): string {
  return markdownTable(
    ['Code', 'SizecodeMm', 'SizecodeInch', 'Length x Width (mm)'],
    bySize(Object.values(sizes), (size) => size.length * size.width).map((size) => [
      `\`${size.code}\``,
      size.sizecodeMm,
      size.sizecodeInch ?? '(none)',
      `${millimetres(size.length)} x ${millimetres(size.width)} (\u00b1${millimetres(size.tolerance)})`,
    ]),
  );
}

function codeTable(
  header: readonly [string, string],
  entries: Readonly<Record<string, string>>,
  codes?: readonly string[],
): string {
  return markdownTable(
    header,
    (codes ?? Object.keys(entries)).map((code) => [`\`${code}\``, entries[code] ?? '']),
  );
}

const VOLTAGE_RULE = [
  'Rated voltage: a digit, the power of ten, and a letter, the leading figures: ',
  Object.entries(VOLTAGE_LETTERS)
    .map(([letter, figures]) => `${letter} = ${figures}`)
    .join(', '),
  '. So `0J` = 6.3 V, `1H` = 50 V, `2E` = 250 V, `3A` = 1 kV, `4G` = 40 kV. Whether the rating is AC or DC ',
  'is a property of the series (RatedVoltageClass).',
].join('');

const CAPACITANCE_RULE =
  'Capacitance in pF: two significant digits and the number of zeros (`104` = 10 0000 pF = 0.1 \u00b5F, ' +
  '`100` = 10 pF), or `R` as the decimal point (`1R0` = 1.0 pF, `0R5` = 0.5 pF).';

const TEMPERATURES = markdownTable(
  ['Code', 'TemperatureCharacteristics', 'Standard', 'Class', 'Operating range'],
  Object.entries(TEMPERATURE_CODES).map(([code, characteristic]) => [
    `\`${code}\``,
    characteristic.name,
    characteristic.standard,
    String(characteristic.dielectricClass),
    `${characteristic.minimumTemperature}${DEGREE_CELSIUS} to ${characteristic.maximumTemperature}${DEGREE_CELSIUS}`,
  ]),
);

const THICKNESSES = markdownTable(
  ['Code', 'Thickness (mm)'],
  bySize(Object.entries(THICKNESS_CODES), ([, thickness]) => Number(thickness)).map(([code, thickness]) => [
    `\`${code}\``,
    thickness,
  ]),
);

const SMD_SECTION = [
  '### SMD multilayer ceramic capacitors (ceramicCapacitorsSMD)',
  'Example `OCM188R71H104KA01D`: general purpose, 1608 (0603 inch), 0.8 mm thick, X7R, 50 Vdc, 0.1 \u00b5F, \u00b110 %, spec A01, \u00f8180 mm paper tape.',
  layout([
    ['Series', 'OCM', '3'],
    ['Size', '18', '2'],
    ['Thickness', '8', '1'],
    ['Temperature characteristic', 'R7', '2'],
    ['Rated voltage', '1H', '2'],
    ['Capacitance', '104', '3'],
    ['Capacitance tolerance', 'K', '1'],
    [
      'Specification: A standard, E automotive (AEC-Q200) or M medical control plan, then a two-digit design revision',
      'A01',
      '3',
    ],
    ['Packaging', 'D', '1'],
  ]),
  '#### Series',
  markdownTable(
    ['Code', 'Series', 'SmdType'],
    SMD_SERIES.map((series) => [`\`${series.code}\``, series.summary, series.smdType]),
  ),
  '#### Size',
  'In LW reversed chips (`R*`) the terminations sit on the long sides, so Length is the short edge.',
  sizeTable(SMD_SIZES),
  '#### Thickness (also used by inductors)',
  'ThicknessMax is the nominal thickness plus its tolerance: 0.03 mm up to 0.3 mm, 0.05 mm up to 0.6 mm, 0.1 mm up to 1 mm, 0.2 mm up to 2 mm, 0.3 mm above.',
  THICKNESSES,
  '#### Temperature characteristic (also used by leaded capacitors)',
  TEMPERATURES,
  '#### Rated voltage and capacitance (also used by leaded capacitors)',
  VOLTAGE_RULE,
  CAPACITANCE_RULE,
  '#### Capacitance tolerance (also used by leaded capacitors)',
  codeTable(['Code', 'ToleranceCapacitance'], CAPACITANCE_TOLERANCE_CODES),
  '#### Packaging',
  codeTable(['Code', 'PackageType'], PACKAGE_TYPES, CHIP_PACKAGING_CODES),
].join('\n\n');

const LEAD_SECTION = [
  '### Leaded ceramic capacitors (ceramicCapacitorsLead)',
  'Example `OLR50R71H104KB501A`: dipped radial general purpose, 5.0 x 3.5 x 3.15 mm body, X7R, 50 Vdc, 0.1 \u00b5F, \u00b110 %, 5 mm straight leads of 0.5 mm, spec 01, ammo pack.',
  layout([
    ['Series', 'OLR', '3'],
    ['Body', '50', '2'],
    ['Temperature characteristic', 'R7', '2'],
    ['Rated voltage', '1H', '2'],
    ['Capacitance', '104', '3'],
    ['Capacitance tolerance', 'K', '1'],
    ['Lead style (spacing and form)', 'B', '1'],
    ['Lead wire diameter', '5', '1'],
    ['Specification (design revision)', '01', '2'],
    ['Packaging', 'A', '1'],
  ]),
  'Temperature characteristic, rated voltage, capacitance and tolerance codes are those of the SMD capacitors.',
  '#### Series',
  markdownTable(
    ['Code', 'Series', 'RatedVoltageClass', 'Standard'],
    LEAD_SERIES.map((series) => [
      `\`${series.code}\``,
      series.summary,
      series.voltageClass,
      series.standard ?? '(none)',
    ]),
  ),
  '#### Body',
  'Rectangular bodies (coded by their length: `40` = 4.0 mm, `A0` = 10 mm) carry Length, Width and Thickness; discs (coded by their diameter in whole mm) carry OuterDiameter and Thickness. All are maximum dimensions.',
  markdownTable(
    ['Code', 'Shape', 'Dimensions (mm)'],
    bySize(
      Object.values(LEAD_BODIES),
      (body) => (body.shape === 'disc' ? 1e9 : 0) + (body.diameter ?? body.length ?? 0),
    ).map((body) => [
      `\`${body.code}\``,
      body.shape,
      body.shape === 'disc'
        ? `\u00f8${millimetres(body.diameter as number)} x ${millimetres(body.thickness)}`
        : `${millimetres(body.length as number)} x ${millimetres(body.width as number)} x ${millimetres(body.thickness)}`,
    ]),
  ),
  '#### Lead style and lead wire diameter',
  markdownTable(
    ['Code', 'LeadSpace (mm)', 'Form'],
    Object.entries(LEAD_STYLES).map(([code, style]) => [`\`${code}\``, millimetres(style.spacing), style.form]),
  ),
  markdownTable(
    ['Code', 'LeadDiameter (mm)'],
    Object.entries(LEAD_DIAMETERS).map(([code, diameter]) => [`\`${code}\``, millimetres(diameter)]),
  ),
  '#### Packaging',
  codeTable(['Code', 'PackageType'], PACKAGE_TYPES, LEAD_PACKAGING_CODES),
].join('\n\n');

const INDUCTOR_SECTION = [
  '### Inductors (inductors)',
  'Example `OIH4NGS4R7MD0L`: wire-wound ferrite power inductor, 4040, general grade, shielded, 4.7 \u00b5H, \u00b120 %, 2.0 mm thick, first revision, \u00f8180 mm embossed tape.',
  layout([
    ['Series', 'OIH', '3'],
    ['Size', '4N', '2'],
    ['Grade', 'G', '1'],
    ['Magnetic shield', 'S', '1'],
    ['Inductance', '4R7', '3'],
    ['Inductance tolerance', 'M', '1'],
    ['Thickness (table of the SMD capacitors)', 'D', '1'],
    ['Design revision', '0', '1'],
    ['Packaging', 'L', '1'],
  ]),
  'Inductance: `N` is the decimal point in nH (`2N2` = 2.2 nH, `10N` = 10 nH), `R` the decimal point in \u00b5H (`R47` = 0.47 \u00b5H, `4R7` = 4.7 \u00b5H), three digits are \u00b5H with the number of zeros (`100` = 10 \u00b5H, `102` = 1 mH).',
  '#### Series',
  markdownTable(
    ['Code', 'Series', 'TargetCircuitCategory', 'Construction'],
    INDUCTOR_SERIES.map((series) => [
      `\`${series.code}\``,
      series.summary,
      TARGET_CIRCUITS[series.kind],
      series.construction.join(', '),
    ]),
  ),
  'RF and general-circuit inductors state RatedCurrent, RdcMax, SrfMin, QMin and QTestFrequency; power inductors state RatedCurrent (the lower of RatedCurrentIsat and RatedCurrentItemp), RdcMax and DcResistanceCenterValues, and carry the brand "Orvane Power Solutions".',
  '#### Size',
  sizeTable(INDUCTOR_SIZES),
  '#### Grade and magnetic shield',
  codeTable(['Code', 'Grade'], INDUCTOR_GRADES),
  markdownTable(
    ['Code', 'MagneticShieldClass'],
    Object.entries(SHIELD_CLASSES).map(([code, shield]) => [
      `\`${code}\``,
      shield ?? '(none: RF and non-magnetic parts)',
    ]),
  ),
  '#### Inductance tolerance',
  codeTable(['Code', 'InductanceTolerance'], INDUCTANCE_TOLERANCE_CODES),
  '#### Packaging',
  codeTable(['Code', 'PackageType'], PACKAGE_TYPES, CHIP_PACKAGING_CODES),
].join('\n\n');

export const NUMBERING_SCHEME_MARKDOWN =
  [
    '## Part numbering of the reference dataset',
    "Every part number spells out the product's main spec values, and every record agrees with its part number. The last character is always the packaging code: PartnoWithoutPackageCode is the part number without it, and the packaging variants of one part share it and every spec value (only PackageType, MinOrderQuantity and the URLs differ).",
    SMD_SECTION,
    LEAD_SECTION,
    INDUCTOR_SECTION,
  ].join('\n\n') + '\n';
