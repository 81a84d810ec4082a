import { parseFilter, type Product } from '../../../../../../src/core';
import { unmatchedPartnos } from '../../../../../../src/taskpane/features/search/jobs/basePartNumbers';

const found = (partnos: string[]): Product[] =>
  partnos.map((Partno) => ({ category: 'ceramicCapacitorsSMD', record: { Partno } }) as unknown as Product);

describe('unmatchedPartnos', () => {
  test('the Partno equals values no product found has, case ignored as the service ignores it', () => {
    const filter = parseFilter("Partno eq 'abc1|ABC2|XYZ' and Capacitance ge 100nF");
    expect(unmatchedPartnos(filter, found(['ABC1', 'abc2']))).toEqual(['XYZ']);
  });
  test('nothing to look for without a Partno equals condition', () => {
    expect(unmatchedPartnos(parseFilter("startswith(Partno,'ABC')"), [])).toEqual([]);
    expect(unmatchedPartnos(parseFilter('Capacitance ge 100nF'), [])).toEqual([]);
  });
});
