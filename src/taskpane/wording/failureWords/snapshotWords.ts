import type { NotInSnapshotsError } from '../../../core';
import type { SnapshotStoreError } from '../../../office/snapshots';
import { t } from '../../i18n/i18n';
import { categoryInText } from '../categoryNames';
import { listed, type Place, sentences } from './text';

// The pane's words for snapshots that are not there, and for the browser's storage failing them.

/** Offline, no kept snapshot of the categories that may hold the answer: which, and how to get one. */
export function notInSnapshotsWords(error: NotInSnapshotsError, where: Place): string {
  return t('errors.notInSnapshots', {
    categories: listed(error.missing.map((category) => categoryInText(category))),
    lang: error.lang,
    count: error.missing.length,
    ...where,
  });
}

/** What the snapshot store could not do (with the snapshot's name when it has one), then why. */
export function snapshotStoreWords(error: SnapshotStoreError, where: Place): string {
  const { operation, category, lang } = error;
  const done =
    operation === 'open' || operation === 'list'
      ? t(`errors.snapshotStore.${operation}`)
      : category !== undefined && lang !== undefined
        ? t(`errors.snapshotStore.${operation}`, { category: categoryInText(category), lang })
        : t(`errors.snapshotStore.${operation}Any`);
  return sentences(done, t(`errors.snapshotStore.${error.problem}`, where));
}
