import { isPartSpecErrorNamed, PartSpecError } from '../../../core';

/** Whether the request Excel refused would have read the workbook or changed it. */
export type WorkbookAccess = 'read' | 'write';

/**
 * Excel refused a request because the user is editing a cell (Office.js's InvalidOperationInCellEditMode):
 * while a cell is in edit mode, Excel answers no add-in. The request did nothing; once the user presses
 * Enter (keeping what they typed) or Esc (dropping it), the same request goes through. `cause` is Excel's
 * error.
 */
export class CellEditModeError extends PartSpecError {
  override readonly name = 'CellEditModeError';
  readonly access: WorkbookAccess;

  constructor(access: WorkbookAccess, options: { cause?: unknown } = {}) {
    super(
      access === 'read'
        ? 'A cell is being edited in Excel, so PartSpec could not read the workbook: press Enter or Esc, then try again.'
        : 'A cell is being edited in Excel, so Excel refused the change PartSpec asked for: press Enter or Esc, then try again.',
      options,
    );
    this.access = access;
  }
}

/** Whether `value` is a CellEditModeError, also one made by another copy of PartSpec's code. */
export function isCellEditModeError(value: unknown): value is CellEditModeError {
  return isPartSpecErrorNamed<CellEditModeError>(value, 'CellEditModeError');
}
