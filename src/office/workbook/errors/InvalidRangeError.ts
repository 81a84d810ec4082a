import { isPartSpecErrorNamed, PartSpecError } from '../../../core';
import type { CellAddress, RangeAddress } from '../Workbook';

/**
 * A range PartSpec was asked to use that no workbook can hold: beyond Excel's grid of 1,048,576 rows by
 * 16,384 columns (A1:XFD1048576), empty, or with indexes that are not whole numbers. Thrown before
 * anything is sent to Excel.
 */
export class InvalidRangeError extends PartSpecError {
  override readonly name = 'InvalidRangeError';
  /** The cell or range asked for, when the error is about one. */
  readonly range?: CellAddress | RangeAddress;

  constructor(message: string, options: { range?: CellAddress | RangeAddress } = {}) {
    super(message);
    this.range = options.range;
  }
}

/** Whether `value` is an InvalidRangeError, also one made by another copy of PartSpec's code. */
export function isInvalidRangeError(value: unknown): value is InvalidRangeError {
  return isPartSpecErrorNamed<InvalidRangeError>(value, 'InvalidRangeError');
}
