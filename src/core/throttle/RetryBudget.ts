import { type BackoffOptions, backoffDelay } from './backoff';
import type { Clock } from './clock';

export interface RetryBudgetOptions {
  /**
   * Retries of a request after failed attempts in a row (a 5xx, a network failure, a timeout) with no
   * success of the job between them. The failure after that many retries ends it.
   */
  readonly retries: number;
  /** No retry starts, or waits, past this many milliseconds from the budget's creation. Default: none. */
  readonly deadlineMs?: number;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
}

/** One request's account with its job's budget: its own failures in a row, forgiven by any success of the job. */
export interface RequestRetries {
  /** The request got its answer: the job made progress, which every request's count of failures starts over from. */
  succeeded(): void;
  /** Counts a failed attempt; how long to wait before the retry, or undefined when no retry is left. */
  failed(): number | undefined;
}

/**
 * How long a job rides out failures: shared by every request of the job (the pages of a searchAll, the
 * batches of a lookup), it retries a request that keeps failing for as long as the job as a whole makes
 * progress. A request's failures in a row count against `retries`, and any success of the job (its own or
 * another request's) starts every count again; nothing is retried past the deadline. A service that is
 * down therefore ends the job after `retries` retries, not one request's worth per page, and a single
 * request is a job of one.
 */
export class RetryBudget {
  /** Successes of the job so far: a request whose last failure was before the latest one starts over. */
  private successes = 0;
  private readonly deadline: number;

  constructor(
    private readonly options: RetryBudgetOptions,
    private readonly clock: Clock,
  ) {
    this.deadline = clock.now() + (options.deadlineMs ?? Number.POSITIVE_INFINITY);
  }

  /** The account of one request of the job. */
  forRequest(): RequestRetries {
    let streak = 0;
    let since = this.successes;
    return {
      succeeded: () => {
        this.successes += 1;
      },
      failed: () => {
        if (since !== this.successes) {
          streak = 0;
          since = this.successes;
        }
        streak += 1;
        if (streak > this.options.retries) return undefined;
        const delay = backoffDelay(streak - 1, this.options.backoff, this.options.random);
        return this.clock.now() + delay > this.deadline ? undefined : delay;
      },
    };
  }
}
