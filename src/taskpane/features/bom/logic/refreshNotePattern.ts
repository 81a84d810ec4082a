import type { CellValue } from '../../../../core';

/** The start of the note a BOM refresh writes on the header row (wording/refreshNote), in the sheet's English. */
export const NOTE_PREFIX = 'Refreshed ';
/** A note refreshNote writes, or one written before notes said where the answers came from (date alone). */
const NOTE_PATTERN = /^Refreshed \d{4}-\d{2}-\d{2} \d{2}:\d{2}(?: from .+|: .+)?$/;

/** Whether a cell holds a note refreshNote wrote: PartSpec's, updated by the next refresh. */
export function isRefreshNote(value: CellValue | undefined): boolean {
  return typeof value === 'string' && NOTE_PATTERN.test(value.trim());
}
