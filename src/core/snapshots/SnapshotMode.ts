/**
 * `auto`: the service answers while the work is small; a category is downloaded when its part numbers in
 * hand would spend more rate-limited requests than the download and the download is at most the accepted
 * delay slower (SnapshotCostModel); kept snapshots younger than the age limit answer; when the service
 * cannot be reached, any kept snapshot answers. `offline`: only kept snapshots answer, and nothing is sent.
 * `off`: no snapshot is used or kept.
 */
export type SnapshotMode = 'auto' | 'off' | 'offline';
