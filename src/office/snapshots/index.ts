export {
  DEFAULT_SNAPSHOT_CHUNK_SIZE,
  DEFAULT_SNAPSHOT_DEADLINE_MS,
  DEFAULT_SNAPSHOT_DATABASE,
  type IndexedDbFactory,
  IndexedDbSnapshotStore,
  type IndexedDbSnapshotStoreOptions,
} from './IndexedDbSnapshotStore';
export {
  isSnapshotStoreError,
  SnapshotStoreError,
  type SnapshotStoreOperation,
  type SnapshotStoreProblem,
} from './SnapshotStoreError';
