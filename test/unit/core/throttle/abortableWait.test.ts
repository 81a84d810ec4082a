import { abortableWait } from '../../../../src/core/throttle';
import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';

class DeadlinePassed extends Error {}

/** A promise the test settles by hand. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

/** A signal whose abort listeners are counted: added minus removed (once-listeners that fired count as removed). */
function countedSignal(): { controller: AbortController; listening: () => number } {
  const controller = new AbortController();
  const { signal } = controller;
  const listeners = new Set<unknown>();
  // Added before the counting starts, so it is not counted itself; it runs first when the signal aborts.
  signal.addEventListener('abort', () => listeners.clear());
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = (...args: Parameters<typeof add>) => {
    listeners.add(args[1]);
    add(...args);
  };
  signal.removeEventListener = (...args: Parameters<typeof remove>) => {
    listeners.delete(args[1]);
    remove(...args);
  };
  return { controller, listening: () => listeners.size };
}

const deadline = (clock: FakeClock, ms: number) => ({ clock, ms, error: () => new DeadlinePassed(`${ms} ms`) });

describe('abortableWait', () => {
  test('resolves with the promise’s value, leaving no listener and no timer', async () => {
    const clock = new FakeClock();
    const { controller, listening } = countedSignal();
    const work = deferred<string>();
    const wait = track(abortableWait(work.promise, { signal: controller.signal, deadline: deadline(clock, 1_000) }));
    await flushMicrotasks();
    expect(listening()).toBe(1);
    expect(clock.pending()).toBe(1);
    work.resolve('answer');
    await flushMicrotasks();
    expect(wait.value).toBe('answer');
    expect(listening()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  test('rejects with the promise’s error, leaving no listener and no timer', async () => {
    const clock = new FakeClock();
    const { controller, listening } = countedSignal();
    const failure = new Error('the service failed');
    const work = deferred<string>();
    const wait = track(abortableWait(work.promise, { signal: controller.signal, deadline: deadline(clock, 1_000) }));
    work.reject(failure);
    await flushMicrotasks();
    expect(wait.error).toBe(failure);
    expect(listening()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  test('a signal aborted before the wait: rejects at once with its reason, sets no timer and adds no listener', async () => {
    const clock = new FakeClock();
    const { controller, listening } = countedSignal();
    const reason = new Error('given up already');
    controller.abort(reason);
    const work = deferred<string>();
    const wait = track(abortableWait(work.promise, { signal: controller.signal, deadline: deadline(clock, 1_000) }));
    await flushMicrotasks();
    expect(wait.error).toBe(reason);
    expect(listening()).toBe(0);
    expect(clock.pending()).toBe(0);
    // The promise that lost may still fail: that is handled, not an unhandled rejection.
    work.reject(new Error('late'));
    await flushMicrotasks();
  });

  test('an abort during the wait: rejects at once with the reason, and stops the deadline’s timer', async () => {
    const clock = new FakeClock();
    const { controller, listening } = countedSignal();
    const work = deferred<string>();
    const wait = track(abortableWait(work.promise, { signal: controller.signal, deadline: deadline(clock, 1_000) }));
    await clock.advance(400);
    expect(wait.settled).toBe(false);
    controller.abort();
    await flushMicrotasks();
    expect((wait.error as DOMException).name).toBe('AbortError');
    expect(listening()).toBe(0);
    expect(clock.pending()).toBe(0);
    work.resolve('too late');
    await flushMicrotasks();
    expect(wait.value).toBeUndefined();
  });

  test('the deadline, on the given clock: the caller’s error at exactly `ms`, not before; the listener removed', async () => {
    const clock = new FakeClock();
    const { controller, listening } = countedSignal();
    const work = deferred<string>();
    const wait = track(abortableWait(work.promise, { signal: controller.signal, deadline: deadline(clock, 1_000) }));
    await clock.advance(999);
    expect(wait.settled).toBe(false);
    await clock.advance(1);
    expect(wait.error).toBeInstanceOf(DeadlinePassed);
    expect((wait.error as Error).message).toBe('1000 ms');
    expect(listening()).toBe(0);
    expect(clock.pending()).toBe(0);
    // Neither a late answer nor a late abort changes the outcome.
    work.reject(new Error('late'));
    controller.abort();
    await flushMicrotasks();
    expect(wait.error).toBeInstanceOf(DeadlinePassed);
  });

  test('a deadline alone, with no signal', async () => {
    const clock = new FakeClock();
    const wait = track(abortableWait(new Promise<never>(() => undefined), { deadline: deadline(clock, 50) }));
    await clock.advance(50);
    expect(wait.error).toBeInstanceOf(DeadlinePassed);
    expect(clock.pending()).toBe(0);
  });

  test('an error that cannot be made still ends the wait, with what was thrown', async () => {
    const clock = new FakeClock();
    const thrown = new TypeError('no error for you');
    const wait = track(
      abortableWait(new Promise<never>(() => undefined), {
        deadline: {
          clock,
          ms: 10,
          error: () => {
            throw thrown;
          },
        },
      }),
    );
    await clock.advance(10);
    expect(wait.error).toBe(thrown);
  });

  test('an infinite deadline sets no timer', async () => {
    const clock = new FakeClock();
    const work = deferred<number>();
    const wait = track(abortableWait(work.promise, { deadline: deadline(clock, Infinity) }));
    await flushMicrotasks();
    expect(clock.pending()).toBe(0);
    work.resolve(7);
    await flushMicrotasks();
    expect(wait.value).toBe(7);
  });

  test('neither a signal nor a deadline: the promise itself', () => {
    const promise = Promise.resolve(1);
    expect(abortableWait(promise, {})).toBe(promise);
  });
});
