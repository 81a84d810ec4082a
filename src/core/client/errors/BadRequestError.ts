import { PartSpecError } from './PartSpecError';

/** 400: the service refused the query; its message says what is wrong (spec 7). */
export class BadRequestError extends PartSpecError {
  /** The service's own message, e.g. `Invalid $filter: ... (at position 12)`. */
  readonly serviceMessage: string;

  constructor(serviceMessage: string) {
    super(`The service refused the query: ${serviceMessage}`, { status: 400 });
    this.serviceMessage = serviceMessage;
  }
}
