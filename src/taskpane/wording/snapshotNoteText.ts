import type { SnapshotUse } from '../../core';
import { t } from '../i18n/i18n';
import { localDateTime } from '../logic/localDateTime';
import { snapshotAgeText } from './sourcesText';

/**
 * The note under a job's outcome: `From the snapshot of 2026-11-22 09:14 (2 days old by the service's clock)`
 * (local time), and why it is stale when it is: past the age limit, or answered differently by the service
 * since (a snapshot dated ahead of the service's clock says so in its age).
 */
export function snapshotNoteText(use: SnapshotUse): string {
  const words = { date: localDateTime(new Date(use.issuedAt)), age: snapshotAgeText(use) };
  if (use.staleBecause === 'answers') return t('jobs.snapshot.fromContradicted', words);
  return use.staleBecause === 'age' ? t('jobs.snapshot.fromStale', words) : t('jobs.snapshot.from', words);
}
