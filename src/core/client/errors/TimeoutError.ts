import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** What a TimeoutError waited for, which decides its words. */
export type TimeoutSubject =
  /** An API answer, each attempt within `timeoutMs`. */
  | 'answer'
  /** A category file: no byte arrived for `timeoutMs`. */
  | 'fileIdle'
  /** A category file: not all of it arrived within the download's overall deadline, `timeoutMs`. */
  | 'fileDeadline';

/**
 * A wait as people say it, in unit symbols every language reads: `0.2 s`, `30 s`, `20 min`. (An age, `45
 * minutes old`, is another thing, said in words of the display language: the pane's ageText.)
 */
export function waitText(milliseconds: number): string {
  if (milliseconds >= 120_000) return `${Math.round(milliseconds / 60_000)} min`;
  const seconds =
    milliseconds >= 10_000 ? Math.round(milliseconds / 1000) : Number((milliseconds / 1000).toPrecision(2));
  return `${seconds} s`;
}

/** The service (or the storage behind a download address) did not answer in time, even after retries. */
export class TimeoutError extends PartSpecError {
  override readonly name = 'TimeoutError';
  /** How long it waited: per attempt for an answer, without a byte for `fileIdle`, in all for `fileDeadline`. */
  readonly timeoutMs: number;
  /** Attempts made, the last one included. */
  readonly attempts: number;
  readonly subject: TimeoutSubject;

  constructor(timeoutMs: number, attempts: number, subject: TimeoutSubject = 'answer') {
    const tries = attempts === 1 ? '' : ` (${attempts} attempts)`;
    const time = waitText(timeoutMs);
    super(
      subject === 'answer'
        ? `The service did not answer within ${time}${tries}. Try again later, or narrow the request.`
        : subject === 'fileIdle'
          ? `The category file stopped arriving: nothing came for ${time}${tries}. Try again later.`
          : `The category file did not arrive in full within ${time}${tries}, far slower than a download should be. Try again later.`,
    );
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
    this.subject = subject;
  }
}

/** Whether `value` is a TimeoutError, also one made by another copy of PartSpec's code. */
export function isTimeoutError(value: unknown): value is TimeoutError {
  return isPartSpecErrorNamed<TimeoutError>(value, 'TimeoutError');
}
