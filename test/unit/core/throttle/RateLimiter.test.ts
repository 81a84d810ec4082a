import { DEFAULT_RATE, RateLimiter } from '../../../../src/core/throttle';
import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';

/** A 429 a second after the previous one: a congestion event of its own, so it halves the rate again. */
async function throttledLater(limiter: RateLimiter, clock: FakeClock): Promise<void> {
  await clock.advance(1000);
  limiter.throttled();
}

describe('RateLimiter', () => {
  test('defaults: 10 per second, bursts of 20, 6 in flight', () => {
    const limiter = new RateLimiter({}, new FakeClock());
    expect(DEFAULT_RATE).toEqual({ perSecond: 10, burst: 20, maxConcurrent: 6 });
    expect(limiter.configuredRate).toEqual(DEFAULT_RATE);
    expect(limiter.currentRate).toBe(10);
  });

  test('state: the rate in force, whole tokens, requests in flight and waiting for a slot', async () => {
    const clock = new FakeClock(0);
    const limiter = new RateLimiter({ perSecond: 100, burst: 3, maxConcurrent: 2 }, clock);
    // A burst of 3 leaves one token of headroom: 2 at once.
    expect(limiter.state()).toEqual({
      configured: { perSecond: 100, burst: 3, maxConcurrent: 2 },
      currentRate: 100,
      tokens: 2,
      inFlight: 0,
      waiting: 0,
    });
    const admitted = [0, 1, 2].map(() => track(limiter.admit()));
    await flushMicrotasks();
    expect(limiter.state()).toMatchObject({ tokens: 0, inFlight: 2, waiting: 1 });
    limiter.throttled();
    expect(limiter.state().currentRate).toBe(50);
    admitted[0].value!();
    admitted[1].value!();
    await clock.advance(1_000);
    expect(limiter.state()).toMatchObject({ inFlight: 1, waiting: 0 });
    admitted[2].value!();
    expect(limiter.state()).toMatchObject({ inFlight: 0, waiting: 0, tokens: 2 });
  });

  describe('admit', () => {
    test('never more than maxConcurrent in flight, even with tokens to spare', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 100, burst: 100, maxConcurrent: 2 }, clock);
      const admitted = [0, 1, 2, 3].map(() => track(limiter.admit()));
      await flushMicrotasks();
      expect(admitted.map((entry) => entry.settled)).toEqual([true, true, false, false]);
      await clock.advance(60_000); // time alone does not free a place
      expect(admitted[2].settled).toBe(false);
      admitted[0].value!();
      await flushMicrotasks();
      expect(admitted.map((entry) => entry.settled)).toEqual([true, true, true, false]);
      admitted[1].value!();
      await flushMicrotasks();
      expect(admitted[3].settled).toBe(true);
    });

    test('never faster than the bucket, even with places to spare', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 4, burst: 2, maxConcurrent: 10 }, clock);
      const times: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        void limiter.admit().then((release) => {
          times.push(clock.now());
          release();
        });
      }
      await clock.advance(2_000);
      // A burst of 2 leaves one token of headroom against arrival jitter: one at once, then 4 per second.
      expect(times).toEqual([0, 250, 500, 750, 1000]);
    });

    test('an abort while waiting for a token frees the place in flight it held', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 1, burst: 1, maxConcurrent: 1 }, clock);
      const first = await limiter.admit();
      first();
      const controller = new AbortController();
      const waiting = track(limiter.admit(controller.signal)); // has the place, waits for a token
      await flushMicrotasks();
      expect(waiting.settled).toBe(false);
      controller.abort(new Error('stop'));
      await flushMicrotasks();
      expect((waiting.error as Error).message).toBe('stop');
      const next = track(limiter.admit());
      await clock.advance(1_000);
      expect(next.settled).toBe(true); // it would wait forever if the aborted admit kept the place
    });

    test('an abort while waiting for a place rejects with the reason and takes no place', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10, burst: 10, maxConcurrent: 1 }, clock);
      const holder = await limiter.admit();
      const controller = new AbortController();
      const waiting = track(limiter.admit(controller.signal));
      controller.abort();
      await flushMicrotasks();
      expect((waiting.error as DOMException).name).toBe('AbortError');
      holder();
      const next = track(limiter.admit());
      await flushMicrotasks();
      expect(next.settled).toBe(true);
    });
  });

  describe('throttled (429): multiplicative decrease', () => {
    test('halves the rate each time, down to a floor of 10% of the configured rate', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10 }, clock);
      const rates: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        await throttledLater(limiter, clock);
        rates.push(limiter.currentRate);
      }
      expect(rates).toEqual([5, 2.5, 1.25, 1, 1, 1]);
      expect(limiter.configuredRate.perSecond).toBe(10);
    });

    test('429s within a second of a decrease are the same congestion: the rate halves once for them', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10 }, clock);
      for (let index = 0; index < 6; index += 1) limiter.throttled();
      expect(limiter.currentRate).toBe(5);
      await clock.advance(999);
      limiter.throttled();
      expect(limiter.currentRate).toBe(5);
      await clock.advance(1);
      limiter.throttled();
      expect(limiter.currentRate).toBe(2.5);
    });

    test('empties the bucket: no more bursting, the next request waits 1/rate seconds', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10, burst: 20 }, clock);
      limiter.throttled(); // 5 per second now
      const times: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        void limiter.admit().then((release) => {
          times.push(clock.now());
          release();
        });
      }
      await clock.advance(1_000);
      expect(times).toEqual([200, 400, 600]);
    });
  });

  describe('succeeded: additive recovery', () => {
    test('each success wins back 5% of the configured rate, up to the configured rate and no further', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10 }, clock);
      for (let index = 0; index < 5; index += 1) await throttledLater(limiter, clock);
      expect(limiter.currentRate).toBe(1);
      limiter.succeeded();
      expect(limiter.currentRate).toBe(1.5);
      limiter.succeeded();
      expect(limiter.currentRate).toBe(2);
      for (let index = 0; index < 16; index += 1) limiter.succeeded();
      expect(limiter.currentRate).toBe(10);
      limiter.succeeded();
      expect(limiter.currentRate).toBe(10);
    });

    test('the last step stops exactly at the configured rate', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10 }, clock);
      await throttledLater(limiter, clock); // 5
      await throttledLater(limiter, clock); // 2.5
      for (let index = 0; index < 15; index += 1) limiter.succeeded(); // 2.5 + 7.5
      expect(limiter.currentRate).toBe(10);
      await throttledLater(limiter, clock); // 5
      for (let index = 0; index < 9; index += 1) limiter.succeeded(); // 9.5
      expect(limiter.currentRate).toBe(9.5);
      limiter.succeeded();
      limiter.succeeded();
      expect(limiter.currentRate).toBe(10);
    });

    test('a success at the configured rate changes nothing', () => {
      const limiter = new RateLimiter({ perSecond: 7 }, new FakeClock(0));
      limiter.succeeded();
      expect(limiter.currentRate).toBe(7);
    });
  });

  describe('configure', () => {
    test('a lower rate takes effect at once', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10, burst: 1, maxConcurrent: 5 }, clock);
      limiter.configure({ perSecond: 2 });
      expect(limiter.currentRate).toBe(2);
      expect(limiter.configuredRate).toEqual({ perSecond: 2, burst: 1, maxConcurrent: 5 });
      const times: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        void limiter.admit().then((release) => {
          times.push(clock.now());
          release();
        });
      }
      await clock.advance(2_000);
      expect(times).toEqual([0, 500, 1_000]);
    });

    test('recovery after a change is measured against the new configured rate', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 10 }, clock);
      limiter.configure({ perSecond: 20 });
      await throttledLater(limiter, clock);
      await throttledLater(limiter, clock);
      await throttledLater(limiter, clock);
      await throttledLater(limiter, clock);
      await throttledLater(limiter, clock); // floor: 10% of 20
      expect(limiter.currentRate).toBe(2);
      limiter.succeeded(); // + 5% of 20
      expect(limiter.currentRate).toBe(3);
    });

    test('a lowered configured rate also lowers a rate that was recovering above its new floor', () => {
      const limiter = new RateLimiter({ perSecond: 10 }, new FakeClock(0));
      limiter.throttled(); // 5
      limiter.configure({ perSecond: 4 });
      expect(limiter.currentRate).toBe(4);
    });

    test('a higher configured rate lifts a throttled rate that is below the new floor', () => {
      const limiter = new RateLimiter({ perSecond: 10 }, new FakeClock(0));
      for (let index = 0; index < 5; index += 1) limiter.throttled(); // 1
      limiter.configure({ perSecond: 100 });
      expect(limiter.currentRate).toBe(10);
    });

    test('a new burst gives a bucket of that size, less one request of headroom', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 1, burst: 1, maxConcurrent: 10 }, clock);
      limiter.configure({ burst: 4 });
      const admitted = [0, 1, 2, 3].map(() => track(limiter.admit()));
      await flushMicrotasks();
      expect(admitted.map((entry) => entry.settled)).toEqual([true, true, true, false]);
    });

    test('a new maxConcurrent changes the cap for the next requests', async () => {
      const clock = new FakeClock(0);
      const limiter = new RateLimiter({ perSecond: 100, burst: 100, maxConcurrent: 1 }, clock);
      limiter.configure({ maxConcurrent: 3 });
      const admitted = [0, 1, 2, 3].map(() => track(limiter.admit()));
      await flushMicrotasks();
      expect(admitted.map((entry) => entry.settled)).toEqual([true, true, true, false]);
    });

    test('an invalid change throws and leaves the limiter as it was', () => {
      const limiter = new RateLimiter({ perSecond: 10, burst: 20, maxConcurrent: 6 }, new FakeClock(0));
      expect(() => limiter.configure({ perSecond: 0 })).toThrow(RangeError);
      expect(limiter.configuredRate).toEqual({ perSecond: 10, burst: 20, maxConcurrent: 6 });
      expect(limiter.currentRate).toBe(10);
    });
  });

  describe('invalid rates are refused with a message that says what is wrong', () => {
    test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('perSecond %p', (perSecond) => {
      expect(() => new RateLimiter({ perSecond }, new FakeClock(0))).toThrow(RangeError);
      expect(() => new RateLimiter({ perSecond }, new FakeClock(0))).toThrow(
        `The request rate must be a number of requests per second above 0, got ${perSecond}`,
      );
    });

    test.each([0, -2, 1.5, Number.NaN])('burst %p', (burst) => {
      expect(() => new RateLimiter({ burst }, new FakeClock(0))).toThrow(
        new RangeError(`The burst must be a whole number of requests, at least 1, got ${burst}`),
      );
    });

    test.each([0, 2.5, -1])('maxConcurrent %p', (maxConcurrent) => {
      expect(() => new RateLimiter({ maxConcurrent }, new FakeClock(0))).toThrow(
        new RangeError(`The number of requests in flight must be a whole number, at least 1, got ${maxConcurrent}`),
      );
    });

    test('a fractional rate above 0 is allowed', () => {
      expect(new RateLimiter({ perSecond: 0.25 }, new FakeClock(0)).currentRate).toBe(0.25);
    });
  });

  // Partial<RateOptions> lets a caller write `{ perSecond: settings.rate }` with the setting unset; an
  // option left undefined should mean "the default", as an absent one does, not an invalid rate.
  test('an option given as undefined falls back to the default', () => {
    const limiter = new RateLimiter({ perSecond: undefined, burst: 5 }, new FakeClock(0));
    expect(limiter.configuredRate).toEqual({ perSecond: 10, burst: 5, maxConcurrent: 6 });
  });
});

test('a new burst keeps a throttled rate and gives no free burst', async () => {
  const clock = new FakeClock(0);
  const limiter = new RateLimiter({ perSecond: 10, burst: 20 }, clock);
  limiter.throttled();
  expect(limiter.currentRate).toBe(5);
  limiter.configure({ burst: 30 });
  expect(limiter.currentRate).toBe(5);
  const times: number[] = [];
  for (let index = 0; index < 2; index += 1) {
    void limiter.admit().then((release) => {
      times.push(clock.now());
      release();
    });
  }
  await clock.advance(1000);
  // Empty bucket at 5 per second: the first waits 200 ms, the next 200 ms more.
  expect(times).toEqual([200, 400]);
});
