import { PartSpecError } from '../../../core';

/** A sheet named in a request is not in the workbook: renamed or deleted while PartSpec was working, most likely. */
export class SheetNotFoundError extends PartSpecError {
  readonly sheet: string;

  constructor(sheet: string, options: { cause?: unknown } = {}) {
    super(
      `There is no sheet named "${sheet}" in this workbook any more. It may have been renamed or deleted; choose a sheet and try again.`,
      options,
    );
    this.sheet = sheet;
  }
}
