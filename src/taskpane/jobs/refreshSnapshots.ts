import type { DownloadProgress, KeptSnapshot, SnapshotUse } from '../../core';
import type { JobProgress } from '../logic/jobProgress';
import { mergeSnapshots } from '../logic/snapshotsUsed';
import type { SnapshotsRefreshed } from '../logic/snapshotsRefreshed';
import { downloadProgress, requestCounter } from './progressReports';
import type { JobContext, JobOutcome } from './types';

/**
 * The pane's Refresh beside "From the snapshot of …": downloads anew each snapshot a job's products came
 * from (client.snapshots.refresh: its category, in its language), one after the other, so that the next
 * search or lookup is answered as of now. What was written from the old ones stays as it is: the summary
 * says to run the job again. A cancel keeps the snapshots already downloaded, and the others as they were.
 */
export async function refreshSnapshots(
  context: JobContext,
  used: readonly SnapshotUse[],
): Promise<JobOutcome<SnapshotsRefreshed>> {
  const { client, signal } = context;
  const requests = requestCounter(client);
  const snapshots = mergeSnapshots(used);
  const done: KeptSnapshot[] = [];
  for (const [index, use] of snapshots.entries()) {
    const started: JobProgress = {
      phase: 'fetching',
      done: index,
      // Of several, the share of snapshots done; of one, none: its bytes give the share (onProgress below).
      ...(snapshots.length > 1 ? { total: snapshots.length } : {}),
      requests: requests(),
      step: { kind: 'snapshotRefresh', category: use.category },
    };
    context.onProgress(started);
    // Its bytes as they arrive, of the file's size when the service sends it; with one snapshot, the bar's too.
    const onProgress = (progress: DownloadProgress): void => {
      const download = downloadProgress(progress, requests());
      const step = { kind: 'snapshotRefresh', category: use.category, download: progress } as const;
      context.onProgress(
        snapshots.length > 1 ? { ...started, requests: download.requests, step } : { ...download, step },
      );
    };
    try {
      done.push(await client.snapshots.refresh(use.category, { lang: use.lang, signal, onProgress }));
    } catch (error) {
      if (!signal.aborted) throw error;
      return { status: 'cancelled', summary: { refreshed: done, notRefreshed: snapshots.length - done.length } };
    }
  }
  return { status: 'done', summary: { refreshed: done, notRefreshed: 0 } };
}
