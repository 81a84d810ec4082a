import { type AnswerSources, SNAPSHOT_CLOCK_SKEW_MS, type SnapshotShare } from '../../core';
import { i18n, t as displayT } from '../i18n/i18n';
import { localDateTime } from '../logic/localDateTime';

/** Words of the pane: the display language's (`t`), or English for a sheet (sheetT). */
type Translate = typeof displayT;

/**
 * English words for what PartSpec writes into a sheet (a BOM's refresh note, a table's caption): the same
 * catalogue as the pane's, in the language of the rest of PartSpec's cell notes, whoever opens the workbook.
 */
export const sheetT: Translate = i18n.getFixedT('en');

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Ages under this are said in hours (`30 hours old`), above it in days. */
const HOURS_UP_TO_MS = 48 * HOUR_MS;

/**
 * An age, how long ago in whole units of the display language: `less than a minute old`, `45 minutes old`,
 * `30 hours old`, `362 days old` (a wait, `30 s`, is core's waitText).
 */
function ageText(ageMs: number, t: Translate): string {
  const age = Math.max(0, ageMs);
  if (age < MINUTE_MS) return t('jobs.sources.duration.underMinute');
  if (age < HOUR_MS) return t('jobs.sources.duration.minutes', { count: Math.floor(age / MINUTE_MS) });
  if (age < HOURS_UP_TO_MS) return t('jobs.sources.duration.hours', { count: Math.floor(age / HOUR_MS) });
  return t('jobs.sources.duration.days', { count: Math.floor(age / DAY_MS) });
}

/**
 * A snapshot's age as a job says it: `362 days old by the service's clock`; before any answer of the session
 * said the service's time, by this computer's clock and said not checked; dated ahead of the service's clock,
 * said so (its age cannot be told).
 */
export function snapshotAgeText(age: Pick<SnapshotShare, 'ageMs' | 'ageChecked'>, t: Translate = displayT): string {
  if (!Number.isFinite(age.ageMs)) return '—';
  if (age.ageChecked && age.ageMs < -SNAPSHOT_CLOCK_SKEW_MS) return t('jobs.sources.ahead');
  const duration = ageText(age.ageMs, t);
  return age.ageChecked
    ? t('jobs.sources.byService', { age: duration })
    : t('jobs.sources.unchecked', { age: duration });
}

/**
 * Where a job's answers came from, with each source's time: `from the service, 2027-11-25 18:02`, `from the
 * snapshot of 2026-11-28 18:00 (362 days old by the service's clock)`, or, mixed, how many of each:
 * `1,200 parts from the service, 2027-11-25 18:02; 1,800 from the snapshot of …`. `unit` names what was
 * counted (a BOM's parts, a table's products). Dates in local time, as every date PartSpec shows.
 */
export function sourcesText(sources: AnswerSources, unit: 'parts' | 'products', t: Translate = displayT): string {
  const at = localDateTime(new Date(sources.at));
  const of = (share: SnapshotShare) => ({
    date: localDateTime(new Date(share.issuedAt)),
    age: snapshotAgeText(share, t),
  });
  if (sources.snapshots.length === 0) return t('jobs.sources.service', { date: at });
  const separator = t('jobs.sources.listSeparator');
  if (sources.service === 0 && sources.snapshots.length === 1) {
    return t('jobs.sources.snapshot', of(sources.snapshots[0]));
  }
  const serviceKey = unit === 'parts' ? 'jobs.sources.mixedServiceParts' : 'jobs.sources.mixedServiceProducts';
  return [
    ...(sources.service > 0 ? [t(serviceKey, { count: sources.service, date: at })] : []),
    ...sources.snapshots.map((share) => t('jobs.sources.mixedSnapshot', { count: share.count, ...of(share) })),
  ].join(separator);
}

/**
 * What a sheet says after the time of a refresh (the BOM's note: `Refreshed 2027-11-25 18:02 from the
 * service`), in English: `from the service`, one snapshot's `from the snapshot of … (…)`, or, mixed, `: ` and
 * how many of each.
 */
export function refreshedFromText(sources: AnswerSources, unit: 'parts' | 'products'): string {
  const mixed = sources.snapshots.length > 1 || (sources.snapshots.length === 1 && sources.service > 0);
  const at = localDateTime(new Date(sources.at));
  if (mixed) return `${at}: ${sourcesText(sources, unit, sheetT)}`;
  return sources.snapshots.length === 0
    ? `${at} ${sheetT('jobs.sources.fromService')}`
    : `${at} ${sourcesText(sources, unit, sheetT)}`;
}

/**
 * What a table's caption says its data is as of, in English: the time of the service's answers (`2027-11-25
 * 18:02 from the service`), the snapshot's own date when one answered everything (`the snapshot of … (…)`),
 * or, mixed, the time and how many of each.
 */
export function asOfText(sources: AnswerSources): string {
  const [only] = sources.snapshots;
  if (only && sources.snapshots.length === 1 && sources.service === 0) {
    return sheetT('jobs.sources.snapshotOf', {
      date: localDateTime(new Date(only.issuedAt)),
      age: snapshotAgeText(only, sheetT),
    });
  }
  return refreshedFromText(sources, 'products');
}
