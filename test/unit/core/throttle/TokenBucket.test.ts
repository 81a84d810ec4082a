import { TokenBucket } from '../../../../src/core/throttle/TokenBucket';
import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';

/** Starts `count` takes one after the other (each waits for the previous) and records when each got its token. */
function takeInTurn(bucket: TokenBucket, clock: FakeClock, count: number, signal?: AbortSignal): number[] {
  const times: number[] = [];
  void (async () => {
    for (let index = 0; index < count; index += 1) {
      await bucket.take(signal);
      times.push(clock.now());
    }
  })();
  return times;
}

describe('TokenBucket', () => {
  test('a full bucket gives `burst` tokens at once, then one token per 1/rate seconds', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(2, 3, clock);
    const times = takeInTurn(bucket, clock, 6, undefined);
    await flushMicrotasks();
    expect(times).toEqual([0, 0, 0]);
    await clock.advance(499);
    expect(times).toEqual([0, 0, 0]);
    await clock.advance(1);
    expect(times).toEqual([0, 0, 0, 500]);
    await clock.advance(10_000);
    expect(times).toEqual([0, 0, 0, 500, 1_000, 1_500]);
  });

  test('the bucket never holds more than `burst` tokens, however long it rests', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(10, 2, clock);
    await clock.advance(60_000);
    const times = takeInTurn(bucket, clock, 3);
    await clock.advance(1_000);
    expect(times).toEqual([60_000, 60_000, 60_100]);
  });

  test('refill is fractional: after a quarter token has come back, the wait is only for the rest', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(4, 1, clock); // one token per 250 ms
    await bucket.take();
    await clock.advance(100); // 0.4 of a token back
    const taker = track(bucket.take());
    await flushMicrotasks();
    expect(clock.nextTimerAt()).toBe(250); // waits 150 ms, not 250
    await clock.advance(149);
    expect(taker.settled).toBe(false);
    await clock.advance(1);
    expect(taker.settled).toBe(true);
  });

  test('a rate of less than one per second spaces tokens more than a second apart', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(0.5, 1, clock);
    const times = takeInTurn(bucket, clock, 3);
    await clock.advance(10_000);
    expect(times).toEqual([0, 2_000, 4_000]);
  });

  test('setRate mid-way: tokens earned so far keep the old rate, the rest come at the new one', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(1, 1, clock);
    await bucket.take();
    const taker = track(bucket.take()); // would get its token at 1000 at the old rate
    await clock.advance(500); // half a token earned at 1/s
    bucket.setRate(0.5); // the other half now takes 1000 ms
    expect(bucket.rate).toBe(0.5);
    await clock.advance(999);
    expect(taker.settled).toBe(false);
    await clock.advance(1);
    expect(taker.settled).toBe(true);
    expect(clock.now()).toBe(1_500);
  });

  test('a raised rate speeds up later tokens', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(1, 1, clock);
    await bucket.take();
    bucket.setRate(10);
    const times = takeInTurn(bucket, clock, 3);
    await clock.advance(1_000);
    expect(times).toEqual([100, 200, 300]);
  });

  test('drain empties a full bucket: the next token comes only after 1/rate seconds', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(5, 10, clock);
    bucket.drain();
    const times = takeInTurn(bucket, clock, 2);
    await clock.advance(1_000);
    expect(times).toEqual([200, 400]);
  });

  test('drain forgets tokens earned before it, not those earned after', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(10, 3, clock);
    await bucket.take();
    await bucket.take();
    await bucket.take();
    await clock.advance(150); // 1.5 tokens back
    bucket.drain();
    await clock.advance(50); // 0.5 token back since the drain
    const taker = track(bucket.take());
    await flushMicrotasks();
    expect(taker.settled).toBe(false);
    expect(clock.nextTimerAt()).toBe(250);
    await clock.advance(50);
    expect(taker.settled).toBe(true);
  });

  test('an abort while waiting for a token rejects with the reason and leaves no timer', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(1, 1, clock);
    await bucket.take();
    const controller = new AbortController();
    const taker = track(bucket.take(controller.signal));
    await flushMicrotasks();
    expect(clock.pending()).toBe(1);
    const reason = new Error('cancelled');
    controller.abort(reason);
    await flushMicrotasks();
    expect(taker.error).toBe(reason);
    expect(clock.pending()).toBe(0);
    // The aborted take did not consume the token that comes back later.
    await clock.advance(1_000);
    const next = track(bucket.take());
    await flushMicrotasks();
    expect(next.settled).toBe(true);
  });

  test('an already aborted signal is refused even when a token is available', async () => {
    const clock = new FakeClock(0);
    const bucket = new TokenBucket(1, 1, clock);
    const controller = new AbortController();
    controller.abort();
    await expect(bucket.take(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    // The token is still there.
    const next = track(bucket.take());
    await flushMicrotasks();
    expect(next.settled).toBe(true);
  });
});
