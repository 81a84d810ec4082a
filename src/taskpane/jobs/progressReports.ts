import type { DownloadProgress, PartSpecClient, SnapshotDownload } from '../../core';
import type { WriteProgress } from '../../office/workbook';
import type { JobProgress } from '../logic/jobProgress';
import type { JobContext } from './types';

/**
 * Requests this job sent so far: the client is shared with the custom functions, so its counter runs
 * on its own; a job counts from where it stood when the job began.
 */
export function requestCounter(client: PartSpecClient): () => number {
  const before = client.stats().requests;
  return () => client.stats().requests - before;
}

/** A search's progress reports (client.searchAll's onProgress) as a job's, counting its requests. */
export function searchProgress(
  context: Pick<JobContext, 'onProgress'>,
  requests: () => number,
): (progress: { readonly products: number }) => void {
  return (progress) =>
    context.onProgress({ phase: 'fetching', done: progress.products, requests: requests(), step: { kind: 'found' } });
}

/** A table being written, as a job's progress: its rows written so far out of all. */
export function writingProgress(progress: WriteProgress, requests: number): JobProgress {
  return {
    phase: 'writing',
    done: progress.rowsWritten,
    total: progress.totalRows,
    requests,
    step: { kind: 'rowsWritten' },
  };
}

/**
 * A category file's download as a job's progress: the bytes of the file so far, determinate when the service
 * sent its size (not when it is compressed in transit), then the bytes read of it.
 */
export function downloadProgress(download: DownloadProgress, requests: number): JobProgress {
  const step = { kind: 'download', download } as const;
  if (download.phase === 'address') return { phase: 'fetching', done: 0, requests, step };
  return {
    phase: 'fetching',
    done: download.bytes,
    ...(download.totalBytes !== undefined ? { total: download.totalBytes } : {}),
    requests,
    step,
  };
}

/** The kept snapshots downloaded while a job runs; stop() ends the listening. */
export interface SnapshotDownloads {
  /** `progress` with each kept snapshot the client has been downloading for the job, by its bytes so far. */
  with(progress: JobProgress): JobProgress;
  stop(): void;
}

/**
 * Listens to the kept snapshots the client downloads while a job's lookups or searches wait on them
 * (client.snapshots.onDownload), calling `onChange` at each news, so that the job's progress line gives their
 * amounts rather than a count that stands still for as long as a category file takes to arrive.
 */
export function snapshotDownloads(client: PartSpecClient, onChange: () => void): SnapshotDownloads {
  const heard = new Map<string, SnapshotDownload>();
  const stop = client.snapshots.onDownload((download) => {
    heard.set(`${download.category}|${download.lang}`, download);
    onChange();
  });
  return {
    with: (progress) => (heard.size === 0 ? progress : { ...progress, downloads: [...heard.values()] }),
    stop,
  };
}
