import { createHash } from 'node:crypto';
import type { BottomCategory, FieldDefinition, ListedItemName } from '../../../src/core/catalog';
import { BOTTOM_CATEGORIES, BRAND, FIELDS, fieldsOfCategory, listedValues } from '../../../src/core/catalog';
import type { DatasetProduct, ProductRecord } from '../../../src/service/dataset';
import {
  NUMBERING_SCHEME_MARKDOWN,
  STATUSES,
  decodeInductorPartno,
  decodeLeadCapacitorPartno,
  decodeSmdCapacitorPartno,
  generateDataset,
} from '../../../src/service/dataset';

/*
 * The reference dataset is generated once per file; each check walks every product and collects what is
 * wrong, so a failure names the products instead of stopping at the first one.
 */

type Json = Record<string, unknown>;

let dataset: DatasetProduct[];
let byPartno: Map<string, DatasetProduct>;

beforeAll(() => {
  dataset = generateDataset();
  byPartno = new Map(dataset.map((product) => [product.record.Partno, product]));
});

function productsOf(category: BottomCategory): DatasetProduct[] {
  return dataset.filter((product) => product.category === category);
}

function specs(record: ProductRecord): Json {
  return record.Specs as Json;
}

function compliance(record: ProductRecord): Json {
  return record.ComplianceInfo as Json;
}

/** Runs `check` on every product and fails with the first few problems it reports. */
function expectNoProblems(check: (product: DatasetProduct) => string | string[] | undefined, products = dataset): void {
  const problems: string[] = [];
  for (const product of products) {
    const found = check(product);
    if (found === undefined) continue;
    for (const problem of Array.isArray(found) ? found : [found]) {
      problems.push(`${product.record.Partno}: ${problem}`);
    }
    if (problems.length >= 10) break;
  }
  expect(problems).toEqual([]);
}

function fingerprint(products: readonly DatasetProduct[]): string {
  const hash = createHash('sha256');
  for (const product of products) hash.update(product.category).update(JSON.stringify(product.record));
  return hash.digest('hex');
}

const UNIT_SCALES: Readonly<Record<string, number>> = {
  pF: 1e-12,
  µF: 1e-6,
  nH: 1e-9,
  µH: 1e-6,
  mH: 1e-3,
  mA: 1e-3,
  A: 1,
  Ω: 1,
  Hz: 1,
  kHz: 1e3,
  MHz: 1e6,
  mm: 1e-3,
  g: 1,
  '°C': 1,
  Vdc: 1,
  Vac: 1,
  kVdc: 1e3,
  kVac: 1e3,
};

/** The number a display text stands for, in SI base units, or undefined when it is not a clean display text. */
function parseDisplay(text: string): { value: number; unit: string } | undefined {
  const match = /^(\d+(?:\.\d+)?)(pF|µF|nH|µH|mH|mA|A|Ω|Hz|kHz|MHz|mm|g|°C|Vdc|Vac|kVdc|kVac)$/.exec(text);
  if (!match) return undefined;
  const digits = (match[1] as string).replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (digits.length > 6) return undefined;
  return { value: Number(match[1]) * (UNIT_SCALES[match[2] as string] as number), unit: match[2] as string };
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function valueOf(record: ProductRecord, definition: FieldDefinition): unknown {
  const holder = definition.place === 'product' ? (record as Json) : ((record as Json)[definition.place] as Json);
  return holder[definition.name];
}

describe('reference dataset', () => {
  test('is the same on every generation', () => {
    expect(fingerprint(generateDataset())).toBe(fingerprint(dataset));
  });

  test('holds enough products of each category, SMD first, then leaded, then inductors', () => {
    const counts = Object.fromEntries(BOTTOM_CATEGORIES.map((category) => [category, productsOf(category).length]));
    expect(counts['ceramicCapacitorsSMD']).toBeGreaterThanOrEqual(40_000);
    expect(counts['ceramicCapacitorsLead']).toBeGreaterThanOrEqual(4000);
    expect(counts['inductors']).toBeGreaterThanOrEqual(10_000);
    const order = dataset.map((product) => BOTTOM_CATEGORIES.indexOf(product.category));
    expect(order.every((index, position) => position === 0 || index >= (order[position - 1] as number))).toBe(true);
  });

  test('sorts each category by Partno and never repeats a part number', () => {
    expect(byPartno.size).toBe(dataset.length);
    for (const category of BOTTOM_CATEGORIES) {
      const partnos = productsOf(category).map((product) => product.record.Partno);
      expect(partnos).toEqual([...partnos].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  test('gives each record exactly the fields of its category, in catalog order, per place', () => {
    const expected = new Map(
      BOTTOM_CATEGORIES.map((category) => {
        const fields = fieldsOfCategory(category);
        const names = (place: string) => fields.filter((field) => field.place === place).map((field) => field.name);
        return [
          category,
          {
            product: [...names('product'), 'ComplianceInfo', 'Specs', 'MediaFileUrls'].join(),
            ComplianceInfo: names('ComplianceInfo').join(),
            Specs: names('Specs').join(),
            MediaFileUrls: names('MediaFileUrls').join(),
          },
        ] as const;
      }),
    );
    expectNoProblems(({ category, record }) => {
      const wanted = expected.get(category);
      if (!wanted) return 'unknown category';
      const problems: string[] = [];
      if (Object.keys(record).join() !== wanted.product) problems.push('product keys');
      for (const place of ['ComplianceInfo', 'Specs', 'MediaFileUrls'] as const) {
        if (Object.keys(record[place]).join() !== wanted[place]) problems.push(`${place} keys`);
      }
      return problems;
    });
  });

  test('holds values of each field type, numbers as clean decimals', () => {
    const fieldsByCategory = new Map(BOTTOM_CATEGORIES.map((category) => [category, fieldsOfCategory(category)]));
    expectNoProblems(({ category, record }) =>
      (fieldsByCategory.get(category) ?? []).flatMap((definition) => {
        const value = valueOf(record, definition);
        const ok = (() => {
          switch (definition.type) {
            case 'string':
              return value === null || (typeof value === 'string' && value !== '');
            case 'stringList':
              return Array.isArray(value) && value.every((element) => typeof element === 'string' && element !== '');
            case 'double':
              return (
                value === null ||
                (typeof value === 'number' && Number.isFinite(value) && Number(value.toPrecision(12)) === value)
              );
            case 'integer':
              return Number.isInteger(value) && (value as number) > 0;
            case 'boolean':
              return typeof value === 'boolean';
            case 'date':
              return value === null || (typeof value === 'string' && validDate(value));
          }
        })();
        return ok ? [] : [`${definition.name} = ${JSON.stringify(value)}`];
      }),
    );
  });

  test('writes each display text to agree with its number', () => {
    const displays = FIELDS.filter((definition) => definition.displayOf);
    expectNoProblems(({ record }) => {
      const problems: string[] = [];
      for (const display of displays) {
        const numberField = display.displayOf as string;
        if (!(display.name in specs(record))) continue;
        const text = specs(record)[display.name];
        const value = specs(record)[numberField];
        if (value === null || text === null) {
          if (value !== text) problems.push(`${display.name} ${String(text)} but ${numberField} ${String(value)}`);
          continue;
        }
        const parsed = parseDisplay(String(text));
        if (!parsed || !close(parsed.value, value as number))
          problems.push(`${display.name} ${String(text)} for ${String(value)}`);
      }
      const voltage = specs(record)['RatedVoltageText'];
      if (typeof voltage === 'string' && !voltage.endsWith(String(specs(record)['RatedVoltageClass']).toLowerCase())) {
        problems.push(`${voltage} is not ${String(specs(record)['RatedVoltageClass'])}`);
      }
      return problems;
    });
  });

  test('agrees with its SMD capacitor part number', () => {
    expectNoProblems(({ record }) => {
      const decoded = decodeSmdCapacitorPartno(record.Partno);
      if (!decoded) return 'does not decode';
      const s = specs(record);
      const wanted: Record<string, unknown> = {
        PartnoWithoutPackageCode: decoded.partnoWithoutPackageCode,
        Series: decoded.series,
        PackageType: decoded.packageType,
        Capacitance: decoded.capacitance,
        RatedVoltage: decoded.ratedVoltage,
        RatedVoltageClass: 'DC',
        TemperatureCharacteristics: decoded.temperature.name,
        TemperatureCharacteristicsCompliedStandard: decoded.temperature.standard,
        ToleranceCapacitance: decoded.toleranceCapacitance,
        Length: decoded.size.length / 1e6,
        Width: decoded.size.width / 1e6,
        Thickness: decoded.thickness / 1e6,
        SizecodeMm: decoded.size.sizecodeMm,
        SizecodeInch: decoded.size.sizecodeInch,
        MaxOperatingTemperature: decoded.temperature.maximumTemperature,
        OperatingTemperatureRange: `${decoded.temperature.minimumTemperature}°C to ${decoded.temperature.maximumTemperature}°C`,
      };
      return Object.entries(wanted)
        .filter(([name, value]) => (name in s ? s[name] : (record as Json)[name]) !== value)
        .map(
          ([name, value]) =>
            `${name} is ${JSON.stringify(name in s ? s[name] : (record as Json)[name])}, part number says ${JSON.stringify(value)}`,
        );
    }, productsOf('ceramicCapacitorsSMD'));
  });

  test('agrees with its leaded capacitor part number', () => {
    expectNoProblems(({ record }) => {
      const decoded = decodeLeadCapacitorPartno(record.Partno);
      if (!decoded) return 'does not decode';
      const s = specs(record);
      const metres = (micrometres: number | null) => (micrometres === null ? null : micrometres / 1e6);
      const wanted: Record<string, unknown> = {
        PartnoWithoutPackageCode: decoded.partnoWithoutPackageCode,
        Series: decoded.series,
        PackageType: decoded.packageType,
        Capacitance: decoded.capacitance,
        RatedVoltage: decoded.ratedVoltage,
        RatedVoltageClass: decoded.ratedVoltageClass,
        TemperatureCharacteristics: decoded.temperature.name,
        ToleranceCapacitance: decoded.toleranceCapacitance,
        Length: metres(decoded.body.length),
        Width: metres(decoded.body.width),
        Thickness: metres(decoded.body.thickness),
        OuterDiameter: metres(decoded.body.diameter),
        LeadSpace: metres(decoded.leadStyle.spacing),
        LeadDiameter: metres(decoded.leadDiameter),
        Standard: decoded.standard,
      };
      const problems = Object.entries(wanted)
        .filter(([name, value]) => (name in s ? s[name] : (record as Json)[name]) !== value)
        .map(
          ([name, value]) =>
            `${name} is ${JSON.stringify(name in s ? s[name] : (record as Json)[name])}, part number says ${JSON.stringify(value)}`,
        );
      if ((decoded.body.shape === 'disc') !== (s['OuterDiameter'] !== null))
        problems.push('shape and OuterDiameter disagree');
      if (
        (record.Standard === 'Certified by safety standard') !==
        (record.MediaFileUrls['SafetyCertificates'] !== null)
      ) {
        problems.push('SafetyCertificates and Standard disagree');
      }
      return problems;
    }, productsOf('ceramicCapacitorsLead'));
  });

  test('agrees with its inductor part number', () => {
    expectNoProblems(({ record }) => {
      const decoded = decodeInductorPartno(record.Partno);
      if (!decoded) return 'does not decode';
      const s = specs(record);
      const power = decoded.seriesDefinition.kind === 'power';
      const wanted: Record<string, unknown> = {
        PartnoWithoutPackageCode: decoded.partnoWithoutPackageCode,
        Series: decoded.series,
        PackageType: decoded.packageType,
        Inductance: decoded.inductance,
        InductanceTolerance: decoded.inductanceTolerance,
        Length: decoded.size.length / 1e6,
        Width: decoded.size.width / 1e6,
        Thickness: decoded.thickness / 1e6,
        SizecodeMm: decoded.size.sizecodeMm,
        SizecodeInch: decoded.size.sizecodeInch,
        MagneticShieldClass: decoded.magneticShieldClass,
        Brand: power ? `${BRAND} Power Solutions` : BRAND,
      };
      const problems = Object.entries(wanted)
        .filter(([name, value]) => (name in s ? s[name] : (record as Json)[name]) !== value)
        .map(
          ([name, value]) =>
            `${name} is ${JSON.stringify(name in s ? s[name] : (record as Json)[name])}, part number says ${JSON.stringify(value)}`,
        );
      if (compliance(record)['AecQ200Support'] !== decoded.automotive)
        problems.push('AecQ200Support disagrees with the grade');
      if (power) {
        if (s['RatedCurrent'] !== Math.min(s['RatedCurrentIsat'] as number, s['RatedCurrentItemp'] as number)) {
          problems.push('RatedCurrent is not the lower of Isat and Itemp');
        }
        if (s['QMin'] !== null || s['SrfMin'] !== null || record.DcResistanceCenterValues === null)
          problems.push('power fields');
        const centre = parseDisplay(String(record.DcResistanceCenterValues));
        if (!centre || centre.value > (s['RdcMax'] as number)) problems.push('DcResistanceCenterValues above RdcMax');
      } else if (
        s['QMin'] === null ||
        s['SrfMin'] === null ||
        s['QTestFrequency'] === null ||
        s['RatedCurrentIsat'] !== null
      ) {
        problems.push('RF fields');
      }
      return problems;
    }, productsOf('inductors'));
  });

  test('keeps values physically plausible', () => {
    expectNoProblems(({ category, record }) => {
      const s = specs(record);
      if (category === 'inductors') {
        const inductance = s['Inductance'] as number;
        return inductance >= 1e-9 && inductance <= 1e-3 ? undefined : `inductance ${inductance}`;
      }
      const capacitance = s['Capacitance'] as number;
      const problems: string[] = [];
      if (capacitance < 0.2e-12 || capacitance > 100e-6) problems.push(`capacitance ${capacitance}`);
      if (['C0G', 'CH', 'SL'].includes(String(s['TemperatureCharacteristics'])) && capacitance > 0.1e-6)
        problems.push('class 1 above 0.1 µF');
      if (capacitance >= 10e-6 && (s['RatedVoltage'] as number) > 50) problems.push('10 µF above 50 V');
      const longest = Math.max(Number(s['Length']), Number(s['Width']));
      if (capacitance >= 10e-6 && longest < 1e-3) problems.push('10 µF in a chip under 1 mm');
      return problems;
    });
  });

  test('shares PartnoWithoutPackageCode and every spec value among 2-4 packaging variants', () => {
    const groups = new Map<string, ProductRecord[]>();
    for (const { record } of dataset) {
      const group = groups.get(record.PartnoWithoutPackageCode);
      if (group) group.push(record);
      else groups.set(record.PartnoWithoutPackageCode, [record]);
    }
    const problems: string[] = [];
    for (const [base, records] of groups) {
      if (records.length < 2 || records.length > 4) problems.push(`${base} has ${records.length} variants`);
      const first = records[0] as ProductRecord;
      for (const record of records) {
        if (record.Partno.slice(0, -1) !== base) problems.push(`${record.Partno} is not ${base} plus a packaging code`);
        if (JSON.stringify(record.Specs) !== JSON.stringify(first.Specs))
          problems.push(`${record.Partno} Specs differ`);
        for (const name of ['Status', 'LastBuyDate', 'ProductionEndDate', 'Series', 'Application'] as const) {
          if (record[name] !== first[name]) problems.push(`${record.Partno} ${name} differs`);
        }
      }
      if (new Set(records.map((record) => record.PackageType)).size !== records.length)
        problems.push(`${base} repeats a PackageType`);
      if (problems.length >= 10) break;
    }
    expect(problems).toEqual([]);
  });

  test.each(BOTTOM_CATEGORIES)('uses all five statuses in realistic shares in %s', (category) => {
    const products = productsOf(category);
    const shares = Object.fromEntries(
      STATUSES.map((status) => [
        status,
        products.filter((product) => product.record.Status === status).length / products.length,
      ]),
    );
    const wanted = {
      'In Production': 0.72,
      NRND: 0.08,
      'To be discontinued': 0.05,
      Discontinued: 0.1,
      'Under Development': 0.05,
    };
    for (const [status, share] of Object.entries(wanted)) {
      expect(Math.abs((shares[status] as number) - share)).toBeLessThanOrEqual(0.03);
    }
    const inProduction = products.filter((product) => product.record.Status === 'In Production');
    const newShare =
      inProduction.filter((product) => product.record['NewProduct'] === true).length / inProduction.length;
    expect(newShare).toBeGreaterThan(0.04);
    expect(newShare).toBeLessThan(0.12);
  });

  test('marks new products and end-of-life dates by status', () => {
    expectNoProblems(({ record }) => {
      const status = record.Status;
      const lastBuy = record['LastBuyDate'];
      const end = record['ProductionEndDate'];
      const problems: string[] = [];
      if (status === 'Under Development' && record['NewProduct'] !== true)
        problems.push('not new while under development');
      if (!['Under Development', 'In Production'].includes(status) && record['NewProduct'] !== false)
        problems.push('new while retiring');
      if (status === 'Discontinued' || status === 'To be discontinued') {
        if (typeof lastBuy !== 'string' || typeof end !== 'string' || !validDate(lastBuy) || !validDate(end))
          return 'dates missing';
        if (!(lastBuy < end)) problems.push(`last buy ${lastBuy} not before end ${end}`);
        if (lastBuy < '2024-01-01' || end > '2028-12-31') problems.push('dates outside 2024-2028');
      } else if (lastBuy !== null || end !== null) {
        problems.push('dates on a product not being discontinued');
      }
      if ((status === 'Discontinued') !== (record['SampleRequestUrl'] === null)) problems.push('SampleRequestUrl');
      return problems;
    });
  });

  test('offers only existing, equivalent In Production alternatives', () => {
    const retiring = new Set(['NRND', 'To be discontinued', 'Discontinued']);
    let withAlternatives = 0;
    expectNoProblems(({ category, record }) => {
      const alternatives = record['AlternativePartno'] as string[];
      if (!retiring.has(record.Status))
        return alternatives.length === 0 ? undefined : 'alternatives while not retiring';
      if (alternatives.length === 0) return undefined;
      withAlternatives += 1;
      if (alternatives.length > 3 || new Set(alternatives).size !== alternatives.length)
        return `${alternatives.length} alternatives`;
      const s = specs(record);
      return alternatives.flatMap((partno) => {
        const alternative = byPartno.get(partno);
        if (!alternative) return [`${partno} does not exist`];
        const a = specs(alternative.record);
        const problems: string[] = [];
        if (partno === record.Partno) problems.push('is its own alternative');
        if (alternative.category !== category) problems.push(`${partno} is another category`);
        if (alternative.record.Status !== 'In Production') problems.push(`${partno} is ${alternative.record.Status}`);
        if (
          compliance(record)['AecQ200Support'] === true &&
          compliance(alternative.record)['AecQ200Support'] !== true
        ) {
          problems.push(`${partno} is not AEC-Q200`);
        }
        if (category === 'inductors') {
          if (a['Inductance'] !== s['Inductance'] || a['SizecodeMm'] !== s['SizecodeMm'])
            problems.push(`${partno} differs`);
          if ((a['RatedCurrent'] as number) < (s['RatedCurrent'] as number)) problems.push(`${partno} rated lower`);
          if (alternative.record['TargetCircuitCategory'] !== record['TargetCircuitCategory'])
            problems.push(`${partno} other circuit`);
        } else {
          for (const name of [
            'Capacitance',
            'TemperatureCharacteristics',
            'RatedVoltageClass',
            'SizecodeMm',
            'SmdType',
            'LeadSpace',
          ]) {
            if (a[name] !== s[name]) problems.push(`${partno} ${name} differs`);
          }
          if ((a['RatedVoltage'] as number) < (s['RatedVoltage'] as number)) problems.push(`${partno} rated lower`);
          if (category === 'ceramicCapacitorsLead') {
            const body = (p: string) => decodeLeadCapacitorPartno(p)?.bodyCode;
            if (body(partno) !== body(record.Partno)) problems.push(`${partno} other body`);
          }
        }
        return problems;
      });
    });
    const retiringCount = dataset.filter((product) => retiring.has(product.record.Status)).length;
    // Most retiring parts have an equivalent in production; a realistic catalogue leaves some without.
    expect(withAlternatives / retiringCount).toBeGreaterThan(0.6);
  });

  test('uses only listed values where the spec lists them', () => {
    const items: readonly (readonly [string, ListedItemName])[] = [
      ['Status', 'Status'],
      ['Standard', 'Standard'],
      ['Mounting', 'Mounting'],
      ['RatedVoltageClass', 'RatedVoltageClass'],
      ['TemperatureCharacteristicsCompliedStandard', 'TemperatureCharacteristicsCompliedStandard'],
      ['Application', 'Application'],
      ['Brand', 'Brand'],
      ['Benefits', 'Benefits'],
      ['SmdType', 'SmdType'],
      ['TargetCircuitCategory', 'TargetCircuitCategory'],
      ['Construction', 'Construction'],
    ];
    const allowed = new Map(items.map(([field, item]) => [field, new Set(listedValues(item, 'en'))]));
    const definitions = new Map(FIELDS.map((definition) => [definition.name, definition]));
    expectNoProblems(({ category, record }) =>
      items.flatMap(([field]) => {
        const definition = definitions.get(field) as FieldDefinition;
        if (!definition.categories.includes(category)) return [];
        const value = valueOf(record, definition);
        if (value === null && (field === 'Standard' || field === 'TargetCircuitCategory')) return [];
        const values =
          field === 'Application'
            ? String(value).split(', ')
            : Array.isArray(value)
              ? (value as string[])
              : [String(value)];
        if (field === 'Application' && (values.length < 1 || values.length > 3))
          return [`${values.length} applications`];
        return values.filter((element) => !allowed.get(field)?.has(element)).map((element) => `${field} "${element}"`);
      }),
    );
  });

  test('writes operating temperature ranges as "-55°C to 125°C"', () => {
    const ranges = dataset.map(({ record }) => String(specs(record)['OperatingTemperatureRange']));
    expect(ranges.filter((range) => range.startsWith('-')).length).toBeGreaterThan(dataset.length / 2);
    expectNoProblems(({ record }) => {
      const range = String(specs(record)['OperatingTemperatureRange']);
      const match = /^(-?\d+)°C to (-?\d+)°C$/.exec(range);
      if (!match) return `range ${range}`;
      return Number(match[2]) === specs(record)['MaxOperatingTemperature'] ? undefined : `range ${range} vs maximum`;
    });
  });

  test("links only to the maker's .example site, with the part number encoded", () => {
    expectNoProblems(({ record }) => {
      const problems: string[] = [];
      const encoded = encodeURIComponent(record.Partno);
      if (record['ProductDetailUrl'] !== `https://www.orvane.example/products/${encoded}`)
        problems.push('ProductDetailUrl');
      const sample = record['SampleRequestUrl'];
      if (sample !== null && sample !== `https://www.orvane.example/sample-cart?partno=${encoded}`)
        problems.push('SampleRequestUrl');
      for (const url of [...Object.values(record.MediaFileUrls), compliance(record)['SvhcDocumentUrl']]) {
        if (url !== null && !String(url).startsWith('https://www.orvane.example/media/'))
          problems.push(`url ${String(url)}`);
      }
      return problems;
    });
  });

  test('publishes a numbering scheme whose examples decode', () => {
    const examples = [...NUMBERING_SCHEME_MARKDOWN.matchAll(/Example `([0-9A-Z]+)`/g)].map(
      (match) => match[1] as string,
    );
    expect(examples).toHaveLength(3);
    expect(decodeSmdCapacitorPartno(examples[0] as string)?.capacitance).toBe(1e-7);
    expect(decodeLeadCapacitorPartno(examples[1] as string)?.ratedVoltage).toBe(50);
    expect(decodeInductorPartno(examples[2] as string)?.inductance).toBe(4.7e-6);
    for (const series of new Set(dataset.map(({ record }) => String(record['Series'])))) {
      expect(NUMBERING_SCHEME_MARKDOWN).toContain(`\`${series}\``);
    }
  });
});
