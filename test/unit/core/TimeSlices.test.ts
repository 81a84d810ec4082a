import { TimeSlices, yieldToEventLoop } from '../../../src/core';

/** A flag set by a task queued now: true once the event loop has had a turn. */
function turnTaken(): { readonly taken: boolean } {
  const turn = { taken: false };
  setImmediate(() => (turn.taken = true));
  return turn;
}

describe('yieldToEventLoop', () => {
  test('what waits on the event loop runs before it resolves', async () => {
    const turn = turnTaken();
    await yieldToEventLoop();
    expect(turn.taken).toBe(true);
  });
});

describe('TimeSlices', () => {
  test('while its slice lasts, a pause gives the event loop no turn', async () => {
    const slices = new TimeSlices(60_000);
    const turn = turnTaken();
    for (let item = 0; item < 1000; item++) await slices.pause();
    expect(turn.taken).toBe(false);
  });

  test('once its slice is used up, a pause gives the event loop a turn, and a new slice begins', async () => {
    const slices = new TimeSlices(200);
    const started = Date.now();
    while (Date.now() - started < 210) {
      // The thread held past the slice, as a long loop holds it.
    }
    const turn = turnTaken();
    await slices.pause();
    expect(turn.taken).toBe(true);
    const next = turnTaken();
    await slices.pause();
    expect(next.taken).toBe(false);
  });

  test('a loop over many items with pauses gives the event loop turns while it runs', async () => {
    const slices = new TimeSlices(5);
    let turns = 0;
    const tick = setInterval(() => (turns += 1), 1);
    const started = Date.now();
    try {
      while (Date.now() - started < 100) await slices.pause();
    } finally {
      clearInterval(tick);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
