import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** 400: the service refused the query; its message says what is wrong (spec 7). */
export class BadRequestError extends PartSpecError {
  override readonly name = 'BadRequestError';
  declare readonly status: 400;
  /** The service's own message, e.g. `Invalid $filter: ... (at position 12)`, without the API key. */
  readonly serviceMessage: string;

  constructor(serviceMessage: string) {
    super(`The service refused the query: ${serviceMessage}`, { status: 400 });
    this.serviceMessage = serviceMessage;
  }
}

/** Whether `value` is a BadRequestError, also one made by another copy of PartSpec's code. */
export function isBadRequestError(value: unknown): value is BadRequestError {
  return isPartSpecErrorNamed<BadRequestError>(value, 'BadRequestError');
}
