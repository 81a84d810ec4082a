import { RetryBudget } from '../../../../src/core/throttle';
import { FakeClock } from '../support/fakeClock';

describe('RetryBudget', () => {
  test('allows `retries` failures in a row, with growing waits; the next one ends it', () => {
    const budget = new RetryBudget({ retries: 3, random: () => 0.5 }, new FakeClock());
    expect([budget.failed(), budget.failed(), budget.failed()]).toEqual([250, 500, 1_000]);
    expect(budget.failed()).toBeUndefined();
    expect(budget.failuresInARow).toBe(4);
  });

  test('a success starts the count again, and the waits from the first', () => {
    const budget = new RetryBudget({ retries: 2, random: () => 0.5 }, new FakeClock());
    budget.failed();
    budget.failed();
    budget.succeeded();
    expect(budget.failuresInARow).toBe(0);
    expect([budget.failed(), budget.failed(), budget.failed()]).toEqual([250, 500, undefined]);
  });

  test('retries 0: the first failure ends it', () => {
    expect(new RetryBudget({ retries: 0 }, new FakeClock()).failed()).toBeUndefined();
  });

  test('no wait that would end past the deadline', async () => {
    const clock = new FakeClock();
    const budget = new RetryBudget({ retries: 100, deadlineMs: 10_000, random: () => 1 }, clock);
    expect(budget.failed()).toBe(500);
    await clock.advance(9_000);
    // 1,000 ms from 9 s ends at 10 s: still within.
    expect(budget.failed()).toBe(1_000);
    await clock.advance(1_000);
    expect(budget.failed()).toBeUndefined();
  });

  test('waits follow the backoff options', () => {
    const budget = new RetryBudget(
      { retries: 5, backoff: { baseDelayMs: 100, maxDelayMs: 300 }, random: () => 1 },
      new FakeClock(),
    );
    expect([budget.failed(), budget.failed(), budget.failed()]).toEqual([100, 200, 300]);
  });
});
