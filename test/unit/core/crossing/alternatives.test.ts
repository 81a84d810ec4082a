import { bestAlternative, dropInSearches, formatFilter, type Product } from '../../../../src/core';

function capacitor(partno: string, specs: Record<string, unknown>, status = 'In Production'): Product {
  return {
    category: 'ceramicCapacitorsSMD',
    record: {
      Partno: partno,
      Status: status,
      Specs: {
        Capacitance: 1e-7,
        SizecodeInch: '0402',
        SmdType: 'Two-terminal',
        TemperatureCharacteristics: 'X7R',
        RatedVoltage: 50,
        ToleranceCapacitance: '±10%',
        RatedVoltageClass: 'DC',
        ...specs,
      },
    },
  } as unknown as Product;
}

const original = capacitor('ORIGINAL', {}, 'Discontinued');

describe('bestAlternative', () => {
  test('a drop-in before a part to check before one not equivalent; the part itself never', () => {
    const best = bestAlternative(original, [
      capacitor('OTHER-VALUE', { Capacitance: 2.2e-7 }),
      capacitor('LOWER-VOLTAGE', { RatedVoltage: 25 }),
      capacitor('HIGHER-VOLTAGE', { RatedVoltage: 100 }),
      original,
    ]);
    expect(best?.product.record.Partno).toBe('HIGHER-VOLTAGE');
    expect(best?.check.verdict).toBe('drop-in');
  });

  test('among drop-ins, the one that keeps more ratings exactly; then by part number', () => {
    const best = bestAlternative(original, [
      capacitor('B-C0G-100V', { TemperatureCharacteristics: 'C0G', RatedVoltage: 100 }),
      capacitor('C-SAME', {}),
      capacitor('A-SAME', {}),
    ]);
    expect(best?.product.record.Partno).toBe('A-SAME');
  });

  test('nothing to choose from: undefined', () => {
    expect(bestAlternative(original, [])).toBeUndefined();
  });
});

describe('dropInSearches', () => {
  test('one search per category for all parts: In Production, their sizes, their value range', () => {
    const parts = [
      capacitor('A', { Capacitance: 1e-7, SizecodeInch: '0603' }),
      capacitor('B', { Capacitance: 4.7e-9, SizecodeInch: '0402' }),
      {
        category: 'inductors',
        record: { Partno: 'L', Specs: { Inductance: 4.7e-6, SizecodeInch: '0806' } },
      } as unknown as Product,
    ];
    expect(dropInSearches(parts).map(formatFilter)).toEqual([
      "Category eq 'ceramicCapacitorsSMD' and Status eq 'In Production' and Capacitance ge 0.0000000047 and Capacitance le 0.0000001 and SizecodeInch eq '0402|0603'",
      "Category eq 'inductors' and Status eq 'In Production' and Inductance ge 0.0000047 and Inductance le 0.0000047 and SizecodeInch eq '0806'",
    ]);
  });

  test('the status in the language of the request', () => {
    const [filter] = dropInSearches([capacitor('A', {})], { lang: 'zh' });
    expect(formatFilter(filter)).toContain("Status eq '目前生产'");
  });
});
