import type { BottomCategory, Language, Product } from '../catalog';
import type { SearchResult, ServiceApi } from '../client';
import { type Filter, type SortOrder, sortProducts } from '../query';
import { cannotReachService } from './cannotReachService';
import { categoriesAdmittedBy } from './categoriesAdmittedBy';
import type { DownloadCosting } from './DownloadCosting';
import { NotInSnapshotsError } from './NotInSnapshotsError';
import type { SnapshotDownloads } from './SnapshotDownloads';
import { searchIndexes, type SnapshotIndex } from './SnapshotIndex';
import type { SnapshotLibrary } from './SnapshotLibrary';
import type { SnapshotMode } from './SnapshotMode';
import type { SnapshotProvenance } from './SnapshotProvenance';
import type { SnapshotStats } from './SnapshotStats';

/**
 * Part numbers a search's spot check asks of the service before snapshots answer it for a lifecycle refresh:
 * one short request, spread over the snapshots in play.
 */
const SPOT_CHECK_PARTNOS = 20;

/** Spec 8: a search answer holds at most 2000 products. */
const MAX_HITS = 2000;

export interface SnapshotSearchesOptions {
  readonly mode: Exclude<SnapshotMode, 'off'>;
  /** The ordinary age limit, and a lifecycle refresh's (SnapshotPlannerOptions). */
  readonly maxAgeMs: number;
  readonly lifecycleMaxAgeMs: number;
  /** The service a lifecycle search's spot check asks. */
  readonly api: Pick<ServiceApi, 'search'>;
  readonly library: SnapshotLibrary;
  readonly downloads: SnapshotDownloads;
  readonly costing: DownloadCosting;
  readonly provenance: SnapshotProvenance;
  /** Counts what snapshots answered and the requests that spared. */
  readonly stats: SnapshotStats;
}

/**
 * Decides who answers a search (search, searchAll, a whole category offline): kept snapshots when every
 * category the filter admits has one fresh enough, else the service, falling back to kept snapshots of any
 * age when it cannot be reached; and, before a window of many searches, which categories to download.
 */
export class SnapshotSearches {
  constructor(private readonly options: SnapshotSearchesOptions) {}

  /**
   * Before a window of many searches goes out (matching's: one per value and size of a BOM), downloads each
   * category whose searches would spend more rate-limited requests than its download, where the download is
   * at most the accepted delay slower, as for lookups; the searches are then answered from the snapshot. A
   * search is counted as one request, shared among the categories it admits that no snapshot answers yet. A
   * download that fails leaves its searches to the service, which answers them as before.
   */
  readonly prepare = async (filters: readonly Filter[], lang: Language): Promise<void> => {
    const { mode, library, costing, downloads, maxAgeMs } = this.options;
    if (mode !== 'auto') return;
    const kept = new Set((await library.keptInfos(lang, maxAgeMs)).map((info) => info.category));
    const requests = new Map<BottomCategory, number>();
    for (const filter of filters) {
      const open = categoriesAdmittedBy(filter, lang).filter((category) => !kept.has(category));
      for (const category of open) requests.set(category, (requests.get(category) ?? 0) + 1 / open.length);
    }
    const inPlay = [...requests].filter(([category, count]) => costing.mightPay(category, lang, count));
    const chosen = await costing.paying(inPlay, lang);
    await Promise.all(chosen.map((category) => downloads.download(category, lang).catch(() => undefined)));
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

  /** Every product of a category from its kept snapshot of any age (offline), or undefined when none is kept. */
  async wholeCategory(category: BottomCategory, lang: Language): Promise<Product[] | undefined> {
    const { indexes } = await this.options.library.indexesOf([category], lang, 'any');
    return indexes.length > 0 ? this.answerSearch(indexes, { conditions: [] }, [], lang) : undefined;
  }

  private async answer<T>(
    { filter, lang, lifecycle }: { filter: Filter; lang: Language; lifecycle: boolean },
    viaService: () => Promise<T>,
    productsOf: (answer: T) => readonly Product[],
    fromSnapshots: (indexes: readonly SnapshotIndex[]) => T,
  ): Promise<T> {
    const { library } = this.options;
    const categories = categoriesAdmittedBy(filter, lang);
    if (this.options.mode === 'offline') {
      const kept = await library.indexesOf(categories, lang, 'any');
      if (kept.missing.length > 0) throw new NotInSnapshotsError(kept.missing, lang);
      return fromSnapshots(kept.indexes);
    }
    const limit = lifecycle ? this.options.lifecycleMaxAgeMs : this.options.maxAgeMs;
    const fresh = await library.indexesOf(categories, lang, limit);
    if (fresh.missing.length === 0 && (!lifecycle || (await this.spotCheck(fresh.indexes, lang, limit)))) {
      return fromSnapshots(fresh.indexes);
    }
    let answer: T;
    try {
      answer = await viaService();
    } catch (error) {
      if (!cannotReachService(error)) throw error;
      const kept = await library.indexesOf(categories, lang, 'any');
      if (kept.missing.length > 0) throw error;
      return fromSnapshots(kept.indexes);
    }
    library.noteServiceAnswers(productsOf(answer), lang);
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
    this.options.library.noteServiceAnswers(answer.products, lang, indexes);
    return indexes.every((index) => !this.options.library.isStale(index.facts, limit));
  }

  /** The products of these snapshots a search matches, in its order, each remembered as theirs and counted. */
  private answerSearch(
    indexes: readonly SnapshotIndex[],
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
  ): Product[] {
    const { provenance, stats } = this.options;
    const products = searchIndexes(indexes, filter, orderby, lang);
    for (const product of products) {
      provenance.note(product, indexes.find((index) => index.facts.category === product.category)!.facts);
    }
    stats.answered += products.length;
    // searchAll pages 2000 products a request (spec 8): at least one request, however few matched.
    stats.requestsSaved += Math.max(1, Math.ceil(products.length / MAX_HITS));
    return products;
  }
}
