export {
  DEFAULT_SNAPSHOT_CHUNK_SIZE,
  DEFAULT_SNAPSHOT_DEADLINE_MS,
  DEFAULT_SNAPSHOT_DATABASE,
  IndexedDbSnapshotStore,
  type IndexedDbSnapshotStoreOptions,
} from './IndexedDbSnapshotStore';
export type { IndexedDbFactory } from './snapshotDatabase';
export {
  isSnapshotStoreError,
  SnapshotStoreError,
  type SnapshotStoreOperation,
  type SnapshotStoreProblem,
} from './SnapshotStoreError';
