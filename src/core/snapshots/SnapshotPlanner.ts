import { BOTTOM_CATEGORIES, type BottomCategory, type Language, partnoKey, type Product } from '../catalog';
import {
  type DownloadedFile,
  type DownloadProgress,
  isNetworkError,
  isTimeoutError,
  type SearchResult,
  type ServiceApi,
} from '../client';
import { isPartSpecError } from '../errors';
import type { LookupWindow, ServiceAnswer } from '../lookup';
import { type Filter, matchesFilter, type SortOrder, sortProducts } from '../query';
import type { Clock } from '../throttle';
import { TimeSlices } from '../TimeSlices';
import { CalibratedCosts, type CalibratedFigures } from './CalibratedCosts';
import { DOWNLOAD_REQUESTS, type SnapshotCostModel } from './costModel';
import { NotInSnapshotsError } from './NotInSnapshotsError';
import { OverlapMeter } from './OverlapMeter';
import { isTextSnapshot, type Snapshot, type SnapshotInfo, type SnapshotKey, type StoredSnapshot } from './Snapshot';
import { isSnapshotDamagedError, SnapshotDamagedError } from './SnapshotDamagedError';
import { SnapshotCache } from './SnapshotCache';
import { type ServiceTime, type SnapshotAge, SnapshotFreshness } from './SnapshotFreshness';
import { searchIndexes, SnapshotIndex } from './SnapshotIndex';
import type { SnapshotStore } from './SnapshotStore';
import { infoOf } from './memorySnapshotStore';
import { newSnapshot, type SnapshotProblem, snapshotInfoProblem, snapshotProblem } from './snapshotChecks';
import { checkedTextSnapshot, textSnapshotOf } from './textSnapshot';

/**
 * `auto`: the service answers while the work is small; a category is downloaded when its part numbers in
 * hand would spend more rate-limited requests than the download and the download is at most the accepted
 * delay slower (SnapshotCostModel); kept snapshots younger than the age limit answer; when the service
 * cannot be reached, any kept snapshot answers. `offline`: only kept snapshots answer, and nothing is sent.
 * `off`: no snapshot is used or kept.
 */
export type SnapshotMode = 'auto' | 'off' | 'offline';

/**
 * A snapshot that answered, as an answer carries it: its facts, its age by the service's clock, and whether it
 * is stale (past the age limit, dated ahead of the service's clock, or contradicted by the service's answers).
 */
export interface SnapshotUse extends SnapshotInfo, SnapshotAge {
  /** Stale for the ordinary age limit (`maxAgeMs`): used only offline or because the service could not be reached. */
  readonly stale: boolean;
}

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

/** How old a snapshot may be to answer: a number of milliseconds by the service's clock, or any age. */
type AgeLimit = number | 'any';

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

/** A kept snapshot's file as it arrives: its category and language, and its bytes so far. */
export interface SnapshotDownload {
  readonly category: BottomCategory;
  readonly lang: Language;
  readonly progress: DownloadProgress;
}

export interface SnapshotStats {
  /** Part numbers and products answered from snapshots. */
  answered: number;
  /** Rate-limited requests those answers would have cost through the service. */
  requestsSaved: number;
  /** Categories downloaded into snapshots. */
  downloads: number;
  /** Snapshots read from the store into memory. */
  loads: number;
  /** Snapshots the store refused to keep (they answered from memory all the same). */
  storeFailures: number;
  /** Kept snapshots that failed their checks and were dropped (the service answered instead). */
  dropped: number;
}

export interface SnapshotPlannerOptions {
  readonly mode: Exclude<SnapshotMode, 'off'>;
  /** The service this client talks to (SnapshotKey.service): only its snapshots are used. */
  readonly service: string;
  readonly store: SnapshotStore;
  readonly maxAgeMs: number;
  /**
   * How old a snapshot may be, by the service's clock, to answer a lifecycle question (LookupWindow.lifecycle,
   * the `lifecycle` of a search): a refresh of Status and its dates. Such a snapshot answers only after the
   * service itself answered in the same work (its clock read, a spot check of the parts compared).
   */
  readonly lifecycleMaxAgeMs: number;
  /** This computer's clock: what waits and what is measured. */
  readonly clock: Clock;
  /** The service's clock (the client's ServiceClock): every snapshot's age is counted by it. */
  readonly serviceClock: ServiceTime;
  /** The priors and the accepted delay; the rates are then measured (CalibratedCosts). */
  readonly cost: SnapshotCostModel;
  /**
   * The service a category is downloaded from (its address, then its file), into a snapshot not yet kept,
   * and which tells a file's size before it is downloaded.
   */
  readonly api: Pick<ServiceApi, 'downloadCategory' | 'downloadSize' | 'search'>;
}

/** How old a snapshot may be before `auto` stops using it while the service answers: 24 hours. */
export const DEFAULT_SNAPSHOT_MAX_AGE_MS = 86_400_000;

/** How old a snapshot may be to answer a lifecycle refresh (Status and its dates): 1 hour. */
export const DEFAULT_LIFECYCLE_MAX_AGE_MS = 3_600_000;

/**
 * Part numbers a search's spot check asks of the service before snapshots answer it for a lifecycle refresh:
 * one short request, spread over the snapshots in play.
 */
const SPOT_CHECK_PARTNOS = 20;

/**
 * A file's size is asked of the service (its address: one rate-limited request) only where its download
 * would spare at least this many: should the file prove too large to pay, the request the asking took is
 * less than what was at stake. Below it, a file of unknown size is not downloaded (never costed blind).
 */
const SPARED_TO_ASK_SIZE = 2;

/** Spec 8: a search answer holds at most 2000 products. */
const MAX_HITS = 2000;

const keyOf = (category: BottomCategory, lang: Language): string => `${category}\n${lang}`;

/**
 * Whether a failure means the service (or the relay before it) cannot be reached now: no connection, no
 * answer in time, a 5xx after the retries. Then kept snapshots of any age answer, saying their date.
 */
export function cannotReachService(error: unknown): boolean {
  for (let current = error, depth = 0; current !== undefined && depth < 4; depth += 1) {
    if (isNetworkError(current) || isTimeoutError(current)) return true;
    if (isPartSpecError(current) && current.status !== undefined && current.status >= 500) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * Decides, for each piece of work, whether the service or a snapshot answers it (the cost model), keeps
 * the snapshots it downloads, and remembers which snapshot each answered product came from.
 */
export class SnapshotPlanner {
  readonly stats: SnapshotStats = {
    answered: 0,
    requestsSaved: 0,
    downloads: 0,
    loads: 0,
    storeFailures: 0,
    dropped: 0,
  };
  /** The latest snapshots dropped for failing their checks, oldest first. */
  private readonly droppedList: DroppedSnapshot[] = [];
  /** Snapshots on their way into the store. */
  private readonly saving = new Set<Promise<void>>();
  /** The facts of the snapshots on their way into the store, by category and language: list() shows them. */
  private readonly unsaved = new Map<string, SnapshotInfo>();
  /** Lookup windows being settled now, and what waits until none is (snapshots to keep). */
  private windowsAtWork = 0;
  private readonly whenQuiet: (() => void)[] = [];
  /** Snapshots in memory, the ones used last. */
  private readonly memory = new SnapshotCache();
  /** Loads and downloads on their way, shared by the work that wants them. */
  private readonly pending = new Map<string, Promise<SnapshotIndex | undefined>>();
  /** The costs as this client measures them, and the files' sizes as seen or told. */
  private readonly costs: CalibratedCosts;
  /** Files whose size the service was asked for: a HEAD it did not answer is not asked again, nor its address. */
  private readonly sizesAsked = new Set<string>();
  /** The planner's downloads, and its reads of kept snapshots: those at once measured together. */
  /** Who hears the downloads as they arrive (onDownload): the jobs waiting on them, for their progress. */
  private readonly downloadListeners = new Set<(download: SnapshotDownload) => void>();
  private readonly downloadMeter: OverlapMeter;
  private readonly loadMeter: OverlapMeter;
  /** The facts of the snapshot each answered product came from: never the snapshot, whose products it would hold. */
  private readonly origin = new WeakMap<Product, SnapshotInfo>();
  /** Snapshots' ages by the service's clock, and what its answers showed of them. */
  private readonly freshness: SnapshotFreshness;

  constructor(private readonly options: SnapshotPlannerOptions) {
    this.freshness = new SnapshotFreshness(options.serviceClock);
    this.costs = new CalibratedCosts(options.cost);
    this.downloadMeter = new OverlapMeter((bytes, milliseconds) => this.costs.measureDownload(bytes, milliseconds));
    this.loadMeter = new OverlapMeter((bytes, milliseconds) => this.costs.measureLoad(bytes, milliseconds));
  }

  /** The download and read rates the planner counts with now: its priors, moved to what it has measured. */
  get calibration(): CalibratedFigures {
    return this.costs.figures;
  }

  get mode(): Exclude<SnapshotMode, 'off'> {
    return this.options.mode;
  }

  /** The snapshot a product came from, with its age now; undefined for one the service answered. */
  snapshotOf(product: Product): SnapshotUse | undefined {
    const info = this.origin.get(product);
    return info && this.useOf(info);
  }

  /** A snapshot's facts with its age now by the service's clock, and whether it is stale for the ordinary limit. */
  private useOf(info: SnapshotInfo): SnapshotUse {
    const age = this.freshness.ageOf(info, this.options.maxAgeMs);
    return { ...infoOf(info), ...age, stale: age.staleBecause !== undefined };
  }

  /** The age limit of a piece of work: the lifecycle one for a lifecycle refresh, else the ordinary one. */
  private limitOf(lifecycle: boolean | undefined): number {
    return lifecycle ? this.options.lifecycleMaxAgeMs : this.options.maxAgeMs;
  }

  /**
   * Settles every part number of a lookup window: from snapshots where they spare rate-limited requests at a
   * wait accepted for them (costModel.ts), else the service.
   */
  readonly resolveWindow = async (work: LookupWindow): Promise<void> => {
    this.windowsAtWork += 1;
    try {
      await this.resolveWindowNow(work);
    } finally {
      this.windowsAtWork -= 1;
      if (this.windowsAtWork === 0) for (const resolve of this.whenQuiet.splice(0)) resolve();
    }
  };

  private async resolveWindowNow(work: LookupWindow): Promise<void> {
    const { lang } = work;
    const limit = this.limitOf(work.lifecycle);
    const remaining = new Map(work.partnos.map((partno) => [partnoKey(partno), partno]));

    if (this.options.mode === 'offline') {
      const kept = await this.kept(lang, 'any');
      await this.answerFrom(work, remaining, kept);
      if (remaining.size > 0) work.fail([...remaining.values()], this.missingError(kept, lang));
      return;
    }

    // A lifecycle answer from a snapshot is believed only once the service has answered in this very window:
    // one request's worth of its part numbers, spread over them, reads the service's clock (a service restarted
    // a year later shows it at once) and is compared with the snapshots before they answer the rest.
    // Those in memory count as well as the store's: another client on the same store may have replaced a
    // snapshot this one still holds in memory (the store's newer one can even look ahead of this clock).
    let asked: ServiceAnswer | undefined;
    if (work.lifecycle && (this.inMemory(lang, limit).length > 0 || (await this.keptInfos(lang, limit)).length > 0)) {
      const rest = [...remaining.values()];
      asked = await work.ask(oneRequestOf(rest, work.requestsFor(rest), work));
      if (!(await this.settle(work, remaining, asked, lang))) return;
      if (remaining.size === 0) return;
    }
    /** Snapshots answer what they hold, those the window's own answer from the service shows stale left out. */
    const answerFrom = async (indexes: readonly (SnapshotIndex | undefined)[]): Promise<void> => {
      const loaded = indexes.filter((index) => index !== undefined);
      if (asked) this.noteServiceAnswers(asked.found.values(), lang, loaded);
      await this.answerFrom(
        work,
        remaining,
        loaded.filter((index) => !this.isStale(index.facts, limit)),
      );
    };

    await answerFrom(this.inMemory(lang, limit));
    if (remaining.size === 0) return;
    // Kept snapshots not yet in memory: read, spending no request, unless that is more than the accepted
    // delay slower than asking for what is left.
    const unread = (await this.keptInfos(lang, limit)).filter((info) => !this.fresh(info.category, lang, limit));
    const unreadBytes = unread.reduce((sum, info) => sum + info.bytes, 0);
    if (unread.length > 0 && this.costs.readPays(unreadBytes, work.requestsFor([...remaining.values()]))) {
      await answerFrom(await Promise.all(unread.map((info) => this.load(info))));
    }

    if (!(await this.downloadWhatPays(work, remaining, limit, asked))) return;
    if (remaining.size === 0) return;
    await this.settle(work, remaining, await work.ask([...remaining.values()]), lang);
  }

  /**
   * The service answered these products: compared with the snapshots of their categories in hand (`loaded`, and
   * those in memory), any that holds one of them with other lifecycle fields is stale from now on
   * (SnapshotFreshness.compare).
   */
  private noteServiceAnswers(
    answered: Iterable<Product | undefined>,
    lang: Language,
    loaded: readonly SnapshotIndex[] = [],
  ): void {
    this.freshness.compare(
      answered,
      (category) =>
        loaded.find((index) => index.facts.category === category && index.facts.lang === lang) ??
        this.memory.peek(category, lang),
    );
  }

  /**
   * Downloads each category whose part numbers left would spend more rate-limited requests than its download,
   * where the download is at most the accepted delay slower. One request's worth, answered by the service as
   * any lookup is, tells which categories are in play: spread over the whole work, since a sheet sorted by
   * category would show only its first in its first rows. That sample says what the part numbers left are
   * made of; once some categories are downloaded, the rest are of the others, so the sample less the
   * downloaded categories' says what they are made of, and a category whose share was too uncertain to pay
   * at first is weighed again, more exactly, without another request. False when the service failed for the
   * sample (the window is then over).
   */
  private async downloadWhatPays(
    work: LookupWindow,
    remaining: Map<string, string>,
    limit: number,
    asked?: ServiceAnswer,
  ): Promise<boolean> {
    const { lang } = work;
    const rest = [...remaining.values()];
    const requests = work.requestsFor(rest);
    // Worth a look only when, after the sample, what is left might pay for a download were it all of one category.
    const couldPay = BOTTOM_CATEGORIES.some(
      (category) => !this.fresh(category, lang, limit) && this.mightPay(category, lang, requests - (asked ? 0 : 1)),
    );
    if (!couldPay) return true;
    // The window's answer from the service so far is the sample, when it has one (a lifecycle window's).
    let answer = asked;
    if (!answer) {
      answer = await work.ask(oneRequestOf(rest, requests, work));
      if (!(await this.settle(work, remaining, answer, lang))) return false;
    }
    /** The sample's part numbers by category; undefined for those the service does not know. */
    const sample = [...answer.found.values()].map((product) => product?.category);
    const tried = new Set<BottomCategory>();
    while (remaining.size > 0) {
      // The sample's part numbers no snapshot in memory answers: what the part numbers left are made of.
      const open = sample.filter((category) => category === undefined || !this.fresh(category, lang, limit));
      const left = work.requestsFor([...remaining.values()]);
      /** The requests a category's part numbers left would take, by its share of the open sample. */
      const requestsOf = (category: BottomCategory): number =>
        open.length === 0 ? 0 : (left * open.filter((each) => each === category).length) / open.length;
      const inPlay = BOTTOM_CATEGORIES.filter(
        (category) => !tried.has(category) && !this.fresh(category, lang, limit) && requestsOf(category) > 0,
      );
      // A file whose size is not known is not costed blind: the service is asked its size first (its address,
      // which the download then uses, and a HEAD) where the download would spare enough requests.
      await Promise.all(
        inPlay
          .filter((category) => requestsOf(category) - DOWNLOAD_REQUESTS >= SPARED_TO_ASK_SIZE)
          .map((category) => this.askSize(category, lang)),
      );
      const chosen = inPlay.filter(
        (category) => !this.sizeToAsk(category, lang) && this.costs.downloadPays(category, lang, requestsOf(category)),
      );
      if (chosen.length === 0) break;
      for (const category of chosen) tried.add(category);
      // A download that fails leaves its part numbers to the service, which answers them as before.
      const downloaded = await Promise.all(
        chosen.map((category) => this.downloaded(category, lang).catch(() => undefined)),
      );
      await this.answerFrom(
        work,
        remaining,
        downloaded.filter((index) => index !== undefined),
      );
    }
    return true;
  }

  /**
   * Before a window of many searches goes out (matching's: one per value and size of a BOM), downloads each
   * category whose searches would spend more rate-limited requests than its download, where the download is
   * at most the accepted delay slower, as for lookups; the searches are then answered from the snapshot. A
   * search is counted as one request, shared among the categories it admits that no snapshot answers yet. A
   * download that fails leaves its searches to the service, which answers them as before.
   */
  readonly prepareSearches = async (filters: readonly Filter[], lang: Language): Promise<void> => {
    if (this.options.mode !== 'auto') return;
    const kept = new Set((await this.keptInfos(lang, this.options.maxAgeMs)).map((info) => info.category));
    const requests = new Map<BottomCategory, number>();
    for (const filter of filters) {
      const open = categoriesAdmittedBy(filter, lang).filter((category) => !kept.has(category));
      for (const category of open) requests.set(category, (requests.get(category) ?? 0) + 1 / open.length);
    }
    const inPlay = [...requests].filter(([category, count]) => this.mightPay(category, lang, count));
    await Promise.all(
      inPlay
        .filter(([, count]) => count - DOWNLOAD_REQUESTS >= SPARED_TO_ASK_SIZE)
        .map(([category]) => this.askSize(category, lang)),
    );
    const chosen = inPlay.filter(
      ([category, count]) => !this.sizeToAsk(category, lang) && this.costs.downloadPays(category, lang, count),
    );
    await Promise.all(chosen.map(([category]) => this.downloaded(category, lang).catch(() => undefined)));
  };

  /**
   * What searchAll answers: from snapshots when every category the filter admits has one younger than the
   * age limit (or, offline, any kept one); else from the service, falling back to kept snapshots of any
   * age when it cannot be reached.
   */
  searchAll(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    viaService: () => Promise<Product[]>,
    lifecycle = false,
  ): Promise<Product[]> {
    return this.answer(
      { filter, lang, lifecycle },
      viaService,
      (products) => products,
      (indexes) => this.answerSearch(indexes, filter, orderby, lang),
    );
  }

  /**
   * What one search request answers (the first 2000 in the service's order, and whether more matched),
   * by the same rule as searchAll; from snapshots, with how many matched in all, which they know.
   */
  search(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    viaService: () => Promise<SearchResult>,
    lifecycle = false,
  ): Promise<SearchResult> {
    return this.answer(
      { filter, lang, lifecycle },
      viaService,
      (result) => result.products,
      (indexes) => {
        // The service's order: as asked, then category, then part number (sortProducts' ties).
        const products = sortProducts(this.answerSearch(indexes, filter, [], lang), orderby, { lang });
        return {
          hasMoreHits: products.length > MAX_HITS,
          products: products.slice(0, MAX_HITS),
          total: products.length,
        };
      },
    );
  }

  private async answer<T>(
    { filter, lang, lifecycle }: { filter: Filter; lang: Language; lifecycle: boolean },
    viaService: () => Promise<T>,
    productsOf: (answer: T) => readonly Product[],
    fromSnapshots: (indexes: readonly SnapshotIndex[]) => T,
  ): Promise<T> {
    const categories = categoriesAdmittedBy(filter, lang);
    if (this.options.mode === 'offline') {
      const kept = await this.indexesOf(categories, lang, 'any');
      if (kept.missing.length > 0) throw new NotInSnapshotsError(kept.missing, lang);
      return fromSnapshots(kept.indexes);
    }
    const limit = this.limitOf(lifecycle);
    const fresh = await this.indexesOf(categories, lang, limit);
    if (fresh.missing.length === 0 && (!lifecycle || (await this.spotCheck(fresh.indexes, lang, limit)))) {
      return fromSnapshots(fresh.indexes);
    }
    let answer: T;
    try {
      answer = await viaService();
    } catch (error) {
      if (!cannotReachService(error)) throw error;
      const kept = await this.indexesOf(categories, lang, 'any');
      if (kept.missing.length > 0) throw error;
      return fromSnapshots(kept.indexes);
    }
    this.noteServiceAnswers(productsOf(answer), lang);
    return answer;
  }

  /**
   * Before snapshots answer a search for a lifecycle refresh: a few of their part numbers asked of the service
   * (one short request), which reads its clock and is compared with them. Whether every one of them is still
   * fresh for `limit` after it; true when the service cannot be reached (they were fresh by its last known time).
   */
  private async spotCheck(indexes: readonly SnapshotIndex[], lang: Language, limit: number): Promise<boolean> {
    const each = Math.max(1, Math.floor(SPOT_CHECK_PARTNOS / indexes.length));
    const partnos = indexes.flatMap((index) => index.spreadPartnos(each));
    if (partnos.length === 0) return true;
    let answer: SearchResult;
    try {
      answer = await this.options.api.search(
        { conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: partnos }] },
        [],
        lang,
      );
    } catch (error) {
      if (cannotReachService(error)) return true;
      throw error;
    }
    this.noteServiceAnswers(answer.products, lang, indexes);
    return indexes.every((index) => !this.isStale(index.facts, limit));
  }

  /** Every product of a category from its kept snapshot of any age (offline), or undefined when none is kept. */
  async wholeCategory(category: BottomCategory, lang: Language): Promise<Product[] | undefined> {
    const { indexes } = await this.indexesOf([category], lang, 'any');
    return indexes.length > 0 ? this.answerSearch(indexes, { conditions: [] }, [], lang) : undefined;
  }

  /**
   * Every kept snapshot, of this client's service and of the others (connections used before, whose snapshots
   * wait to be used again), those of this service first, each newest first, each with its age and whether it is
   * stale. Another service's snapshots are not checked here (their service's clock is not this client's to read).
   */
  async list(): Promise<KeptSnapshot[]> {
    const stored = await this.options.store.list();
    const mine = this.withUnsaved(await this.believable(stored));
    const others = stored.filter((info) => info.service !== this.options.service);
    const now = this.options.clock.now();
    const byNewest = (a: KeptSnapshot, b: KeptSnapshot): number => b.issuedAt.localeCompare(a.issuedAt);
    return [
      ...mine.map((info) => ({ ...this.useOf(info), inUse: true })).sort(byNewest),
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

  /**
   * Hears every download of a category file this planner makes (for a lookup, a search or a refresh) as its
   * bytes arrive, until the function returned is called.
   */
  onDownload(listener: (download: SnapshotDownload) => void): () => void {
    this.downloadListeners.add(listener);
    return () => {
      this.downloadListeners.delete(listener);
    };
  }

  /** The snapshots dropped lately for failing their checks, oldest first (Diagnostics). */
  dropped(): readonly DroppedSnapshot[] {
    return [...this.droppedList];
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
      this.costs.noteSize(info.category, info.lang, info.bytes);
      kept.push(info);
    }
    return kept;
  }

  /** Forgets a damaged snapshot in memory and in the store, and remembers it for Diagnostics. */
  private async drop(damage: SnapshotDamagedError): Promise<void> {
    const { category, lang, problem } = damage;
    this.memory.forget(category, lang);
    this.stats.dropped += 1;
    this.droppedList.push({ category, lang, problem, at: new Date(this.options.clock.now()).toISOString() });
    if (this.droppedList.length > DROPPED_REMEMBERED) this.droppedList.shift();
    // A store that cannot delete it now drops it at the next look: the checks run on every load.
    await this.options.store.delete(this.storeKey(category, lang)).catch(() => undefined);
  }

  private storeKey(category: BottomCategory, lang: Language): SnapshotKey {
    return { service: this.options.service, category, lang };
  }

  /**
   * Downloads a category anew into a kept snapshot (Settings' Refresh, the pane's Refresh), telling its bytes
   * as they arrive to `onProgress` (when this download is the one that runs, not one already under way).
   */
  async refresh(
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<KeptSnapshot> {
    const index = await this.downloaded(category, lang, signal, onProgress);
    return { ...this.useOf(index.facts), inUse: true };
  }

  /**
   * Keeps a category downloaded elsewhere (a whole-category download in the pane) as the planner's own
   * downloads are kept: the time its file took to arrive and be parsed measured, a snapshot of it in memory
   * and on its way into the store.
   */
  async keepDownloaded(category: BottomCategory, lang: Language, downloaded: DownloadedFile): Promise<Snapshot> {
    this.costs.measureDownload(downloaded.bytes, downloaded.milliseconds);
    const snapshot = await this.snapshotOfFile(category, lang, downloaded);
    this.remember(snapshot);
    return snapshot;
  }

  /** Forgets a kept snapshot, in memory and in the store. */
  async delete(category: BottomCategory, lang: Language): Promise<void> {
    this.memory.forget(category, lang);
    this.unsaved.delete(keyOf(category, lang));
    await this.options.store.delete(this.storeKey(category, lang));
  }

  /** Whether a snapshot may not answer for this age limit (any age: it may), by SnapshotFreshness. */
  private isStale(info: SnapshotInfo, limit: AgeLimit): boolean {
    return limit !== 'any' && this.freshness.isStale(info, limit);
  }

  private fresh(category: BottomCategory, lang: Language, limit: AgeLimit): boolean {
    const index = this.memory.peek(category, lang);
    return index !== undefined && !this.isStale(index.facts, limit);
  }

  private inMemory(lang: Language, limit: AgeLimit): SnapshotIndex[] {
    return BOTTOM_CATEGORIES.filter((category) => this.fresh(category, lang, limit)).map((category) =>
      this.memory.use(category, lang)!,
    );
  }

  /**
   * Whether a download of this file might pay for `requests`: it does at its size as known (or at the prior,
   * when the service was asked and did not tell), or its size is still to be asked and the download would
   * spare enough requests to ask it (a file small enough pays).
   */
  private mightPay(category: BottomCategory, lang: Language, requests: number): boolean {
    return this.sizeToAsk(category, lang)
      ? requests - DOWNLOAD_REQUESTS >= SPARED_TO_ASK_SIZE
      : this.costs.downloadPays(category, lang, requests);
  }

  /** Neither known (seen, or told) nor asked of the service yet. */
  private sizeToAsk(category: BottomCategory, lang: Language): boolean {
    return !this.costs.knowsSize(category, lang) && !this.sizesAsked.has(keyOf(category, lang));
  }

  /**
   * Learns a file's size from the service, once per file for this client, unless it is known already. Whatever
   * goes wrong leaves the size unknown, and the file is costed at its prior size.
   */
  private async askSize(category: BottomCategory, lang: Language): Promise<void> {
    if (!this.sizeToAsk(category, lang)) return;
    this.sizesAsked.add(keyOf(category, lang));
    const bytes = await this.options.api.downloadSize(category, lang).catch(() => undefined);
    if (bytes !== undefined) this.costs.noteSize(category, lang, bytes);
  }

  /** The kept snapshots' facts in a language, those stale for the age limit left out; none when the store fails. */
  private async keptInfos(lang: Language, limit: AgeLimit): Promise<SnapshotInfo[]> {
    // A store that cannot be read (private browsing, storage refused) is a store with nothing in it: the
    // service still answers.
    const infos = this.withUnsaved(await this.believable(await this.options.store.list().catch(() => [])));
    return infos.filter((info) => info.lang === lang && !this.isStale(info, limit));
  }

  /**
   * The stored snapshots' facts, with those on their way into the store in place of the ones before them: a
   * snapshot being saved answers already, from memory (making its text for the store takes a moment, and
   * neither the work in hand nor the pane's list waits for it).
   */
  private withUnsaved(stored: readonly SnapshotInfo[]): SnapshotInfo[] {
    return [...stored.filter((info) => !this.unsaved.has(keyOf(info.category, info.lang))), ...this.unsaved.values()];
  }

  /** Every kept snapshot of a language, in memory (read from the store where needed). */
  private async kept(lang: Language, limit: AgeLimit): Promise<SnapshotIndex[]> {
    const infos = await this.keptInfos(lang, limit);
    const indexes = await Promise.all(infos.map((info) => this.load(info)));
    return indexes.filter((index): index is SnapshotIndex => index !== undefined && !this.isStale(index.facts, limit));
  }

  /** The snapshots of these categories fresh for the age limit, and the categories with none. */
  private async indexesOf(
    categories: readonly BottomCategory[],
    lang: Language,
    limit: AgeLimit,
  ): Promise<{ indexes: SnapshotIndex[]; missing: BottomCategory[] }> {
    const kept = await this.kept(lang, limit);
    const indexes = kept.filter((index) => categories.includes(index.facts.category));
    const missing = categories.filter((category) => !indexes.some((index) => index.facts.category === category));
    return { indexes, missing };
  }

  private answerSearch(
    indexes: readonly SnapshotIndex[],
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
  ): Product[] {
    const products = searchIndexes(indexes, filter, orderby, lang);
    for (const product of products) {
      this.origin.set(product, indexes.find((index) => index.facts.category === product.category)!.facts);
    }
    this.stats.answered += products.length;
    // searchAll pages 2000 products a request (spec 8): at least one request, however few matched.
    this.stats.requestsSaved += Math.max(1, Math.ceil(products.length / 2000));
    return products;
  }

  /**
   * Answers what these snapshots hold; when they cover every category, the rest are unknown part numbers.
   * A sheet's worth of part numbers is many times the longest a task should hold the pane's thread: the
   * event loop has its turns in between (TimeSlices).
   */
  private async answerFrom(
    work: LookupWindow,
    remaining: Map<string, string>,
    indexes: readonly SnapshotIndex[],
  ): Promise<void> {
    if (indexes.length === 0) return;
    const slices = new TimeSlices();
    const complete = BOTTOM_CATEGORIES.every((category) => indexes.some((index) => index.facts.category === category));
    const answered: string[] = [];
    for (const [key, partno] of remaining) {
      await slices.pause();
      let product: Product | undefined;
      for (const index of indexes) {
        product = index.lookup(partno);
        if (product) {
          this.origin.set(product, index.facts);
          break;
        }
      }
      if (!product && !complete) continue;
      work.answer(partno, product);
      answered.push(partno);
      remaining.delete(key);
    }
    if (answered.length === 0) return;
    this.stats.answered += answered.length;
    this.stats.requestsSaved += work.requestsFor(answered);
  }

  /**
   * Settles what the service answered. Part numbers it failed for because it cannot be reached are answered
   * from kept snapshots of any age where they hold them; false when something failed (the rest then fail
   * with that error, and the window is over).
   */
  private async settle(
    work: LookupWindow,
    remaining: Map<string, string>,
    answer: ServiceAnswer,
    lang: Language,
  ): Promise<boolean> {
    this.noteServiceAnswers(answer.found.values(), lang);
    for (const [partno, product] of answer.found) {
      work.answer(partno, product);
      remaining.delete(partnoKey(partno));
    }
    if (answer.failed.length === 0) return true;
    const error = answer.failed[0].error;
    if (cannotReachService(error)) await this.answerFrom(work, remaining, await this.kept(lang, 'any'));
    work.fail([...remaining.values()], error);
    remaining.clear();
    return false;
  }

  private missingError(kept: readonly SnapshotIndex[], lang: Language): NotInSnapshotsError {
    const missing = BOTTOM_CATEGORIES.filter((category) => !kept.some((index) => index.facts.category === category));
    return new NotInSnapshotsError(missing, lang);
  }

  /**
   * A kept snapshot in memory: the one already there unless the store holds a newer one, else read from
   * the store once however many want it at once; undefined when the store no longer has it.
   */
  private load(info: SnapshotInfo): Promise<SnapshotIndex | undefined> {
    const index = this.memory.peek(info.category, info.lang);
    if (index && index.facts.issuedAt >= info.issuedAt) return Promise.resolve(this.memory.hold(index));
    return this.shared(`load\n${keyOf(info.category, info.lang)}`, async () => {
      const started = this.options.clock.now();
      this.loadMeter.started();
      let index: SnapshotIndex | undefined;
      try {
        index = await this.read(info);
        return index;
      } finally {
        const ended = this.options.clock.now();
        this.loadMeter.ended(ended, index && { bytes: index.facts.bytes, milliseconds: ended - started });
      }
    });
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
    this.stats.loads += 1;
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

  /** A category downloaded anew, in memory at once and on its way into the store. */
  private async downloaded(
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<SnapshotIndex> {
    const index = await this.shared(`download\n${keyOf(category, lang)}`, async () => {
      this.downloadMeter.started();
      let downloaded: DownloadedFile;
      try {
        downloaded = await this.options.api.downloadCategory(category, lang, signal, (progress) => {
          onProgress?.(progress);
          for (const listener of this.downloadListeners) listener({ category, lang, progress });
        });
      } catch (error) {
        this.downloadMeter.ended(this.options.clock.now());
        throw error;
      }
      this.downloadMeter.ended(this.options.clock.now(), {
        bytes: downloaded.bytes,
        milliseconds: downloaded.milliseconds,
      });
      const snapshot = await this.snapshotOfFile(category, lang, downloaded);
      this.stats.downloads += 1;
      return this.remember(snapshot);
    });
    return index!;
  }

  /** Resolves once every snapshot on its way into the store is there (or refused). */
  async saved(): Promise<void> {
    while (this.saving.size > 0) await Promise.all(this.saving);
  }

  /** A snapshot of this service of a downloaded file, with the checksum its download made, if it made one. */
  private snapshotOfFile(category: BottomCategory, lang: Language, downloaded: DownloadedFile): Promise<Snapshot> {
    const { milliseconds: _taken, checksum, ...file } = downloaded;
    return newSnapshot({ service: this.options.service, category, lang, ...file }, checksum);
  }

  private remember(snapshot: Snapshot): SnapshotIndex {
    const index = this.memory.hold(new SnapshotIndex(snapshot));
    this.costs.noteSize(snapshot.category, snapshot.lang, snapshot.bytes);
    // Kept for the next run while this one answers from memory: the work in hand does not wait for the
    // store, and a store that refuses (full, private browsing) costs only the next run's download.
    const key = keyOf(snapshot.category, snapshot.lang);
    const facts = index.facts;
    this.unsaved.set(key, facts);
    const saving = this.keep(snapshot).catch(() => {
      this.stats.storeFailures += 1;
    });
    this.saving.add(saving);
    void saving.finally(() => {
      this.saving.delete(saving);
      if (this.unsaved.get(key) === facts) this.unsaved.delete(key);
    });
    return index;
  }

  /**
   * Keeps a snapshot as text, its products' JSON as their checksum hashed it: a restart then checks the bytes
   * as they are, with no JSON to make, and reads only the products its answers want. The text is made once the
   * lookups at work are answered (a few hundred ms for the largest category, and its 155 MB would make the
   * collector run while they are): the cells wait for nothing the next run alone needs. A snapshot whose
   * products do not make one is kept as products, as before, and fails its checks when read.
   */
  private async keep(snapshot: Snapshot): Promise<void> {
    await this.quiet();
    await this.options.store.save((await textSnapshotOf(snapshot)) ?? snapshot);
  }

  /** Resolves once no lookup window is at work (at once when none is). */
  private quiet(): Promise<void> {
    if (this.windowsAtWork === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenQuiet.push(resolve));
  }

  private shared(key: string, work: () => Promise<SnapshotIndex | undefined>): Promise<SnapshotIndex | undefined> {
    const running = this.pending.get(key);
    if (running) return running;
    const promise = work().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}

/**
 * As many part numbers, spread over `rest` (spreadSample), as one request takes: `rest`'s average per request
 * can be one too many for the sample's own part numbers, and a second request for the few left over would
 * be one spent for nothing.
 */
function oneRequestOf(rest: readonly string[], requests: number, work: LookupWindow): string[] {
  let size = Math.ceil(rest.length / requests);
  let sample = spreadSample(rest, size);
  while (size > 1 && work.requestsFor(sample) > 1) {
    size = Math.max(1, Math.floor(size * 0.9));
    sample = spreadSample(rest, size);
  }
  return sample;
}

/** `size` items of `items`, evenly spaced from its first to its end, in their order. */
function spreadSample<T>(items: readonly T[], size: number): T[] {
  const count = Math.min(items.length, Math.max(0, size));
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]);
}

/** The bottom categories a filter's Category conditions admit, as the service matches them; all without any. */
export function categoriesAdmittedBy(filter: Filter, lang: Language): BottomCategory[] {
  const categoryConditions = { conditions: filter.conditions.filter((condition) => condition.item === 'Category') };
  return BOTTOM_CATEGORIES.filter((category) =>
    matchesFilter({ category, record: { Partno: '' } } as Product, categoryConditions, { lang }),
  );
}
