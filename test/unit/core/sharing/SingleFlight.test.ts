import { SingleFlight } from '../../../../src/core/sharing';
import { FakeClock, flushMicrotasks } from '../../../support/fakeClock';

/** Work that settles when a test says so, with the signal it was given. */
function controlledWork() {
  const started: { signal: AbortSignal; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const work = (signal: AbortSignal): Promise<string> =>
    new Promise((resolve, reject) => {
      started.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { started, work };
}

describe('SingleFlight: sharing', () => {
  test('callers of one key while its work runs share it; other keys get their own', async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    const answers = [flights.run('a', work), flights.run('a', work), flights.run('b', work)];
    expect(started).toHaveLength(2);
    started[0].resolve('A');
    started[1].resolve('B');
    expect(await Promise.all(answers)).toEqual(['A', 'A', 'B']);
  });

  test('without keepMs, an answer is shared only while on its way: the next call starts the work again', async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    const first = flights.run('a', work);
    started[0].resolve('A');
    await first;
    void flights.run('a', work);
    expect(started).toHaveLength(2);
    expect(flights.size).toBe(1);
  });

  test('work that throws at once fails its callers, and is not kept', async () => {
    const flights = new SingleFlight<string>();
    await expect(
      flights.run('a', () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(flights.size).toBe(0);
  });
});

describe('SingleFlight: failure', () => {
  test('a failure reaches every caller waiting, and is not kept: the next call starts again', async () => {
    const flights = new SingleFlight<string>({ keepMs: 1_000, clock: new FakeClock(0) });
    const { started, work } = controlledWork();
    const waiting = [flights.run('a', work), flights.run('a', work)];
    started[0].reject(new Error('down'));
    await expect(waiting[0]).rejects.toThrow('down');
    await expect(waiting[1]).rejects.toThrow('down');
    void flights.run('a', work);
    expect(started).toHaveLength(2);
  });
});

describe('SingleFlight: abort', () => {
  test("a caller's abort ends its own wait with its reason; the work runs on for the others", async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = flights.run('a', work, leaving.signal);
    const kept = flights.run('a', work, staying.signal);
    const reason = new Error('cell recalculated');
    leaving.abort(reason);
    await expect(left).rejects.toBe(reason);
    expect(started[0].signal.aborted).toBe(false);
    started[0].resolve('A');
    expect(await kept).toBe('A');
  });

  test('the work stops when no caller waits any more, and a later call starts it afresh', async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    const first = new AbortController();
    const second = new AbortController();
    const waits = [flights.run('a', work, first.signal), flights.run('a', work, second.signal)];
    first.abort(new Error('first gone'));
    expect(started[0].signal.aborted).toBe(false);
    const reason = new Error('second gone');
    second.abort(reason);
    expect(started[0].signal.aborted).toBe(true);
    expect(started[0].signal.reason).toBe(reason);
    await expect(Promise.all(waits)).rejects.toThrow('first gone');
    void flights.run('a', work);
    expect(started).toHaveLength(2);
    expect(started[1].signal.aborted).toBe(false);
  });

  test('a caller without a signal keeps the work running for everyone', async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    const leaving = new AbortController();
    const left = flights.run('a', work, leaving.signal);
    const staying = flights.run('a', work);
    leaving.abort(new Error('gone'));
    await expect(left).rejects.toThrow('gone');
    expect(started[0].signal.aborted).toBe(false);
    started[0].resolve('A');
    expect(await staying).toBe('A');
  });

  test('an aborted signal starts nothing', async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    const controller = new AbortController();
    controller.abort(new Error('already'));
    await expect(flights.run('a', work, controller.signal)).rejects.toThrow('already');
    expect(started).toHaveLength(0);
  });

  test('a caller of a kept answer may still abort its own wait', async () => {
    const clock = new FakeClock(0);
    const flights = new SingleFlight<string>({ keepMs: 1_000, clock });
    await flights.run('a', async () => 'A');
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(flights.run('a', async () => 'B', controller.signal)).rejects.toThrow('gone');
  });
});

describe('SingleFlight: expiry', () => {
  test('an answer is kept for keepMs from when it arrived (at most that old), then the work starts again', async () => {
    const clock = new FakeClock(0);
    const flights = new SingleFlight<string>({ keepMs: 1_000, clock });
    const { started, work } = controlledWork();
    const first = flights.run('a', work);
    await clock.advance(500);
    // Counted from the answer, not from the start of the work.
    started[0].resolve('A');
    await first;
    await clock.advance(1_000);
    expect(await flights.run('a', work)).toBe('A');
    expect(started).toHaveLength(1);
    await clock.advance(1);
    void flights.run('a', work);
    expect(started).toHaveLength(2);
  });

  test('work on its way never expires: a caller after keepMs still joins it', async () => {
    const clock = new FakeClock(0);
    const flights = new SingleFlight<string>({ keepMs: 1_000, clock });
    const { started, work } = controlledWork();
    const first = flights.run('a', work);
    await clock.advance(5_000);
    const second = flights.run('a', work);
    expect(started).toHaveLength(1);
    started[0].resolve('A');
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
  });

  test('at most maxEntries keys, the least recently used out first; forget() forgets all', async () => {
    const flights = new SingleFlight<string>({ maxEntries: 2 });
    const { started, work } = controlledWork();
    void flights.run('1', work);
    void flights.run('2', work);
    void flights.run('1', work); // used again: '2' is now the oldest
    void flights.run('3', work);
    expect(started).toHaveLength(3);
    void flights.run('1', work);
    expect(started).toHaveLength(3);
    void flights.run('2', work);
    expect(started).toHaveLength(4);
    flights.forget();
    void flights.run('1', work);
    expect(started).toHaveLength(5);
    for (const each of started) each.resolve('');
    await flushMicrotasks();
  });

  test('work forgotten while on its way answers its callers, and is neither joined nor kept after', async () => {
    const clock = new FakeClock(0);
    const flights = new SingleFlight<string>({ keepMs: 1_000, clock });
    const { started, work } = controlledWork();
    const first = flights.run('a', work);
    flights.forget('a');
    const second = flights.run('a', work);
    expect(started).toHaveLength(2);
    started[0].resolve('old');
    expect(await first).toBe('old');
    started[1].resolve('new');
    expect(await second).toBe('new');
    expect(await flights.run('a', work)).toBe('new');
    expect(started).toHaveLength(2);
  });
});

describe('SingleFlight: joined (one piece of work for many keys)', () => {
  test('joins a key on its way or kept, and starts nothing for a key that is not', async () => {
    const clock = new FakeClock(0);
    const flights = new SingleFlight<string>({ keepMs: 1_000, clock });
    const { started, work } = controlledWork();
    expect(flights.joined('a')).toBeUndefined();
    expect(started).toHaveLength(0);
    expect(flights.size).toBe(0);
    const first = flights.run('a', work);
    const joining = flights.joined('a');
    started[0].resolve('A');
    expect(await Promise.all([first, joining])).toEqual(['A', 'A']);
    expect(await flights.joined('a')).toBe('A');
    await clock.advance(1_001);
    expect(flights.joined('a')).toBeUndefined();
  });

  test('one piece of work shared under many keys, by a caller without a signal: a joiner that aborts leaves it running', async () => {
    const flights = new SingleFlight<ReadonlyMap<string, string>>();
    let finish: (made: ReadonlyMap<string, string>) => void = () => undefined;
    const made = new Promise<ReadonlyMap<string, string>>((resolve) => (finish = resolve));
    const stops: AbortSignal[] = [];
    for (const key of ['a', 'b']) {
      void flights.run(key, (stop) => {
        stops.push(stop);
        return made;
      });
    }
    const leaving = new AbortController();
    const left = flights.joined('a', leaving.signal);
    const staying = flights.joined('b', new AbortController().signal);
    const reason = new Error('caller left');
    leaving.abort(reason);
    await expect(left).rejects.toBe(reason);
    expect(stops.some((stop) => stop.aborted)).toBe(false);
    expect(flights.joined('a')).toBeDefined();
    finish(
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    );
    expect((await staying)?.get('b')).toBe('B');
    await flushMicrotasks();
    expect(flights.size).toBe(0);
  });

  test('an aborted signal joins nothing', async () => {
    const flights = new SingleFlight<string>();
    const { started, work } = controlledWork();
    void flights.run('a', work);
    const controller = new AbortController();
    controller.abort(new Error('already'));
    await expect(flights.joined('a', controller.signal)).rejects.toThrow('already');
    started[0].resolve('A');
  });
});
