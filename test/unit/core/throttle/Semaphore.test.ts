import { Semaphore } from '../../../../src/core/throttle/Semaphore';
import { flushMicrotasks, track } from '../../../support/fakeClock';

describe('Semaphore', () => {
  test('at most `limit` holders at once; a released place goes to a waiter', async () => {
    const semaphore = new Semaphore(2);
    const first = track(semaphore.acquire());
    const second = track(semaphore.acquire());
    const third = track(semaphore.acquire());
    await flushMicrotasks();
    expect([first.settled, second.settled, third.settled]).toEqual([true, true, false]);
    first.value!();
    await flushMicrotasks();
    expect(third.settled).toBe(true);
  });

  test('waiters get their place in arrival order', async () => {
    const semaphore = new Semaphore(1);
    const order: string[] = [];
    const holder = await semaphore.acquire();
    const waiters = ['a', 'b', 'c', 'd'].map((name) =>
      semaphore.acquire().then((release) => {
        order.push(name);
        return release;
      }),
    );
    await flushMicrotasks();
    expect(order).toEqual([]);
    holder();
    await flushMicrotasks();
    expect(order).toEqual(['a']);
    for (let index = 0; index < 3; index += 1) {
      (await waiters[index])();
      await flushMicrotasks();
    }
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a waiter that aborts leaves the queue with the abort reason; the place goes to the next one', async () => {
    const semaphore = new Semaphore(1);
    const holder = await semaphore.acquire();
    const controller = new AbortController();
    const aborted = track(semaphore.acquire(controller.signal));
    const next = track(semaphore.acquire());
    const reason = new Error('user cancelled');
    controller.abort(reason);
    await flushMicrotasks();
    expect(aborted.rejected).toBe(true);
    expect(aborted.error).toBe(reason);
    expect(next.settled).toBe(false);
    holder();
    await flushMicrotasks();
    expect(next.settled).toBe(true);
    expect(next.rejected).toBe(false);
  });

  test('after an aborted waiter, the place is really free again (no phantom holder)', async () => {
    const semaphore = new Semaphore(1);
    const holder = await semaphore.acquire();
    const controller = new AbortController();
    const aborted = track(semaphore.acquire(controller.signal));
    controller.abort();
    await flushMicrotasks();
    expect((aborted.error as DOMException).name).toBe('AbortError');
    holder();
    const later = track(semaphore.acquire());
    await flushMicrotasks();
    expect(later.settled).toBe(true);
  });

  test('an already aborted signal is refused without taking a place', async () => {
    const semaphore = new Semaphore(1);
    const controller = new AbortController();
    const reason = new Error('too late');
    controller.abort(reason);
    await expect(semaphore.acquire(controller.signal)).rejects.toBe(reason);
    const other = track(semaphore.acquire());
    await flushMicrotasks();
    expect(other.settled).toBe(true);
  });

  test('releasing twice frees one place only', async () => {
    const semaphore = new Semaphore(1);
    const holder = await semaphore.acquire();
    const b = track(semaphore.acquire());
    const c = track(semaphore.acquire());
    holder();
    holder();
    await flushMicrotasks();
    expect(b.settled).toBe(true);
    expect(c.settled).toBe(false);
    b.value!();
    await flushMicrotasks();
    expect(c.settled).toBe(true);
  });

  test('releasing twice with nobody waiting does not raise the limit', async () => {
    const semaphore = new Semaphore(1);
    const holder = await semaphore.acquire();
    holder();
    holder();
    const a = track(semaphore.acquire());
    const b = track(semaphore.acquire());
    await flushMicrotasks();
    expect(a.settled).toBe(true);
    expect(b.settled).toBe(false);
  });

  test('an abort after the place was granted changes nothing', async () => {
    const semaphore = new Semaphore(1);
    const holder = await semaphore.acquire();
    const controller = new AbortController();
    const waiter = track(semaphore.acquire(controller.signal));
    holder();
    await flushMicrotasks();
    expect(waiter.settled).toBe(true);
    controller.abort();
    await flushMicrotasks();
    expect(waiter.rejected).toBe(false);
    const other = track(semaphore.acquire());
    await flushMicrotasks();
    expect(other.settled).toBe(false); // the aborted caller still holds its place until it releases
    waiter.value!();
    await flushMicrotasks();
    expect(other.settled).toBe(true);
  });
});
