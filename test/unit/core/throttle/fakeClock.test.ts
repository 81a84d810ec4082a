import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';

describe('FakeClock (test support)', () => {
  test('now() moves only when advanced, by exactly the amount asked', async () => {
    const clock = new FakeClock(1_000);
    expect(clock.now()).toBe(1_000);
    await flushMicrotasks();
    expect(clock.now()).toBe(1_000);
    await clock.advance(250);
    expect(clock.now()).toBe(1_250);
    await clock.advance(0);
    expect(clock.now()).toBe(1_250);
  });

  test('a sleeper wakes when its time comes, not a millisecond before', async () => {
    const clock = new FakeClock(0);
    const sleeper = track(clock.sleep(100));
    expect(clock.pending()).toBe(1);
    expect(clock.nextTimerAt()).toBe(100);
    await clock.advance(99);
    expect(sleeper.settled).toBe(false);
    await clock.advance(1);
    expect(sleeper.settled).toBe(true);
    expect(sleeper.rejected).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  test('timers fire in time order, each at its own moment, and callbacks run between them', async () => {
    const clock = new FakeClock(0);
    const woke: Array<[string, number]> = [];
    void clock.sleep(30).then(() => woke.push(['c', clock.now()]));
    void clock.sleep(10).then(() => woke.push(['a', clock.now()]));
    void clock.sleep(20).then(() => woke.push(['b', clock.now()]));
    void clock.sleep(10).then(() => woke.push(['a2', clock.now()]));
    await clock.advance(100);
    expect(woke).toEqual([
      ['a', 10],
      ['a2', 10],
      ['b', 20],
      ['c', 30],
    ]);
    expect(clock.now()).toBe(100);
  });

  test('a timer set by a woken sleeper fires within the same advance when it falls due', async () => {
    const clock = new FakeClock(0);
    const times: number[] = [];
    void clock
      .sleep(10)
      .then(() => clock.sleep(10))
      .then(() => times.push(clock.now()));
    await clock.advance(25);
    expect(times).toEqual([20]);
  });

  test('sleep rejects with the signal reason on abort and removes its timer', async () => {
    const clock = new FakeClock(0);
    const controller = new AbortController();
    const reason = new Error('stop');
    const sleeper = track(clock.sleep(100, controller.signal));
    expect(clock.pending()).toBe(1);
    controller.abort(reason);
    await flushMicrotasks();
    expect(sleeper.rejected).toBe(true);
    expect(sleeper.error).toBe(reason);
    expect(clock.pending()).toBe(0);
  });

  test('sleep on an already aborted signal rejects at once and sets no timer', async () => {
    const clock = new FakeClock(0);
    const controller = new AbortController();
    controller.abort();
    const sleeper = track(clock.sleep(100, controller.signal));
    await flushMicrotasks();
    expect(sleeper.rejected).toBe(true);
    expect((sleeper.error as DOMException).name).toBe('AbortError');
    expect(clock.pending()).toBe(0);
  });

  test('a negative delay wakes at the current moment', async () => {
    const clock = new FakeClock(50);
    const sleeper = track(clock.sleep(-10));
    expect(clock.nextTimerAt()).toBe(50);
    await clock.advance(0);
    expect(sleeper.settled).toBe(true);
  });
});

describe('FakeClock safeguards', () => {
  test('a delay too small to change a large now() still lets time pass', async () => {
    const clock = new FakeClock(Date.UTC(2025, 0, 1));
    const start = clock.now();
    void clock.sleep(1e-9);
    expect(clock.nextTimerAt()).toBeGreaterThan(start);
    await clock.advance(1);
    expect(clock.pending()).toBe(0);
  });

  test('a runaway loop of sleeps fails the test instead of hanging it', async () => {
    const clock = new FakeClock(0);
    let stop = false;
    void (async () => {
      while (!stop) await clock.sleep(0);
    })();
    await expect(clock.advance(1)).rejects.toThrow(/runaway loop/);
    stop = true;
    await clock.advance(0).catch(() => undefined);
  });
});
