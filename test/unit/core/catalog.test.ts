import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOTTOM_CATEGORIES,
  BRAND,
  BRAND_PLACEHOLDER,
  CATEGORY_IDS,
  DEFAULT_LANGUAGE,
  FIELDS,
  LANGUAGES,
  LISTED_VALUE_TEMPLATES,
  type FieldPlace,
  type FieldType,
  type ListedItemName,
  SEARCH_ITEMS,
  type SearchItemType,
  type Unit,
  bottomCategoriesOf,
  englishListedValue,
  fieldNamed,
  isCategoryId,
  listedValues,
  localizedListedValue,
  nearestNames,
  resolveLanguage,
  searchItemNamed,
  withBrand,
} from '../../../src/core/catalog';

/** The spec beside the repository (../shared/spec relative to the repo root), when it is there. */
const SPEC_PATH = join(__dirname, '..', '..', '..', '..', 'shared', 'spec', 'product-information-service-v2.2.md');
const specText: string | undefined = existsSync(SPEC_PATH) ? readFileSync(SPEC_PATH, 'utf8') : undefined;
/**
 * Tests that read the spec's own text. The spec is not part of the repository: where it is not beside the
 * checkout (a clean clone on its own), they are skipped, and their names say so in the report.
 */
const SKIPPED_WITHOUT_SPEC = ' (skipped: the spec is not at ../shared/spec beside this checkout)';
const withSpec = (name: string, body: () => void): void =>
  specText === undefined ? test.skip(`${name}${SKIPPED_WITHOUT_SPEC}`, body) : test(name, body);

const ITEM_NAMES = SEARCH_ITEMS.map((item) => item.name);

/**
 * Spec 4.3, search-condition items, written out by hand: name, type, unit, restricted.
 * The unit column of 4.3 is blank for Inductance, RatedCurrentItemp and Srf; their fields' units in
 * spec 2.3 (H, A, Hz) are used for them.
 */
const SPEC_SEARCH_ITEMS: ReadonlyArray<[string, SearchItemType, Unit | undefined, boolean]> = [
  ['Category', 'string', undefined, false],
  ['Partno', 'string', undefined, false],
  ['Status', 'string', undefined, true],
  ['NewProduct', 'boolean', undefined, false],
  ['PackageType', 'string', undefined, false],
  ['Application', 'string', undefined, true],
  ['AecQ200Support', 'boolean', undefined, false],
  ['Rohs', 'boolean', undefined, false],
  ['Reach', 'boolean', undefined, false],
  ['ReferenceMass', 'double', 'g', false],
  ['Length', 'double', 'm', false],
  ['Width', 'double', 'm', false],
  ['Thickness', 'double', 'm', false],
  ['ThicknessMax', 'double', 'm', false],
  ['OuterDiameter', 'double', 'm', false],
  ['LeadSpace', 'double', 'm', false],
  ['SizecodeMm', 'string', undefined, false],
  ['SizecodeInch', 'string', undefined, false],
  ['SmdType', 'string', undefined, true],
  ['Capacitance', 'double', 'F', false],
  ['ToleranceCapacitance', 'string', undefined, false],
  ['RatedVoltageClass', 'string', undefined, true],
  ['RatedVoltage', 'double', 'V', false],
  ['TemperatureCharacteristicsCompliedStandard', 'string', undefined, true],
  ['TemperatureCharacteristics', 'string', undefined, false],
  ['MaxOperatingTemperature', 'double', 'degC', false],
  ['Benefits', 'string', undefined, true],
  ['Standard', 'string', undefined, true],
  ['Mounting', 'string', undefined, true],
  ['Brand', 'string', undefined, false],
  ['TargetCircuitCategory', 'string', undefined, true],
  ['Inductance', 'double', 'H', false],
  ['InductanceTolerance', 'string', undefined, false],
  ['RatedCurrentItemp', 'double', 'A', false],
  ['Rdc', 'double', 'ohm', false],
  ['Srf', 'double', 'Hz', false],
  ['Construction', 'string', undefined, true],
];

/** Spec 2.3, every field with its place and type (and unit for the numbers of Specs), written out by hand. */
const SPEC_FIELDS: ReadonlyArray<[FieldPlace, string, FieldType, Unit?]> = [
  ['product', 'Partno', 'string'],
  ['product', 'PartnoWithoutPackageCode', 'string'],
  ['product', 'Status', 'string'],
  ['product', 'NewProduct', 'boolean'],
  ['product', 'LastBuyDate', 'date'],
  ['product', 'AlternativePartno', 'stringList'],
  ['product', 'PackageType', 'string'],
  ['product', 'MinOrderQuantity', 'integer'],
  ['product', 'Application', 'string'],
  ['product', 'RecommendedApplication', 'string'],
  ['product', 'ProductDetailUrl', 'string'],
  ['product', 'SampleRequestUrl', 'string'],
  ['product', 'MSL', 'string'],
  ['product', 'ProductName', 'string'],
  ['product', 'Notices', 'string'],
  ['product', 'ProductionEndDate', 'string'],
  ['product', 'Benefits', 'stringList'],
  ['product', 'Standard', 'string'],
  ['product', 'Mounting', 'stringList'],
  ['product', 'Caution', 'stringList'],
  ['product', 'Brand', 'string'],
  ['product', 'Series', 'string'],
  ['product', 'Soldering', 'stringList'],
  ['product', 'MagneticShieldClass', 'string'],
  ['product', 'DcResistanceCenterValues', 'string'],
  ['product', 'FeatureText', 'string'],
  ['product', 'TargetCircuitCategory', 'string'],
  ['product', 'Construction', 'stringList'],

  ['ComplianceInfo', 'AecQ200Support', 'boolean'],
  ['ComplianceInfo', 'Rohs', 'boolean'],
  ['ComplianceInfo', 'Reach', 'boolean'],
  ['ComplianceInfo', 'LeadFree', 'boolean'],
  ['ComplianceInfo', 'SvhcDocumentUrl', 'string'],

  ['Specs', 'ReferenceMassText', 'string'],
  ['Specs', 'ReferenceMass', 'double', 'g'],
  ['Specs', 'LengthText', 'string'],
  ['Specs', 'Length', 'double', 'm'],
  ['Specs', 'WidthText', 'string'],
  ['Specs', 'Width', 'double', 'm'],
  ['Specs', 'ThicknessText', 'string'],
  ['Specs', 'Thickness', 'double', 'm'],
  ['Specs', 'ThicknessMaxText', 'string'],
  ['Specs', 'ThicknessMax', 'double', 'm'],
  ['Specs', 'OuterDiameterText', 'string'],
  ['Specs', 'OuterDiameter', 'double', 'm'],
  ['Specs', 'LeadSpaceText', 'string'],
  ['Specs', 'LeadSpace', 'double', 'm'],
  ['Specs', 'LeadDiameterText', 'string'],
  ['Specs', 'LeadDiameter', 'double', 'm'],
  ['Specs', 'SizecodeMm', 'string'],
  ['Specs', 'SizecodeInch', 'string'],
  ['Specs', 'SmdType', 'string'],
  ['Specs', 'CapacitanceText', 'string'],
  ['Specs', 'Capacitance', 'double', 'F'],
  ['Specs', 'ToleranceCapacitance', 'string'],
  ['Specs', 'RatedVoltageClass', 'string'],
  ['Specs', 'RatedVoltageText', 'string'],
  ['Specs', 'RatedVoltage', 'double', 'V'],
  ['Specs', 'TemperatureCharacteristicsCompliedStandard', 'string'],
  ['Specs', 'TemperatureCharacteristics', 'string'],
  ['Specs', 'MaxOperatingTemperatureText', 'string'],
  ['Specs', 'MaxOperatingTemperature', 'double', 'degC'],
  ['Specs', 'InductanceText', 'string'],
  ['Specs', 'Inductance', 'double', 'H'],
  ['Specs', 'InductanceTolerance', 'string'],
  ['Specs', 'RatedCurrentText', 'string'],
  ['Specs', 'RatedCurrent', 'double', 'A'],
  ['Specs', 'RatedCurrentItempText', 'string'],
  ['Specs', 'RatedCurrentItemp', 'double', 'A'],
  ['Specs', 'RatedCurrentIsatText', 'string'],
  ['Specs', 'RatedCurrentIsat', 'double', 'A'],
  ['Specs', 'RdcMaxText', 'string'],
  ['Specs', 'RdcMax', 'double', 'ohm'],
  ['Specs', 'SrfMinText', 'string'],
  ['Specs', 'SrfMin', 'double', 'Hz'],
  ['Specs', 'Dimension', 'string'],
  ['Specs', 'OperatingTemperatureRange', 'string'],
  ['Specs', 'OperatingTemperatureRangeIncludingSelfRise', 'string'],
  ['Specs', 'OperatingTemperatureRangeNotIncludingSelfRise', 'string'],
  ['Specs', 'QMin', 'string'],
  ['Specs', 'QTestFrequencyText', 'string'],
  ['Specs', 'QTestFrequency', 'double', 'Hz'],

  ['MediaFileUrls', 'PartNumbering', 'string'],
  ['MediaFileUrls', 'Dimensions', 'string'],
  ['MediaFileUrls', 'Appearance', 'string'],
  ['MediaFileUrls', 'SpecificationsSheet', 'string'],
  ['MediaFileUrls', 'RohsDirectiveCertificateUrl', 'string'],
  ['MediaFileUrls', 'ReachDeclarationDocumentUrl', 'string'],
  ['MediaFileUrls', 'ConflictMineralsReportDocumentUrl', 'string'],
  ['MediaFileUrls', 'StructuralDrawings', 'string'],
  ['MediaFileUrls', 'ReliabilityTestData', 'string'],
  ['MediaFileUrls', 'SafetyCertificates', 'string'],
];

/** Spec 4.4, English forms, written out by hand (`<BRAND>` as the spec writes it). */
const SPEC_ENGLISH_LISTED_VALUES: Readonly<Record<ListedItemName, readonly string[]>> = {
  Status: ['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued'],
  Standard: ['Certified by safety standard', 'Based on the Electrical Appliance and Material Safety Law of Japan'],
  Mounting: ['Reflow soldering', 'Flow soldering', 'Bonding', 'Welding', 'Fixing with screws', 'Conductive adhesive'],
  RatedVoltageClass: ['AC', 'DC'],
  TemperatureCharacteristicsCompliedStandard: ['JIS', 'EIA', '<BRAND>'],
  Application: [
    'Consumer equipment',
    'Industrial Equipment',
    'Automotive infotainment/comfort equipment',
    'Automotive powertrain/safety equipment',
    'Medical equipment [GHTF Class C]',
    'Medical equipment [GHTF Class D]',
    'Medical equipment [GHTF Class A/B]',
    'Mobile Electronics',
    'Mobile Communication',
    'Consumer Electronics - Differential Transmission',
    'HDD',
    'Double feed detection',
    'Automotive [Ask <BRAND>]',
    'Medical [Ask <BRAND>]',
  ],
  Brand: ['<BRAND>', '<BRAND> Power Solutions'],
  Benefits: [
    'Withstands voltage of 10-40 kV',
    'Low dissipation/HIQ',
    'Low inductance',
    'Anti-noise, low distortion',
    'Fail safe',
    'Anti-crack while deflecting',
    'Anti-crack while soldering',
    'No DC bias Characteristics',
    'Anti-ion migration',
    'Noise suppression',
  ],
  SmdType: [
    'Two-terminal',
    'Metal terminal',
    'Multi-terminal',
    'LW reversed',
    'Array type',
    'Top & bottom electrode',
    'On substrates',
    'Polymer Capacitors',
    '3-Terminal Capacitors',
    'Resin molding',
  ],
  TargetCircuitCategory: ['Power lines circuits', 'General circuits', 'High frequency circuits'],
  Construction: [
    'Wire wound type (Ferrite)',
    'Wire wound type (Non mag)',
    'Wire wound type (Metal)',
    'Film type',
    'Multilayer type',
    '2 coils in 1 unit',
  ],
};

/** Spec 4.4, the localized tables, character for character: [item, English, Japanese, Chinese]. */
const SPEC_LOCALIZED: ReadonlyArray<[ListedItemName, string, string, string]> = [
  ['Status', 'Under Development', '开発中', '开发中'],
  ['Status', 'In Production', '生产中', '目前生产'],
  ['Status', 'NRND', 'NRND', 'NRND'],
  ['Status', 'To be discontinued', '生产中止予定', '计划停产'],
  ['Status', 'Discontinued', '生产中止', '已经停产'],
  ['Standard', 'Certified by safety standard', '安全规格认定品', '安全规格认证品'],
  ['Mounting', 'Reflow soldering', 'リフローはんだ', '回流焊接'],
  ['Mounting', 'Flow soldering', 'フローはんだ', '波峰焊接'],
  ['Mounting', 'Bonding', 'ボンディング', '结合'],
  ['Mounting', 'Welding', '溶接', '焊接'],
  ['Mounting', 'Fixing with screws', 'ねじ止め', '螺丝固定'],
  ['TargetCircuitCategory', 'Power lines circuits', '电源系回路', '电源线回路'],
  ['TargetCircuitCategory', 'General circuits', '一般回路', '一般回路'],
  ['TargetCircuitCategory', 'High frequency circuits', '高周波回路', '高频回路'],
];

const LISTED_ITEMS = Object.keys(LISTED_VALUE_TEMPLATES) as ListedItemName[];

describe('search items (spec 4.3)', () => {
  test('the catalog has exactly the items of the spec table, in its order', () => {
    expect(ITEM_NAMES).toEqual(SPEC_SEARCH_ITEMS.map(([name]) => name));
  });

  test.each(SPEC_SEARCH_ITEMS)('%s is a %s item with unit %s, restricted: %s', (name, type, unit, restricted) => {
    const item = searchItemNamed(name);
    expect(item).toBeDefined();
    expect({ type: item?.type, unit: item?.unit, restricted: item?.restricted }).toEqual({ type, unit, restricted });
  });

  test('item names are looked up case-sensitively', () => {
    expect(searchItemNamed('capacitance')).toBeUndefined();
    expect(searchItemNamed('RdcMax')).toBeUndefined();
    expect(searchItemNamed('Nonsense')).toBeUndefined();
  });

  test('Rdc searches RdcMax and Srf searches SrfMin', () => {
    expect(searchItemNamed('Rdc')?.field).toBe('RdcMax');
    expect(searchItemNamed('Srf')?.field).toBe('SrfMin');
  });

  test("every item's field is a record field, except Category", () => {
    const missing = SEARCH_ITEMS.filter((item) => item.name !== 'Category' && fieldNamed(item.field) === undefined);
    expect(missing.map((item) => item.name)).toEqual([]);
    expect(fieldNamed(searchItemNamed('Category')!.field)).toBeUndefined();
  });

  test("every item's type fits its field's type, and a number item has its field's unit", () => {
    for (const item of SEARCH_ITEMS.filter((candidate) => candidate.name !== 'Category')) {
      const field = fieldNamed(item.field)!;
      const fitting: Record<SearchItemType, FieldType[]> = {
        string: ['string', 'stringList'],
        double: ['double'],
        boolean: ['boolean'],
      };
      expect({ item: item.name, fits: fitting[item.type].includes(field.type) }).toEqual({
        item: item.name,
        fits: true,
      });
      expect({ item: item.name, unit: item.unit }).toEqual({ item: item.name, unit: field.unit });
    }
  });

  test('every restricted item has listed values; Brand is listed but not restricted', () => {
    for (const item of SEARCH_ITEMS.filter((candidate) => candidate.restricted)) {
      expect(item.listed).toBe(item.name);
      expect(LISTED_VALUE_TEMPLATES[item.listed!].length).toBeGreaterThan(0);
    }
    expect(searchItemNamed('Brand')).toMatchObject({ restricted: false, listed: 'Brand' });
  });
});

describe('fields (spec 2.3)', () => {
  test('field names are unique', () => {
    const names = FIELDS.map((field) => field.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  test('the catalog has exactly the fields of spec 2.3, in its order', () => {
    expect(FIELDS.map((field) => field.name)).toEqual(SPEC_FIELDS.map(([, name]) => name));
  });

  test.each(SPEC_FIELDS.map(([place, name, type, unit]) => [place, name, type, unit] as const))(
    '%s.%s is a %s',
    (place, name, type, unit) => {
      const field = fieldNamed(name);
      expect(field).toBeDefined();
      expect({ place: field?.place, type: field?.type, unit: field?.unit }).toEqual({ place, type, unit });
    },
  );

  test('every ...Text field of Specs displays the double field of the same name and place', () => {
    const textFields = FIELDS.filter((field) => field.name.endsWith('Text') && field.name !== 'FeatureText');
    expect(textFields.length).toBe(18);
    for (const field of textFields) {
      const shown = fieldNamed(field.displayOf ?? '');
      expect({ name: field.name, displayOf: field.displayOf }).toEqual({
        name: field.name,
        displayOf: field.name.slice(0, -'Text'.length),
      });
      expect(shown).toMatchObject({ type: 'double', place: field.place });
      expect(field.type).toBe('string');
    }
  });

  test('FeatureText is a plain product text, not a display string', () => {
    expect(fieldNamed('FeatureText')).toMatchObject({ place: 'product', type: 'string' });
    expect(fieldNamed('FeatureText')?.displayOf).toBeUndefined();
  });

  test('only display strings have displayOf, and every double of Specs has a display string', () => {
    for (const field of FIELDS.filter((candidate) => candidate.displayOf !== undefined)) {
      expect(field.name).toBe(`${field.displayOf}Text`);
    }
    for (const field of FIELDS.filter((candidate) => candidate.type === 'double')) {
      expect(fieldNamed(`${field.name}Text`)?.displayOf).toBe(field.name);
    }
  });

  test('every field belongs to at least one bottom category, and only to bottom categories', () => {
    for (const field of FIELDS) {
      expect(field.categories.length).toBeGreaterThan(0);
      for (const category of field.categories) {
        expect(BOTTOM_CATEGORIES).toContain(category);
      }
    }
  });
});

describe('listed values (spec 4.4)', () => {
  test('the listed items are exactly those of the 4.4 table', () => {
    expect([...LISTED_ITEMS].sort()).toEqual(Object.keys(SPEC_ENGLISH_LISTED_VALUES).sort());
  });

  test.each(LISTED_ITEMS)('English forms of %s are those of the spec, with the brand filled in', (item) => {
    expect(listedValues(item, 'en')).toEqual(
      SPEC_ENGLISH_LISTED_VALUES[item].map((value) => value.split('<BRAND>').join(BRAND)),
    );
  });

  test.each(SPEC_LOCALIZED)('%s "%s" is "%s" in Japanese and "%s" in Chinese', (item, en, ja, zh) => {
    expect(localizedListedValue(item, en, 'ja')).toBe(ja);
    expect(localizedListedValue(item, en, 'zh')).toBe(zh);
    expect(localizedListedValue(item, en, 'en')).toBe(en);
    expect(englishListedValue(item, ja, 'ja')).toBe(en);
    expect(englishListedValue(item, zh, 'zh')).toBe(en);
    expect(listedValues(item, 'ja')).toContain(ja);
    expect(listedValues(item, 'zh')).toContain(zh);
  });

  test('Status, Standard, Mounting and TargetCircuitCategory in ja and zh are exactly the spec forms', () => {
    for (const item of ['Status', 'TargetCircuitCategory'] as const) {
      for (const [lang, column] of [
        ['ja', 2],
        ['zh', 3],
      ] as const) {
        expect(listedValues(item, lang)).toEqual(
          SPEC_LOCALIZED.filter(([rowItem]) => rowItem === item).map((row) => row[column]),
        );
      }
    }
  });

  test('values the spec gives no usable localized form for stay English in every language', () => {
    expect(localizedListedValue('Mounting', 'Conductive adhesive', 'ja')).toBe('Conductive adhesive');
    expect(
      localizedListedValue('Standard', 'Based on the Electrical Appliance and Material Safety Law of Japan', 'zh'),
    ).toBe('Based on the Electrical Appliance and Material Safety Law of Japan');
    for (const lang of LANGUAGES) {
      expect(listedValues('RatedVoltageClass', lang)).toEqual(['AC', 'DC']);
      expect(listedValues('TemperatureCharacteristicsCompliedStandard', lang)).toEqual(['JIS', 'EIA', BRAND]);
    }
  });

  test('English and localized forms round-trip for every value of every item in every language', () => {
    for (const item of LISTED_ITEMS) {
      for (const lang of LANGUAGES) {
        const localized = listedValues(item, lang);
        expect(new Set(localized).size).toBe(localized.length);
        for (const english of listedValues(item, 'en')) {
          const form = localizedListedValue(item, english, lang);
          expect(localized).toContain(form);
          expect({ item, lang, english, back: englishListedValue(item, form, lang) }).toEqual({
            item,
            lang,
            english,
            back: english,
          });
        }
      }
    }
  });

  test('englishListedValue ignores case, and rejects values of another language or item', () => {
    expect(englishListedValue('Status', 'in production', 'en')).toBe('In Production');
    expect(englishListedValue('Status', 'nrnd', 'zh')).toBe('NRND');
    expect(englishListedValue('Status', 'In Production', 'ja')).toBeUndefined();
    expect(englishListedValue('Status', '生产中', 'en')).toBeUndefined();
    expect(englishListedValue('Status', '生产中', 'zh')).toBeUndefined();
    expect(englishListedValue('Status', 'Reflow soldering', 'en')).toBeUndefined();
    expect(englishListedValue('Status', 'In Productio', 'en')).toBeUndefined();
  });

  test('localizedListedValue returns a value that is not listed unchanged', () => {
    expect(localizedListedValue('Status', 'Something else', 'ja')).toBe('Something else');
  });

  test('<BRAND> is replaced by the brand, the default one or the given one', () => {
    expect(BRAND_PLACEHOLDER).toBe('<BRAND>');
    expect(BRAND.length).toBeGreaterThan(0);
    expect(withBrand('Automotive [Ask <BRAND>]', 'Acme')).toBe('Automotive [Ask Acme]');
    expect(withBrand('<BRAND> and <BRAND>', 'Acme')).toBe('Acme and Acme');
    expect(withBrand('<BRAND>')).toBe(BRAND);
    expect(listedValues('Brand', 'en', 'Acme')).toEqual(['Acme', 'Acme Power Solutions']);
    expect(listedValues('Application', 'zh', 'Acme')).toContain('Medical [Ask Acme]');
    expect(englishListedValue('TemperatureCharacteristicsCompliedStandard', 'acme', 'ja', 'Acme')).toBe('Acme');
    expect(englishListedValue('TemperatureCharacteristicsCompliedStandard', '<BRAND>', 'en')).toBeUndefined();
    expect(localizedListedValue('Application', `Automotive [Ask ${BRAND}]`, 'ja')).toBe(`Automotive [Ask ${BRAND}]`);
    for (const item of LISTED_ITEMS) {
      for (const lang of LANGUAGES) {
        expect(listedValues(item, lang).filter((value) => value.includes('<BRAND>'))).toEqual([]);
      }
    }
  });
});

describe('languages and categories (spec 1)', () => {
  test('resolveLanguage keeps ja, zh and en and falls back to en otherwise', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['ja', 'zh', 'en']));
    expect(LANGUAGES).toHaveLength(3);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(resolveLanguage('ja')).toBe('ja');
    expect(resolveLanguage('zh')).toBe('zh');
    expect(resolveLanguage('en')).toBe('en');
    for (const other of [undefined, null, '', 'fr', 'en-US', 'zh-CN', 'ja ', 1, {}, ['ja']]) {
      expect(resolveLanguage(other)).toBe('en');
    }
  });

  test('category IDs are those of spec 1; bottomCategoriesOf expands the intermediate one', () => {
    expect([...CATEGORY_IDS].sort()).toEqual(
      ['ceramicCapacitors', 'ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'].sort(),
    );
    expect([...BOTTOM_CATEGORIES].sort()).toEqual(['ceramicCapacitorsLead', 'ceramicCapacitorsSMD', 'inductors']);
    expect([...bottomCategoriesOf('ceramicCapacitors')].sort()).toEqual([
      'ceramicCapacitorsLead',
      'ceramicCapacitorsSMD',
    ]);
    for (const bottom of BOTTOM_CATEGORIES) {
      expect(bottomCategoriesOf(bottom)).toEqual([bottom]);
    }
    expect(isCategoryId('ceramicCapacitors')).toBe(true);
    expect(isCategoryId('resistors')).toBe(false);
  });
});

describe('nearestNames', () => {
  test('suggests the closest item names first', () => {
    expect(nearestNames('Capacitence', ITEM_NAMES)[0]).toBe('Capacitance');
    expect(nearestNames('rdc', ITEM_NAMES)[0]).toBe('Rdc');
    expect(nearestNames('capacitance', ITEM_NAMES)[0]).toBe('Capacitance');
    expect(nearestNames('RatedVoltag', ITEM_NAMES)[0]).toBe('RatedVoltage');
  });

  test('suggests nothing for a name far from every candidate', () => {
    expect(nearestNames('zzzzzz', ITEM_NAMES)).toEqual([]);
    expect(nearestNames('Capacitance', [])).toEqual([]);
  });

  test('returns at most the limit', () => {
    expect(nearestNames('Rated', ITEM_NAMES).length).toBeLessThanOrEqual(3);
    expect(nearestNames('Rated', ITEM_NAMES, 1)).toHaveLength(1);
    expect(nearestNames('Rated', ITEM_NAMES, 10)).toEqual(
      expect.arrayContaining(['RatedVoltage', 'RatedVoltageClass', 'RatedCurrentItemp']),
    );
  });
});

/** Rows of the markdown table that follows `heading` in the spec, as arrays of trimmed cells. */
function specTable(heading: string): string[][] {
  const lines = specText!.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  expect(start).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  let index = start + 1;
  while (index < lines.length && !lines[index].trim().startsWith('|')) index += 1;
  for (; index < lines.length && lines[index].trim().startsWith('|'); index += 1) {
    const cells = lines[index]
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    rows.push(cells);
  }
  // Drop the header and the |---| line.
  return rows.slice(2);
}

describe('cross-check with the spec markdown', () => {
  withSpec('the localized forms of Status match the spec table', () => {
    const rows = specTable('Localized forms of Status:');
    expect(rows).toHaveLength(5);
    for (const [en, ja, zh] of rows) {
      expect([localizedListedValue('Status', en, 'ja'), localizedListedValue('Status', en, 'zh')]).toEqual([ja, zh]);
      expect(englishListedValue('Status', ja, 'ja')).toBe(en);
      expect(englishListedValue('Status', zh, 'zh')).toBe(en);
    }
  });

  withSpec('the localized forms of Standard, Mounting and TargetCircuitCategory match the spec table', () => {
    const rows = specTable('Localized forms of Standard, Mounting, TargetCircuitCategory:');
    expect(rows).toHaveLength(9);
    const items: ListedItemName[] = ['Standard', 'Mounting', 'TargetCircuitCategory'];
    for (const [en, ja, zh] of rows) {
      const owners = items.filter((item) => listedValues(item, 'en').includes(en));
      expect({ en, owners: owners.length }).toEqual({ en, owners: 1 });
      const item = owners[0];
      expect({ en, ja: localizedListedValue(item, en, 'ja'), zh: localizedListedValue(item, en, 'zh') }).toEqual({
        en,
        ja,
        zh,
      });
    }
  });

  withSpec('the English listed values match the 4.4 table', () => {
    const rows = specTable('### 4.4 Listed values (English form; each has Japanese and Chinese forms)');
    expect(rows.map(([item]) => item).sort()).toEqual([...LISTED_ITEMS].sort());
    for (const [item, values] of rows) {
      // "<BRAND> (the maker's own standard, ...)": a parenthesis about the maker explains, it is not part of the value.
      const expected = values.split(';').map((value) => value.replace(/\s*\([^)]*maker's[^)]*\)\s*$/, '').trim());
      expect({ item, values: LISTED_VALUE_TEMPLATES[item as ListedItemName].map((value) => value.en) }).toEqual({
        item,
        values: expected,
      });
    }
  });

  withSpec('the search items match the 4.3 table', () => {
    const rows = specTable('Search-condition items:');
    expect(rows.map(([name]) => name)).toEqual(ITEM_NAMES);
    const typeOf: Record<string, SearchItemType> = { String: 'string', Double: 'double', Boolean: 'boolean' };
    const unitOf: Record<string, Unit> = { g: 'g', m: 'm', F: 'F', V: 'V', ohm: 'ohm', 'degrees Celsius': 'degC' };
    for (const [name, type, unit, restricted] of rows) {
      const item = searchItemNamed(name)!;
      expect({ name, type: item.type }).toEqual({ name, type: typeOf[type] });
      expect({ name, restricted: item.restricted }).toEqual({ name, restricted: restricted.startsWith('yes') });
      if (unit !== '') {
        expect({ name, unit: item.unit }).toEqual({ name, unit: unitOf[unit] });
      }
    }
  });
});
