import { gcraHold, gcraStep } from '../../../src/relay/state/gcra';

const pace = { intervalMs: 100, burst: 5 };

test('a full bucket lets a burst through at once, then one request per interval', () => {
  let tat = 0;
  const granted: number[] = [];
  for (let now = 1_000; now < 2_000; now += 10) {
    const step = gcraStep(tat, now, pace);
    if (step.wait === 0) granted.push(now);
    tat = step.tat;
  }
  expect(granted.slice(0, 5)).toEqual([1_000, 1_010, 1_020, 1_030, 1_040]);
  // Over any window, never more than the burst plus the rate.
  for (const start of granted) {
    const within = granted.filter((time) => time >= start && time < start + 500).length;
    expect(within).toBeLessThanOrEqual(5 + 5);
  }
  expect(granted.length).toBeLessThanOrEqual(5 + 10);
});

test('a refused turn says how long to wait, and takes nothing', () => {
  let tat = 0;
  for (let index = 0; index < 5; index += 1) tat = gcraStep(tat, 1_000, pace).tat;
  const refused = gcraStep(tat, 1_000, pace);
  expect(refused.wait).toBe(100);
  expect(refused.tat).toBe(tat);
  expect(gcraStep(tat, 1_100, pace).wait).toBe(0);
});

test('a hold empties the bucket: nothing until it ends and one interval more, then the pace, not a burst', () => {
  const tat = gcraHold(0, 1_000, 2_000, pace);
  expect(gcraStep(tat, 3_000, pace).wait).toBe(100);
  const first = gcraStep(tat, 3_100, pace);
  expect(first.wait).toBe(0);
  expect(gcraStep(first.tat, 3_100, pace).wait).toBe(100);
  // A hold of nothing: the bucket empty now, its next token one interval away.
  expect(gcraStep(gcraHold(0, 5_000, 0, pace), 5_000, pace).wait).toBe(100);
});
