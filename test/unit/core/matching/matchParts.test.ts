import {
  assessPart,
  type Filter,
  matchesFilter,
  type MatchClient,
  matchParts,
  type PartDescription,
  type Product,
  readPartDescription,
} from '../../../../src/core';
import { en, notePhrase } from '../../../../src/words';
import { productOf } from '../../../support/productOf';

/** An SMD capacitor 100 nF 0402 (1005) X7R 50 V ±10 %, two terminals, reflow soldered, In Production; `specs` and `record` change it. */
function capacitor(partno: string, specs: Record<string, unknown> = {}, record: Record<string, unknown> = {}): Product {
  return productOf(partno, {
    PartnoWithoutPackageCode: partno,
    Status: 'In Production',
    Series: 'OCM',
    Mounting: ['Reflow soldering'],
    ...record,
    Specs: {
      Capacitance: 1e-7,
      CapacitanceText: '0.1µF',
      SizecodeInch: '0402',
      SizecodeMm: '1005',
      SmdType: 'Two-terminal',
      TemperatureCharacteristics: 'X7R',
      RatedVoltage: 50,
      RatedVoltageText: '50Vdc',
      RatedVoltageClass: 'DC',
      ToleranceCapacitance: '±10%',
      ...specs,
    },
  });
}

function inductor(partno: string, specs: Record<string, unknown> = {}, record: Record<string, unknown> = {}): Product {
  return productOf(
    partno,
    {
      PartnoWithoutPackageCode: partno,
      Status: 'In Production',
      Mounting: ['Reflow soldering'],
      ...record,
      Specs: {
        Inductance: 4.7e-6,
        InductanceText: '4.7µH',
        SizecodeInch: '1210',
        SizecodeMm: '3225',
        InductanceTolerance: '±20%',
        RatedCurrent: 2,
        RatedCurrentText: '2A',
        ...specs,
      },
    },
    'inductors',
  );
}

/** A client whose searches are answered from `products` by the query's own meaning, counting them. */
function clientOver(products: readonly Product[]): MatchClient & { filters: Filter[] } {
  const filters: Filter[] = [];
  return {
    filters,
    searchAll: async ({ filter }) => {
      filters.push(filter);
      return products.filter((product) => matchesFilter(product, filter));
    },
  };
}

/** 100 nF 0402 X7R 16 V, as readPartDescription reads `100n 0402 X7R 16V`. */
const HUNDRED_NANO: PartDescription = {
  text: '100n 0402 X7R 16V',
  category: 'ceramicCapacitorsSMD',
  value: { quantity: 'Capacitance', value: 1e-7, text: '100n' },
  size: { inch: '0402', metric: '1005', text: '0402', source: 'text', otherReading: { metric: '0402', inch: '01005' } },
  temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
  ratedVoltage: { value: 16, text: '16V' },
  unread: [],
  notes: [],
};

const partnos = (matches: { product: Product }[]) => matches.map((match) => match.product.record.Partno);

describe('matchParts: what meets', () => {
  test('every stated requirement equal is exact; exceeded ones make it meets, each said', async () => {
    const client = clientOver([
      capacitor('EXACT', { RatedVoltage: 16, RatedVoltageText: '16Vdc' }),
      capacitor('HIGHER', { RatedVoltage: 25, RatedVoltageText: '25Vdc', TemperatureCharacteristics: 'C0G' }),
    ]);
    const matches = await matchParts(client, HUNDRED_NANO);
    expect(partnos(matches)).toEqual(['EXACT', 'HIGHER']);
    expect(matches[0].verdict).toBe('exact');
    expect(matches[0].why).toEqual(['tolerance not stated: ±10%']);
    expect(matches[1].verdict).toBe('meets');
    expect(matches[1].why).toEqual(['C0G for X7R', '25Vdc for 16V', 'tolerance not stated: ±10%']);
    expect(matches[1].reasons.map((reason) => `${reason.requirement}:${reason.kind}`)).toEqual([
      'temperatureCharacteristic:exceeded',
      'ratedVoltage:exceeded',
      'tolerance:unstated',
    ]);
  });

  test('one search of the value and size, in the stated category', async () => {
    const client = clientOver([capacitor('A')]);
    await matchParts(client, HUNDRED_NANO);
    expect(client.filters).toEqual([
      {
        conditions: [
          { kind: 'string', item: 'Category', operator: 'eq', values: ['ceramicCapacitorsSMD'] },
          { kind: 'number', item: 'Capacitance', operator: 'eq', value: 1e-7 },
          // Both readings of 0402 at once: whether the metric one would change the part is known without a second search.
          { kind: 'string', item: 'SizecodeInch', operator: 'eq', values: ['0402', '01005'] },
        ],
      },
    ]);
  });

  test('a lower voltage, a less stable characteristic, a wider tolerance, another size or an AC class never meet', async () => {
    const stated: PartDescription = { ...HUNDRED_NANO, tolerance: { text: '10%', percent: 10 } };
    const client = clientOver([
      capacitor('LOW', { RatedVoltage: 10 }),
      capacitor('X5R', { TemperatureCharacteristics: 'X5R' }),
      capacitor('WIDE', { ToleranceCapacitance: '±20%' }),
      capacitor('AC', { RatedVoltageClass: 'AC' }),
      capacitor('OK'),
    ]);
    const matches = await matchParts(client, stated, { count: 10 });
    expect(partnos(matches)).toEqual(['OK']);
  });

  test('a metal-terminal, array or 3-terminal part, or one only for conductive adhesive, does not meet a plain line', async () => {
    const client = clientOver([
      capacitor('PLAIN'),
      capacitor('ARRAY', { SmdType: 'Array type' }),
      capacitor('METAL', { SmdType: 'Metal terminal' }),
      capacitor('THREE', { SmdType: '3-Terminal Capacitors' }),
      capacitor('GLUE', {}, { Mounting: ['Conductive adhesive'] }),
    ]);
    const matches = await matchParts(client, HUNDRED_NANO, { count: 10 });
    expect(partnos(matches)).toEqual(['PLAIN']);
    const glued = await matchParts(client, { ...HUNDRED_NANO, mounting: 'conductive adhesive' }, { count: 10 });
    expect(partnos(glued)).toEqual(['GLUE']);
    const arrays = await matchParts(client, { ...HUNDRED_NANO, smdType: 'Array type' }, { count: 10 });
    expect(partnos(arrays)).toEqual(['ARRAY']);
  });

  test('a tolerance in picofarads and a letter-read percent are compared as widths', async () => {
    const tiny: PartDescription = {
      text: '10p 0402 C0G ±0.25pF',
      value: { quantity: 'Capacitance', value: 1e-11, text: '10p' },
      size: { inch: '0402', metric: '1005', text: '0402', source: 'text' },
      tolerance: { text: '±0.25pF', absolute: 2.5e-13 },
      unread: [],
      notes: [],
    };
    const client = clientOver([
      capacitor('TIGHT', { Capacitance: 1e-11, ToleranceCapacitance: '±0.1pF' }),
      capacitor('SAME', { Capacitance: 1e-11, ToleranceCapacitance: '±0.25pF' }),
      capacitor('LOOSE', { Capacitance: 1e-11, ToleranceCapacitance: '±0.5pF' }),
      capacitor('PERCENT', { Capacitance: 1e-11, ToleranceCapacitance: '±5%' }),
    ]);
    const matches = await matchParts(client, tiny, { count: 10 });
    // ±5 % of 10 pF is ±0.5 pF: wider.
    expect(partnos(matches)).toEqual(['SAME', 'TIGHT']);
    expect(matches[1].why).toContain('±0.1pF for ±0.25pF');
  });

  test('an inductor: rated current at least, tolerance no wider, size unstated said', async () => {
    const stated: PartDescription = {
      text: '4.7uH/2A',
      category: 'inductors',
      value: { quantity: 'Inductance', value: 4.7e-6, text: '4.7uH' },
      ratedCurrent: { value: 2, text: '2A' },
      unread: [],
      notes: [],
    };
    const client = clientOver([
      inductor('WEAK', { RatedCurrent: 1.5, RatedCurrentText: '1.5A' }),
      inductor('STRONG', { RatedCurrent: 3, RatedCurrentText: '3A' }),
      inductor('EXACT'),
    ]);
    const matches = await matchParts(client, stated, { count: 10 });
    expect(partnos(matches)).toEqual(['EXACT', 'STRONG']);
    expect(matches[0].verdict).toBe('exact');
    expect(matches[0].why).toEqual(['size not stated: 1210', 'tolerance not stated: ±20%']);
    expect(matches[1].why).toContain('3A for 2A');
  });
});

describe('matchParts: order', () => {
  test('In Production first, then the smallest over-rating, then the preferred series, then by part number', async () => {
    const client = clientOver([
      capacitor('NRND16', { RatedVoltage: 16 }, { Status: 'NRND' }),
      capacitor('B100', { RatedVoltage: 100 }),
      capacitor('A25', { RatedVoltage: 25 }),
      capacitor('C25', { RatedVoltage: 25 }, { Series: 'OCJ' }),
      capacitor('DISC16', { RatedVoltage: 16 }, { Status: 'Discontinued' }),
    ]);
    expect(partnos(await matchParts(client, HUNDRED_NANO, { count: 10 }))).toEqual([
      'A25',
      'C25',
      'B100',
      'NRND16',
      'DISC16',
    ]);
    const atRisk = (await matchParts(client, HUNDRED_NANO, { count: 10 })).slice(3);
    expect(atRisk.map((match) => match.why.at(-1))).toEqual(['status NRND', 'status Discontinued']);
    expect(partnos(await matchParts(client, HUNDRED_NANO, { count: 10, preferSeries: 'OCJ' }))).toEqual([
      'C25',
      'A25',
      'B100',
      'NRND16',
      'DISC16',
    ]);
  });

  test('status: only the statuses named, in their order after In Production', async () => {
    const client = clientOver([
      capacitor('NRND', {}, { Status: 'NRND' }),
      capacitor('TBD', {}, { Status: 'To be discontinued' }),
      capacitor('DISC', {}, { Status: 'Discontinued' }),
    ]);
    expect(partnos(await matchParts(client, HUNDRED_NANO, { status: ['NRND', 'To be discontinued'] }))).toEqual([
      'NRND',
      'TBD',
    ]);
  });

  test('status by default: every status of the spec, In Production first, Discontinued last', async () => {
    // Named against their order, so that the part number cannot be what orders them.
    const client = clientOver([
      capacitor('A_DISC', {}, { Status: 'Discontinued' }),
      capacitor('B_NRND', {}, { Status: 'NRND' }),
      capacitor('C_TBD', {}, { Status: 'To be discontinued' }),
      capacitor('D_DEV', {}, { Status: 'Under Development' }),
      capacitor('E_PROD', {}, {}),
    ]);
    expect(partnos(await matchParts(client, HUNDRED_NANO, { count: 10 }))).toEqual([
      'E_PROD',
      'D_DEV',
      'C_TBD',
      'B_NRND',
      'A_DISC',
    ]);
  });

  test('one packaging of each part: the same part on another reel is not another choice', async () => {
    const client = clientOver([
      capacitor('OCM155R71H104KA01D', {}, { PartnoWithoutPackageCode: 'OCM155R71H104KA01' }),
      capacitor('OCM155R71H104KA01J', {}, { PartnoWithoutPackageCode: 'OCM155R71H104KA01' }),
      capacitor('OCM155R71H104KA02D', {}, { PartnoWithoutPackageCode: 'OCM155R71H104KA02' }),
    ]);
    expect(partnos(await matchParts(client, HUNDRED_NANO, { count: 10 }))).toEqual([
      'OCM155R71H104KA01D',
      'OCM155R71H104KA02D',
    ]);
  });

  test('count: how many, at least one', async () => {
    const client = clientOver(['A', 'B', 'C', 'D', 'E', 'F'].map((partno) => capacitor(partno)));
    expect(await matchParts(client, HUNDRED_NANO)).toHaveLength(5);
    expect(await matchParts(client, HUNDRED_NANO, { count: 2 })).toHaveLength(2);
    expect(await matchParts(client, HUNDRED_NANO, { count: 0 })).toHaveLength(1);
    expect(await matchParts(client, HUNDRED_NANO, { count: Number.NaN })).toHaveLength(5);
  });
});

describe('matchParts: near', () => {
  test('when none meets, the nearest come back as near, with what each lacks', async () => {
    const client = clientOver([
      capacitor('TEN', { RatedVoltage: 10, RatedVoltageText: '10Vdc' }),
      capacitor('SIX', { RatedVoltage: 6.3, RatedVoltageText: '6.3Vdc', TemperatureCharacteristics: 'X5R' }),
    ]);
    const matches = await matchParts(client, HUNDRED_NANO, { count: 10 });
    expect(matches.map((match) => match.verdict)).toEqual(['near', 'near']);
    expect(partnos(matches)).toEqual(['TEN', 'SIX']);
    expect(matches[0].why).toEqual(['10Vdc, below 16V', 'tolerance not stated: ±10%']);
    expect(matches[1].why).toContain('X5R, less stable than X7R');
  });

  test('no part of the size: the value alone is searched, and the size said lacking', async () => {
    const client = clientOver([capacitor('BIGGER', { SizecodeInch: '0603', SizecodeMm: '1608', RatedVoltage: 16 })]);
    const matches = await matchParts(client, HUNDRED_NANO);
    expect(client.filters).toHaveLength(2);
    expect(matches[0].verdict).toBe('near');
    expect(matches[0].why[0]).toBe('size 0603, not 0402');
  });

  test('nothing of the value at all: no match', async () => {
    expect(await matchParts(clientOver([capacitor('OTHER', { Capacitance: 2.2e-7 })]), HUNDRED_NANO)).toEqual([]);
  });

  test('words not understood are said on every match, never dropped', async () => {
    const matches = await matchParts(clientOver([capacitor('A', { RatedVoltage: 16 })]), {
      ...HUNDRED_NANO,
      unread: ['AEC-Q200'],
    });
    expect(matches[0].why).toContain('not understood: AEC-Q200');
  });

  test('near parts: the smallest shortfall first (16V before 4V for 25V), then as meeting ones', async () => {
    const stated: PartDescription = { ...HUNDRED_NANO, ratedVoltage: { value: 25, text: '25V' } };
    const client = clientOver([
      capacitor('FOUR', { RatedVoltage: 4, RatedVoltageText: '4Vdc' }),
      capacitor('SIXTEEN', { RatedVoltage: 16, RatedVoltageText: '16Vdc' }),
      capacitor('TEN', { RatedVoltage: 10, RatedVoltageText: '10Vdc' }),
    ]);
    expect(partnos(await matchParts(client, stated, { count: 10 }))).toEqual(['SIXTEEN', 'TEN', 'FOUR']);
  });

  test('near parts of another size: the closest footprint first (0603 before 1206 for 0402)', async () => {
    const client = clientOver([
      capacitor('BIG', { SizecodeInch: '1206', SizecodeMm: '3216', RatedVoltage: 16 }),
      capacitor('NEXT', { SizecodeInch: '0603', SizecodeMm: '1608', RatedVoltage: 16 }),
    ]);
    expect(partnos(await matchParts(client, HUNDRED_NANO, { count: 10 }))).toEqual(['NEXT', 'BIG']);
  });

  test('an AC voltage is said with its class', async () => {
    const stated: PartDescription = { ...HUNDRED_NANO, ratedVoltage: { value: 250, text: '250Vac', class: 'AC' } };
    const matches = await matchParts(
      clientOver([capacitor('DC', { RatedVoltage: 250, RatedVoltageText: '250Vdc' })]),
      stated,
    );
    expect(matches[0].why).toContain('DC, not AC');
    const low = await matchParts(
      clientOver([capacitor('LOW', { RatedVoltageClass: 'AC', RatedVoltage: 125, RatedVoltageText: '125Vac' })]),
      stated,
    );
    expect(low[0].why).toContain('125Vac, below 250Vac');
  });
});

describe('matchParts: what the line left unsaid', () => {
  test('between parts equal otherwise, a stable characteristic and a tight tolerance first', async () => {
    const unsaid: PartDescription = {
      ...HUNDRED_NANO,
      temperatureCharacteristic: undefined,
      ratedVoltage: { value: 50, text: '50V' },
    };
    const client = clientOver([
      capacitor('A_F', { TemperatureCharacteristics: 'F', ToleranceCapacitance: '+80/-20%' }),
      capacitor('B_X7R20', { ToleranceCapacitance: '±20%' }),
      capacitor('C_X7R10'),
      capacitor('D_X5R10', { TemperatureCharacteristics: 'X5R' }),
    ]);
    expect(partnos(await matchParts(client, unsaid, { count: 10 }))).toEqual(['C_X7R10', 'D_X5R10', 'B_X7R20', 'A_F']);
  });

  test("the reader's decisions end why on every part: a word ignored, a size read as inch", async () => {
    const described: PartDescription = {
      ...HUNDRED_NANO,
      notes: [
        { kind: 'ambiguousSize', text: '0402', inch: '0402', metric: '1005' },
        { kind: 'conflict', requirement: 'value', kept: '100n', ignored: '1uF' },
        { kind: 'valueCode', text: '104', value: 1e-7 },
      ],
    };
    const matches = await matchParts(clientOver([capacitor('A', { RatedVoltage: 16 })]), described);
    expect(matches[0].why.slice(-2)).toEqual(['0402 read as inch (metric 1005)', 'value: 100n kept, 1uF ignored']);
    expect(matches[0].notes.map((note) => note.kind)).toEqual(['ambiguousSize', 'conflict']);
  });
});

describe('assessPart', () => {
  test('one part against a line, by the rule matchParts chooses by: meets, exact, or near with what it lacks', async () => {
    const line = readPartDescription('100nF 16V X7R', 'C_0402_1005Metric');
    const part = capacitor('A');
    const assessed = assessPart(part, line);
    expect(assessed).toMatchObject({ product: part, verdict: 'meets' });
    // The verdict and reasons matchParts gives the same part for the same line.
    const [matched] = await matchParts(clientOver([part]), line);
    expect(assessed).toEqual(matched);
    // The line's value changed: the part no longer meets it, and says what it lacks.
    const changed = assessPart(part, readPartDescription('220nF 16V X7R', 'C_0402_1005Metric'));
    expect(changed.verdict).toBe('near');
    expect(changed.reasons).toContainEqual(
      expect.objectContaining({ requirement: 'value', kind: 'lacks', actual: '0.1µF', stated: '220nF' }),
    );
    expect(
      assessPart(
        capacitor('B', { RatedVoltage: 16, RatedVoltageText: '16Vdc', ToleranceCapacitance: '±10%' }),
        readPartDescription('100nF 16V X7R 10%', 'C_0402_1005Metric'),
      ).verdict,
    ).toBe('exact');
  });
});

test('a category guessed is said with its article: read as an inductor, read as a capacitor', () => {
  expect(notePhrase(en.matching, { kind: 'categoryGuessed', category: 'inductors' })).toBe('read as an inductor');
  expect(notePhrase(en.matching, { kind: 'categoryGuessed', category: 'ceramicCapacitorsSMD' })).toBe(
    'read as a capacitor',
  );
});
