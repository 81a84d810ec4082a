import type { DownloadProgress, KeptSnapshot, SnapshotUse } from '../../core';
import { t } from '../i18n/i18n';
import { categoryInText } from '../wording/categoryNames';
import { sentences } from '../wording/failureWords/text';
import { localDateTime } from '../logic/localDateTime';
import { mergeSnapshots } from '../logic/snapshotsUsed';
import { downloadProgress, requestCounter } from './jobText';
import type { JobContext, JobOutcome, JobProgress } from './types';

/** "The snapshot of ceramic capacitors leaded is now dated 2026-11-24 10:02." */
function refreshedText(kept: KeptSnapshot): string {
  return t('jobs.snapshot.refreshed', {
    category: categoryInText(kept.category),
    date: localDateTime(new Date(kept.issuedAt)),
  });
}

/** A sentence per snapshot downloaded anew, then `last`. */
function lines(done: readonly KeptSnapshot[], last: string): [string, ...string[]] {
  const [first, ...rest] = [...done.map(refreshedText), last];
  return [first, ...rest];
}

/**
 * The pane's Refresh beside "From the snapshot of …": downloads anew each snapshot a job's products came
 * from (client.snapshots.refresh: its category, in its language), one after the other, so that the next
 * search or lookup is answered as of now. What was written from the old ones stays as it is: the summary
 * says to run the job again. A cancel keeps the snapshots already downloaded, and the others as they were.
 */
export async function refreshSnapshots(context: JobContext, used: readonly SnapshotUse[]): Promise<JobOutcome> {
  const { client, signal } = context;
  const requests = requestCounter(client);
  const snapshots = mergeSnapshots(used);
  const done: KeptSnapshot[] = [];
  for (const [index, use] of snapshots.entries()) {
    const category = categoryInText(use.category);
    const started: JobProgress = {
      phase: 'fetching',
      done: index,
      // Of several, the share of snapshots done; of one, none: its bytes give the share (onProgress below).
      ...(snapshots.length > 1 ? { total: snapshots.length } : {}),
      requests: requests(),
      text: t('jobs.snapshot.downloading', { category }),
    };
    context.onProgress(started);
    // Its bytes as they arrive, of the file's size when the service sends it; with one snapshot, the bar's too.
    const onProgress = (progress: DownloadProgress): void => {
      const download = downloadProgress(progress, requests());
      const text = t('jobs.snapshot.downloadingAmount', { category, progress: download.text });
      context.onProgress(
        snapshots.length > 1 ? { ...started, requests: download.requests, text } : { ...download, text },
      );
    };
    try {
      done.push(await client.snapshots.refresh(use.category, { lang: use.lang, signal, onProgress }));
    } catch (error) {
      if (!signal.aborted) throw error;
      const stopped = t('jobs.snapshot.stopped', { count: snapshots.length - done.length });
      return { status: 'cancelled', summary: sentences(...lines(done, stopped)) };
    }
  }
  return { status: 'done', summary: sentences(...lines(done, t('jobs.snapshot.runAgain'))) };
}
