import { OverlapMeter } from '../../../../src/core/snapshots/OverlapMeter';

function meter() {
  const measured: [number, number][] = [];
  return { meter: new OverlapMeter((bytes, milliseconds) => measured.push([bytes, milliseconds])), measured };
}

describe('OverlapMeter', () => {
  test('transfers at once are measured as one: all their bytes, from the first start to the last end', () => {
    const { meter: downloads, measured } = meter();
    downloads.started();
    downloads.started();
    // 35 MB from t=1000 to t=3000, 120 MB from t=1000 to t=6000: 155 MB in 5 s, not 17.5 and 24 MB/s each.
    downloads.ended(3_000, { bytes: 35_000_000, milliseconds: 2_000 });
    expect(measured).toEqual([]);
    downloads.ended(6_000, { bytes: 120_000_000, milliseconds: 5_000 });
    expect(measured).toEqual([[155_000_000, 5_000]]);
  });

  test('transfers one after the other are measured each alone', () => {
    const { meter: downloads, measured } = meter();
    downloads.started();
    downloads.ended(2_000, { bytes: 10, milliseconds: 1_000 });
    downloads.started();
    downloads.ended(9_000, { bytes: 30, milliseconds: 3_000 });
    expect(measured).toEqual([
      [10, 1_000],
      [30, 3_000],
    ]);
  });

  test('a transfer that failed is not measured, and does not hold back those beside it', () => {
    const { meter: downloads, measured } = meter();
    downloads.started();
    downloads.started();
    downloads.ended(500);
    downloads.ended(2_000, { bytes: 10, milliseconds: 1_000 });
    downloads.started();
    downloads.ended(3_000);
    expect(measured).toEqual([[10, 1_000]]);
  });
});
