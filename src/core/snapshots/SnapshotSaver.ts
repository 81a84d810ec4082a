import type { BottomCategory, Language } from '../catalog';
import type { Snapshot, SnapshotInfo } from './Snapshot';
import type { SnapshotStore } from './SnapshotStore';
import { textSnapshotOf } from './textSnapshot';
import { categoryKey } from './categoryKey';

/**
 * Puts snapshots into the store in the background: the work in hand answers from memory and never waits for
 * the store, and a store that refuses (full, private browsing) costs only the next run's download. The text a
 * snapshot is kept as is made once no lookup window is at work (a few hundred ms for the largest category,
 * and its 155 MB would make the collector run while the cells wait).
 */
export class SnapshotSaver {
  /** Snapshots on their way into the store. */
  private readonly saving = new Set<Promise<void>>();
  /** The facts of the snapshots on their way into the store, by category and language: they answer already. */
  private readonly unsaved = new Map<string, SnapshotInfo>();
  /** Lookup windows being settled now, and the saves that wait until none is. */
  private windowsAtWork = 0;
  private readonly whenQuiet: (() => void)[] = [];

  constructor(
    private readonly store: SnapshotStore,
    /** A save the store refused. */
    private readonly onRefused: () => void,
  ) {}

  /** Runs a lookup window's work; saves wait until no window is at work. */
  async duringWindow(work: () => Promise<void>): Promise<void> {
    this.windowsAtWork += 1;
    try {
      await work();
    } finally {
      this.windowsAtWork -= 1;
      if (this.windowsAtWork === 0) for (const resolve of this.whenQuiet.splice(0)) resolve();
    }
  }

  /** Starts keeping `snapshot`, whose facts as indexed are `facts`; its facts count as kept from now on. */
  save(snapshot: Snapshot, facts: SnapshotInfo): void {
    const key = categoryKey(snapshot.category, snapshot.lang);
    this.unsaved.set(key, facts);
    const saving = this.keep(snapshot).catch(() => this.onRefused());
    this.saving.add(saving);
    void saving.finally(() => {
      this.saving.delete(saving);
      if (this.unsaved.get(key) === facts) this.unsaved.delete(key);
    });
  }

  /**
   * The stored snapshots' facts, with those on their way into the store in place of the ones before them: a
   * snapshot being saved answers already, from memory (neither the work in hand nor the pane's list waits).
   */
  withUnsaved(stored: readonly SnapshotInfo[]): SnapshotInfo[] {
    return [
      ...stored.filter((info) => !this.unsaved.has(categoryKey(info.category, info.lang))),
      ...this.unsaved.values(),
    ];
  }

  /** Leaves a snapshot deleted out of the facts of those on their way (its save may still end). */
  forget(category: BottomCategory, lang: Language): void {
    this.unsaved.delete(categoryKey(category, lang));
  }

  /** Resolves once every snapshot on its way into the store is there (or refused). */
  async saved(): Promise<void> {
    while (this.saving.size > 0) await Promise.all(this.saving);
  }

  /**
   * Keeps a snapshot as text, its products' JSON as their checksum hashed it: a restart then checks the bytes
   * as they are, with no JSON to make, and reads only the products its answers want. A snapshot whose
   * products do not make one is kept as products, as before, and fails its checks when read.
   */
  private async keep(snapshot: Snapshot): Promise<void> {
    await this.quiet();
    await this.store.save((await textSnapshotOf(snapshot)) ?? snapshot);
  }

  /** Resolves once no lookup window is at work (at once when none is). */
  private quiet(): Promise<void> {
    if (this.windowsAtWork === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenQuiet.push(resolve));
  }
}
