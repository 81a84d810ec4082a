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

const clientOver = (products: readonly Product[]): MatchClient => ({
  searchAll: async ({ filter }) => products.filter((product) => matchesFilter(product, filter)),
});
const partnos = (matches: { product: Product }[]) => matches.map((match) => match.product.record.Partno);

describe('the near order: what is lacking, and by how much', () => {
  const line = read('10nF 50V X7R 5%', 'C_0402_1005Metric');
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

describe('assessMatch: a part that shows nothing, or nothing readable, for a requirement', () => {
  const line = read('10nF 50V X7R 10%', 'C_0402_1005Metric');

  test('an empty characteristic is none: unknown against a stated one, never a lesser one', () => {
    const blank = chip({ TemperatureCharacteristics: '' });
    expect(reasons(blank, line)).toEqual([
      { requirement: 'temperatureCharacteristic', kind: 'unknown', stated: 'X7R' },
    ]);
    expect(assessPart(blank, line).why).toEqual(['no characteristic given']);
  });

  test('a part with no capacitance, no mounting and no ratings: unknown where stated, nothing said where not', () => {
    const bare = part(
      'ceramicCapacitorsSMD',
      'BARE',
      { SizecodeInch: '0402', SizecodeMm: '1005', SmdType: 'Two-terminal' },
      { Mounting: undefined },
    );
    const match = assessPart(bare, read('10nF', 'C_0402_1005Metric'));
    expect(match.verdict).toBe('near');
    expect(match.reasons).toEqual([
      { requirement: 'value', kind: 'unknown', stated: '10nF' },
      { requirement: 'mounting', kind: 'unknown', stated: 'soldering' },
      // The 16 V assumed is said, with no rating of the part beside it.
      { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V' },
    ]);
    expect(match.why).toEqual(['no value given', 'no mounting given', 'voltage not stated: 16V or more assumed']);
  });

  test('a rating with a number and no text is quoted by its number', () => {
    const plain = chip({ RatedVoltage: 25, RatedVoltageText: undefined });
    expect(reasons(plain, read('10nF X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V', actual: '25' },
    ]);
  });

  test('a part with no status says none: nothing at risk is claimed of it', () => {
    expect(reasons(chip({}, { Status: undefined }), line)).toEqual([]);
  });

  test('a part mounted only in ways the line does not take: every way it has is said', () => {
    const glued = chip({}, { Mounting: ['Conductive adhesive', 'Welding'] });
    expect(reasons(glued, line)).toEqual([
      { requirement: 'mounting', kind: 'lacks', stated: 'soldering', actual: 'Conductive adhesive, Welding' },
    ]);
    expect(assessPart(glued, line).why).toEqual(['Conductive adhesive, Welding, not soldering']);
  });

  test('every word not understood is said, in the order written', () => {
    const match = assessPart(chip(), read('10nF 50V X7R 10% AEC-Q200 Foo', 'C_0402_1005Metric'));
    expect(match.reasons).toEqual([{ requirement: 'unreadWords', kind: 'unknown', stated: 'AEC-Q200 Foo' }]);
    expect(match.why).toContain('not understood: AEC-Q200 Foo');
    expect(match.verdict).toBe('check');
  });

  test('a line stating no value weighs a part on the rest, a tolerance in percent of the part’s own value', () => {
    const match = assessPart(chip(), read('50V X7R 10%', 'C_0402_1005Metric'));
    expect(match.verdict).toBe('exact');
    expect(match.reasons).toEqual([]);
    expect(reasons(chip({ ToleranceCapacitance: '±20%' }), read('50V X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'tolerance', kind: 'lacks', stated: '±10%', actual: '±20%' },
    ]);
  });
});

describe('assessMatch: sizes with no inch code, and heights', () => {
  const coil = (metric: string, inch?: string, specs: Record<string, unknown> = {}) =>
    part('inductors', `L${metric}`, {
      Inductance: 1e-5,
      SizecodeMm: metric,
      ...(inch ? { SizecodeInch: inch } : {}),
      InductanceTolerance: '±20%',
      RatedCurrent: 2,
      RatedCurrentText: '2A',
      ...specs,
    });

  test('a line of a metric-only size (4040) against a chip that has an inch code: compared by the metric one', () => {
    expect(reasons(coil('1608', '0603'), read('10uH 4040 2A 20%'))).toEqual([
      { requirement: 'size', kind: 'lacks', stated: '4040', actual: '1608' },
    ]);
  });

  test('a line with no size: a part with no inch code is said by its metric one', () => {
    expect(reasons(coil('4040'), read('10uH 2A 20%'))).toEqual([
      { requirement: 'size', kind: 'unstated', actual: '4040' },
    ]);
    expect(assessPart(coil('4040'), read('10uH 2A 20%')).why).toEqual(['size not stated: 4040']);
  });

  test('a height is weighed by the greatest thickness when the part gives one, not the nominal', () => {
    const tall = coil('5050', undefined, {
      Thickness: 0.0028,
      ThicknessText: '2.8mm',
      ThicknessMax: 0.0032,
      ThicknessMaxText: '3.2mm',
    });
    expect(reasons(tall, read('10uH 2A 20%', '5.0x5.0x3mm'))).toEqual([
      { requirement: 'height', kind: 'lacks', stated: '3mm', actual: '3.2mm' },
    ]);
    expect(assessPart(tall, read('10uH 2A 20%', '5.0x5.0x3mm')).why[0]).toBe('3.2mm, taller than 3mm');
  });
});

describe('the near order, requirement by requirement', () => {
  const named = (partno: string, specs: Record<string, unknown>, record = {}) =>
    part('ceramicCapacitorsSMD', partno, { ...CHIP, ToleranceCapacitance: '±5%', ...specs }, record);
  const near = async (text: string, products: readonly Product[], footprint?: string) => {
    const matches = await matchParts(clientOver(products), read(text, footprint), { count: 10 });
    expect(matches.every((match) => match.verdict === 'near')).toBe(true);
    return partnos(matches);
  };

  test('a voltage a little low is nearer than a characteristic less stable, which is nearer than a voltage far below', async () => {
    // ln(50/35) = 0.36, a characteristic lacking counts 1, ln(50/10) = 1.61.
    expect(
      await near(
        '10nF 50V X7R 5%',
        [
          named('A_LOW10', { RatedVoltage: 10 }),
          named('B_X5R', { TemperatureCharacteristics: 'X5R' }),
          named('C_LOW35', { RatedVoltage: 35 }),
        ],
        'C_0402_1005Metric',
      ),
    ).toEqual(['C_LOW35', 'B_X5R', 'A_LOW10']);
  });

  test('an inductor: a current a little low, a tolerance wider, no current given (1), a current far below', async () => {
    const coil = (partno: string, specs: Record<string, unknown>) =>
      part('inductors', partno, {
        Inductance: 1e-5,
        SizecodeMm: '4040',
        InductanceTolerance: '±20%',
        RatedCurrent: 2,
        ...specs,
      });
    // ln(2/1.5) = 0.29, ln(30/20) = 0.41, unknown 1, ln(2/0.5) = 1.39.
    expect(
      await near('10uH 4040 2A 20%', [
        coil('A_HALF', { RatedCurrent: 0.5 }),
        coil('B_NONE', { RatedCurrent: undefined }),
        coil('C_WIDE', { InductanceTolerance: '±30%' }),
        coil('D_NEAR', { RatedCurrent: 1.5 }),
      ]),
    ).toEqual(['D_NEAR', 'C_WIDE', 'B_NONE', 'A_HALF']);
  });

  test('among parts short by as much, what one exceeds is an over-rating, never a lesser shortfall', async () => {
    // Both 35 V for 50 V: the one with a tighter tolerance, or a higher rating where it lacks another, is not nearer.
    expect(
      await near(
        '10nF 50V X7R 5%',
        [named('A_TIGHT', { RatedVoltage: 35, ToleranceCapacitance: '±1%' }), named('B_EQUAL', { RatedVoltage: 35 })],
        'C_0402_1005Metric',
      ),
    ).toEqual(['B_EQUAL', 'A_TIGHT']);
    expect(
      await near(
        '10nF 50V X7R 5%',
        [
          named('A_100V', { TemperatureCharacteristics: 'X5R', RatedVoltage: 100 }),
          named('B_50V', { TemperatureCharacteristics: 'X5R' }),
        ],
        'C_0402_1005Metric',
      ),
    ).toEqual(['B_50V', 'A_100V']);
  });

  test('no part of the size: the nearer footprint by area first, whether larger or smaller (1210 before 0805 for 1206)', async () => {
    // 1206 is 5.12 mm², 1210 8.0 (ln 1.56 = 0.45), 0805 2.5 (ln 2.05 = 0.72).
    expect(
      await near('10nF 50V X7R 5% 1206', [
        named('A_0805', { SizecodeInch: '0805', SizecodeMm: '2012' }),
        named('B_1210', { SizecodeInch: '1210', SizecodeMm: '3225' }),
      ]),
    ).toEqual(['B_1210', 'A_0805']);
  });

  test('the other reading of a code of both systems is another size: further than any rating lacking', async () => {
    // For 0402 (inch), an 01005 part (metric 0402) lacking only 35 V for 50 V is further than an 0402 of X5R and 4 V.
    expect(
      await near('10nF 50V X7R 5% 0402', [
        named('A_01005', { SizecodeInch: '01005', SizecodeMm: '0402', RatedVoltage: 35 }),
        named('B_POOR', { TemperatureCharacteristics: 'X5R', RatedVoltage: 4 }),
      ]),
    ).toEqual(['B_POOR', 'A_01005']);
  });

  test('a body taller than stated, or of no height given, is further than any current lacking; a lower one is no lack', async () => {
    const coil = (partno: string, current: number, thickness?: number) =>
      part('inductors', partno, {
        Inductance: 1e-5,
        SizecodeMm: '5050',
        InductanceTolerance: '±20%',
        RatedCurrent: current,
        ...(thickness === undefined ? {} : { Thickness: thickness }),
      });
    expect(
      await near(
        '10uH 2A',
        [coil('A_TALL', 2, 0.004), coil('B_UNKNOWN', 1.5), coil('C_FITS', 0.5, 0.003), coil('D_LOWER', 1.5, 0.002)],
        '5.0x5.0x3mm',
      ),
    ).toEqual(['D_LOWER', 'C_FITS', 'A_TALL', 'B_UNKNOWN']);
  });
});

describe('the meeting order, by how much each part exceeds the line', () => {
  const line = read('10nF 16V X7R 10%', 'C_0402_1005Metric');
  const meets = (partno: string, specs: Record<string, unknown>) =>
    part('ceramicCapacitorsSMD', partno, { ...CHIP, RatedVoltage: 16, ...specs });

  test('a tolerance tighter counts a third of its ratio, a voltage higher its ratio, a characteristic more stable 0.5', async () => {
    const matches = await matchParts(
      clientOver([
        meets('A_C0G', { TemperatureCharacteristics: 'C0G' }),
        meets('B_25V', { RatedVoltage: 25 }),
        meets('C_5PCT', { ToleranceCapacitance: '±5%' }),
        meets('D_EXACT', {}),
      ]),
      line,
      { count: 10 },
    );
    // 0, ln 2 / 3 = 0.23, ln(25/16) = 0.45, 0.5.
    expect(partnos(matches)).toEqual(['D_EXACT', 'C_5PCT', 'B_25V', 'A_C0G']);
    expect(matches.map((match) => match.verdict)).toEqual(['exact', 'meets', 'meets', 'meets']);
  });

  test('where the line said nothing: the characteristic’s change and the tolerance, added (X7S ±10 % before X7R ±20 %)', async () => {
    const unsaid = read('10nF 16V', 'C_0402_1005Metric');
    const matches = await matchParts(
      clientOver([
        meets('A_NONE', { ToleranceCapacitance: undefined }),
        meets('B_X7R20', { ToleranceCapacitance: '±20%' }),
        meets('C_X7S10', { TemperatureCharacteristics: 'X7S' }),
      ]),
      unsaid,
      { count: 10 },
    );
    // 0.22 + 0.1, 0.15 + 0.2; no tolerance given counts 1.
    expect(partnos(matches)).toEqual(['C_X7S10', 'B_X7R20', 'A_NONE']);
    expect(matches[0].why).toEqual(['characteristic not stated: X7S', 'tolerance not stated: ±10%']);
  });

  test('an inductor where the line said nothing of its tolerance: the tighter first', async () => {
    const coil = (partno: string, tolerance: string) =>
      part('inductors', partno, {
        Inductance: 1e-5,
        SizecodeMm: '4040',
        InductanceTolerance: tolerance,
        RatedCurrent: 2,
      });
    const matches = await matchParts(clientOver([coil('A_20', '±20%'), coil('B_10', '±10%')]), read('10uH 4040'));
    expect(partnos(matches)).toEqual(['B_10', 'A_20']);
  });
});

describe('assessMatch: what is quoted, and parts the catalogue leaves short of a field', () => {
  test('a part with a voltage text and no number, for a line stating no voltage: the text is quoted', () => {
    const textOnly = chip({ RatedVoltage: undefined, RatedVoltageText: '50Vdc' });
    expect(reasons(textOnly, read('10nF X7R 10%', 'C_0402_1005Metric'))).toEqual([
      { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V', actual: '50Vdc' },
    ]);
  });

  test('an inductance with its own tolerance in henries is stated in henries', () => {
    const coil = (tolerance: string) =>
      part('inductors', 'COIL', {
        Inductance: 3.9e-9,
        InductanceText: '3.9nH',
        SizecodeInch: '0402',
        SizecodeMm: '1005',
        InductanceTolerance: tolerance,
      });
    const line = read('3.9+/-0.2nH 0402');
    expect(reasons(coil('±0.3nH'), line)).toEqual([
      { requirement: 'tolerance', kind: 'lacks', stated: '±0.2nH', actual: '±0.3nH' },
    ]);
    expect(reasons(coil('±0.1nH'), line)).toEqual([
      { requirement: 'tolerance', kind: 'exceeded', stated: '±0.2nH', actual: '±0.1nH' },
    ]);
    expect(assessPart(coil('±0.2nH'), line).verdict).toBe('exact');
  });
});

describe('the order of parts the catalogue leaves short of a field', () => {
  const named = (partno: string, specs: Record<string, unknown>, record = {}) =>
    part('ceramicCapacitorsSMD', partno, { ...CHIP, ToleranceCapacitance: '±5%', ...specs }, record);

  test('a part of another size with no metric code is one size off, no more: before a larger footprint', async () => {
    // 1206 stated: 1210 is 1 + ln(8.0 / 5.12); an 0805 part with no metric code gives no area, and counts 1.
    const matches = await matchParts(
      clientOver([
        named('B_1210', { SizecodeInch: '1210', SizecodeMm: '3225' }),
        named('Z_NO_METRIC', { SizecodeInch: '0805', SizecodeMm: undefined }),
      ]),
      read('10nF 50V X7R 5% 1206'),
      { count: 10 },
    );
    expect(partnos(matches)).toEqual(['Z_NO_METRIC', 'B_1210']);
  });
});
