import type { BottomCategory, Language } from '../catalog';
import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/**
 * Offline, a question the kept snapshots cannot answer: a part number in none of them while some category
 * has no snapshot, or a search over a category without one.
 */
export class NotInSnapshotsError extends PartSpecError {
  override readonly name = 'NotInSnapshotsError';
  /** The bottom categories with no snapshot in `lang`, one of which may hold the answer. */
  readonly missing: readonly BottomCategory[];
  readonly lang: Language;

  constructor(missing: readonly BottomCategory[], lang: Language) {
    super(
      `Offline, only kept snapshots answer, and there is none of ${missing.join(', ')} in ${lang}. ` +
        'Download a snapshot of the category while online, or go online.',
    );
    this.missing = missing;
    this.lang = lang;
  }
}

export const isNotInSnapshotsError = (value: unknown): value is NotInSnapshotsError =>
  isPartSpecErrorNamed<NotInSnapshotsError>(value, 'NotInSnapshotsError');
