/**
 * The planner's cost model: what answering some part numbers costs through the service, and what a
 * snapshot of their category costs, both in milliseconds of the user's wait. A rate-limited request
 * costs one interval of the limiter (100 ms at the service's default 10 per second): that is what a
 * large BOM waits for, since the limiter, not the network, sets the pace. A download costs one
 * rate-limited request (the address, spec 4.1) and its bytes at `downloadBytesPerSecond`, parse included;
 * loading a kept snapshot costs its bytes at `loadBytesPerSecond`; a snapshot already in memory costs
 * nothing. A snapshot older than the age limit is never counted as kept: it would have to be downloaded
 * again.
 *
 * With the defaults, a category of 64 MB is downloaded when the part numbers of it in hand would take more
 * than about 33 requests (some 3,000 part numbers), and the largest (120 MB) past about 61 requests.
 */
export interface SnapshotCostModel {
  /**
   * The rate the limiter allows, requests per second.
   * @default the client's `rate.perSecond` (10)
   */
  readonly requestsPerSecond: number;
  /**
   * How fast a category file arrives and is parsed, bytes per second.
   * @default 20_000_000
   */
  readonly downloadBytesPerSecond: number;
  /**
   * How fast a kept snapshot is read from the store into memory, bytes (of its file) per second.
   * @default 100_000_000
   */
  readonly loadBytesPerSecond: number;
  /**
   * The size expected of a category file never downloaded before (afterwards: the size it had).
   * @default 64_000_000
   */
  readonly expectedBytes: number;
}

export const DEFAULT_SNAPSHOT_COSTS: Omit<SnapshotCostModel, 'requestsPerSecond'> = {
  downloadBytesPerSecond: 20_000_000,
  loadBytesPerSecond: 100_000_000,
  expectedBytes: 64_000_000,
};

/** The wait for this many rate-limited requests. */
export function requestsCost(model: SnapshotCostModel, requests: number): number {
  return (requests * 1000) / model.requestsPerSecond;
}

/** The wait for a download of a category file of `bytes`: its address (one request), then the file. */
export function downloadCost(model: SnapshotCostModel, bytes: number = model.expectedBytes): number {
  return requestsCost(model, 1) + (bytes * 1000) / model.downloadBytesPerSecond;
}

/** The wait for a kept snapshot of `bytes` to be read from the store. */
export function loadCost(model: SnapshotCostModel, bytes: number): number {
  return (bytes * 1000) / model.loadBytesPerSecond;
}
