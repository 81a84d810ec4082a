import type { AnswerSources, CellValue } from '../../../../core';
import { refreshedFromText } from '../../../logic/sourcesText';

/** The note a BOM refresh writes on the header row, beside its columns: when, and where its answers came from. */

const NOTE_PREFIX = 'Refreshed ';
/** A note refreshNote writes, or one written before notes said where the answers came from (date alone). */
const NOTE_PATTERN = /^Refreshed \d{4}-\d{2}-\d{2} \d{2}:\d{2}(?: from .+|: .+)?$/;

/**
 * The note saying when PartSpec's columns were refreshed, in local time, and where the answers came from
 * (refreshedFromText): `Refreshed 2026-11-24 07:30 from the service`, `Refreshed 2027-11-25 18:02 from the
 * snapshot of 2026-11-28 18:00 (362 days old by the service's clock)`, or how many of each.
 */
export function refreshNote(sources: AnswerSources): string {
  return `${NOTE_PREFIX}${refreshedFromText(sources, 'parts')}`;
}

/** Whether a cell holds a note refreshNote wrote: PartSpec's, updated by the next refresh. */
export function isRefreshNote(value: CellValue | undefined): boolean {
  return typeof value === 'string' && NOTE_PATTERN.test(value.trim());
}
