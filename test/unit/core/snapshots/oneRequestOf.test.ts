import { oneRequestOf, spreadSample } from '../../../../src/core/snapshots/oneRequestOf';

const partnos = Array.from({ length: 100 }, (_, index) => `P${String(index).padStart(3, '0')}`);

describe('spreadSample', () => {
  test('evenly spaced from the first to the end, in their order', () => {
    expect(spreadSample(partnos, 4)).toEqual(['P000', 'P025', 'P050', 'P075']);
    expect(spreadSample([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(spreadSample([1, 2, 3], 0)).toEqual([]);
  });
});

describe('oneRequestOf', () => {
  test('the average per request when that fits in one request', () => {
    const requestsFor = (asked: readonly string[]) => Math.ceil(asked.length / 25);
    const sample = oneRequestOf(partnos, 4, requestsFor);
    expect(sample).toHaveLength(25);
    expect(sample.slice(0, 3)).toEqual(['P000', 'P004', 'P008']);
    expect(sample).toEqual(spreadSample(partnos, 25));
  });

  test('fewer, still spread over them all, when the average would take a second request', () => {
    // Long part numbers in the second half: 25 spread over all take two requests of 300 characters.
    const sizes = (asked: readonly string[]) => asked.reduce((sum, partno) => sum + (partno >= 'P050' ? 20 : 8), 0);
    const requestsFor = (asked: readonly string[]) => Math.ceil(sizes(asked) / 300);
    const sample = oneRequestOf(partnos, 4, requestsFor);
    expect(requestsFor(sample)).toBe(1);
    expect(sample.length).toBeLessThan(25);
    expect(sample).toEqual(spreadSample(partnos, sample.length));
    expect(sample.at(-1)! >= 'P090').toBe(true);
  });
});
