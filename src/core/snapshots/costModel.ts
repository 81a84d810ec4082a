/**
 * The planner's cost model: what answering some part numbers costs through the service, and what a
 * snapshot of their category costs, both in rate-limited requests and in milliseconds of the user's wait.
 *
 * Rate-limited requests are the scarce resource: the key's budget, which a team shares. So a snapshot is
 * chosen whenever it spends fewer of them than asking would and makes the user wait at most a few seconds
 * longer (`acceptedDelayMs`), or longer still when it spares many (`acceptedDelayPerRequestMs` for each);
 * the wait decides only between ways that spend as many requests.
 *
 * A rate-limited request waits one interval of the limiter (100 ms at the service's default 10 per second):
 * that is what a large BOM waits for, since the limiter, not the network, sets the pace. A download spends
 * one rate-limited request (the address, spec 4.1; the file behind it is not rate-limited) and waits for its
 * bytes at the download rate, parse included; reading a kept snapshot spends no request and waits for its
 * bytes at the load rate; a snapshot already in memory costs nothing. A snapshot older than the age limit is
 * never counted as kept: it would have to be downloaded again.
 *
 * The rates below are priors: the planner measures its downloads and reads and moves from them to what it
 * measures (CalibratedCosts, RateEstimate). A file's size is the one last seen or told by the service (a
 * HEAD of its address) before its first download, and `expectedBytes` only when neither is known.
 */
export interface SnapshotCostModel {
  /**
   * The rate the limiter allows, requests per second.
   * @default the client's `rate.perSecond` (10)
   */
  readonly requestsPerSecond: number;
  /**
   * How fast a category file arrives and is parsed, bytes per second, until downloads measure it.
   * @default 20_000_000
   */
  readonly downloadBytesPerSecond: number;
  /**
   * How fast a kept snapshot is read from the store into memory (checks included), bytes (of its file) per
   * second, until reads measure it.
   * @default 100_000_000
   */
  readonly loadBytesPerSecond: number;
  /**
   * The size expected of a category file whose size is not known: never downloaded, and not told by a HEAD.
   * @default 64_000_000
   */
  readonly expectedBytes: number;
  /**
   * The extra wait always accepted to spend fewer rate-limited requests: a snapshot (downloaded or read)
   * that spends fewer than asking for its part numbers is chosen when it is at most this much slower.
   * 0 (with `acceptedDelayPerRequestMs` 0): only when it is no slower.
   * @default 5_000
   */
  readonly acceptedDelayMs: number;
  /**
   * The extra wait accepted for each rate-limited request a snapshot spares, where that comes to more than
   * `acceptedDelayMs`: a lookup that would spend many requests waits longer for a file that spares them.
   * @default 600 (six intervals of the default limit: the sixteen requests of 10 % of 16,667 part numbers
   * accept 9.6 s, what the largest file, 120 MB, takes at 13 MB/s)
   */
  readonly acceptedDelayPerRequestMs: number;
}

export const DEFAULT_SNAPSHOT_COSTS: Omit<SnapshotCostModel, 'requestsPerSecond'> = {
  downloadBytesPerSecond: 20_000_000,
  loadBytesPerSecond: 100_000_000,
  expectedBytes: 64_000_000,
  acceptedDelayMs: 5_000,
  acceptedDelayPerRequestMs: 600,
};

/** Rate-limited requests a download spends: its address (spec 4.1). The file's own fetch is not rate-limited. */
export const DOWNLOAD_REQUESTS = 1;

/** The extra wait accepted for a snapshot that spares `requestsSpared` rate-limited requests. */
export function acceptedDelay(
  model: Pick<SnapshotCostModel, 'acceptedDelayMs' | 'acceptedDelayPerRequestMs'>,
  requestsSpared: number,
): number {
  return requestsSpared > 0 ? Math.max(model.acceptedDelayMs, requestsSpared * model.acceptedDelayPerRequestMs) : 0;
}

/** The wait for this many rate-limited requests. */
export function requestsCost(model: Pick<SnapshotCostModel, 'requestsPerSecond'>, requests: number): number {
  return (requests * 1000) / model.requestsPerSecond;
}

/** The wait for a download of a category file of `bytes`: its address (one request), then the file. */
export function downloadCost(
  model: Pick<SnapshotCostModel, 'requestsPerSecond' | 'downloadBytesPerSecond' | 'expectedBytes'>,
  bytes: number = model.expectedBytes,
): number {
  return requestsCost(model, DOWNLOAD_REQUESTS) + (bytes * 1000) / model.downloadBytesPerSecond;
}

/** The wait for a kept snapshot of `bytes` to be read from the store. */
export function loadCost(model: Pick<SnapshotCostModel, 'loadBytesPerSecond'>, bytes: number): number {
  return (bytes * 1000) / model.loadBytesPerSecond;
}
