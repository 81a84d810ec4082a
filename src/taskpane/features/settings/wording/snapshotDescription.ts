import type { BottomCategory, KeptSnapshot, Language, SnapshotMode } from '../../../../core';
import { t } from '../../../i18n/i18n';
import { categoryDisplayName } from '../../../wording/categoryNames';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { localDateTime } from '../../../logic/localDateTime';
import { snapshotAgeText } from '../../../wording/sourcesText';

/** Bytes in a megabyte as the list counts them: decimal, as disks and downloads are sized. */
const BYTES_PER_MB = 1_000_000;

/** A kept snapshot as Settings' list and its messages name it, in the display language: `Inductors (en)`. */
export function snapshotName(snapshot: { readonly category: BottomCategory; readonly lang: Language }): string {
  return t('settings.snapshots.name', { category: categoryDisplayName(snapshot.category), lang: snapshot.lang });
}

/**
 * A size in MB to one decimal, at least 0.1 for a file that holds anything: a small category must not
 * read as weighing nothing.
 */
export function megabytes(bytes: number): number {
  if (!(bytes > 0)) return 0;
  return Math.max(0.1, Math.round(bytes / (BYTES_PER_MB / 10)) / 10);
}

/**
 * When the service issued it, in the user's local time, and, for a snapshot of the connection in use, how old
 * it is by the service's clock: `Issued 2026-11-24 07:31 (3 hours old by the service's clock)`. Another
 * connection's snapshot is not aged by this service's clock: its issue date alone.
 */
export function snapshotIssued(snapshot: KeptSnapshot): string {
  const date = localDateTime(new Date(snapshot.issuedAt));
  return snapshot.inUse
    ? t('settings.snapshots.issuedAge', { date, age: snapshotAgeText(snapshot) })
    : t('settings.snapshots.issued', { date });
}

/** Why a snapshot of the connection in use is stale, in Settings' words; undefined when it is not. */
export function snapshotStaleText(snapshot: KeptSnapshot): string | undefined {
  if (!snapshot.inUse || !snapshot.stale) return undefined;
  if (snapshot.staleBecause === 'answers') return t('settings.snapshots.staleAnswers');
  if (snapshot.staleBecause === 'ahead') return t('settings.snapshots.staleAhead');
  return t('settings.snapshots.stale');
}

/** Its size and how many products it holds: `12.3 MB · 12,345 products`. */
export function snapshotContents(snapshot: KeptSnapshot): string {
  return t('settings.snapshots.contents', {
    size: megabytes(snapshot.bytes),
    count: snapshot.productCount,
    formatParams: { size: { minimumFractionDigits: 1, maximumFractionDigits: 1 } },
  });
}

/** What Refresh brought: `Inductors (en) downloaded again: 12,345 products, issued 2026-11-24 07:31.` */
export function refreshedText(snapshot: KeptSnapshot): string {
  return t('settings.snapshots.refreshed', {
    name: snapshotName(snapshot),
    count: snapshot.productCount,
    date: localDateTime(new Date(snapshot.issuedAt)),
  });
}

/**
 * A Refresh or Delete that failed: which snapshot was left as it was, then the failure in the pane's words
 * (of Settings, where it is shown).
 */
export function notDoneText(action: 'refresh' | 'delete', snapshot: KeptSnapshot, error: unknown): string {
  const name = snapshotName(snapshot);
  const what =
    action === 'refresh'
      ? t('settings.snapshots.notRefreshed', { name })
      : t('settings.snapshots.notDeleted', { name });
  return sentences(what, describeError(error, { inSettings: true }));
}

/**
 * Why no snapshot is listed. A client with snapshots off lists none, even those kept before: with Snapshots
 * set to Off (`savedMode`) that is the user's choice; otherwise the runtime has no storage for them.
 */
export function emptySnapshotsText(clientMode: SnapshotMode, savedMode: SnapshotMode): string {
  if (clientMode !== 'off') return t('settings.snapshots.none');
  return savedMode === 'off' ? t('settings.snapshots.offNone') : t('settings.snapshots.noStorage');
}
