import { BOTTOM_CATEGORIES, type BottomCategory, type Language, partnoKey, type Product } from '../catalog';
import type { DownloadedFile, DownloadProgress, ServiceApi } from '../client';
import type { LookupWindow, ServiceAnswer } from '../lookup';
import type { Clock } from '../throttle';
import { TimeSlices } from '../TimeSlices';
import { CalibratedCosts, type CalibratedFigures } from './CalibratedCosts';
import { cannotReachService } from './cannotReachService';
import type { SnapshotCostModel } from './costModel';
import { DownloadCosting } from './DownloadCosting';
import { NotInSnapshotsError } from './NotInSnapshotsError';
import { oneRequestOf } from './oneRequestOf';
import type { Snapshot } from './Snapshot';
import { type SnapshotDownload, SnapshotDownloads } from './SnapshotDownloads';
import { type ServiceTime, SnapshotFreshness } from './SnapshotFreshness';
import type { SnapshotIndex } from './SnapshotIndex';
import { type AgeLimit, type DroppedSnapshot, type KeptSnapshot, SnapshotLibrary } from './SnapshotLibrary';
import { SnapshotProvenance, type SnapshotUse } from './SnapshotProvenance';
import { SnapshotSaver } from './SnapshotSaver';
import type { SnapshotMode } from './SnapshotMode';
import { SnapshotSearches } from './SnapshotSearches';
import { noSnapshotStats, type SnapshotStats } from './SnapshotStats';
import type { SnapshotStore } from './SnapshotStore';

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
 * Decides, for each lookup window, whether kept snapshots, a download or the service answers its part numbers
 * (the cost model as measured); its `searches` decide for searches by the same rule.
 * What it decides with lives beside it: the kept snapshots (SnapshotLibrary), their saving (SnapshotSaver),
 * downloads (SnapshotDownloads) and their costing (DownloadCosting), and where each answer came from
 * (SnapshotProvenance).
 */
export class SnapshotPlanner {
  readonly stats: SnapshotStats = noSnapshotStats();
  /** The costs as this client measures them, and the files' sizes as seen or told. */
  private readonly costs: CalibratedCosts;
  private readonly costing: DownloadCosting;
  private readonly saver: SnapshotSaver;
  private readonly library: SnapshotLibrary;
  private readonly downloads: SnapshotDownloads;
  private readonly provenance: SnapshotProvenance;
  /** Who answers searches (search, searchAll, a whole category offline), and the downloads a BOM's searches pay for. */
  readonly searches: SnapshotSearches;

  constructor(private readonly options: SnapshotPlannerOptions) {
    const { service, store, clock, api, mode, maxAgeMs, lifecycleMaxAgeMs } = options;
    const { stats } = this;
    const freshness = new SnapshotFreshness(options.serviceClock);
    this.costs = new CalibratedCosts(options.cost);
    this.costing = new DownloadCosting(this.costs, api);
    this.provenance = new SnapshotProvenance(freshness, maxAgeMs);
    this.saver = new SnapshotSaver(store, () => {
      stats.storeFailures += 1;
    });
    const { costs, costing, provenance, saver } = this;
    this.library = new SnapshotLibrary({ service, store, clock, freshness, costs, provenance, saver, stats });
    const { library } = this;
    this.downloads = new SnapshotDownloads({ service, api, clock, costs, library, stats });
    const { downloads } = this;
    const searches = { mode, maxAgeMs, lifecycleMaxAgeMs, api, library, downloads, costing, provenance, stats };
    this.searches = new SnapshotSearches(searches);
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
    return this.provenance.of(product);
  }

  /**
   * Settles every part number of a lookup window: from snapshots where they spare rate-limited requests at a
   * wait accepted for them (costModel.ts), else the service. Snapshots wait to be saved until no window is at work.
   */
  readonly resolveWindow = (work: LookupWindow): Promise<void> =>
    this.saver.duringWindow(() => this.resolveWindowNow(work));

  /** Every kept snapshot, of this service and of others, with its age (SnapshotLibrary.list). */
  list(): Promise<KeptSnapshot[]> {
    return this.library.list();
  }

  /** Hears every download of a category file this planner makes as its bytes arrive, until the function returned is called. */
  onDownload(listener: (download: SnapshotDownload) => void): () => void {
    return this.downloads.onDownload(listener);
  }

  /** The snapshots dropped lately for failing their checks, oldest first (Diagnostics). */
  dropped(): readonly DroppedSnapshot[] {
    return this.library.dropped();
  }

  /** Resolves once every snapshot on its way into the store is there (or refused). */
  saved(): Promise<void> {
    return this.saver.saved();
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
    const index = await this.downloads.download(category, lang, signal, onProgress);
    return { ...this.provenance.useOf(index.facts), inUse: true };
  }

  /** Keeps a category downloaded elsewhere (a whole-category download in the pane) as the planner's own are kept. */
  keepDownloaded(category: BottomCategory, lang: Language, downloaded: DownloadedFile): Promise<Snapshot> {
    return this.downloads.keepDownloaded(category, lang, downloaded);
  }

  /** Forgets a kept snapshot, in memory and in the store. */
  delete(category: BottomCategory, lang: Language): Promise<void> {
    return this.library.delete(category, lang);
  }

  /** The age limit of a piece of work: the lifecycle one for a lifecycle refresh, else the ordinary one. */
  private limitOf(lifecycle: boolean | undefined): number {
    return lifecycle ? this.options.lifecycleMaxAgeMs : this.options.maxAgeMs;
  }

  private async resolveWindowNow(work: LookupWindow): Promise<void> {
    const { lang } = work;
    const { library } = this;
    const limit = this.limitOf(work.lifecycle);
    const remaining = new Map(work.partnos.map((partno) => [partnoKey(partno), partno]));

    if (this.options.mode === 'offline') {
      const kept = await library.kept(lang, 'any');
      await this.answerFrom(work, remaining, kept);
      if (remaining.size > 0) work.fail([...remaining.values()], missingError(kept, lang));
      return;
    }

    // A lifecycle answer from a snapshot is believed only once the service has answered in this very window:
    // one request's worth of its part numbers, spread over them, reads the service's clock (a service restarted
    // a year later shows it at once) and is compared with the snapshots before they answer the rest.
    // Those in memory count as well as the store's: another client on the same store may have replaced a
    // snapshot this one still holds in memory (the store's newer one can even look ahead of this clock).
    let asked: ServiceAnswer | undefined;
    if (
      work.lifecycle &&
      (library.inMemory(lang, limit).length > 0 || (await library.keptInfos(lang, limit)).length > 0)
    ) {
      const rest = [...remaining.values()];
      asked = await work.ask(oneRequestOf(rest, work.requestsFor(rest), (partnos) => work.requestsFor(partnos)));
      if (!(await this.settle(work, remaining, asked, lang))) return;
      if (remaining.size === 0) return;
    }
    /** Snapshots answer what they hold, those the window's own answer from the service shows stale left out. */
    const answerFrom = async (indexes: readonly (SnapshotIndex | undefined)[]): Promise<void> => {
      const loaded = indexes.filter((index) => index !== undefined);
      if (asked) library.noteServiceAnswers(asked.found.values(), lang, loaded);
      await this.answerFrom(
        work,
        remaining,
        loaded.filter((index) => !library.isStale(index.facts, limit)),
      );
    };

    await answerFrom(library.inMemory(lang, limit));
    if (remaining.size === 0) return;
    // Kept snapshots not yet in memory: read, spending no request, unless that is more than the accepted
    // delay slower than asking for what is left.
    const unread = (await library.keptInfos(lang, limit)).filter((info) => !library.fresh(info.category, lang, limit));
    const unreadBytes = unread.reduce((sum, info) => sum + info.bytes, 0);
    if (unread.length > 0 && this.costs.readPays(unreadBytes, work.requestsFor([...remaining.values()]))) {
      await answerFrom(await Promise.all(unread.map((info) => library.load(info))));
    }

    if (!(await this.downloadWhatPays(work, remaining, limit, asked))) return;
    if (remaining.size === 0) return;
    await this.settle(work, remaining, await work.ask([...remaining.values()]), lang);
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
    limit: AgeLimit,
    asked?: ServiceAnswer,
  ): Promise<boolean> {
    const { lang } = work;
    const { library } = this;
    const rest = [...remaining.values()];
    const requests = work.requestsFor(rest);
    // Worth a look only when, after the sample, what is left might pay for a download were it all of one category.
    const couldPay = BOTTOM_CATEGORIES.some(
      (category) =>
        !library.fresh(category, lang, limit) && this.costing.mightPay(category, lang, requests - (asked ? 0 : 1)),
    );
    if (!couldPay) return true;
    // The window's answer from the service so far is the sample, when it has one (a lifecycle window's).
    let answer = asked;
    if (!answer) {
      answer = await work.ask(oneRequestOf(rest, requests, (partnos) => work.requestsFor(partnos)));
      if (!(await this.settle(work, remaining, answer, lang))) return false;
    }
    /** The sample's part numbers by category; undefined for those the service does not know. */
    const sample = [...answer.found.values()].map((product) => product?.category);
    const tried = new Set<BottomCategory>();
    while (remaining.size > 0) {
      // The sample's part numbers no snapshot in memory answers: what the part numbers left are made of.
      const open = sample.filter((category) => category === undefined || !library.fresh(category, lang, limit));
      const left = work.requestsFor([...remaining.values()]);
      /** The requests a category's part numbers left would take, by its share of the open sample. */
      const requestsOf = (category: BottomCategory): number =>
        open.length === 0 ? 0 : (left * open.filter((each) => each === category).length) / open.length;
      const inPlay = BOTTOM_CATEGORIES.filter(
        (category) => !tried.has(category) && !library.fresh(category, lang, limit) && requestsOf(category) > 0,
      );
      const chosen = await this.costing.paying(
        inPlay.map((category) => [category, requestsOf(category)] as const),
        lang,
      );
      if (chosen.length === 0) break;
      for (const category of chosen) tried.add(category);
      // A download that fails leaves its part numbers to the service, which answers them as before.
      const downloaded = await Promise.all(
        chosen.map((category) => this.downloads.download(category, lang).catch(() => undefined)),
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
          this.provenance.note(product, index.facts);
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
    this.library.noteServiceAnswers(answer.found.values(), lang);
    for (const [partno, product] of answer.found) {
      work.answer(partno, product);
      remaining.delete(partnoKey(partno));
    }
    if (answer.failed.length === 0) return true;
    const error = answer.failed[0].error;
    if (cannotReachService(error)) await this.answerFrom(work, remaining, await this.library.kept(lang, 'any'));
    work.fail([...remaining.values()], error);
    remaining.clear();
    return false;
  }
}

/** Offline, the part numbers no kept snapshot holds: the categories missing from those kept. */
function missingError(kept: readonly SnapshotIndex[], lang: Language): NotInSnapshotsError {
  const missing = BOTTOM_CATEGORIES.filter((category) => !kept.some((index) => index.facts.category === category));
  return new NotInSnapshotsError(missing, lang);
}
