import type { KeptSnapshot } from '../../core';

/**
 * What the snapshot note's Refresh did (refreshSnapshots): the snapshots downloaded anew, in order, and how
 * many were left as they were by a cancel.
 */
export interface SnapshotsRefreshed {
  readonly refreshed: readonly KeptSnapshot[];
  readonly notRefreshed: number;
}
