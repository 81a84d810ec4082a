export { CalibratedCosts, type CalibratedFigures } from './CalibratedCosts';
export {
  acceptedDelay,
  DEFAULT_SNAPSHOT_COSTS,
  DOWNLOAD_REQUESTS,
  downloadCost,
  loadCost,
  requestsCost,
  type SnapshotCostModel,
} from './costModel';
export { RateEstimate } from './RateEstimate';
export { infoOf, keyText, memorySnapshotStore } from './memorySnapshotStore';
export { isNotInSnapshotsError, NotInSnapshotsError } from './NotInSnapshotsError';
export {
  isTextSnapshot,
  type Snapshot,
  type SnapshotInfo,
  type SnapshotKey,
  type SnapshotText,
  type SnapshotTextIndex,
  type StoredSnapshot,
  type TextSnapshot,
} from './Snapshot';
export { isSnapshotDamagedError, SnapshotDamagedError } from './SnapshotDamagedError';
export {
  isSnapshotsUnavailableError,
  SnapshotsUnavailableError,
  type SnapshotsUnavailableReason,
} from './SnapshotsUnavailableError';
export {
  MAX_SNAPSHOT_PRODUCTS,
  newSnapshot,
  snapshotChecksum,
  snapshotInfoProblem,
  type SnapshotProblem,
  snapshotProblem,
} from './snapshotChecks';
export { SnapshotCache, SNAPSHOTS_IN_MEMORY } from './SnapshotCache';
export {
  SNAPSHOT_CLOCK_SKEW_MS,
  type ServiceTime,
  type SnapshotAge,
  SnapshotFreshness,
  type StaleReason,
} from './SnapshotFreshness';
export { type CheckedTextSnapshot, searchIndexes, SnapshotIndex } from './SnapshotIndex';
export { checkedTextSnapshot, textSnapshotOf } from './textSnapshot';
export { cannotReachService } from './cannotReachService';
export { categoriesAdmittedBy } from './categoriesAdmittedBy';
export type { DroppedSnapshot, KeptSnapshot } from './SnapshotLibrary';
export type { SnapshotDownload } from './SnapshotDownloads';
export type { SnapshotMode } from './SnapshotMode';
export {
  DEFAULT_LIFECYCLE_MAX_AGE_MS,
  DEFAULT_SNAPSHOT_MAX_AGE_MS,
  SnapshotPlanner,
  type SnapshotPlannerOptions,
} from './SnapshotPlanner';
export type { SnapshotUse } from './SnapshotProvenance';
export { noSnapshotStats, type SnapshotStats } from './SnapshotStats';
export type { SnapshotStore } from './SnapshotStore';
export { answerSources, type AnswerSources, type SnapshotShare } from './answerSources';
