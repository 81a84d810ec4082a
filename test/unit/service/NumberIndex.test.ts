import fc from 'fast-check';
import { NUMBER_OPERATORS, numberMatches, RELATIVE_TOLERANCE } from '../../../src/core/query';
import { NumberIndex } from '../../../src/service/NumberIndex';
import { propertyRuns } from '../../support/propertyRuns';

/** 100 nF written three ways: equal as decimals, not all equal as doubles. */
const HUNDRED_NANO = [1e-7, 0.0000001, 100e-9, 0.1e-6, 1e-7 * (1 + RELATIVE_TOLERANCE / 2)];

const indices = (found: Int32Array | undefined): number[] => Array.from(found ?? []);
const exactly = (values: Float64Array, test: (value: number) => boolean): number[] =>
  Array.from(values.keys()).filter((index) => test(values[index]));

describe('NumberIndex', () => {
  const values = Float64Array.from([
    4.7e-6,
    ...HUNDRED_NANO,
    Number.NaN,
    1e-7 * (1 - 3 * RELATIVE_TOLERANCE),
    2.2e-9,
    1e-7,
  ]);
  const index = new NumberIndex(values);

  test('eq: every value nearly equal, in product order, and none a tolerance away', () => {
    expect(indices(index.candidates('eq', 1e-7))).toEqual([1, 2, 3, 4, 5, 9]);
  });

  test('ge and le hold the nearly equal values on the other side; products without a value never', () => {
    expect(indices(index.candidates('ge', 1e-7))).toEqual([0, 1, 2, 3, 4, 5, 9]);
    expect(indices(index.candidates('le', 1e-7))).toEqual([1, 2, 3, 4, 5, 7, 8, 9]);
  });

  test('gt and lt give the same ranges as ge and le: the nearly equal ones are left to numberMatches', () => {
    expect(indices(index.candidates('gt', 1e-7))).toEqual(indices(index.candidates('ge', 1e-7)));
    expect(indices(index.candidates('lt', 1e-7))).toEqual(indices(index.candidates('le', 1e-7)));
  });

  test('count is the length of candidates; an infinite number gives no range', () => {
    for (const operator of NUMBER_OPERATORS) {
      expect(index.count(operator, 1e-7)).toBe(index.candidates(operator, 1e-7)?.length);
    }
    expect(index.candidates('ge', Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(index.count('le', Number.NEGATIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(indices(index.candidates('eq', 0))).toEqual([]);
  });

  test('no value: an empty index finds nothing', () => {
    expect(indices(new NumberIndex(Float64Array.from([Number.NaN])).candidates('ge', 0))).toEqual([]);
  });

  test('generated columns: the candidates hold every match, in product order, and nothing beyond three times the tolerance', () => {
    const near = (base: number) =>
      fc.integer({ min: -4, max: 4 }).map((steps) => base * (1 + (steps * RELATIVE_TOLERANCE) / 2));
    const value = fc.oneof(
      fc.constantFrom(...HUNDRED_NANO, 0, -0, Number.NaN, 1, -1),
      near(1e-7),
      near(-3.3),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 40 }),
        fc.constantFrom(...NUMBER_OPERATORS),
        fc.oneof(fc.constantFrom(1e-7, 0, -3.3, 1), value.filter(Number.isFinite)),
        (column, operator, wanted) => {
          const columnValues = Float64Array.from(column);
          const found = indices(new NumberIndex(columnValues).candidates(operator, wanted));
          expect(found).toEqual([...found].sort((a, b) => a - b));
          const matching = exactly(columnValues, (actual) => numberMatches(operator, actual, wanted));
          expect(matching.filter((index) => !found.includes(index))).toEqual([]);
          // Three times the tolerance: the index's bounds are sums, rounded, at twice it.
          const band = 3 * RELATIVE_TOLERANCE * Math.abs(wanted);
          const outside = (actual: number) =>
            operator === 'eq'
              ? Math.abs(actual - wanted) > band
              : operator === 'ge' || operator === 'gt'
                ? actual < wanted - band
                : actual > wanted + band;
          expect(found.filter((index) => Number.isNaN(columnValues[index]) || outside(columnValues[index]))).toEqual(
            [],
          );
        },
      ),
      { numRuns: propertyRuns(1_000) },
    );
  });
});
