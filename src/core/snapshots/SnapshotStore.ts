import type { BottomCategory, Language } from '../catalog';
import type { Snapshot, SnapshotInfo } from './Snapshot';

/**
 * Where snapshots are kept between runs: IndexedDB in Excel's runtime and the browser
 * (office's IndexedDbSnapshotStore), memory in Node and tests (memorySnapshotStore). One snapshot per
 * category and language: saving one replaces the one before.
 */
export interface SnapshotStore {
  /** The snapshots kept, without their products. */
  list(): Promise<SnapshotInfo[]>;
  /** The snapshot of a category in a language, or undefined when none is kept. */
  load(category: BottomCategory, lang: Language): Promise<Snapshot | undefined>;
  /** Keeps a snapshot, in place of the one of its category and language. */
  save(snapshot: Snapshot): Promise<void>;
  /** Forgets the snapshot of a category in a language (nothing happens when none is kept). */
  delete(category: BottomCategory, lang: Language): Promise<void>;
}
