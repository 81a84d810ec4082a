import { RateLimiter } from '../../../src/service/RateLimiter';

/** A clock the test moves by hand, in milliseconds. */
function manualClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (milliseconds: number) => {
      now += milliseconds;
    },
    set: (milliseconds: number) => {
      now = milliseconds;
    },
  };
}

function takeMany(limiter: RateLimiter, key: string, count: number): boolean[] {
  return Array.from({ length: count }, () => limiter.tryTake(key));
}

describe('RateLimiter (token bucket per key)', () => {
  test('a new key may make `burst` requests at once, and not one more', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(10, 5, clock.now);
    expect(takeMany(limiter, 'key', 5)).toEqual([true, true, true, true, true]);
    expect(limiter.tryTake('key')).toBe(false);
    expect(limiter.tryTake('key')).toBe(false);
  });

  test('tokens come back at `rate` per second', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(10, 5, clock.now);
    takeMany(limiter, 'key', 5);
    clock.advance(99);
    expect(limiter.tryTake('key')).toBe(false);
    clock.advance(1);
    expect(limiter.tryTake('key')).toBe(true);
    expect(limiter.tryTake('key')).toBe(false);
    clock.advance(300);
    expect(takeMany(limiter, 'key', 4)).toEqual([true, true, true, false]);
  });

  test('the bucket never holds more than `burst`, however long the key waits', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(10, 3, clock.now);
    expect(limiter.tryTake('key')).toBe(true);
    clock.advance(60 * 60 * 1000);
    expect(takeMany(limiter, 'key', 4)).toEqual([true, true, true, false]);
  });

  test('keys do not share a bucket', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(1, 2, clock.now);
    expect(takeMany(limiter, 'a', 3)).toEqual([true, true, false]);
    expect(takeMany(limiter, 'b', 3)).toEqual([true, true, false]);
    clock.advance(1000);
    expect(limiter.tryTake('a')).toBe(true);
    expect(limiter.tryTake('a')).toBe(false);
    expect(limiter.tryTake('b')).toBe(true);
    expect(limiter.tryTake('c')).toBe(true);
  });

  test('a rate of 0 means no limit', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(0, 1, clock.now);
    expect(takeMany(limiter, 'key', 1000).every(Boolean)).toBe(true);
  });

  test('fractions of a token add up across refused attempts', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(1, 1, clock.now);
    expect(limiter.tryTake('key')).toBe(true);
    clock.advance(250);
    expect(limiter.tryTake('key')).toBe(false);
    clock.advance(250);
    expect(limiter.tryTake('key')).toBe(false);
    clock.advance(499);
    expect(limiter.tryTake('key')).toBe(false);
    clock.advance(1);
    expect(limiter.tryTake('key')).toBe(true);
  });

  test('a fractional rate refills one token over more than a second', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(0.5, 1, clock.now);
    expect(limiter.tryTake('key')).toBe(true);
    clock.advance(1999);
    expect(limiter.tryTake('key')).toBe(false);
    clock.advance(1);
    expect(limiter.tryTake('key')).toBe(true);
  });

  test('a clock that goes back gives no tokens and takes none', () => {
    const clock = manualClock(10_000);
    const limiter = new RateLimiter(1, 2, clock.now);
    takeMany(limiter, 'key', 2);
    clock.set(5_000);
    expect(limiter.tryTake('key')).toBe(false);
    clock.set(6_000);
    expect(limiter.tryTake('key')).toBe(true);
  });

  test('reads the injected clock, not the real one', () => {
    let calls = 0;
    const limiter = new RateLimiter(1, 1, () => {
      calls += 1;
      return 0;
    });
    limiter.tryTake('key');
    limiter.tryTake('key');
    expect(calls).toBe(2);
  });
});
