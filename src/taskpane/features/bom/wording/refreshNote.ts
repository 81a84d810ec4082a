import type { AnswerSources } from '../../../../core';
import { refreshedFromText } from '../../../wording/sourcesText';
import { NOTE_PREFIX } from '../logic/refreshNotePattern';

/**
 * The note saying when PartSpec's columns were refreshed, in local time, and where the answers came from
 * (refreshedFromText): `Refreshed 2026-11-24 07:30 from the service`, `Refreshed 2027-11-25 18:02 from the
 * snapshot of 2026-11-28 18:00 (362 days old by the service's clock)`, or how many of each. isRefreshNote
 * knows it again.
 */
export function refreshNote(sources: AnswerSources): string {
  return `${NOTE_PREFIX}${refreshedFromText(sources, 'parts')}`;
}
