import fc from 'fast-check';
import { NUMBER_OPERATORS, numberMatcher, numberMatches, RELATIVE_TOLERANCE } from '../../../../src/core/query';
import { propertyRuns } from '../../../support/propertyRuns';

/** Numbers around `base` a few halves of the tolerance apart: on both sides of nearly equal. */
const near = (base: number) =>
  fc.integer({ min: -6, max: 6 }).map((steps) => base * (1 + (steps * RELATIVE_TOLERANCE) / 2));

describe('numberMatcher', () => {
  test('100 nF written three ways is eq, ge and le to each, and neither gt nor lt', () => {
    for (const [actual, wanted] of [
      [1e-7, 0.0000001],
      [100e-9, 1e-7],
      [0.1e-6, 100e-9],
    ]) {
      expect(NUMBER_OPERATORS.map((operator) => [operator, numberMatcher(operator, wanted)(actual)])).toEqual([
        ['eq', true],
        ['ge', true],
        ['le', true],
        ['gt', false],
        ['lt', false],
      ]);
    }
  });

  test('generated numbers near and far: the same verdict as numberMatches for every operator', () => {
    const wanted = fc.oneof(
      fc.constantFrom(1e-7, 0, -0, 16, -3.3, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
      fc.double({ noNaN: true }),
    );
    const actual = (base: number) =>
      fc.oneof(
        Number.isFinite(base) ? near(base) : fc.constant(base),
        fc.constantFrom(undefined, Number.NaN, 0, -0, Number.MAX_VALUE, -Number.MAX_VALUE),
        fc.double(),
      );
    fc.assert(
      fc.property(
        fc.constantFrom(...NUMBER_OPERATORS),
        wanted.chain((value) => fc.tuple(fc.constant(value), actual(value))),
        (operator, [value, number]) => {
          expect(numberMatcher(operator, value)(number)).toBe(numberMatches(operator, number, value));
        },
      ),
      { numRuns: propertyRuns(5_000) },
    );
  });
});
