import { BOTTOM_CATEGORIES, type BottomCategory, type Language, type Product } from '../catalog';
import type { Clock } from '../throttle';
import type { CalibratedCosts } from './CalibratedCosts';
import { InFlight } from './InFlight';
import { OverlapMeter } from './OverlapMeter';
import { isTextSnapshot, type Snapshot, type SnapshotInfo, type SnapshotKey, type StoredSnapshot } from './Snapshot';
import { SnapshotCache } from './SnapshotCache';
import { isSnapshotDamagedError, SnapshotDamagedError } from './SnapshotDamagedError';
import type { SnapshotFreshness } from './SnapshotFreshness';
import { SnapshotIndex } from './SnapshotIndex';
import type { SnapshotProvenance, SnapshotUse } from './SnapshotProvenance';
import type { SnapshotSaver } from './SnapshotSaver';
import type { SnapshotStats } from './SnapshotStats';
import type { SnapshotStore } from './SnapshotStore';
import { infoOf } from './memorySnapshotStore';
import { type SnapshotProblem, snapshotInfoProblem, snapshotProblem } from './snapshotChecks';
import { checkedTextSnapshot } from './textSnapshot';
import { categoryKey } from './categoryKey';

/** How old a snapshot may be to answer: a number of milliseconds by the service's clock, or any age. */
export type AgeLimit = number | 'any';

/** A kept snapshot as the Settings list shows it: of the connection in use, or kept for another service. */
export interface KeptSnapshot extends SnapshotUse {
  /**
   * Whether it belongs to the service this client talks to. A snapshot of another service (another connection,
   * used before) is listed all the same and used again when that connection is: nothing is deleted by a
   * change of connection. Its age is then this computer's count (`ageChecked` false): that service's clock is
   * not read by this client.
   */
  readonly inUse: boolean;
}

/** A kept snapshot that failed its checks and was dropped from the store: what Diagnostics says of it. */
export interface DroppedSnapshot {
  readonly category: BottomCategory;
  readonly lang: Language;
  readonly problem: SnapshotProblem;
  /** When it was dropped (ISO 8601, UTC). */
  readonly at: string;
}

/** Dropped snapshots remembered for Diagnostics: the latest few are what a report needs. */
const DROPPED_REMEMBERED = 10;

export interface SnapshotLibraryOptions {
  /** The service this client talks to (SnapshotKey.service): only its snapshots are used. */
  readonly service: string;
  readonly store: SnapshotStore;
  /** This computer's clock: what reads take is measured by it. */
  readonly clock: Clock;
  readonly freshness: SnapshotFreshness;
  /** Told each file's size as seen, and each read's time. */
  readonly costs: CalibratedCosts;
  readonly provenance: SnapshotProvenance;
  readonly saver: SnapshotSaver;
  /** Counts its reads and the snapshots it dropped. */
  readonly stats: SnapshotStats;
}

/**
 * The kept snapshots of this client's service, wherever they are: in memory (the ones used last), in the
 * store, or on their way into it. Each is checked whole before it answers, and one that fails its checks is
 * dropped. Which of them answers a piece of work is the planner's decision, not the library's.
 */
export class SnapshotLibrary {
  /** Snapshots in memory, the ones used last. */
  private readonly memory = new SnapshotCache();
  /** Reads from the store on their way, shared by the work that wants them. */
  private readonly reads = new InFlight<SnapshotIndex | undefined>();
  /** Reads of kept snapshots at once, measured together. */
  private readonly loadMeter: OverlapMeter;
  /** The latest snapshots dropped for failing their checks, oldest first. */
  private readonly droppedList: DroppedSnapshot[] = [];

  constructor(private readonly options: SnapshotLibraryOptions) {
    this.loadMeter = new OverlapMeter((bytes, milliseconds) => options.costs.measureLoad(bytes, milliseconds));
  }

  /** The snapshots dropped lately for failing their checks, oldest first (Diagnostics). */
  dropped(): readonly DroppedSnapshot[] {
    return [...this.droppedList];
  }

  /**
   * Every kept snapshot, of this client's service and of the others (connections used before, whose snapshots
   * wait to be used again), those of this service first, each newest first, each with its age and whether it is
   * stale. Another service's snapshots are not checked here (their service's clock is not this client's to read).
   */
  async list(): Promise<KeptSnapshot[]> {
    const { store, service, saver, provenance, clock } = this.options;
    const stored = await store.list();
    const mine = saver.withUnsaved(await this.believable(stored));
    const others = stored.filter((info) => info.service !== service);
    const now = clock.now();
    const byNewest = (a: KeptSnapshot, b: KeptSnapshot): number => b.issuedAt.localeCompare(a.issuedAt);
    return [
      ...mine.map((info) => ({ ...provenance.useOf(info), inUse: true })).sort(byNewest),
      ...others
        .map((info) => ({
          ...infoOf(info),
          ageMs: now - Date.parse(info.issuedAt),
          ageChecked: false,
          stale: false,
          inUse: false,
        }))
        .sort((a, b) => a.service.localeCompare(b.service) || byNewest(a, b)),
    ];
  }

  /** The kept snapshots' facts in a language, those stale for the age limit left out; none when the store fails. */
  async keptInfos(lang: Language, limit: AgeLimit): Promise<SnapshotInfo[]> {
    // A store that cannot be read (private browsing, storage refused) is a store with nothing in it: the
    // service still answers.
    const stored = await this.options.store.list().catch(() => []);
    const infos = this.options.saver.withUnsaved(await this.believable(stored));
    return infos.filter((info) => info.lang === lang && !this.isStale(info, limit));
  }

  /** Every kept snapshot of a language, in memory (read from the store where needed). */
  async kept(lang: Language, limit: AgeLimit): Promise<SnapshotIndex[]> {
    const infos = await this.keptInfos(lang, limit);
    const indexes = await Promise.all(infos.map((info) => this.load(info)));
    return indexes.filter((index): index is SnapshotIndex => index !== undefined && !this.isStale(index.facts, limit));
  }

  /** The snapshots of these categories fresh for the age limit, and the categories with none. */
  async indexesOf(
    categories: readonly BottomCategory[],
    lang: Language,
    limit: AgeLimit,
  ): Promise<{ indexes: SnapshotIndex[]; missing: BottomCategory[] }> {
    const kept = await this.kept(lang, limit);
    const indexes = kept.filter((index) => categories.includes(index.facts.category));
    const missing = categories.filter((category) => !indexes.some((index) => index.facts.category === category));
    return { indexes, missing };
  }

  /** Whether a snapshot may not answer for this age limit (any age: it may), by SnapshotFreshness. */
  isStale(info: SnapshotInfo, limit: AgeLimit): boolean {
    return limit !== 'any' && this.options.freshness.isStale(info, limit);
  }

  /** Whether memory holds a snapshot of this category fresh for the age limit. */
  fresh(category: BottomCategory, lang: Language, limit: AgeLimit): boolean {
    const index = this.memory.peek(category, lang);
    return index !== undefined && !this.isStale(index.facts, limit);
  }

  /** The snapshots of a language in memory fresh for the age limit, now the ones used last. */
  inMemory(lang: Language, limit: AgeLimit): SnapshotIndex[] {
    return BOTTOM_CATEGORIES.filter((category) => this.fresh(category, lang, limit)).map((category) =>
      this.memory.use(category, lang)!,
    );
  }

  /**
   * The service answered these products: compared with the snapshots of their categories in hand (`loaded`, and
   * those in memory), any that holds one of them with other lifecycle fields is stale from now on
   * (SnapshotFreshness.compare).
   */
  noteServiceAnswers(
    answered: Iterable<Product | undefined>,
    lang: Language,
    loaded: readonly SnapshotIndex[] = [],
  ): void {
    this.options.freshness.compare(
      answered,
      (category) =>
        loaded.find((index) => index.facts.category === category && index.facts.lang === lang) ??
        this.memory.peek(category, lang),
    );
  }

  /**
   * A kept snapshot in memory: the one already there unless the store holds a newer one, else read from
   * the store once however many want it at once; undefined when the store no longer has it.
   */
  load(info: SnapshotInfo): Promise<SnapshotIndex | undefined> {
    const index = this.memory.peek(info.category, info.lang);
    if (index && index.facts.issuedAt >= info.issuedAt) return Promise.resolve(this.memory.hold(index));
    return this.reads.run(categoryKey(info.category, info.lang), async () => {
      const { clock } = this.options;
      const started = clock.now();
      this.loadMeter.started();
      let index: SnapshotIndex | undefined;
      try {
        index = await this.read(info);
        return index;
      } finally {
        const ended = clock.now();
        this.loadMeter.ended(ended, index && { bytes: index.facts.bytes, milliseconds: ended - started });
      }
    });
  }

  /** Keeps a new snapshot: in memory at once (indexed), and on its way into the store. */
  keep(snapshot: Snapshot): SnapshotIndex {
    const index = this.memory.hold(new SnapshotIndex(snapshot));
    this.options.costs.noteSize(snapshot.category, snapshot.lang, snapshot.bytes);
    this.options.saver.save(snapshot, index.facts);
    return index;
  }

  /** Forgets a kept snapshot, in memory and in the store. */
  async delete(category: BottomCategory, lang: Language): Promise<void> {
    this.memory.forget(category, lang);
    this.options.saver.forget(category, lang);
    await this.options.store.delete(this.storeKey(category, lang));
  }

  /**
   * This service's snapshots among `infos`, those whose facts cannot be believed (snapshotInfoProblem)
   * dropped; remembers the size of each category's file.
   */
  private async believable(infos: readonly SnapshotInfo[]): Promise<SnapshotInfo[]> {
    const mine = infos.filter((info) => info.service === this.options.service);
    const kept: SnapshotInfo[] = [];
    for (const info of mine) {
      const problem = snapshotInfoProblem(info);
      if (problem) {
        await this.drop(new SnapshotDamagedError(info.category, info.lang, problem));
        continue;
      }
      this.options.costs.noteSize(info.category, info.lang, info.bytes);
      kept.push(info);
    }
    return kept;
  }

  /** A kept snapshot read from the store and checked whole; undefined when the store no longer has it or it fails. */
  private async read(info: SnapshotInfo): Promise<SnapshotIndex | undefined> {
    let snapshot: StoredSnapshot | undefined;
    try {
      snapshot = await this.options.store.load(this.storeKey(info.category, info.lang));
    } catch (error) {
      // A store that cannot be read answers nothing (the service does); a damaged snapshot goes.
      if (isSnapshotDamagedError(error)) await this.drop(error);
      return undefined;
    }
    if (!snapshot) return undefined;
    // Checked whole before it answers anything: a snapshot changed in the store is never served.
    const checked = await this.checked(snapshot);
    if ('problem' in checked) {
      await this.drop(new SnapshotDamagedError(info.category, info.lang, checked.problem));
      return undefined;
    }
    this.options.stats.loads += 1;
    return this.memory.hold(checked.index);
  }

  /**
   * A stored snapshot indexed once its checks pass, in either form: kept as text, its bytes hashed as they
   * are; kept as products (as stores kept them before), each product's JSON made and hashed.
   */
  private async checked(
    snapshot: StoredSnapshot,
  ): Promise<{ readonly index: SnapshotIndex } | { readonly problem: SnapshotProblem }> {
    if (snapshot.service !== this.options.service) return { problem: 'structure' };
    if (isTextSnapshot(snapshot)) return checkedTextSnapshot(snapshot);
    const problem = await snapshotProblem(snapshot);
    return problem ? { problem } : { index: new SnapshotIndex(snapshot) };
  }

  /** Forgets a damaged snapshot in memory and in the store, and remembers it for Diagnostics. */
  private async drop(damage: SnapshotDamagedError): Promise<void> {
    const { category, lang, problem } = damage;
    this.memory.forget(category, lang);
    this.options.stats.dropped += 1;
    this.droppedList.push({ category, lang, problem, at: new Date(this.options.clock.now()).toISOString() });
    if (this.droppedList.length > DROPPED_REMEMBERED) this.droppedList.shift();
    // A store that cannot delete it now drops it at the next look: the checks run on every load.
    await this.options.store.delete(this.storeKey(category, lang)).catch(() => undefined);
  }

  private storeKey(category: BottomCategory, lang: Language): SnapshotKey {
    return { service: this.options.service, category, lang };
  }
}
