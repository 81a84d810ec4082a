import { DEFAULT_RATE, DEFAULT_SNAPSHOT_COSTS, memorySnapshotStore, systemClock } from '../../../src/core';
import { normalizeOptions } from '../../../src/core/normalizeOptions';

describe('normalizeOptions', () => {
  test('every default, resolved once', () => {
    const options = normalizeOptions({ baseUrl: 'http://127.0.0.1:3100' });
    expect(options).toMatchObject({
      baseUrl: 'http://127.0.0.1:3100',
      lang: 'en',
      rate: {},
      maxUrlLength: 2_048,
      timeoutMs: 30_000,
      retries: { throttled: 8, failures: 3, jobFailures: 8, jobDeadlineMs: 600_000 },
      backoff: {},
      lookup: { ttlMs: 1_800_000, maxEntries: 50_000 },
      clock: systemClock,
    });
    expect(options.lookup.windowMs).toBeUndefined();
    expect(options.snapshots).toBeUndefined();
    expect(typeof options.fetch).toBe('function');
    expect(options.random()).toBeGreaterThanOrEqual(0);
  });

  test('what is given is kept', () => {
    const store = memorySnapshotStore();
    const random = () => 0.5;
    const options = normalizeOptions({
      baseUrl: 'http://127.0.0.1:3100',
      lang: 'ja',
      maxUrlLength: 4_000,
      timeoutMs: 5_000,
      retries: { throttled: 1, jobDeadlineMs: 1_000 },
      lookup: { windowMs: 0, ttlMs: 60_000 },
      snapshots: { mode: 'offline', store, maxAgeMs: 1, lifecycleMaxAgeMs: 2 },
      random,
    });
    expect(options).toMatchObject({
      lang: 'ja',
      maxUrlLength: 4_000,
      timeoutMs: 5_000,
      retries: { throttled: 1, failures: 3, jobFailures: 8, jobDeadlineMs: 1_000 },
      lookup: { windowMs: 0, ttlMs: 60_000, maxEntries: 50_000 },
      snapshots: { mode: 'offline', store, maxAgeMs: 1, lifecycleMaxAgeMs: 2 },
      random,
    });
  });

  test("snapshots: auto, 24 h, 1 h for a lifecycle refresh, and the cost model's priors at the client's rate", () => {
    const store = memorySnapshotStore();
    expect(normalizeOptions({ baseUrl: 'http://127.0.0.1:3100', snapshots: { store } }).snapshots).toEqual({
      mode: 'auto',
      store,
      maxAgeMs: 86_400_000,
      lifecycleMaxAgeMs: 3_600_000,
      cost: { requestsPerSecond: DEFAULT_RATE.perSecond, ...DEFAULT_SNAPSHOT_COSTS },
    });
    const given = normalizeOptions({
      baseUrl: 'http://127.0.0.1:3100',
      rate: { perSecond: 4 },
      snapshots: { store, cost: { expectedBytes: 1_000 } },
    });
    expect(given.snapshots?.cost).toEqual({ ...DEFAULT_SNAPSHOT_COSTS, requestsPerSecond: 4, expectedBytes: 1_000 });
    expect(given.rate).toEqual({ perSecond: 4 });
  });

  test('an address that could send the key elsewhere is refused before anything else', () => {
    expect(() => normalizeOptions({ baseUrl: 'http://user@127.0.0.1:3100' })).toThrow();
  });
});
