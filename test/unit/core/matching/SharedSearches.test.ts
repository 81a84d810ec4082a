import { type Filter, type Product, SharedSearches } from '../../../../src/core';
import { FakeClock } from '../../../support/fakeClock';

const filter = (value: number): Filter => ({
  conditions: [{ kind: 'number', item: 'Capacitance', operator: 'eq', value }],
});
const product = { category: 'ceramicCapacitorsSMD', record: { Partno: 'A' } } as unknown as Product;

/** SharedSearches over a search that answers when a test says so, counting what it was asked. */
function sharedOver(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = new FakeClock(0);
  const asked: string[] = [];
  const pending: { resolve: (products: Product[]) => void; reject: (error: Error) => void }[] = [];
  const shared = new SharedSearches({
    clock,
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    searchAll: (searched, lang) => {
      asked.push(`${lang} ${JSON.stringify(searched.conditions)}`);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
  });
  return { shared, clock, asked, pending };
}

describe('SharedSearches', () => {
  test('calls at once for the same filter and language wait for one search', async () => {
    const { shared, asked, pending } = sharedOver();
    const answers = [shared.products(filter(1e-7), 'en'), shared.products(filter(1e-7), 'en')];
    const other = shared.products(filter(1e-7), 'ja');
    expect(asked).toHaveLength(2);
    pending.forEach((search) => search.resolve([product]));
    expect(await Promise.all([...answers, other])).toEqual([[product], [product], [product]]);
  });

  // The one rule of core/sharing (keptAnswers), as the lookup cache's: an answer at most ttlMs old is used.
  test('an answer is reused while at most ttlMs old, then asked again', async () => {
    const { shared, clock, asked, pending } = sharedOver({ ttlMs: 1_000 });
    const first = shared.products(filter(1e-7), 'en');
    pending[0].resolve([product]);
    await first;
    await clock.advance(1_000);
    await shared.products(filter(1e-7), 'en');
    expect(asked).toHaveLength(1);
    await clock.advance(1);
    void shared.products(filter(1e-7), 'en');
    expect(asked).toHaveLength(2);
  });

  test('a failed search is not kept: every waiter gets the failure, the next call asks again', async () => {
    const { shared, asked, pending } = sharedOver();
    const waiting = [shared.products(filter(1e-7), 'en'), shared.products(filter(1e-7), 'en')];
    pending[0].reject(new Error('down'));
    await expect(waiting[0]).rejects.toThrow('down');
    await expect(waiting[1]).rejects.toThrow('down');
    void shared.products(filter(1e-7), 'en');
    expect(asked).toHaveLength(2);
  });

  test('a search every caller stopped waiting for is stopped, and a later call asks again', async () => {
    const clock = new FakeClock(0);
    const signals: AbortSignal[] = [];
    const shared = new SharedSearches({
      clock,
      ttlMs: 1_000,
      maxEntries: 10,
      searchAll: (_filter, _lang, signal) => {
        signals.push(signal);
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const first = new AbortController();
    const second = new AbortController();
    const waits = [
      shared.products(filter(1e-7), 'en', first.signal),
      shared.products(filter(1e-7), 'en', second.signal),
    ];
    first.abort(new Error('cancelled'));
    expect(signals[0].aborted).toBe(false);
    second.abort(new Error('cancelled'));
    expect(signals[0].aborted).toBe(true);
    await expect(Promise.all(waits)).rejects.toThrow('cancelled');
    void shared.products(filter(1e-7), 'en').catch(() => undefined);
    expect(signals).toHaveLength(2);
    expect(signals[1].aborted).toBe(false);
  });

  test('a caller without a signal keeps the search running for everyone', async () => {
    const clock = new FakeClock(0);
    let stopped: AbortSignal | undefined;
    const shared = new SharedSearches({
      clock,
      ttlMs: 1_000,
      maxEntries: 10,
      searchAll: (_filter, _lang, signal) => {
        stopped = signal;
        return Promise.resolve([product]);
      },
    });
    const leaving = new AbortController();
    const left = shared.products(filter(1), 'en', leaving.signal);
    const staying = shared.products(filter(1), 'en');
    leaving.abort(new Error('cancelled'));
    await expect(left).rejects.toThrow('cancelled');
    expect(stopped?.aborted).toBe(false);
    expect(await staying).toEqual([product]);
  });

  test("a caller's abort ends its own wait only; the others get the answer", async () => {
    const { shared, pending } = sharedOver();
    const controller = new AbortController();
    const leaving = shared.products(filter(1e-7), 'en', controller.signal);
    const staying = shared.products(filter(1e-7), 'en');
    controller.abort(new Error('cancelled'));
    await expect(leaving).rejects.toThrow('cancelled');
    pending[0].resolve([product]);
    expect(await staying).toEqual([product]);
  });

  test('at most maxEntries answers: the least recently used goes first; clear forgets all', async () => {
    const { shared, asked, pending } = sharedOver({ maxEntries: 2 });
    void shared.products(filter(1), 'en');
    void shared.products(filter(2), 'en');
    void shared.products(filter(1), 'en'); // used again: filter(2) is now the oldest
    void shared.products(filter(3), 'en');
    expect(asked).toHaveLength(3);
    void shared.products(filter(1), 'en');
    expect(asked).toHaveLength(3);
    void shared.products(filter(2), 'en');
    expect(asked).toHaveLength(4);
    shared.clear();
    void shared.products(filter(1), 'en');
    expect(asked).toHaveLength(5);
    pending.forEach((search) => search.resolve([]));
  });

  test('with prepare: the searches of one window are handed to it together, and go out once it is done, or has failed', async () => {
    const clock = new FakeClock(0);
    const asked: number[] = [];
    const prepared: number[][] = [];
    let finishPreparing!: () => void;
    const shared = new SharedSearches({
      clock,
      ttlMs: 1_000,
      maxEntries: 10,
      windowMs: 10,
      prepare: async (filters) => {
        prepared.push(filters.map((each) => (each.conditions[0] as { value: number }).value));
        await new Promise<void>((resolve) => {
          finishPreparing = resolve;
        });
        throw new Error('the download was refused');
      },
      searchAll: async (searched) => {
        asked.push((searched.conditions[0] as { value: number }).value);
        return [product];
      },
    });
    const answers = [
      shared.products(filter(1), 'en'),
      shared.products(filter(2), 'en'),
      shared.products(filter(1), 'en'),
    ];
    await clock.advance(9);
    expect(prepared).toEqual([]);
    await clock.advance(1);
    expect(prepared).toEqual([[1, 2]]);
    expect(asked).toEqual([]);
    finishPreparing();
    expect(await Promise.all(answers)).toEqual([[product], [product], [product]]);
    expect(asked).toEqual([1, 2]);
  });
});
