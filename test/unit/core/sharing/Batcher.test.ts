import { Batcher, type BatchEntry } from '../../../../src/core/sharing';
import { FakeClock, flushMicrotasks, track } from '../../../support/fakeClock';

/** A batcher over a clock window whose batches a test sees, settles, and ends (`ends`). */
function batcherOver(windowMs = 10, unanswered?: () => unknown) {
  const clock = new FakeClock(0);
  const batches: BatchEntry<string, string>[][] = [];
  const ends: (() => void)[] = [];
  const batcher = new Batcher<string, string>({
    window: { clock, ms: windowMs },
    send: (entries) => {
      batches.push([...entries]);
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    unanswered,
  });
  return { clock, batches, ends, batcher };
}

describe('Batcher: windows', () => {
  test('calls within the window go in one batch, in the order they came, when it closes', async () => {
    const { clock, batches, batcher } = batcherOver();
    const answers = [track(batcher.add('a')), track(batcher.add('b'))];
    await clock.advance(9);
    const late = track(batcher.add('c'));
    expect(batches).toHaveLength(0);
    await clock.advance(1);
    expect(batches.map((batch) => batch.map((entry) => entry.item))).toEqual([['a', 'b', 'c']]);
    for (const entry of batches[0]) entry.resolve(entry.item.toUpperCase());
    await flushMicrotasks();
    expect([...answers, late].map((answer) => answer.value)).toEqual(['A', 'B', 'C']);
  });

  test('a call after the window closed starts the next batch', async () => {
    const { clock, batches, batcher } = batcherOver();
    void batcher.add('a');
    await clock.advance(10);
    void batcher.add('b');
    await clock.advance(10);
    expect(batches.map((batch) => batch.map((entry) => entry.item))).toEqual([['a'], ['b']]);
  });

  test("'task': the calls of one task go in one batch once it is done", async () => {
    const batches: string[][] = [];
    const batcher = new Batcher<string, number>({
      window: 'task',
      send: (entries) => {
        batches.push(entries.map((entry) => entry.item));
        entries.forEach((entry, index) => entry.resolve(index));
      },
    });
    const answers = [batcher.add('a'), batcher.add('b')];
    expect(batches).toEqual([]);
    expect(await Promise.all(answers)).toEqual([0, 1]);
    await batcher.add('c');
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  test('each caller settles once, with its own part, as its answer arrives', async () => {
    const { clock, batches, batcher } = batcherOver();
    const first = track(batcher.add('a'));
    const second = track(batcher.add('b'));
    await clock.advance(10);
    batches[0][1].resolve('B');
    batches[0][1].resolve('again');
    await flushMicrotasks();
    expect(second.value).toBe('B');
    expect(first.settled).toBe(false);
    batches[0][0].reject(new Error('a failed'));
    await flushMicrotasks();
    expect(first.error).toEqual(new Error('a failed'));
  });
});

describe('Batcher: failure', () => {
  test('entries the batch left unsettled fail with its failure', async () => {
    const clock = new FakeClock(0);
    const batcher = new Batcher<string, string>({
      window: { clock, ms: 10 },
      send: async (entries) => {
        entries[0].resolve('A');
        throw new Error('the rest failed');
      },
    });
    const answers = [track(batcher.add('a')), track(batcher.add('b'))];
    await clock.advance(10);
    expect(answers[0].value).toBe('A');
    expect(answers[1].error).toEqual(new Error('the rest failed'));
  });

  test('entries a batch that ended left unsettled fail with unanswered()', async () => {
    const { clock, ends, batcher } = batcherOver(10, () => new Error('no answer'));
    const answer = track(batcher.add('a'));
    await clock.advance(10);
    expect(answer.settled).toBe(false);
    ends[0]();
    await flushMicrotasks();
    expect(answer.error).toEqual(new Error('no answer'));
  });
});

describe('Batcher: abort', () => {
  test('a caller aborting while the window is open is rejected at once and left out of the batch', async () => {
    const { clock, batches, batcher } = batcherOver();
    const controller = new AbortController();
    const leaving = track(batcher.add('a', controller.signal));
    const staying = track(batcher.add('b'));
    const reason = new Error('cancelled');
    controller.abort(reason);
    await flushMicrotasks();
    expect(leaving.error).toBe(reason);
    await clock.advance(10);
    expect(batches.map((batch) => batch.map((entry) => entry.item))).toEqual([['b']]);
    batches[0][0].resolve('B');
    await flushMicrotasks();
    expect(staying.value).toBe('B');
  });

  test('a caller aborting after its batch went is rejected at once; its answer is ignored, the others get theirs', async () => {
    const { clock, batches, batcher } = batcherOver();
    const controller = new AbortController();
    const leaving = track(batcher.add('a', controller.signal));
    const staying = track(batcher.add('b'));
    await clock.advance(10);
    expect(batches[0][0].signal).toBe(controller.signal);
    controller.abort(new Error('cancelled'));
    await flushMicrotasks();
    expect(leaving.error).toEqual(new Error('cancelled'));
    batches[0][0].resolve('A');
    batches[0][1].resolve('B');
    await flushMicrotasks();
    expect(staying.value).toBe('B');
  });

  test('a batch whose every caller gave up is not sent', async () => {
    const { clock, batches, batcher } = batcherOver();
    const controller = new AbortController();
    void batcher.add('a', controller.signal).catch(() => undefined);
    controller.abort();
    await clock.advance(10);
    expect(batches).toHaveLength(0);
  });

  test('an aborted signal adds nothing', async () => {
    const { clock, batches, batcher } = batcherOver();
    const controller = new AbortController();
    controller.abort(new Error('already'));
    await expect(batcher.add('a', controller.signal)).rejects.toThrow('already');
    await clock.advance(10);
    expect(batches).toHaveLength(0);
  });
});
