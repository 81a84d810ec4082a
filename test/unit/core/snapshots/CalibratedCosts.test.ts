import { acceptedDelay, CalibratedCosts, DEFAULT_SNAPSHOT_COSTS, type SnapshotCostModel } from '../../../../src/core';

const MB = 1_000_000;
const MODEL: SnapshotCostModel = { requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS };

describe('CalibratedCosts', () => {
  test('the priors until something is measured: 20 MB/s downloads, 100 MB/s reads, 64 MB files, 5 s accepted', () => {
    const costs = new CalibratedCosts(MODEL);
    expect(costs.figures).toEqual({ downloadBytesPerSecond: 20 * MB, loadBytesPerSecond: 100 * MB });
    expect(costs.requestsMs(33)).toBe(3_300);
    // A file never seen nor told: its address, then 64 MB at 20 MB/s.
    expect(costs.downloadMs('inductors', 'en')).toBeCloseTo(100 + 3_200);
    expect(costs.loadMs(120 * MB)).toBeCloseTo(1_200);
    expect(MODEL).toMatchObject({ acceptedDelayMs: 5_000, acceptedDelayPerRequestMs: 600 });
  });

  test("a file's size: as told or seen in its language, else its category's in another, else the prior", () => {
    const costs = new CalibratedCosts(MODEL);
    expect(costs.knowsSize('inductors', 'en')).toBe(false);
    expect(costs.sizeOf('inductors', 'en')).toBe(64 * MB);
    costs.noteSize('inductors', 'ja', 38 * MB);
    expect(costs.knowsSize('inductors', 'en')).toBe(true);
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

  test('a download pays when it spends fewer requests than asking and is at most a few seconds slower', () => {
    const costs = new CalibratedCosts({ ...MODEL, acceptedDelayPerRequestMs: 0 });
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

  test('the more requests a download spares, the longer a wait it is accepted: 0.6 s each past 5 s', () => {
    const costs = new CalibratedCosts(MODEL);
    costs.noteSize('ceramicCapacitorsSMD', 'en', 120 * MB);
    // 13 MB/s, as measured under Jest on the 2-core machine: the file takes 9.3 s.
    costs.measureDownload(120 * MB, 9_230);
    costs.measureDownload(120 * MB, 9_230);
    costs.measureDownload(120 * MB, 9_230);
    costs.measureDownload(120 * MB, 9_230);
    costs.measureDownload(120 * MB, 9_230);
    const downloadMs = costs.downloadMs('ceramicCapacitorsSMD', 'en');
    expect(downloadMs).toBeGreaterThan(9_000);
    // 17 requests (10 % of 16,667 part numbers) spare 16: 9.6 s accepted beside their 1.7 s.
    expect(costs.downloadPays('ceramicCapacitorsSMD', 'en', 17)).toBe(true);
    // 5 requests spare 4: 2.4 s, less than the 5 s always accepted.
    expect(costs.downloadPays('ceramicCapacitorsSMD', 'en', 5)).toBe(false);
    expect(acceptedDelay(MODEL, 4)).toBe(5_000);
    expect(acceptedDelay(MODEL, 16)).toBeCloseTo(9_600);
    expect(acceptedDelay(MODEL, 0)).toBe(0);
  });

  test('with no delay accepted, a download pays only when it is no slower', () => {
    const costs = new CalibratedCosts({ ...MODEL, acceptedDelayMs: 0, acceptedDelayPerRequestMs: 0 });
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
