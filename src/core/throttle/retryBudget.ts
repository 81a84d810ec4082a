import { type BackoffOptions, backoffDelay } from './backoff';
import type { Clock } from './clock';

export interface RetryBudgetOptions {
  /**
   * Retries after failed attempts in a row (a 5xx, a network failure, a timeout) with no success of the
   * same job between them. The failure after that many retries ends the job.
   */
  readonly retries: number;
  /** No retry starts, or waits, past this many milliseconds from the budget's creation. Default: none. */
  readonly deadlineMs?: number;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
}

/**
 * How long a job rides out failures: a streak of failed attempts, shared by every request of the job
 * (the pages of a searchAll, the batches of a lookup) and reset by any of them succeeding, and a deadline.
 * So a request that keeps failing is retried for as long as the job as a whole makes progress, and a
 * service that is down ends the job after `retries` retries rather than one request's worth per page.
 * A single request is a job of one.
 */
export class RetryBudget {
  private streak = 0;
  private readonly deadline: number;

  constructor(
    private readonly options: RetryBudgetOptions,
    private readonly clock: Clock,
  ) {
    this.deadline = clock.now() + (options.deadlineMs ?? Number.POSITIVE_INFINITY);
  }

  /** Failed attempts since the job's last success. */
  get failuresInARow(): number {
    return this.streak;
  }

  /** An attempt of the job got its answer: the next failure starts a new streak. */
  succeeded(): void {
    this.streak = 0;
  }

  /**
   * Counts a failed attempt and says how long to wait before retrying it, or undefined when the budget is
   * spent: `retries` failures in a row were already retried, or the wait would end past the deadline.
   */
  failed(): number | undefined {
    this.streak += 1;
    if (this.streak > this.options.retries) return undefined;
    const delay = backoffDelay(this.streak - 1, this.options.backoff, this.options.random);
    return this.clock.now() + delay > this.deadline ? undefined : delay;
  }
}
