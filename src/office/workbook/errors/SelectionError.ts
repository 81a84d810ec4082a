import { isPartSpecErrorNamed, PartSpecError } from '../../../core';

/**
 * Excel could not say which cells are selected: something other than cells is selected (a chart, a
 * shape), or several areas are selected in an Excel too old to report them (before ExcelApi 1.9).
 */
export class SelectionError extends PartSpecError {
  override readonly name = 'SelectionError';
  constructor(options: { cause?: unknown } = {}) {
    super(
      'PartSpec could not read the selection. Click one block of cells (not a chart or a picture, and not several blocks at once) and try again.',
      options,
    );
  }
}

/** Whether `value` is a SelectionError, also one made by another copy of PartSpec's code. */
export function isSelectionError(value: unknown): value is SelectionError {
  return isPartSpecErrorNamed<SelectionError>(value, 'SelectionError');
}
