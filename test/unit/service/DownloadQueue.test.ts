import { DownloadQueue } from '../../../src/service/DownloadQueue';

/** A download the test finishes by hand; `started` tells whether the queue has let it run. */
function download(queue: DownloadQueue, gone = new AbortController().signal) {
  let finish = (): void => undefined;
  let fail = (_error: Error): void => undefined;
  const state = { started: false, ran: undefined as boolean | undefined };
  const done = queue
    .run(gone, () => {
      state.started = true;
      return new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    })
    .then(
      (ran) => {
        state.ran = ran;
      },
      () => {
        state.ran = true;
      },
    );
  return { state, done, finish: () => finish(), fail: (error: Error) => fail(error) };
}

/** Lets every settled promise's callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('DownloadQueue', () => {
  test('sends `limit` downloads at once and queues the others, never refusing one', async () => {
    const queue = new DownloadQueue(2);
    const downloads = Array.from({ length: 5 }, () => download(queue));
    await settle();
    expect(downloads.map((each) => each.state.started)).toEqual([true, true, false, false, false]);
    expect([queue.sending, queue.queued]).toEqual([2, 3]);
  });

  test('a finished download hands its turn to the first in the queue', async () => {
    const queue = new DownloadQueue(1);
    const [first, second, third] = Array.from({ length: 3 }, () => download(queue));
    await settle();
    first.finish();
    await settle();
    expect([first.state.ran, second.state.started, third.state.started]).toEqual([true, true, false]);
    second.finish();
    await settle();
    expect(third.state.started).toBe(true);
    third.finish();
    await settle();
    expect([queue.sending, queue.queued]).toEqual([0, 0]);
  });

  test('a failed download gives up its turn too', async () => {
    const queue = new DownloadQueue(1);
    const [first, second] = [download(queue), download(queue)];
    await settle();
    first.fail(new Error('socket gone'));
    await settle();
    expect(second.state.started).toBe(true);
  });

  test('a waiting download whose client goes away leaves the queue and never runs', async () => {
    const queue = new DownloadQueue(1);
    const client = new AbortController();
    const [first, leaving, later] = [download(queue), download(queue, client.signal), download(queue)];
    await settle();
    client.abort();
    await settle();
    expect([leaving.state.ran, queue.queued]).toEqual([false, 1]);
    first.finish();
    await settle();
    expect([leaving.state.started, later.state.started]).toEqual([false, true]);
  });

  test('a download whose client has already gone does not run', async () => {
    const queue = new DownloadQueue(1);
    const gone = download(queue, AbortSignal.abort());
    await settle();
    expect([gone.state.started, gone.state.ran, queue.sending]).toEqual([false, false, 0]);
  });

  test('a limit below one is refused', () => {
    expect(() => new DownloadQueue(0)).toThrow(RangeError);
  });
});
