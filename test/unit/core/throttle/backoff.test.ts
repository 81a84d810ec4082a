import { backoffDelay, parseRetryAfter } from '../../../../src/core/throttle';

describe('backoffDelay (exponential, full jitter)', () => {
  const attempts = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  test.each(attempts)('attempt %i: random 0 gives no wait at all', (attempt) => {
    expect(backoffDelay(attempt, {}, () => 0)).toBe(0);
  });

  test.each(attempts)('attempt %i: random just below 1 gives just below min(20 s, 500 ms x 2^attempt)', (attempt) => {
    const ceiling = Math.min(20_000, 500 * 2 ** attempt);
    expect(backoffDelay(attempt, {}, () => 0.999)).toBeCloseTo(0.999 * ceiling, 9);
    expect(backoffDelay(attempt, {}, () => 0.999)).toBeLessThan(ceiling);
  });

  test('the ceiling doubles per attempt until the cap', () => {
    const half = attempts.map((attempt) => backoffDelay(attempt, {}, () => 0.5));
    expect(half).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
  });

  test('base and cap can be set', () => {
    const options = { baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, options, () => 0.5))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
  });

  test('a huge attempt number stays at the cap', () => {
    expect(backoffDelay(5_000, {}, () => 0.5)).toBe(10_000);
  });

  test('uses Math.random when no random function is given, and stays within bounds', () => {
    for (let index = 0; index < 50; index += 1) {
      const delay = backoffDelay(2, {});
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(2_000);
    }
  });

  test('a Retry-After from the service wins over the jitter', () => {
    const random = jest.fn(() => 0.5);
    expect(backoffDelay(4, {}, random, 3_000)).toBe(3_000);
    expect(backoffDelay(0, {}, random, 0)).toBe(0);
    expect(random).not.toHaveBeenCalled();
  });

  test('a Retry-After longer than the cap is capped', () => {
    expect(backoffDelay(0, {}, () => 0.5, 120_000)).toBe(20_000);
    expect(backoffDelay(0, { maxDelayMs: 5_000 }, () => 0.5, 6_000)).toBe(5_000);
  });

  test('an unusable Retry-After (negative, NaN, infinite) falls back to the jitter', () => {
    expect(backoffDelay(1, {}, () => 0.5, -1)).toBe(500);
    expect(backoffDelay(1, {}, () => 0.5, Number.NaN)).toBe(500);
    expect(backoffDelay(1, {}, () => 0.5, Number.POSITIVE_INFINITY)).toBe(500);
  });
});

describe('parseRetryAfter (RFC 9110 10.2.3)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  test('delay-seconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 7 ', now)).toBe(7_000);
  });

  test('an HTTP date, as the time from now until then', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
  });

  test('an HTTP date already past means no wait', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:59:00 GMT', now)).toBe(0);
  });

  test('absent or empty gives undefined', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('   ', now)).toBeUndefined();
  });

  test.each(['soon', 'later', 'garbage', 'Infinity', 'NaN'])('garbage %p gives undefined', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });

  // V8's Date.parse reads almost anything with a number in it as a date ("next 2030" is 1 Jan 2030),
  // so such garbage becomes a wait of the maximum length instead of being ignored as unreadable.
  test('garbage that Date.parse happens to read as a date gives undefined', () => {
    expect(parseRetryAfter('next 2030', now)).toBeUndefined();
  });
});
