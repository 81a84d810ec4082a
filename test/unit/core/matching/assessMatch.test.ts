import {
  assessPart,
  type MatchClient,
  matchesFilter,
  matchParts,
  type PartDescription,
  type Product,
  readPartDescription,
} from '../../../../src/core';

// Every reason of a part against a line, whole: the requirement, how it stands, what was stated and what the
// part has, for parts that lack a field, are of another kind, arrive in Japanese, or are mounted several ways.

function part(category: Product['category'], partno: string, specs: Record<string, unknown>, record = {}): Product {
  return {
    category,
    record: {
      Partno: partno,
      PartnoWithoutPackageCode: partno,
      Status: 'In Production',
      Mounting: ['Reflow soldering'],
      ...record,
      Specs: specs,
    },
  } as unknown as Product;
}

const CHIP = {
  Capacitance: 1e-8,
  CapacitanceText: '10nF',
  SizecodeInch: '0402',
  SizecodeMm: '1005',
  SmdType: 'Two-terminal',
  TemperatureCharacteristics: 'X7R',
  RatedVoltage: 50,
  RatedVoltageText: '50Vdc',
  RatedVoltageClass: 'DC',
  ToleranceCapacitance: '±10%',
};
const chip = (specs: Record<string, unknown> = {}, record = {}) =>
  part('ceramicCapacitorsSMD', 'CHIP', { ...CHIP, ...specs }, record);
const read = (text: string, footprint?: string) => readPartDescription(text, footprint);
const reasons = (product: Product, line: PartDescription, lang: 'en' | 'ja' = 'en') =>
  assessPart(product, line, lang).reasons;

describe('assessMatch: every reason, whole', () => {
  test('a part equal in everything stated has no reason but what the line left unsaid', () => {
    expect(reasons(chip(), read('10nF 50V X7R 10%', 'C_0402_1005Metric'))).toEqual([]);
    expect(assessPart(chip(), read('10nF 50V X7R 10%', 'C_0402_1005Metric')).verdict).toBe('exact');
  });

  test('a part with no value for what is stated is unknown for each, and no meeting part', () => {
    const bare = part('ceramicCapacitorsSMD', 'BARE', { Capacitance: 1e-8 }, { Mounting: [] });
    const match = assessPart(bare, read('10nF 50V X7R 10%', 'C_0402_1005Metric'));
    expect(match.verdict).toBe('near');
    expect(match.reasons).toEqual([
      // A part with no inch code is compared by the metric one.
      { requirement: 'size', kind: 'unknown', stated: '1005' },
      { requirement: 'smdType', kind: 'unknown', stated: 'Two-terminal' },
      { requirement: 'mounting', kind: 'unknown', stated: 'soldering' },
      { requirement: 'temperatureCharacteristic', kind: 'unknown', stated: 'X7R' },
      { requirement: 'ratedVoltageClass', kind: 'unknown', stated: 'DC' },
      { requirement: 'ratedVoltage', kind: 'unknown', stated: '50V' },
      { requirement: 'tolerance', kind: 'unknown', stated: '±10%' },
    ]);
  });

  test('another value, category and size lack; their values as the service wrote them', () => {
    const coil = part('inductors', 'COIL', {
      Inductance: 1e-8,
      InductanceText: '10nH',
      SizecodeInch: '0402',
      SizecodeMm: '1005',
    });
    expect(reasons(coil, read('10nF 0402M'))[0]).toEqual({
      requirement: 'category',
      kind: 'lacks',
      stated: 'ceramicCapacitorsSMD',
      actual: 'inductors',
    });
    const other = chip({ Capacitance: 2.2e-8, CapacitanceText: '22nF', SizecodeInch: '0603', SizecodeMm: '1608' });
    expect(reasons(other, read('10nF 50V X7R 10%', 'C_0402_1005Metric')).slice(0, 2)).toEqual([
      { requirement: 'value', kind: 'lacks', stated: '10nF', actual: '22nF' },
      { requirement: 'size', kind: 'lacks', stated: '0402', actual: '0603' },
    ]);
  });

  test('a size with no inch code (4040) is compared by its metric code, and lacks against another', () => {
    const coil = part('inductors', 'C4040', {
      Inductance: 1e-5,
      SizecodeMm: '4040',
      InductanceTolerance: '±20%',
      RatedCurrent: 2,
      RatedCurrentText: '2A',
    });
    expect(reasons(coil, read('10uH 4040 2A'))).toEqual([
      { requirement: 'tolerance', kind: 'unstated', actual: '±20%' },
    ]);
    expect(reasons(coil, read('10uH 0603 2A'))[0]).toEqual({
      requirement: 'size',
      kind: 'lacks',
      stated: '1608',
      actual: '4040',
    });
  });

  test('a leaded capacitor: its spacing equal, lacking or unstated, never a size', () => {
    const leaded = part('ceramicCapacitorsLead', 'DISC', {
      Capacitance: 1e-9,
      LeadSpace: 0.005,
      LeadSpaceText: '5mm',
      TemperatureCharacteristics: 'X7R',
      RatedVoltage: 50,
      RatedVoltageText: '50Vdc',
      RatedVoltageClass: 'DC',
      ToleranceCapacitance: '±10%',
    });
    expect(reasons(leaded, read('1nF 50V X7R 10% radial P5'))).toEqual([]);
    expect(reasons(leaded, read('1nF 50V X7R 10% radial P7.5'))).toEqual([
      { requirement: 'leadSpacing', kind: 'lacks', stated: '7.5mm', actual: '5mm' },
    ]);
    expect(reasons(leaded, read('1nF 50V X7R 10% radial'))).toEqual([
      { requirement: 'leadSpacing', kind: 'unstated', actual: '5mm' },
    ]);
    expect(reasons(part('ceramicCapacitorsLead', 'NOSPACE', { Capacitance: 1e-9 }), read('1nF P5'))[0]).toEqual({
      requirement: 'leadSpacing',
      kind: 'unknown',
      stated: '5mm',
    });
  });

  test('an AC part for a line stating no class is said; a DC one is not', () => {
    const ac = chip({ RatedVoltageClass: 'AC', RatedVoltage: 250, RatedVoltageText: '250Vac' });
    expect(reasons(ac, read('10nF X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'ratedVoltageClass', kind: 'unstated', actual: 'AC' },
      { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V', actual: '250Vac' },
    ]);
    expect(reasons(chip(), read('10nF X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V', actual: '50Vdc' },
    ]);
  });

  test('a part that arrives in Japanese is weighed by its English listed values, and quoted as it came', () => {
    const japanese = chip(
      { RatedVoltageClass: 'DC', SmdType: 'Two-terminal' },
      { Mounting: ['フローはんだ', 'リフローはんだ'], Status: '生产中止' },
    );
    const match = assessPart(japanese, read('10nF 50V X7R 10%', 'C_0402_1005Metric'), 'ja');
    expect(match.verdict).toBe('exact');
    expect(match.reasons).toEqual([{ requirement: 'status', kind: 'unstated', actual: '生产中止' }]);
    expect(match.checks).toEqual([]);
    // In English the same words are no listed values: the part's mounting is then no soldering.
    expect(assessPart(japanese, read('10nF 50V X7R 10%', 'C_0402_1005Metric'), 'en').verdict).toBe('near');
  });

  test('a part mounted several ways meets a line when one of them is soldering, or conductive adhesive when asked', () => {
    const both = chip({}, { Mounting: ['Conductive adhesive', 'Reflow soldering'] });
    expect(assessPart(both, read('10nF 50V X7R 10%', 'C_0402_1005Metric')).verdict).toBe('exact');
    expect(assessPart(both, read('10nF 50V X7R 10% conductive adhesive', 'C_0402_1005Metric')).verdict).toBe('exact');
    const glue = chip({}, { Mounting: ['Conductive adhesive'] });
    expect(reasons(glue, read('10nF 50V X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'mounting', kind: 'lacks', stated: 'soldering', actual: 'Conductive adhesive' },
    ]);
    const flow = chip({}, { Mounting: ['Flow soldering', 'Welding'] });
    expect(assessPart(flow, read('10nF 50V X7R 10%', 'C_0402_1005Metric')).verdict).toBe('exact');
  });

  test('the SMD type: another one lacks, a stated one is equal', () => {
    const array = chip({ SmdType: 'Array type' });
    expect(reasons(array, read('10nF 50V X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'smdType', kind: 'lacks', stated: 'Two-terminal', actual: 'Array type' },
    ]);
    expect(reasons(array, read('10nF 50V X7R 10% array', 'C_0402_1005Metric'))).toEqual([]);
  });

  test('a characteristic: more stable exceeded, less stable lacks, unknown when the part has none', () => {
    expect(reasons(chip({ TemperatureCharacteristics: 'C0G' }), read('10nF 50V X7R 10%', 'C_0402_1005Metric'))).toEqual(
      [{ requirement: 'temperatureCharacteristic', kind: 'exceeded', stated: 'X7R', actual: 'C0G' }],
    );
    expect(reasons(chip({ TemperatureCharacteristics: 'X5R' }), read('10nF 50V X7R 10%', 'C_0402_1005Metric'))).toEqual(
      [{ requirement: 'temperatureCharacteristic', kind: 'lacks', stated: 'X7R', actual: 'X5R' }],
    );
  });

  test('a tolerance: tighter exceeded, equal, wider lacks, unknown for a text no width can be read of', () => {
    const line = read('10nF 50V X7R 10%', 'C_0402_1005Metric');
    expect(reasons(chip({ ToleranceCapacitance: '±5%' }), line)).toEqual([
      { requirement: 'tolerance', kind: 'exceeded', stated: '±10%', actual: '±5%' },
    ]);
    expect(reasons(chip({ ToleranceCapacitance: '±20%' }), line)).toEqual([
      { requirement: 'tolerance', kind: 'lacks', stated: '±10%', actual: '±20%' },
    ]);
    expect(reasons(chip({ ToleranceCapacitance: 'special' }), line)).toEqual([
      { requirement: 'tolerance', kind: 'unknown', stated: '±10%', actual: 'special' },
    ]);
    // An inductor's in nH.
    const coil = part('inductors', 'L', {
      Inductance: 1e-8,
      InductanceTolerance: '±0.3nH',
      SizecodeInch: '0402',
      SizecodeMm: '1005',
    });
    expect(reasons(coil, read('10nH 0402M ±0.2nH'))).toContainEqual({
      requirement: 'tolerance',
      kind: 'lacks',
      stated: '±0.2nH',
      actual: '±0.3nH',
    });
  });

  test('a current: equal, above exceeded, below lacks; unstated said', () => {
    const coil = (current: number) =>
      part('inductors', `L${current}`, {
        Inductance: 1e-6,
        SizecodeInch: '0805',
        SizecodeMm: '2012',
        InductanceTolerance: '±20%',
        RatedCurrent: current,
        RatedCurrentText: `${current}A`,
      });
    expect(reasons(coil(1), read('1uH 0805 1A 20%'))).toEqual([]);
    expect(reasons(coil(2), read('1uH 0805 1A 20%'))).toEqual([
      { requirement: 'ratedCurrent', kind: 'exceeded', stated: '1A', actual: '2A' },
    ]);
    expect(reasons(coil(0.5), read('1uH 0805 1A 20%'))).toEqual([
      { requirement: 'ratedCurrent', kind: 'lacks', stated: '1A', actual: '0.5A' },
    ]);
    expect(reasons(coil(2), read('1uH 0805 20%'))).toEqual([
      { requirement: 'ratedCurrent', kind: 'unstated', actual: '2A' },
    ]);
  });

  test('a height stated: lower exceeded, taller lacks, unknown without a thickness', () => {
    const coil = (thickness?: number) =>
      part('inductors', 'H', {
        Inductance: 1e-5,
        SizecodeMm: '5050',
        InductanceTolerance: '±20%',
        RatedCurrent: 2,
        ...(thickness === undefined ? {} : { Thickness: thickness, ThicknessText: `${thickness * 1000}mm` }),
      });
    const line = read('10uH 20% 2A', '5.0x5.0x3mm');
    expect(reasons(coil(0.003), line)).toEqual([]);
    expect(reasons(coil(0.002), line)).toEqual([
      { requirement: 'height', kind: 'exceeded', stated: '3mm', actual: '2mm' },
    ]);
    expect(reasons(coil(0.004), line)).toEqual([
      { requirement: 'height', kind: 'lacks', stated: '3mm', actual: '4mm' },
    ]);
    expect(reasons(coil(), line)).toEqual([{ requirement: 'height', kind: 'unknown', stated: '3mm' }]);
  });

  test('a voltage: the class stated compared, an AC part for a DC line lacks', () => {
    const line = read('10nF 50Vdc X7R 10%', 'C_0402_1005Metric');
    expect(reasons(chip({ RatedVoltageClass: 'AC' }), line)).toEqual([
      { requirement: 'ratedVoltageClass', kind: 'lacks', stated: 'DC', actual: 'AC' },
    ]);
    expect(reasons(chip({ RatedVoltage: 100, RatedVoltageText: '100Vdc' }), line)).toEqual([
      { requirement: 'ratedVoltage', kind: 'exceeded', stated: '50Vdc', actual: '100Vdc' },
    ]);
  });
});

describe('the near order: what is lacking, and by how much', () => {
  const clientOver = (products: readonly Product[]): MatchClient => ({
    searchAll: async ({ filter }) => products.filter((product) => matchesFilter(product, filter)),
  });
  const line = read('10nF 50V X7R 5%', 'C_0402_1005Metric');
  const partnos = (matches: { product: Product }[]) => matches.map((match) => match.product.record.Partno);
  const named = (partno: string, specs: Record<string, unknown>, record = {}) =>
    part('ceramicCapacitorsSMD', partno, { ...CHIP, ToleranceCapacitance: '±5%', ...specs }, record);

  test('a tolerance a little wider is nearer than one far wider; a voltage a little lower nearer than far lower', async () => {
    const matches = await matchParts(
      clientOver([
        named('WIDE20', { ToleranceCapacitance: '±20%' }),
        named('WIDE10', { ToleranceCapacitance: '±10%' }),
        named('LOW10', { RatedVoltage: 10 }),
        named('LOW35', { RatedVoltage: 35 }),
      ]),
      line,
      { count: 10 },
    );
    // ln(10/5) = 0.69 for ±10 %, ln(50/35) = 0.36 for 35 V, ln(20/5) = 1.39, ln(50/10) = 1.61.
    expect(partnos(matches)).toEqual(['LOW35', 'WIDE10', 'WIDE20', 'LOW10']);
  });

  test('lacking a defining requirement (size) is further than any rating; characteristic lacking counts one', async () => {
    const matches = await matchParts(
      clientOver([
        named('OTHERSIZE', { SizecodeInch: '0603', SizecodeMm: '1608' }),
        named('X5R', { TemperatureCharacteristics: 'X5R' }),
        named('LOW4', { RatedVoltage: 4 }),
      ]),
      line,
      { count: 10 },
    );
    // X5R lacks by 1, 4 V by ln(50/4) = 2.5: both before the other size.
    expect(partnos(matches)).toEqual(['X5R', 'LOW4']);
  });

  test('among near parts equal otherwise: In Production first, then the smaller over-rating, then the series preferred', async () => {
    const low = { RatedVoltage: 25 };
    const matches = await matchParts(
      clientOver([
        named('A_NRND', low, { Status: 'NRND' }),
        named('B_C0G', { ...low, TemperatureCharacteristics: 'C0G' }),
        named('C_PLAIN', low, { Series: 'OCM' }),
        named('D_PREF', low, { Series: 'OCJ' }),
      ]),
      line,
      { count: 10, preferSeries: 'OCJ' },
    );
    expect(matches.every((match) => match.verdict === 'near')).toBe(true);
    expect(partnos(matches)).toEqual(['D_PREF', 'C_PLAIN', 'B_C0G', 'A_NRND']);
  });

  test('a preferred series comes before a preferred status only where the series differ', async () => {
    const matches = await matchParts(
      clientOver([
        named('A', {}, { Series: 'OCM', Status: 'NRND' }),
        named('B', {}, { Series: 'OCJ', Status: 'To be discontinued' }),
        named('C', {}, { Series: 'OCM', Status: 'To be discontinued' }),
      ]),
      line,
      { count: 10, preferSeries: ['OCJ'], status: ['NRND', 'To be discontinued'] },
    );
    expect(partnos(matches)).toEqual(['B', 'A', 'C']);
  });
});
