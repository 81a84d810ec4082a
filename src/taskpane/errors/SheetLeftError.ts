import { isPartSpecErrorNamed, PartSpecError } from '../../core';

/**
 * A job that writes to a sheet of its own failed after adding the sheet, and the sheet could not be deleted
 * (it holds what was written, or Excel refused): `cause` is the failure, `sheet` the sheet left behind. The
 * pane words both when it shows them, in the display language of that moment.
 */
export class SheetLeftError extends PartSpecError {
  override readonly name = 'SheetLeftError';
  readonly sheet: string;

  constructor(sheet: string, cause: unknown) {
    super(`The job failed and left the sheet "${sheet}" behind.`, { cause });
    this.sheet = sheet;
  }
}

/** Whether `value` is a SheetLeftError, also one made by another copy of PartSpec's code. */
export function isSheetLeftError(value: unknown): value is SheetLeftError {
  return isPartSpecErrorNamed<SheetLeftError>(value, 'SheetLeftError');
}
