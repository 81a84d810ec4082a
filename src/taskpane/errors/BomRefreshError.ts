import { isPartSpecErrorNamed, PartSpecError } from '../../core';

/**
 * The BOM cannot be refreshed or filled as asked (a selection that is not one, no column chosen, a footprint
 * column that is not there, parts the service failed to answer); the message says what to do. `cause`, when there is one, is the failure behind it.
 */
export class BomRefreshError extends PartSpecError {
  override readonly name = 'BomRefreshError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
  }
}

/** Whether `value` is a BomRefreshError, also one made by another copy of PartSpec's code. */
export function isBomRefreshError(value: unknown): value is BomRefreshError {
  return isPartSpecErrorNamed<BomRefreshError>(value, 'BomRefreshError');
}
