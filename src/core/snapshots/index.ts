export { DEFAULT_SNAPSHOT_COSTS, downloadCost, loadCost, requestsCost, type SnapshotCostModel } from './costModel';
export { infoOf, memorySnapshotStore } from './memorySnapshotStore';
export { isNotInSnapshotsError, NotInSnapshotsError } from './NotInSnapshotsError';
export type { Snapshot, SnapshotInfo } from './Snapshot';
export { searchIndexes, SnapshotIndex } from './SnapshotIndex';
export {
  cannotReachService,
  DEFAULT_SNAPSHOT_MAX_AGE_MS,
  categoriesAdmittedBy,
  type KeptSnapshot,
  type SnapshotMode,
  SnapshotPlanner,
  SNAPSHOTS_IN_MEMORY,
  type SnapshotPlannerOptions,
  type SnapshotStats,
  type SnapshotUse,
} from './SnapshotPlanner';
export type { SnapshotStore } from './SnapshotStore';
