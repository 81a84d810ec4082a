import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** 5xx that retries did not get past. */
export class ServiceError extends PartSpecError {
  override readonly name = 'ServiceError';
  /** The 5xx status of the last attempt. */
  declare readonly status: number;
  /** Attempts made, the last one included. */
  readonly attempts: number;

  constructor(status: number, attempts: number) {
    super(
      `The service had a problem (${status}) and ${attempts === 1 ? 'the request' : `${attempts} attempts`} did not get an answer. Try again later.`,
      { status },
    );
    this.attempts = attempts;
  }
}

/** Whether `value` is a ServiceError, also one made by another copy of PartSpec's code. */
export function isServiceError(value: unknown): value is ServiceError {
  return isPartSpecErrorNamed<ServiceError>(value, 'ServiceError');
}
