import { sharedLimiter, systemClock } from '../../../../src/core/throttle';
import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';

// The registry lives for the whole process: every test uses its own service address (or its own clock).
describe('sharedLimiter', () => {
  test('the same service and key give the same limiter, with or without a trailing slash', () => {
    const clock = new FakeClock(0);
    const first = sharedLimiter('https://one.example/api', 'key-a', {}, clock);
    expect(sharedLimiter('https://one.example/api', 'key-a', {}, clock)).toBe(first);
    expect(sharedLimiter('https://one.example/api/', 'key-a', {}, clock)).toBe(first);
    expect(sharedLimiter('https://one.example/api//', 'key-a', {}, clock)).toBe(first);
  });

  test('another key or another service gives another limiter', () => {
    const clock = new FakeClock(0);
    const first = sharedLimiter('https://two.example', 'key-a', {}, clock);
    const otherKey = sharedLimiter('https://two.example', 'key-b', {}, clock);
    const otherService = sharedLimiter('https://three.example', 'key-a', {}, clock);
    expect(otherKey).not.toBe(first);
    expect(otherService).not.toBe(first);
    expect(otherService).not.toBe(otherKey);
  });

  test('the limiter is created with the given rate and clock', () => {
    const clock = new FakeClock(0);
    const limiter = sharedLimiter('https://four.example', 'key', { perSecond: 3, burst: 4 }, clock);
    expect(limiter.configuredRate).toEqual({ perSecond: 3, burst: 4, maxConcurrent: 6 });
    expect(limiter.clock).toBe(clock);
  });

  test('the system clock when none is given, one limiter for every caller that gives none', () => {
    const limiter = sharedLimiter('https://system.example', 'key');
    expect(limiter.clock).toBe(systemClock);
    expect(sharedLimiter('https://system.example', 'key', {}, systemClock)).toBe(limiter);
  });

  test('a new rate re-configures the shared limiter; no rate leaves it as it is', () => {
    const clock = new FakeClock(0);
    const limiter = sharedLimiter('https://five.example', 'key', { perSecond: 10 }, clock);
    limiter.throttled();
    expect(sharedLimiter('https://five.example', 'key', { perSecond: 4 }, clock)).toBe(limiter);
    expect(limiter.configuredRate.perSecond).toBe(4);
    expect(limiter.currentRate).toBe(4);
    expect(sharedLimiter('https://five.example', 'key', {}, clock)).toBe(limiter);
    expect(sharedLimiter('https://five.example', 'key', { perSecond: undefined }, clock)).toBe(limiter);
    expect(limiter.configuredRate.perSecond).toBe(4);
  });

  test('an invalid rate is refused before a limiter is registered', () => {
    const clock = new FakeClock(0);
    expect(() => sharedLimiter('https://six.example', 'key', { perSecond: -1 }, clock)).toThrow(RangeError);
    const limiter = sharedLimiter('https://six.example', 'key', { perSecond: 2 }, clock);
    expect(limiter.configuredRate.perSecond).toBe(2);
  });

  describe('one limiter per clock: a client never waits on another client’s time', () => {
    test('the same service and key on another clock get a limiter of their own, on that clock', () => {
      const first = new FakeClock(0);
      const second = new FakeClock(0);
      const onFirst = sharedLimiter('https://seven.example', 'key', {}, first);
      const onSecond = sharedLimiter('https://seven.example', 'key', {}, second);
      const onSystem = sharedLimiter('https://seven.example', 'key');
      expect(onSecond).not.toBe(onFirst);
      expect(onSystem).not.toBe(onFirst);
      expect([onFirst.clock, onSecond.clock, onSystem.clock]).toEqual([first, second, systemClock]);
      // Each clock keeps its one limiter.
      expect(sharedLimiter('https://seven.example', 'key', {}, first)).toBe(onFirst);
      expect(sharedLimiter('https://seven.example', 'key', {}, second)).toBe(onSecond);
    });

    test('a client on a fake clock is paced by that clock alone, whoever registered the service first', async () => {
      // The service registered first on the system clock, as the runtime's client would.
      sharedLimiter('https://eight.example', 'key', { perSecond: 1, burst: 1 });
      const clock = new FakeClock(0);
      const limiter = sharedLimiter('https://eight.example', 'key', { perSecond: 1, burst: 1 }, clock);
      const first = await limiter.admit();
      first();
      const second = track(limiter.admit());
      await flushMicrotasks();
      expect(second.settled).toBe(false);
      await clock.advance(1_000);
      expect(second.settled).toBe(true);
    });

    test('a rate given on one clock leaves the limiters of other clocks as they are', () => {
      const first = new FakeClock(0);
      const second = new FakeClock(0);
      const onFirst = sharedLimiter('https://nine.example', 'key', { perSecond: 5 }, first);
      sharedLimiter('https://nine.example', 'key', { perSecond: 2 }, second);
      expect(onFirst.configuredRate.perSecond).toBe(5);
    });
  });
});
