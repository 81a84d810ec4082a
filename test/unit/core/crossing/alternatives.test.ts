import { bestAlternative, dropInSearches, formatFilter, type Product } from '../../../../src/core';
import { smdCapacitor } from '../../../support/sampleCapacitor';

const original = smdCapacitor('ORIGINAL', {}, 'Discontinued');

describe('bestAlternative', () => {
  test('a drop-in before a part to check before one not equivalent; the part itself never', () => {
    const best = bestAlternative(original, [
      smdCapacitor('OTHER-VALUE', { Capacitance: 2.2e-7 }),
      smdCapacitor('LOWER-VOLTAGE', { RatedVoltage: 25 }),
      smdCapacitor('HIGHER-VOLTAGE', { RatedVoltage: 100 }),
      original,
    ]);
    expect(best?.product.record.Partno).toBe('HIGHER-VOLTAGE');
    expect(best?.check.verdict).toBe('drop-in');
  });

  test('among drop-ins, the one that keeps more ratings exactly; then by part number', () => {
    const best = bestAlternative(original, [
      smdCapacitor('B-C0G-100V', { TemperatureCharacteristics: 'C0G', RatedVoltage: 100 }),
      smdCapacitor('C-SAME', {}),
      smdCapacitor('A-SAME', {}),
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
      smdCapacitor('A', { Capacitance: 1e-7, SizecodeInch: '0603' }),
      smdCapacitor('B', { Capacitance: 4.7e-9, SizecodeInch: '0402' }),
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
    const [filter] = dropInSearches([smdCapacitor('A', {})], { lang: 'zh' });
    expect(formatFilter(filter)).toContain("Status eq '目前生产'");
  });
});
