import fc from 'fast-check';
import { MAX_BATCH, partnoBatches, partnoFilter, type UrlMeasure } from '../../../../src/core/lookup/partnoBatches';
import { propertyRuns } from '../../../support/propertyRuns';

/** A URL of a fixed overhead plus each part number and a separator, as the service's `Partno eq 'a|b'` grows. */
function measure(maxUrlLength: number, overhead = 100): UrlMeasure & { readonly measured: number[] } {
  const measured: number[] = [];
  return {
    maxUrlLength,
    measured,
    urlLength: (filter) => {
      const condition = filter.conditions[0];
      const values = condition.kind === 'string' ? condition.values : [];
      const length = overhead + values.reduce((sum, value) => sum + value.length + 1, 0);
      measured.push(length);
      return length;
    },
  };
}

const lengthOf = (batch: readonly string[]): number => 100 + batch.reduce((sum, value) => sum + value.length + 1, 0);

describe('partnoBatches: pure URL batching', () => {
  test('the filter of a batch: Partno with the operator and the part numbers as given', () => {
    expect(partnoFilter('startswith', ['A', 'b'])).toEqual({
      conditions: [{ kind: 'string', item: 'Partno', operator: 'startswith', values: ['A', 'b'] }],
    });
  });

  test('in their order, each batch as full as the limit allows', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 300 }), (partnos) => {
        const batches = partnoBatches(partnos, 'eq', 'en', measure(400));
        expect(batches.flat()).toEqual(partnos);
        batches.forEach((batch, index) => {
          expect(batch.length).toBeGreaterThan(0);
          // A part number too long for any URL alone goes alone.
          if (batch.length > 1) expect(lengthOf(batch)).toBeLessThanOrEqual(400);
          if (index + 1 < batches.length) expect(lengthOf([...batch, batches[index + 1][0]])).toBeGreaterThan(400);
        });
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  test('never more than MAX_BATCH part numbers in one batch, however long the URL may be', () => {
    const partnos = Array.from({ length: MAX_BATCH * 2 + 1 }, (_, index) => `P${index}`);
    const batches = partnoBatches(partnos, 'eq', 'en', measure(Number.MAX_SAFE_INTEGER));
    expect(batches.map((batch) => batch.length)).toEqual([MAX_BATCH, MAX_BATCH, 1]);
  });

  test('few URLs are measured: each search starts from the last batch length', () => {
    const partnos = Array.from({ length: 3000 }, (_, index) => `OCM188R71H${String(index).padStart(8, '0')}`);
    const url = measure(2048);
    const batches = partnoBatches(partnos, 'eq', 'en', url);
    // 18 characters and a separator each, in the 1,948 a URL has for them: 102 a batch.
    expect(batches).toHaveLength(Math.ceil(3000 / Math.floor((2048 - 100) / 19)));
    expect(url.measured.length).toBeLessThan(batches.length * 6);
  });
});
