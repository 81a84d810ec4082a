import { PartSpecError } from '../../../core';
import { rangeA1 } from '../a1';
import type { RangeAddress } from '../Workbook';

/**
 * The cells a table would go into already hold something, and the caller did not allow replacing them.
 * Nothing was written. `range` is the whole rectangle the table needs, header included.
 */
export class OccupiedRangeError extends PartSpecError {
  readonly range: RangeAddress;

  constructor(range: RangeAddress) {
    super(
      `${rangeA1(range)} already holds values, so nothing was written. Choose an empty place (or a new sheet), or allow PartSpec to replace those values.`,
    );
    this.range = range;
  }
}
