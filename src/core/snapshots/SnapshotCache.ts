import { LRUCache } from 'lru-cache';
import type { BottomCategory, Language } from '../catalog';
import type { SnapshotIndex } from './SnapshotIndex';
import { categoryKey } from './categoryKey';

/**
 * Snapshots held in memory at once: one language's three categories. The largest, SMD capacitors, takes a few
 * hundred MB as objects; a session that moves through languages would otherwise keep every one it ever read.
 * The one used longest ago goes, and is read from the store again when wanted.
 */
export const SNAPSHOTS_IN_MEMORY = 3;

/**
 * The snapshots in memory, by category and language, at most SNAPSHOTS_IN_MEMORY of them: the memory of
 * snapshots, apart from the planner's decision of when one answers. What goes is only forgotten here; the
 * store still keeps it.
 */
export class SnapshotCache {
  private readonly indexes = new LRUCache<string, SnapshotIndex>({ max: SNAPSHOTS_IN_MEMORY });

  /** The snapshot in memory, without counting as a use (to decide, not to answer). */
  peek(category: BottomCategory, lang: Language): SnapshotIndex | undefined {
    return this.indexes.peek(categoryKey(category, lang));
  }

  /** The snapshot in memory, now the one used last. */
  use(category: BottomCategory, lang: Language): SnapshotIndex | undefined {
    return this.indexes.get(categoryKey(category, lang));
  }

  /** Holds `index` as the one used last, in place of any other of its category and language. */
  hold(index: SnapshotIndex): SnapshotIndex {
    this.indexes.set(categoryKey(index.facts.category, index.facts.lang), index);
    return index;
  }

  forget(category: BottomCategory, lang: Language): void {
    this.indexes.delete(categoryKey(category, lang));
  }
}
