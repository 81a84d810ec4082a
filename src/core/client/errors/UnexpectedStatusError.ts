import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * The service answered with a status spec 7 does not list and PartSpec does not retry (a 401, a 405, a 418):
 * most often the service URL names something other than the service.
 */
export class UnexpectedStatusError extends PartSpecError {
  override readonly name = 'UnexpectedStatusError';
  declare readonly status: number;
  /** What the answer said, the API key redacted; data from the service, never markup. */
  readonly serviceMessage: string;

  constructor(status: number, serviceMessage: string) {
    super(`The service answered ${status}: ${serviceMessage}`, { status });
    this.serviceMessage = serviceMessage;
  }
}

/** Whether `value` is an UnexpectedStatusError, also one made by another copy of PartSpec's code. */
export function isUnexpectedStatusError(value: unknown): value is UnexpectedStatusError {
  return isPartSpecErrorNamed<UnexpectedStatusError>(value, 'UnexpectedStatusError');
}
