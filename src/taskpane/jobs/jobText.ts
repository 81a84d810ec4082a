import type { DownloadProgress, PartSpecClient } from '../../core';
import type { WriteProgress } from '../../office/workbook';
import { i18n, t } from '../i18n/i18n';
import { categoryInText } from '../wording/categoryNames';
import type { JobContext, JobProgress } from './types';

/**
 * Wording and counting shared by the jobs and the pane's views (which may import from jobs; jobs import
 * nothing of the views): numbers for people grouped as the display language groups them ("12,000"), the
 * way i18next's `{{count, number}}` in the pane's texts groups them (Intl.NumberFormat of the language),
 * whatever the browser's locale.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** The display language's number format with `fractionDigits` decimals at most (as many as given when unset). */
function numberFormat(fractionDigits?: number): Intl.NumberFormat {
  const key = `${i18n.language}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      i18n.language,
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formats.set(key, format);
  }
  return format;
}

/** A number as the pane's texts show it: `12,000`. */
export function count(value: number): string {
  return numberFormat().format(value);
}

/** `12,000 products found from 8 requests`: the progress line of a search. */
export function foundText(products: number, requests: number): string {
  return t('jobs.progress.found', { count: products, requestsMade: t('jobs.requests', { count: requests }) });
}

/** A search's progress reports (client.searchAll's onProgress) as a job's, counting its requests. */
export function searchProgress(
  context: Pick<JobContext, 'onProgress'>,
  requests: () => number,
): (progress: { readonly products: number }) => void {
  return (progress) =>
    context.onProgress({
      phase: 'fetching',
      done: progress.products,
      requests: requests(),
      text: foundText(progress.products, requests()),
    });
}

/** `4,000 of 12,000 rows written`: the progress line of a table being written. */
export function rowsWrittenText(done: number, total: number): string {
  return t('jobs.progress.rowsWritten', { done, count: total });
}

/** A table being written, as a job's progress: its rows written so far out of all. */
export function writingProgress(progress: WriteProgress, requests: number): JobProgress {
  return {
    phase: 'writing',
    done: progress.rowsWritten,
    total: progress.totalRows,
    requests,
    text: rowsWrittenText(progress.rowsWritten, progress.totalRows),
  };
}

/** `1 product`, `2,345 products`, in the display language. */
export function productsText(products: number): string {
  return t('jobs.products', { count: products });
}

/** `1 equivalent`, `30 equivalents`, in the display language. */
export function equivalentsText(equivalents: number): string {
  return t('jobs.equivalents', { count: equivalents });
}

/** "512 KB", "12.5 MB": a download's size as people read it. */
export function bytes(value: number): string {
  if (value < 1024) return t('jobs.bytes', { count: value });
  // Decided on the rounded figure: from 1,023.5 KB up, "1024 KB" would be shown where "1.0 MB" is meant.
  const kilobytes = Math.round(value / 1024);
  if (kilobytes < 1024) return `${count(kilobytes)} KB`;
  return `${numberFormat(1).format(value / (1024 * 1024))} MB`;
}

/**
 * Requests this job sent so far: the client is shared with the custom functions, so its counter runs
 * on its own; a job counts from where it stood when the job began.
 */
export function requestCounter(client: PartSpecClient): () => number {
  const before = client.stats().requests;
  return () => client.stats().requests - before;
}

/**
 * A category file's download as a job's progress: the bytes of the file so far, determinate when the service
 * sent its size (not when it is compressed in transit), then the bytes read of it.
 */
export function downloadProgress(progress: DownloadProgress, requests: number): JobProgress {
  switch (progress.phase) {
    case 'address':
      return { phase: 'fetching', done: 0, requests, text: t('jobs.progress.downloadAddress') };
    case 'download':
      return {
        ...bytesProgress(progress, requests),
        text:
          progress.totalBytes !== undefined
            ? t('jobs.progress.downloadedOf', { amount: bytes(progress.bytes), whole: bytes(progress.totalBytes) })
            : t('jobs.progress.downloaded', { amount: bytes(progress.bytes) }),
      };
    case 'parse':
      return {
        ...bytesProgress(progress, requests),
        text: t('jobs.progress.reading', { amount: bytes(progress.bytes) }),
      };
  }
}

/** The bytes so far of a download or of its reading, out of the file's size when the service sent it. */
function bytesProgress(progress: DownloadProgress, requests: number): Omit<JobProgress, 'text'> {
  return {
    phase: 'fetching',
    done: progress.bytes,
    ...(progress.totalBytes !== undefined ? { total: progress.totalBytes } : {}),
    requests,
  };
}

/** What a job's progress line says of the snapshots downloaded meanwhile; stop() ends the listening. */
export interface SnapshotDownloads {
  /**
   * `progress` with each kept snapshot the client has been downloading for the job (its category, its bytes
   * of the file's size): "12,000 of 50,000 parts looked up; kept snapshot of inductors: 1.2 MB of 3.4 MB
   * downloaded"; `progress` alone when none.
   */
  text(progress: string): string;
  stop(): void;
}

/**
 * Listens to the kept snapshots the client downloads while a job's lookups or searches wait on them
 * (client.snapshots.onDownload), calling `onChange` at each news, so that the job's progress line gives their
 * amounts rather than a count that stands still for as long as a category file takes to arrive.
 */
export function snapshotDownloads(client: PartSpecClient, onChange: () => void): SnapshotDownloads {
  const heard = new Map<string, string>();
  const stop = client.snapshots.onDownload(({ category, lang, progress }) => {
    const download = downloadProgress(progress, 0).text;
    heard.set(
      `${category}|${lang}`,
      t('jobs.progress.snapshotDownload', { category: categoryInText(category), download }),
    );
    onChange();
  });
  return {
    text: (progress) =>
      heard.size === 0
        ? progress
        : t('jobs.progress.withDownloads', {
            progress,
            downloads: [...heard.values()].join(t('errors.listSeparator')),
          }),
    stop,
  };
}
