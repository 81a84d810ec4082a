import { isPartSpecErrorNamed, PartSpecError } from '../../../core';

/** A sheet named in a request is not in the workbook: renamed or deleted while PartSpec was working, most likely. */
export class SheetNotFoundError extends PartSpecError {
  override readonly name = 'SheetNotFoundError';
  readonly sheet: string;

  constructor(sheet: string, options: { cause?: unknown } = {}) {
    super(
      `There is no sheet named "${sheet}" in this workbook any more. It may have been renamed or deleted; choose a sheet and try again.`,
      options,
    );
    this.sheet = sheet;
  }
}

/** Whether `value` is a SheetNotFoundError, also one made by another copy of PartSpec's code. */
export function isSheetNotFoundError(value: unknown): value is SheetNotFoundError {
  return isPartSpecErrorNamed<SheetNotFoundError>(value, 'SheetNotFoundError');
}
