import type { DownloadProgress } from '../../core';
import { t } from '../i18n/i18n';
import type { JobProgress, JobStep } from '../logic/jobProgress';
import { categoryInText } from './categoryNames';
import { bytes, rowCountText } from './jobNumbers';

/**
 * A job's progress as the line under the bar says it: what it is doing now, then the kept snapshots being
 * downloaded meanwhile, by their bytes ("12,000 of 50,000 parts looked up; kept snapshot of inductors:
 * 1.2 MB of 3.4 MB downloaded"), so that the line moves while a category file arrives.
 */
export function progressText(progress: JobProgress): string {
  const text = stepText(progress.step, progress);
  const downloads = progress.downloads ?? [];
  if (downloads.length === 0) return text;
  const each = downloads.map(({ category, progress: download }) =>
    t('jobs.progress.snapshotDownload', { category: categoryInText(category), download: downloadText(download) }),
  );
  return t('jobs.progress.withDownloads', { progress: text, downloads: each.join(t('errors.listSeparator')) });
}

/** A category file's download: asking its address, its bytes (of its size, when the service sent it), reading it. */
export function downloadText(progress: DownloadProgress): string {
  switch (progress.phase) {
    case 'address':
      return t('jobs.progress.downloadAddress');
    case 'download':
      return progress.totalBytes !== undefined
        ? t('jobs.progress.downloadedOf', { amount: bytes(progress.bytes), whole: bytes(progress.totalBytes) })
        : t('jobs.progress.downloaded', { amount: bytes(progress.bytes) });
    case 'parse':
      return t('jobs.progress.reading', { amount: bytes(progress.bytes) });
  }
}

/** The steps that are one sentence, whatever their counts: the key of each. */
const FIXED_STEPS = {
  searching: 'jobs.progress.searching',
  previewing: 'search.run.asking',
  fetchingRest: 'jobs.progress.fetchingRest',
  fetchingTable: 'jobs.progress.fetchingTable',
  markingStatuses: 'bom.progress.marking',
  readingBom: 'fill.progress.reading',
} as const;

function stepText(step: JobStep, { done, total = 0, requests }: JobProgress): string {
  switch (step.kind) {
    case 'searching':
    case 'previewing':
    case 'fetchingRest':
    case 'fetchingTable':
    case 'markingStatuses':
    case 'readingBom':
      return t(FIXED_STEPS[step.kind]);
    case 'found':
      return t('jobs.progress.found', { count: done, requestsMade: t('jobs.requests', { count: requests }) });
    case 'rowsWritten':
      return t('jobs.progress.rowsWritten', { done, count: total });
    case 'download':
      return downloadText(step.download);
    case 'waitingToWrite':
      return t(`jobs.progress.waitingToWrite.${step.job}`, { rows: rowCountText(step.rows) });
    case 'waitingToDownload':
      return t('jobs.progress.waitingToDownload', { rows: rowCountText({ unit: 'products', count: step.products }) });
    case 'snapshotRefresh': {
      const category = categoryInText(step.category);
      return step.download
        ? t('jobs.snapshot.downloadingAmount', { category, progress: downloadText(step.download) })
        : t('jobs.snapshot.downloading', { category });
    }
    case 'lookingForEquivalents':
      return t('search.equivalents.looking', { partno: step.partno });
    case 'partsLookedUp':
      return t('bom.progress.lookedUp', { done, count: total });
    case 'alternatives':
      return t('bom.progress.alternatives', { count: step.count });
    case 'nearPartNumbers':
      return t('bom.progress.near', { count: step.count });
    case 'bomColumns':
      return t('bom.progress.writing', {
        columns: step.fields.join(t('errors.listSeparator')),
        done: step.done,
        count: step.count,
      });
    case 'linesMatched':
      return t('fill.progress.matching', { done, count: total });
  }
}
