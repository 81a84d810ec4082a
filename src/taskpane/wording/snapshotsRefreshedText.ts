import { t } from '../i18n/i18n';
import { localDateTime } from '../logic/localDateTime';
import type { SnapshotsRefreshed } from '../logic/snapshotsRefreshed';
import { categoryInText } from './categoryNames';
import { sentences } from './failureWords/text';

/**
 * "The snapshot of ceramic capacitors leaded is now dated 2026-11-24 10:02." for each snapshot downloaded
 * anew, then that cells written from the old ones are as they were, or, after a cancel, how many were not
 * downloaded.
 */
export function snapshotsRefreshedText({ refreshed, notRefreshed }: SnapshotsRefreshed): string {
  const each = refreshed.map((kept) =>
    t('jobs.snapshot.refreshed', {
      category: categoryInText(kept.category),
      date: localDateTime(new Date(kept.issuedAt)),
    }),
  );
  const last = notRefreshed > 0 ? t('jobs.snapshot.stopped', { count: notRefreshed }) : t('jobs.snapshot.runAgain');
  const [first, ...rest] = each;
  return first === undefined ? last : sentences(first, ...rest, last);
}
