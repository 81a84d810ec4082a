import { FAILURES_PER_MINUTE, SignInFailures } from '../../../src/relay/auth/SignInFailures';

test('20 failures a minute are answered as they come; the 21st waits until the 20 latest fit in a minute', () => {
  let now = 1_000_000;
  const failures = new SignInFailures(() => now);
  for (let failure = 0; failure < FAILURES_PER_MINUTE; failure += 1) {
    expect(failures.failed('10.0.0.7')).toBeUndefined();
    now += 1_000;
  }
  // The 20 latest, this one included, began 19 s ago: 41 s until the oldest of them is a minute old.
  expect(failures.failed('10.0.0.7')).toBe(41);
  // Another address is not slowed by this one.
  expect(failures.failed('10.0.0.8')).toBeUndefined();
});

test('an address that keeps failing keeps waiting; one that stops is let go a minute after its last failures', () => {
  let now = 0;
  const failures = new SignInFailures(() => now);
  const answers: Array<number | undefined> = [];
  for (let second = 0; second < 180; second += 1) {
    answers.push(failures.failed('a'));
    now += 1_000;
  }
  expect(answers.slice(0, FAILURES_PER_MINUTE).every((wait) => wait === undefined)).toBe(true);
  expect(answers.slice(FAILURES_PER_MINUTE).every((wait) => wait === 41)).toBe(true);
  // Stopped for 40 s (39 s after the last): the 20 latest still fit in a minute, and this one joins them.
  now += 39_000;
  expect(failures.failed('a')).toBe(2);
  now += 60_000;
  expect(failures.failed('a')).toBeUndefined();
});
