import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** 429 that retries did not get past (spec 7, 8). */
export class RateLimitError extends PartSpecError {
  override readonly name = 'RateLimitError';
  declare readonly status: 429;
  /** Attempts made, the last one included. */
  readonly attempts: number;

  constructor(attempts: number) {
    super(
      `The service's request limit was reached and ${attempts === 1 ? 'the request' : `${attempts} attempts`} did not get through (429). Wait a minute and try again, or lower the request rate.`,
      { status: 429 },
    );
    this.attempts = attempts;
  }
}

/** Whether `value` is a RateLimitError, also one made by another copy of PartSpec's code. */
export function isRateLimitError(value: unknown): value is RateLimitError {
  return isPartSpecErrorNamed<RateLimitError>(value, 'RateLimitError');
}
