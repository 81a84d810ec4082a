import { PartSpecError } from '../../../core';

/** The BOM cannot be refreshed as asked (a selection that is not one, no column chosen); the message says what to do. */
export class BomRefreshError extends PartSpecError {
  constructor(message: string) {
    super(message);
  }
}
