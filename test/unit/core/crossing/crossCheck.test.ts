import { atLeastAsStable, crossCheck, crossingFields, type Product, toleranceFarads } from '../../../../src/core';
import { smdCapacitor } from '../../../support/sampleCapacitor';
import { productOf } from '../../../support/productOf';

/** The crossing rules' SMD capacitor (test/support/sampleCapacitor.ts) as OCM155R71H104KA01D, with `change` to its specs. */
function smd(change: Record<string, unknown> = {}, status?: string): Product {
  return smdCapacitor('OCM155R71H104KA01D', change, status);
}

function lead(change: Record<string, unknown> = {}): Product {
  return productOf(
    'OCL',
    {
      Status: 'In Production',
      Specs: {
        Capacitance: 1e-8,
        LeadSpace: 0.005,
        TemperatureCharacteristics: 'C0G',
        RatedVoltage: 100,
        ToleranceCapacitance: '±5%',
        RatedVoltageClass: 'DC',
        ...change,
      },
    },
    'ceramicCapacitorsLead',
  );
}

function inductor(change: Record<string, unknown> = {}, record: Record<string, unknown> = {}): Product {
  return productOf(
    'OIW2016',
    {
      Status: 'In Production',
      MagneticShieldClass: 'Shielded',
      Construction: ['Wire wound type (Ferrite)'],
      ...record,
      Specs: {
        Inductance: 4.7e-6,
        SizecodeInch: '0806',
        RatedCurrent: 1.2,
        RatedCurrentItemp: 1.3,
        RatedCurrentIsat: 1.5,
        RdcMax: 0.2,
        ...change,
      },
    },
    'inductors',
  );
}

const rulesOf = (check: ReturnType<typeof crossCheck>) => check.differences.map((d) => `${d.rule}:${d.kind}`);

describe('crossCheck: capacitors', () => {
  test('the same part values and ratings, In Production: drop-in', () => {
    expect(crossCheck(smd(), smd())).toEqual({ verdict: 'drop-in', differences: [], improvements: [] });
    expect(crossCheck(lead(), lead())).toEqual({ verdict: 'drop-in', differences: [], improvements: [] });
  });

  test('better ratings are drop-ins: higher voltage, tighter tolerance, a more stable characteristic', () => {
    expect(
      crossCheck(smd(), smd({ RatedVoltage: 100, ToleranceCapacitance: '±5%', TemperatureCharacteristics: 'C0G' })),
    ).toEqual({
      verdict: 'drop-in',
      differences: [],
      improvements: [
        {
          rule: 'stableTemperatureCharacteristic',
          field: 'TemperatureCharacteristics',
          original: 'X7R',
          candidate: 'C0G',
        },
        { rule: 'ratedVoltageAtLeast', field: 'RatedVoltage', original: 50, candidate: 100 },
        { rule: 'toleranceAtLeastAsTight', field: 'ToleranceCapacitance', original: '±10%', candidate: '±5%' },
      ],
    });
  });

  test('a passed rule with the same value is no improvement: a number within the tolerance is the same', () => {
    const check = crossCheck(smd(), smd({ RatedVoltage: 50 * (1 + 1e-12) }));
    expect(check).toEqual({ verdict: 'drop-in', differences: [], improvements: [] });
  });

  test.each([
    ['another capacitance', { Capacitance: 2.2e-7 }, 'sameCapacitance:defining'],
    ['another size code', { SizecodeInch: '0603' }, 'sameSize:defining'],
  ])('%s: not equivalent', (_, change, rule) => {
    const check = crossCheck(smd(), smd(change));
    expect(check.verdict).toBe('not equivalent');
    expect(rulesOf(check)).toEqual([rule]);
  });

  test('a leaded capacitor with another lead spacing: not equivalent', () => {
    expect(rulesOf(crossCheck(lead(), lead({ LeadSpace: 0.0025 })))).toEqual(['sameLeadSpacing:defining']);
  });

  test('another category: not equivalent, whatever else', () => {
    const check = crossCheck(smd(), lead());
    expect(check).toMatchObject({
      verdict: 'not equivalent',
      differences: [{ rule: 'sameCategory', kind: 'defining' }],
    });
  });

  test.each([
    ['another SMD type', { SmdType: 'LW reversed' }, 'sameSmdType:worse'],
    [
      'a less stable characteristic (X5R for X7R)',
      { TemperatureCharacteristics: 'X5R' },
      'stableTemperatureCharacteristic:worse',
    ],
    [
      'a characteristic not in the table (ZLO)',
      { TemperatureCharacteristics: 'ZLO' },
      'stableTemperatureCharacteristic:unknown',
    ],
    ['a lower rated voltage', { RatedVoltage: 25 }, 'ratedVoltageAtLeast:worse'],
    ['a looser tolerance', { ToleranceCapacitance: '±20%' }, 'toleranceAtLeastAsTight:worse'],
    ['an AC rating for a DC one', { RatedVoltageClass: 'AC' }, 'sameRatedVoltageClass:worse'],
    ['a rated voltage the candidate does not give', { RatedVoltage: null }, 'ratedVoltageAtLeast:unknown'],
  ])('%s: check', (_, change, rule) => {
    const check = crossCheck(smd(), smd(change));
    expect(check.verdict).toBe('check');
    expect(rulesOf(check)).toEqual([rule]);
  });

  test('a candidate that is not In Production: check, whatever its ratings; in Japanese too', () => {
    expect(rulesOf(crossCheck(smd(), smd({}, 'NRND')))).toEqual(['inProduction:worse']);
    expect(crossCheck(smd({}, '生产中'), smd({}, '生产中'), { lang: 'ja' }).verdict).toBe('drop-in');
  });

  test('a rule the original has no value for does not apply', () => {
    expect(crossCheck(smd({ RatedVoltage: null }), smd({ RatedVoltage: 4 })).verdict).toBe('drop-in');
  });
});

describe('crossCheck: inductors', () => {
  test('the same part, at least the same currents and at most the same resistance: drop-in', () => {
    const check = crossCheck(inductor(), inductor({ RatedCurrent: 1.5, RdcMax: 0.15 }));
    expect(check.verdict).toBe('drop-in');
    expect(check.improvements).toEqual([
      { rule: 'ratedCurrentAtLeast', field: 'RatedCurrent', original: 1.2, candidate: 1.5 },
      { rule: 'rdcAtMost', field: 'RdcMax', original: 0.2, candidate: 0.15 },
    ]);
  });

  test.each([
    ['another inductance', { Inductance: 1e-5 }, {}, 'sameInductance:defining', 'not equivalent'],
    ['another size', { SizecodeInch: '1008' }, {}, 'sameSize:defining', 'not equivalent'],
    ['a lower rated current', { RatedCurrent: 1 }, {}, 'ratedCurrentAtLeast:worse', 'check'],
    ['a lower saturation current', { RatedCurrentIsat: 1 }, {}, 'ratedCurrentAtLeast:worse', 'check'],
    ['a higher RdcMax', { RdcMax: 0.3 }, {}, 'rdcAtMost:worse', 'check'],
    ['another shielding', {}, { MagneticShieldClass: 'Unshielded' }, 'sameShielding:worse', 'check'],
    ['another construction class', {}, { Construction: ['Multilayer type'] }, 'sameConstruction:worse', 'check'],
  ])('%s', (_, change, record, rule, verdict) => {
    const check = crossCheck(inductor(), inductor(change, record));
    expect(check.verdict).toBe(verdict);
    expect(rulesOf(check)).toEqual([rule]);
  });

  test('a second coil in the same construction class is still the same class', () => {
    const twin = inductor({}, { Construction: ['Wire wound type (Ferrite)', '2 coils in 1 unit'] });
    expect(crossCheck(inductor(), twin).verdict).toBe('drop-in');
  });
});

describe('the tables behind the rules', () => {
  test('temperature characteristics: range covered and change no larger', () => {
    expect(atLeastAsStable('X7R', 'C0G')).toBe(true);
    expect(atLeastAsStable('X7R', 'X8L')).toBe(false);
    expect(atLeastAsStable('X5R', 'X7R')).toBe(true);
    expect(atLeastAsStable('X7R', 'X5R')).toBe(false);
    expect(atLeastAsStable('B', 'X7R')).toBe(false);
    expect(atLeastAsStable('ZLO', 'X7R')).toBeUndefined();
  });

  test('tolerances in farads: absolute, symmetric and asymmetric', () => {
    expect(toleranceFarads('±0.25pF', 1e-11)).toBeCloseTo(2.5e-13, 20);
    expect(toleranceFarads('±10%', 1e-7)).toBeCloseTo(1e-8, 20);
    expect(toleranceFarads('+80/-20%', 1e-7)).toBeCloseTo(8e-8, 20);
    expect(toleranceFarads('about 5%', 1e-7)).toBeUndefined();
  });
});

describe('crossingFields: what the rules compare, per category', () => {
  test('the defining fields first, then the ratings, then Status; each field once', () => {
    expect(crossingFields('ceramicCapacitorsSMD')).toEqual([
      'Capacitance',
      'SizecodeInch',
      'SmdType',
      'TemperatureCharacteristics',
      'RatedVoltage',
      'ToleranceCapacitance',
      'RatedVoltageClass',
      'Status',
    ]);
    expect(crossingFields('ceramicCapacitorsLead')).toEqual([
      'Capacitance',
      'LeadSpace',
      'TemperatureCharacteristics',
      'RatedVoltage',
      'ToleranceCapacitance',
      'RatedVoltageClass',
      'Status',
    ]);
    expect(crossingFields('inductors')).toEqual([
      'Inductance',
      'SizecodeInch',
      'RatedCurrent',
      'RatedCurrentItemp',
      'RatedCurrentIsat',
      'RdcMax',
      'MagneticShieldClass',
      'Construction',
      'Status',
    ]);
  });

  test('every field a difference names is among them', () => {
    const original = smd();
    const candidate = smd({ RatedVoltage: 25, SmdType: 'Array', TemperatureCharacteristics: 'X5R' }, 'NRND');
    const named = crossCheck(original, candidate).differences.map((difference) => difference.field);
    expect(named).toEqual(['SmdType', 'TemperatureCharacteristics', 'RatedVoltage', 'Status']);
    expect(named.filter((field) => !crossingFields(original.category).includes(field))).toEqual([]);
  });
});
