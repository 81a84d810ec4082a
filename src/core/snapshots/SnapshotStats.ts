/** What a client's snapshots have done so far (the client's `stats().snapshots`). */
export interface SnapshotStats {
  /** Part numbers and products answered from snapshots. */
  answered: number;
  /** Rate-limited requests those answers would have cost through the service. */
  requestsSaved: number;
  /** Categories downloaded into snapshots. */
  downloads: number;
  /** Snapshots read from the store into memory. */
  loads: number;
  /** Snapshots the store refused to keep (they answered from memory all the same). */
  storeFailures: number;
  /** Kept snapshots that failed their checks and were dropped (the service answered instead). */
  dropped: number;
}

/** Nothing done yet: a new planner's count, and a client's without snapshots. */
export function noSnapshotStats(): SnapshotStats {
  return { answered: 0, requestsSaved: 0, downloads: 0, loads: 0, storeFailures: 0, dropped: 0 };
}
