import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** 404: what was asked for does not exist (spec 7), e.g. a download file that is gone. */
export class NotFoundError extends PartSpecError {
  override readonly name = 'NotFoundError';
  declare readonly status: 404;
  /** What was asked for: the request's path (never its query), e.g. `/api/v2/products`. */
  readonly what: string;

  constructor(what: string) {
    super(`${what} does not exist on the service (404). Check the service URL.`, { status: 404 });
    this.what = what;
  }
}

/** Whether `value` is a NotFoundError, also one made by another copy of PartSpec's code. */
export function isNotFoundError(value: unknown): value is NotFoundError {
  return isPartSpecErrorNamed<NotFoundError>(value, 'NotFoundError');
}
