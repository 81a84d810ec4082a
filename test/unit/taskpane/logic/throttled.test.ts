import { throttled } from '../../../../src/taskpane/logic/throttled';

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

test('the first value at once; then at most one per interval, always the latest; the last one never lost', () => {
  const shown: number[] = [];
  const progress = throttled((value: number) => shown.push(value), 100);
  progress.report(1);
  expect(shown).toEqual([1]);
  // A burst within the interval: nothing now, the latest at its end.
  for (let value = 2; value <= 50; value++) progress.report(value);
  expect(shown).toEqual([1]);
  jest.advanceTimersByTime(99);
  expect(shown).toEqual([1]);
  jest.advanceTimersByTime(1);
  expect(shown).toEqual([1, 50]);
  // Reports every 10 ms for a second: about ten shown, the last of them the last reported.
  for (let value = 51; value <= 150; value++) {
    progress.report(value);
    jest.advanceTimersByTime(10);
  }
  jest.advanceTimersByTime(100);
  expect(shown.length).toBeGreaterThanOrEqual(11);
  expect(shown.length).toBeLessThanOrEqual(13);
  expect(shown.at(-1)).toBe(150);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  // After a quiet spell, at once again.
  jest.advanceTimersByTime(500);
  progress.report(151);
  expect(shown.at(-1)).toBe(151);
});

test('stop: a value waiting for its turn is not shown after it', () => {
  const shown: string[] = [];
  const progress = throttled((value: string) => shown.push(value), 100);
  progress.report('a');
  progress.report('b');
  progress.stop();
  jest.advanceTimersByTime(1_000);
  expect(shown).toEqual(['a']);
});
