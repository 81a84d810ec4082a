import { RetryBudget } from '../../../../src/core/throttle';
import { FakeClock } from '../../../support/fakeClock';

describe('RetryBudget', () => {
  test('a request gets `retries` retries after failures in a row, with growing waits; the next failure ends it', () => {
    const request = new RetryBudget({ retries: 3, random: () => 0.5 }, new FakeClock()).forRequest();
    expect([request.failed(), request.failed(), request.failed()]).toEqual([250, 500, 1_000]);
    expect(request.failed()).toBeUndefined();
  });

  test('its own success starts its count again, and the waits from the first', () => {
    const request = new RetryBudget({ retries: 2, random: () => 0.5 }, new FakeClock()).forRequest();
    request.failed();
    request.failed();
    request.succeeded();
    expect([request.failed(), request.failed(), request.failed()]).toEqual([250, 500, undefined]);
  });

  test("another request's success forgives it too: the job as a whole is making progress", () => {
    const budget = new RetryBudget({ retries: 2, random: () => 0.5 }, new FakeClock());
    const stubborn = budget.forRequest();
    const other = budget.forRequest();
    expect([stubborn.failed(), stubborn.failed()]).toEqual([250, 500]);
    other.succeeded();
    expect([stubborn.failed(), stubborn.failed(), stubborn.failed()]).toEqual([250, 500, undefined]);
  });

  test("requests failing side by side do not use up each other's retries", () => {
    const budget = new RetryBudget({ retries: 2, random: () => 0.5 }, new FakeClock());
    const [a, b] = [budget.forRequest(), budget.forRequest()];
    expect([a.failed(), b.failed(), a.failed(), b.failed()]).toEqual([250, 250, 500, 500]);
    expect([a.failed(), b.failed()]).toEqual([undefined, undefined]);
  });

  test('retries 0: the first failure ends it', () => {
    expect(new RetryBudget({ retries: 0 }, new FakeClock()).forRequest().failed()).toBeUndefined();
  });

  test('no wait that would end past the deadline, for any request of the job', async () => {
    const clock = new FakeClock();
    const budget = new RetryBudget({ retries: 100, deadlineMs: 10_000, random: () => 1 }, clock);
    const request = budget.forRequest();
    expect(request.failed()).toBe(500);
    await clock.advance(9_000);
    // 1,000 ms from 9 s ends at 10 s: still within.
    expect(request.failed()).toBe(1_000);
    await clock.advance(1_000);
    expect(request.failed()).toBeUndefined();
    expect(budget.forRequest().failed()).toBeUndefined();
  });

  test('waits follow the backoff options', () => {
    const request = new RetryBudget(
      { retries: 5, backoff: { baseDelayMs: 100, maxDelayMs: 300 }, random: () => 1 },
      new FakeClock(),
    ).forRequest();
    expect([request.failed(), request.failed(), request.failed()]).toEqual([100, 200, 300]);
  });
});
