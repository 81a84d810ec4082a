import { RateEstimate } from '../../../../src/core';

const MB = 1_000_000;

describe('RateEstimate', () => {
  test('is its prior until something is measured', () => {
    expect(new RateEstimate(20 * MB, 64 * MB).bytesPerSecond).toBeCloseTo(20 * MB);
    expect(new RateEstimate(20 * MB, 64 * MB).millisecondsFor(10 * MB)).toBeCloseTo(500);
  });

  test('moves to what is measured gradually: each measurement halves the weight of all before it', () => {
    const estimate = new RateEstimate(20 * MB, 64 * MB);
    const seen: number[] = [];
    for (let download = 0; download < 6; download += 1) {
      // 64 MB in 1.6 s: 40 MB/s.
      estimate.measure(64 * MB, 1_600);
      seen.push(estimate.bytesPerSecond / MB);
    }
    // (32 + 64) MB over (1.6 + 1.6) s, then on: the prior counts less each time, never all at once.
    expect(seen[0]).toBeCloseTo(30);
    expect(seen[1]).toBeCloseTo(35);
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]).toBeGreaterThan(seen[index - 1]);
    expect(seen[5]).toBeLessThan(40);
    expect(seen[5]).toBeGreaterThan(39.5);
  });

  test('a large file says more than a small one', () => {
    const afterLarge = new RateEstimate(20 * MB, 64 * MB);
    afterLarge.measure(120 * MB, 12_000);
    const afterSmall = new RateEstimate(20 * MB, 64 * MB);
    afterSmall.measure(1 * MB, 100);
    // Both measured 10 MB/s; the large file moves the estimate far nearer to it.
    expect(afterLarge.bytesPerSecond / MB).toBeLessThan(12);
    expect(afterSmall.bytesPerSecond / MB).toBeGreaterThan(19);
  });

  test.each([
    ['no time (a clock that stood still)', 64 * MB, 0],
    ['a clock gone back', 64 * MB, -500],
    ['no bytes', 0, 1_000],
    ['time that is not a number', 64 * MB, Number.NaN],
    ['bytes that are not a number', Number.POSITIVE_INFINITY, 1_000],
  ])('a measurement with %s is left out', (_case, bytes, milliseconds) => {
    const estimate = new RateEstimate(20 * MB, 64 * MB);
    estimate.measure(bytes, milliseconds);
    expect(estimate.bytesPerSecond).toBeCloseTo(20 * MB);
  });
});
