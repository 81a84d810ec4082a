import { CalibratedCosts, DEFAULT_SNAPSHOT_COSTS, type SnapshotCostModel } from '../../../../src/core';

const MB = 1_000_000;
const MODEL: SnapshotCostModel = { requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS };

describe('CalibratedCosts', () => {
  test('the priors until something is measured: 20 MB/s downloads, 100 MB/s reads, 64 MB files, 10 s accepted', () => {
    const costs = new CalibratedCosts(MODEL);
    expect(costs.figures).toEqual({ downloadBytesPerSecond: 20 * MB, loadBytesPerSecond: 100 * MB });
    expect(costs.requestsMs(33)).toBe(3_300);
    // A file never seen nor told: its address, then 64 MB at 20 MB/s.
    expect(costs.downloadMs('inductors', 'en')).toBeCloseTo(100 + 3_200);
    expect(costs.loadMs(120 * MB)).toBeCloseTo(1_200);
    expect(MODEL.acceptedDelayMs).toBe(10_000);
  });

  test("a file's size: as told or seen in its language, else its category's in another, else the prior", () => {
    const costs = new CalibratedCosts(MODEL);
    expect(costs.knowsSize('inductors', 'en')).toBe(false);
    expect(costs.sizeOf('inductors', 'en')).toBe(64 * MB);
    costs.noteSize('inductors', 'ja', 38 * MB);
    expect(costs.knowsSize('inductors', 'en')).toBe(false);
    expect(costs.sizeOf('inductors', 'en')).toBe(38 * MB);
    costs.noteSize('inductors', 'en', 35 * MB);
    expect(costs.sizeOf('inductors', 'en')).toBe(35 * MB);
    expect(costs.downloadMs('inductors', 'en')).toBeCloseTo(100 + 1_750);
    expect(costs.sizeOf('ceramicCapacitorsSMD', 'en')).toBe(64 * MB);
  });

  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('a size of %p is not a size: left out', (bytes) => {
    const costs = new CalibratedCosts(MODEL);
    costs.noteSize('inductors', 'en', bytes);
    expect(costs.knowsSize('inductors', 'en')).toBe(false);
  });

  test('a download pays when it spends fewer requests than asking and is at most the accepted delay slower', () => {
    const costs = new CalibratedCosts({ ...MODEL, acceptedDelayMs: 5_000 });
    costs.noteSize('inductors', 'en', 35 * MB);
    // 1.85 s: one request (its address) against two, and 1.65 s slower.
    expect(costs.downloadPays('inductors', 'en', 2)).toBe(true);
    // One request asked costs what the download's address does: the faster way.
    expect(costs.downloadPays('inductors', 'en', 1)).toBe(false);
    costs.noteSize('ceramicCapacitorsSMD', 'en', 120 * MB);
    // 6.1 s against 1.1 s: 5 s slower pays, a hair more does not.
    expect(costs.downloadPays('ceramicCapacitorsSMD', 'en', 11.01)).toBe(true);
    expect(costs.downloadPays('ceramicCapacitorsSMD', 'en', 10.9)).toBe(false);
  });

  test('with an accepted delay of 0, a download pays only when it is no slower', () => {
    const costs = new CalibratedCosts({ ...MODEL, acceptedDelayMs: 0 });
    costs.noteSize('inductors', 'en', 35 * MB);
    expect(costs.downloadPays('inductors', 'en', 18)).toBe(false);
    expect(costs.downloadPays('inductors', 'en', 19)).toBe(true);
  });

  test('reading kept snapshots spends no request: it pays unless more than the accepted delay slower', () => {
    const costs = new CalibratedCosts(MODEL);
    expect(costs.readPays(170 * MB, 1)).toBe(true);
    expect(costs.readPays(170 * MB, 0)).toBe(false);
    expect(costs.readPays(1_100 * MB, 1)).toBe(false);
  });

  test('measured downloads and reads replace the priors in the costs', () => {
    const costs = new CalibratedCosts(MODEL);
    costs.noteSize('ceramicCapacitorsSMD', 'en', 120 * MB);
    const before = costs.downloadMs('ceramicCapacitorsSMD', 'en');
    costs.measureDownload(120 * MB, 3_000);
    costs.measureDownload(120 * MB, 3_000);
    expect(costs.figures.downloadBytesPerSecond).toBeGreaterThan(35 * MB);
    expect(costs.downloadMs('ceramicCapacitorsSMD', 'en')).toBeLessThan(before * 0.6);
    costs.measureLoad(120 * MB, 4_000);
    expect(costs.figures.loadBytesPerSecond).toBeLessThan(50 * MB);
  });
});
