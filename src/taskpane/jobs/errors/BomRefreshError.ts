import { PartSpecError } from '../../../core';

/**
 * The BOM cannot be refreshed as asked (a selection that is not one, no column chosen, parts the service
 * failed to answer); the message says what to do. `cause`, when there is one, is the failure behind it.
 */
export class BomRefreshError extends PartSpecError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
  }
}
