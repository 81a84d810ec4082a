import {
  type Filter,
  matchesFilter,
  type MatchClient,
  matchDescription,
  matchLine,
  matchParts,
  type PartDescription,
  type Product,
  readPartDescription,
} from '../../../../src/core';
import { productOf } from '../../../support/productOf';

// The rule of what is claimed for a line: a voltage assumed when none is stated, no Exact or Meets for a line
// holding words not understood, Check only where a person must decide, and no part at all for a line not to be
// fitted or out of scope. Parts are written here with the values of parts of the reference dataset.

function capacitor(partno: string, specs: Record<string, unknown> = {}, record: Record<string, unknown> = {}): Product {
  return productOf(partno, {
    PartnoWithoutPackageCode: partno,
    Status: 'In Production',
    Series: 'OCM',
    Mounting: ['Reflow soldering'],
    ...record,
    Specs: {
      Capacitance: 4.7e-6,
      CapacitanceText: '4.7µF',
      SizecodeInch: '0603',
      SizecodeMm: '1608',
      SmdType: 'Two-terminal',
      TemperatureCharacteristics: 'X5R',
      RatedVoltage: 16,
      RatedVoltageText: '16Vdc',
      RatedVoltageClass: 'DC',
      ToleranceCapacitance: '±10%',
      ...specs,
    },
  });
}

const volts = (partno: string, voltage: number, specs: Record<string, unknown> = {}, record = {}) =>
  capacitor(partno, { RatedVoltage: voltage, RatedVoltageText: `${voltage}Vdc`, ...specs }, record);

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

const partnos = (matches: readonly { product: Product }[]) => matches.map((match) => match.product.record.Partno);
const line = (text: string, footprint?: string): PartDescription => readPartDescription(text, footprint);

describe('no voltage stated: 16 V or more assumed', () => {
  const parts = [
    volts('V4', 4),
    volts('V6', 6.3),
    volts('V10', 10),
    volts('V25', 25),
    volts('V16', 16),
    volts('V50', 50),
  ];

  test('parts of 16 V or more first, the least over 16 V first; the lower ones after, the highest first', async () => {
    const matches = await matchParts(clientOver(parts), line('4.7u', 'C_0603_1608Metric'), { count: 10 });
    expect(partnos(matches)).toEqual(['V16', 'V25', 'V50', 'V10', 'V6', 'V4']);
    expect(matches[0].why).toContain('voltage not stated: 16V or more assumed');
    expect(matches.every((match) => match.why.includes('voltage not stated: 16V or more assumed'))).toBe(true);
    // Those of 16 V or more meet what is stated; those below it are checks: they do not meet the assumption.
    expect(matches.map((match) => match.verdict)).toEqual(['exact', 'exact', 'exact', 'check', 'check', 'check']);
    expect(matches[0].checks).toEqual([]);
    expect(matches[3].checks).toContainEqual({ kind: 'voltageAssumed' });
  });

  test('only when no part of 16 V or more meets the rest, the highest rated one first, marked check', async () => {
    const matches = await matchParts(
      clientOver([volts('V4', 4), volts('V10', 10), volts('V6', 6.3)]),
      line('4.7u 0603'),
    );
    expect(partnos(matches)).toEqual(['V10', 'V6', 'V4']);
    expect(matches[0].verdict).toBe('check');
    expect(matches[0].reasons).toContainEqual({
      requirement: 'ratedVoltage',
      kind: 'assumed',
      stated: '16V',
      actual: '10Vdc',
    });
  });

  test('a part of 16 V or more comes first even when only an NRND one is, which is then checked', async () => {
    const matches = await matchParts(
      clientOver([volts('LOW', 6.3), volts('NRND25', 25, {}, { Status: 'NRND' })]),
      line('4.7u', 'C_0603_1608Metric'),
    );
    expect(partnos(matches)).toEqual(['NRND25', 'LOW']);
    // Its status is said; no part In Production meets the assumption, so there is nothing to decide.
    expect(matches[0].why).toContain('status NRND');
    expect(matches[0].checks).toEqual([]);
  });

  test('a stated voltage is no assumption: the order and the reasons are those of the stated one', async () => {
    const matches = await matchParts(clientOver(parts), line('4.7u 6.3V', 'C_0603_1608Metric'), { count: 10 });
    expect(partnos(matches)).toEqual(['V6', 'V10', 'V16', 'V25', 'V50']);
    expect(matches[0].why).not.toContain('voltage not stated: 16V or more assumed');
    expect(matches[0].verdict).toBe('exact');
  });

  test('an inductor has no voltage to assume', async () => {
    const coil = {
      category: 'inductors',
      record: {
        Partno: 'COIL',
        Status: 'In Production',
        Mounting: ['Reflow soldering'],
        Specs: { Inductance: 1e-5, SizecodeMm: '4040', InductanceTolerance: '±20%', RatedCurrent: 2 },
      },
    } as unknown as Product;
    const [match] = await matchParts(clientOver([coil]), line('10uH 4040'));
    expect(match.reasons.some((reason) => reason.kind === 'assumed')).toBe(false);
  });
});

describe('words not understood: nothing claimed', () => {
  test('a line with a word not understood gets a check, never exact or meets, the word named', async () => {
    const [match] = await matchParts(clientOver([volts('A', 16)]), line('4.7uF 16V X5R 0603 AEC-Q200'));
    expect(match.verdict).toBe('check');
    expect(match.checks).toContainEqual({ kind: 'unread', words: ['AEC-Q200'] });
    expect(match.why).toContain('not understood: AEC-Q200');
  });

  test('a size code that is none: no size read, the parts of the value offered as check, the slip said', async () => {
    const matches = await matchParts(clientOver([volts('A', 16)]), line('4.7uF 16V X5R 0630'));
    expect(matches[0].verdict).toBe('check');
    expect(matches[0].why).toContain('0630 is no size code: did you mean 0603?');
  });

  test('words set aside cannot change the answer: a designator leaves the verdict as it is', async () => {
    const [match] = await matchParts(clientOver([volts('A', 16)]), line('C12 4.7uF 16V X5R 1608M'));
    expect(match.verdict).toBe('exact');
    expect(match.checks).toEqual([]);
  });
});

describe('Check only where a person must decide', () => {
  test('an unstated tolerance alone is no check', async () => {
    const [match] = await matchParts(clientOver([volts('A', 16)]), line('4.7uF 16V X5R', 'C_0603_1608Metric'));
    expect(match.verdict).toBe('exact');
    expect(match.checks).toEqual([]);
    expect(match.why).toContain('tolerance not stated: ±10%');
  });

  test('an inch/metric reading is a check only where both readings have parts that meet the line', async () => {
    const inch = volts('INCH', 16);
    const metric = volts('METRIC', 16, { SizecodeInch: '0201', SizecodeMm: '0603' });
    const alone = await matchParts(clientOver([inch]), line('4.7uF 16V X5R 0603'));
    expect(alone[0].checks).toEqual([]);
    const both = await matchParts(clientOver([inch, metric]), line('4.7uF 16V X5R 0603'));
    expect(partnos(both)).toEqual(['INCH']);
    expect(both[0].checks).toEqual([{ kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' }]);
    // Only the metric reading has a part: it is proposed, and the reading is the user's to confirm.
    const onlyMetric = await matchParts(clientOver([metric]), line('4.7uF 16V X5R 0603'));
    expect(partnos(onlyMetric)).toEqual(['METRIC']);
    expect(onlyMetric[0].verdict).toBe('exact');
    expect(onlyMetric[0].checks).toContainEqual({ kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' });
  });

  test('no size stated: parts as good of other sizes are a check, one size alone or a better one is not', async () => {
    const small = volts('A_0402', 16, { SizecodeInch: '0402', SizecodeMm: '1005' });
    const big = volts('B_0603', 16);
    const [alike] = await matchParts(clientOver([small, big]), line('4.7uF 16V X5R'));
    expect(alike.checks).toEqual([{ kind: 'alike', count: 2, characteristics: ['X5R'], sizes: ['0402', '0603'] }]);
    const [alone] = await matchParts(clientOver([big]), line('4.7uF 16V X5R'));
    expect(alone.checks).toEqual([]);
    // Not as good: the 25 V part's over-rating makes the 16 V one the answer, whatever its size.
    const [better] = await matchParts(clientOver([small, volts('C_0603', 25)]), line('4.7uF 16V X5R'));
    expect(better.checks).toEqual([]);
    // A size stated: other sizes are no candidates of it.
    const [stated] = await matchParts(clientOver([small, big]), line('4.7uF 16V X5R', 'C_0603_1608Metric'));
    expect(stated.checks).toEqual([]);
  });

  test('two words stating one requirement differently: a check', async () => {
    const [match] = await matchParts(clientOver([volts('A', 16)]), line('4.7uF 16V 25V X5R 1608M'));
    expect(match.checks).toContainEqual({ kind: 'conflict', requirement: 'ratedVoltage', kept: '16V', ignored: '25V' });
  });

  test('parts as good whose characteristics no rule orders (X7T, X5R) are a check; ordered ones (X7R over X5R) are not', async () => {
    const x5r = volts('A_X5R', 16);
    const x7t = volts('B_X7T', 16, { TemperatureCharacteristics: 'X7T' });
    const x7r = volts('C_X7R', 16, { TemperatureCharacteristics: 'X7R' });
    const [unordered] = await matchParts(clientOver([x5r, x7t]), line('4.7uF 16V', 'C_0603_1608Metric'));
    expect(unordered.checks).toEqual([{ kind: 'alike', count: 2, characteristics: ['X5R', 'X7T'] }]);
    const ordered = await matchParts(clientOver([x5r, x7r]), line('4.7uF 16V', 'C_0603_1608Metric'));
    // X7R is at least as stable as X5R: taking either is no decision the line left open.
    expect(ordered.map((match) => match.checks)).toEqual([[], []]);
    // A characteristic stated: the line decided.
    const stated = await matchParts(clientOver([x5r, x7t]), line('4.7uF 16V X5R', 'C_0603_1608Metric'));
    expect(stated[0].checks).toEqual([]);
  });

  test('parts not as good by what the line states (another voltage) are no alike', async () => {
    const x5r = volts('A_X5R', 16);
    const x7t = volts('B_X7T', 25, { TemperatureCharacteristics: 'X7T' });
    const [match] = await matchParts(clientOver([x5r, x7t]), line('4.7uF 16V', 'C_0603_1608Metric'));
    expect(match.checks).toEqual([]);
  });
});

describe('matchLine: what a line comes to', () => {
  const client = clientOver([volts('A', 16)]);

  test('not fitted: no part, nothing searched', async () => {
    const answer = await matchLine(client, line('CAP CER 4.7UF 16V X5R 0603 DNP'));
    expect(answer).toMatchObject({ kind: 'notFitted', text: 'DNP' });
    expect(client.filters).toEqual([]);
  });

  test('out of scope: no part, what it is said', async () => {
    expect(await matchLine(client, line('22uF', 'CP_Elec_6.3x7.7'))).toMatchObject({
      kind: 'outOfScope',
      outOfScope: { kind: 'polarised', text: 'CP_Elec_6.3x7.7' },
    });
    // Not fitted wins: a DNP electrolytic needs no part either way.
    expect(await matchLine(client, line('22uF elko DNP'))).toMatchObject({ kind: 'notFitted' });
  });

  test('a leaded inductor: not in the catalogue', async () => {
    expect(await matchLine(client, line('Radial ferrite choke 10uH'))).toMatchObject({
      kind: 'notInCatalogue',
      reason: { kind: 'leadedInductor', text: 'Radial' },
    });
  });

  test('no value: said, with the words not understood', async () => {
    expect(await matchLine(client, line('Conn_01x02'))).toMatchObject({ kind: 'noValue' });
    expect(client.filters).toEqual([]);
  });

  test('a line to match: its parts', async () => {
    const answer = await matchLine(client, line('4.7uF 16V X5R', 'C_0603_1608Metric'));
    expect(answer.kind).toBe('parts');
    expect(answer.kind === 'parts' && partnos(answer.matches)).toEqual(['A']);
  });

  test('matchDescription: none for a line not to be matched, a DescriptionError for one with no value', async () => {
    expect(await matchDescription(client, '4.7uF DNP')).toEqual([]);
    await expect(matchDescription(client, 'Conn_01x02')).rejects.toMatchObject({ name: 'DescriptionError' });
  });
});

describe('the causes of Check, one by one', () => {
  const coil = (partno: string, metric: string, thickness: number) =>
    ({
      category: 'inductors',
      record: {
        Partno: partno,
        PartnoWithoutPackageCode: partno,
        Status: 'In Production',
        Mounting: ['Reflow soldering'],
        Specs: {
          Inductance: 1e-5,
          SizecodeMm: metric,
          InductanceTolerance: '±20%',
          RatedCurrent: 2,
          Thickness: thickness,
        },
      },
    }) as unknown as Product;

  test('a body read only by its class is a check; one within its size’s tolerance is not', async () => {
    const client = clientOver([coil('SIX', '6060', 0.004)]);
    const [byClass] = await matchParts(client, line('10uH', 'L_Coilcraft_XAL6060-XXX'));
    expect(byClass.checks).toEqual([{ kind: 'bodySize', text: 'L_Coilcraft_XAL6060-XXX', metric: '6060' }]);
    const [bySize] = await matchParts(client, line('10uH', '6*6'));
    expect(bySize.checks).toEqual([]);
  });

  test('parts alike only where every standing is the same: verdict, status, the voltage group and the over-rating', async () => {
    const x5r = volts('A', 16);
    const differ = (partno: string, specs: Record<string, unknown>, record = {}) =>
      volts(partno, 16, { TemperatureCharacteristics: 'X7T', ...specs }, record);
    const checksWith = async (other: Product) =>
      (await matchParts(clientOver([x5r, other]), line('4.7uF 16V', 'C_0603_1608Metric')))[0].checks;
    // Another status, another verdict (a tighter tolerance exceeds the stated one), another voltage: not alike.
    expect(await checksWith(differ('B', {}, { Status: 'NRND' }))).toEqual([]);
    const tolerant = (partno: string, tolerance: string, characteristic: string) =>
      volts(partno, 16, { ToleranceCapacitance: tolerance, TemperatureCharacteristics: characteristic });
    const [stated] = await matchParts(
      clientOver([tolerant('A', '±10%', 'X5R'), tolerant('B', '±5%', 'X7T')]),
      line('4.7uF 16V 10%', 'C_0603_1608Metric'),
    );
    expect(stated.checks).toEqual([]);
    // A part with no characteristic is no unordered one.
    expect(await checksWith(volts('C', 16, { TemperatureCharacteristics: undefined }))).toEqual([]);
    // The same characteristic: nothing to decide between them.
    expect(await checksWith(volts('D', 16))).toEqual([]);
  });

  test('parts below the 16 V assumed are alike only among themselves', async () => {
    const matches = await matchParts(
      clientOver([volts('A', 10), volts('B', 10, { TemperatureCharacteristics: 'X7T' })]),
      line('4.7uF', 'C_0603_1608Metric'),
    );
    expect(matches[0].checks).toEqual([
      { kind: 'voltageAssumed' },
      { kind: 'alike', count: 2, characteristics: ['X5R', 'X7T'] },
    ]);
  });

  test('an ambiguity that matters is a check; the other notes of the same line are not', async () => {
    const inch = volts('INCH', 16);
    const metric = volts('METRIC', 16, { SizecodeInch: '0201', SizecodeMm: '0603' });
    const written = line('475 16V X5R 0603');
    expect(written.notes.map((note) => note.kind)).toEqual(['ambiguousSize', 'valueCode']);
    const [match] = await matchParts(clientOver([inch, metric]), written);
    expect(match.checks).toEqual([{ kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' }]);
  });

  test('no characteristic or size stated: a peer of none given is alike by its size, and never names an empty one', async () => {
    const blank = volts('B_BLANK', 16, { TemperatureCharacteristics: '', SizecodeInch: '0402', SizecodeMm: '1005' });
    const [first, second] = await matchParts(clientOver([volts('A_X5R', 16), blank]), line('4.7uF 16V'));
    expect(partnos([first, second])).toEqual(['A_X5R', 'B_BLANK']);
    expect(first.checks).toEqual([{ kind: 'alike', count: 2, characteristics: ['X5R'], sizes: ['0603', '0402'] }]);
    // Seen from the part that gives none: its own characteristic is no characteristic either.
    expect(second.checks).toEqual([{ kind: 'alike', count: 2, characteristics: ['X5R'], sizes: ['0402', '0603'] }]);
  });

  test('a part that gives no characteristic, of the size stated, is alike to none: there is nothing to weigh', async () => {
    const blank = volts('B_BLANK', 16, { TemperatureCharacteristics: undefined });
    const matches = await matchParts(clientOver([volts('A_X5R', 16), blank]), line('4.7uF 16V', 'C_0603_1608Metric'));
    expect(partnos(matches)).toEqual(['A_X5R', 'B_BLANK']);
    expect(matches.map((match) => match.checks)).toEqual([[], []]);
  });

  test('a peer with no size code is alike by that, but no size is named for it', async () => {
    const sizeless = volts('B_NONE', 16, { SizecodeInch: undefined, SizecodeMm: undefined });
    const [first] = await matchParts(clientOver([volts('A_0603', 16), sizeless]), line('4.7uF 16V X5R'));
    expect(first.checks).toEqual([{ kind: 'alike', count: 2, characteristics: ['X5R'] }]);
  });

  test('an ambiguity that changes nothing, and other notes, are no check', async () => {
    const [match] = await matchParts(clientOver([volts('A', 16)]), line('4.7uF 16V X5R 0603 104'));
    expect(match.checks.filter((check) => check.kind !== 'conflict')).toEqual([]);
  });
});

describe('the order, to the last key', () => {
  test('parts equal in everything come in part-number order, whatever order they were found in', async () => {
    const parts = ['C', 'A', 'B'].map((partno) => volts(partno, 16));
    expect(partnos(await matchParts(clientOver(parts), line('4.7uF 16V X5R', 'C_0603_1608Metric')))).toEqual([
      'A',
      'B',
      'C',
    ]);
    const near = ['Z', 'Y'].map((partno) => volts(partno, 10));
    expect(partnos(await matchParts(clientOver(near), line('4.7uF 16V X5R', 'C_0603_1608Metric')))).toEqual(['Y', 'Z']);
  });

  test('near parts lacking an SMD type or a mounting come after those lacking only a rating', async () => {
    const matches = await matchParts(
      clientOver([
        volts('A_ARRAY', 50, { SmdType: 'Array type' }),
        volts('B_GLUE', 50, {}, { Mounting: ['Conductive adhesive'] }),
        volts('C_LOW', 4),
      ]),
      line('4.7uF 16V X5R', 'C_0603_1608Metric'),
      { count: 10 },
    );
    expect(partnos(matches)).toEqual(['C_LOW', 'A_ARRAY', 'B_GLUE']);
  });

  test('near parts with no voltage stated: those of 16 V or more first, then the others', async () => {
    const matches = await matchParts(
      clientOver([
        volts('A_LOW', 6.3, { ToleranceCapacitance: '±20%' }),
        volts('B_HIGH', 25, { ToleranceCapacitance: '±20%' }),
      ]),
      line('4.7uF X5R 10%', 'C_0603_1608Metric'),
      { count: 10 },
    );
    expect(matches.map((match) => match.verdict)).toEqual(['near', 'near']);
    expect(partnos(matches)).toEqual(['B_HIGH', 'A_LOW']);
  });
});
