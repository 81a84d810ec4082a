import { isNotInSnapshotsError } from '../../../../core';
import { t } from '../../../i18n/i18n';

// What a BOM refresh writes in the cells of a part it has no product for: the sheet's words, in English.

/** What a part number not found gets in the sheet: short and plain, for procurement. */
export function notFoundText(suggestions: readonly string[] = []): string {
  return suggestions.length === 0 ? 'Not found' : `Not found (did you mean ${suggestions.join(', ')}?)`;
}

/** What a part number that cannot be sent to the service (a ' or | inside, spec 4.3 rule 1) gets in the sheet. */
export const NOT_A_PART_NUMBER_TEXT = 'Not a part number';

/**
 * What a part number the service did not answer for gets in the sheet, short and plain as `Not found`, with
 * why: offline without its category's snapshot (which to keep), or the service not answering.
 */
export function notAnsweredText(cause: unknown): string {
  if (isNotInSnapshotsError(cause) && cause.missing.length > 0) {
    const names = cause.missing.map((category) => t(`search.category.names.${category}`, { lng: 'en' }));
    return `Not looked up: offline, keep a snapshot of ${names.join(' and ')}`;
  }
  return 'Not looked up: the service did not answer; refresh again';
}
