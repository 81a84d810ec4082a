import { MAX_CELL_TEXT } from '../../../core';
import { addressA1 } from '../a1';
import type { CellAddress } from '../Workbook';

/** What Excel refuses in a cell: text over 32,767 characters, a number that is not finite, anything but text, number or boolean. */
export function checkValue(value: unknown, at: CellAddress): void {
  if (typeof value === 'string') {
    if (value.length > MAX_CELL_TEXT) {
      throw new RangeError(
        `Excel refuses text of more than ${MAX_CELL_TEXT.toLocaleString('en')} characters in a cell; ${addressA1(at)} would get ${value.length.toLocaleString('en')}.`,
      );
    }
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Excel cannot hold ${value} (in ${addressA1(at)}).`);
  } else if (typeof value !== 'boolean') {
    throw new TypeError(
      `A cell holds text, a number or a boolean, not ${value === null ? 'null' : typeof value} (${addressA1(at)}).`,
    );
  }
}
