import type { SnapshotInfo, SnapshotKey, StoredSnapshot } from './Snapshot';

/**
 * Where snapshots are kept between runs: IndexedDB in Excel's runtime and the browser
 * (office's IndexedDbSnapshotStore), memory in Node and tests (memorySnapshotStore). One snapshot per
 * service, category and language: saving one replaces the one before.
 */
export interface SnapshotStore {
  /** The snapshots kept, of every service, without their products. */
  list(): Promise<SnapshotInfo[]>;
  /**
   * The snapshot of a service, category and language, in the form it was saved in, or undefined when none is
   * kept.
   */
  load(key: SnapshotKey): Promise<StoredSnapshot | undefined>;
  /** Keeps a snapshot, in either form, in place of the one of its service, category and language. */
  save(snapshot: StoredSnapshot): Promise<void>;
  /** Forgets the snapshot of a service, category and language (nothing happens when none is kept). */
  delete(key: SnapshotKey): Promise<void>;
}
