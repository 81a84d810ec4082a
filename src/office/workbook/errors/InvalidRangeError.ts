import { PartSpecError } from '../../../core';

/**
 * A range PartSpec was asked to use that no workbook can hold: beyond Excel's grid of 1,048,576 rows by
 * 16,384 columns (A1:XFD1048576), empty, or with indexes that are not whole numbers. Thrown before
 * anything is sent to Excel.
 */
export class InvalidRangeError extends PartSpecError {
  constructor(message: string) {
    super(message);
  }
}
