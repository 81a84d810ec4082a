import type { BottomCategory, Language, Product } from '../catalog';
import type { DownloadProgress, RequestStats, SearchResult } from '../client';
import type { LookupStats, ResolvedProduct } from '../lookup';
import type { LineAnswer, PartDescription, PartMatchOptions, PartMatch } from '../matching';
import type {
  DroppedSnapshot,
  KeptSnapshot,
  SnapshotDownload,
  SnapshotMode,
  SnapshotStats,
  SnapshotUse,
} from '../snapshots';
import type { RateLimiterState } from '../throttle';
import type { SearchAllOptions, SearchOptions } from './options';

// What a client is and what it answers: the methods of createClient's result, their results and figures.

export interface ClientStats extends RequestStats {
  /** Part numbers answered from the lookup cache, joined to a request on its way, or sent; the cache's size. */
  readonly lookups: LookupStats;
  /** Answers from snapshots, the requests they saved, downloads and loads; zero with snapshots off. */
  readonly snapshots: SnapshotStats;
}

/** The snapshots of a client: what is kept, and what an answer came from. */
export interface ClientSnapshots {
  readonly mode: SnapshotMode;
  /**
   * Every kept snapshot: this client's service's first (`inUse`), then those kept for other services (other
   * connections), each newest first, with its age by the service's clock and whether it is stale.
   */
  list(): Promise<KeptSnapshot[]>;
  /** Downloads a category anew into a kept snapshot; `onProgress` hears its file's bytes as they arrive. */
  refresh(
    category: BottomCategory,
    options?: { lang?: Language; signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void },
  ): Promise<KeptSnapshot>;
  /** Forgets a kept snapshot: this service's, or that of `service` (a snapshot another connection kept). */
  delete(category: BottomCategory, options?: { lang?: Language; service?: string }): Promise<void>;
  /** Kept snapshots dropped lately for failing their checks (the service answered instead), oldest first. */
  dropped(): readonly DroppedSnapshot[];
  /**
   * Hears the category files this client downloads into kept snapshots (those its lookups and searches decide
   * on, and refresh's) as their bytes arrive, until the function returned is called: a job waiting on its
   * answers can say how far the downloads are. None with snapshots off.
   */
  onDownload(listener: (download: SnapshotDownload) => void): () => void;
  /**
   * The snapshot a product came from (its date, its age now by the service's clock, and whether it is stale);
   * undefined for the service's answers.
   */
  of(product: Product): SnapshotUse | undefined;
  /** Resolves once the snapshots downloaded so far are in the store. */
  saved(): Promise<void>;
}

export interface PartSpecClient {
  /** One request: at most 2000 products (spec 8), and whether more matched. */
  search(options?: SearchOptions): Promise<SearchResult>;
  /**
   * Every matching product, however many, each once, in the order asked for. A request that fails is
   * retried for as long as the search as a whole makes progress; when it still fails after some pages
   * arrived, IncompleteSearchError holds them and a continuation to resume from.
   */
  searchAll(options?: SearchAllOptions): Promise<Product[]>;
  /**
   * Products by part number, batched with other lookups, cached; undefined for unknown part numbers.
   * When some batches fail for good after others arrived, IncompleteLookupError holds the answers in hand.
   */
  lookup(
    partnos: readonly string[],
    options?: {
      lang?: Language;
      signal?: AbortSignal;
      /**
       * For a lifecycle refresh: asked afresh (no cached answer), and answered from a kept snapshot only when
       * it is within `snapshots.lifecycleMaxAgeMs` once the service has answered part of the same window.
       */
      lifecycle?: boolean;
    },
  ): Promise<Map<string, ResolvedProduct | undefined>>;
  /** Forgets cached lookups (of these part numbers, or all). */
  refresh(partnos?: readonly string[]): void;
  /**
   * What earlier lookups already know of these part numbers, without a request: a part number with an
   * answer in the cache maps to its product (undefined: known not to exist); the others are left out.
   */
  cachedLookup(partnos: readonly string[], options?: { lang?: Language }): Map<string, ResolvedProduct | undefined>;
  /**
   * The parts that meet what a BOM line states (`100nF 0402 X7R 16V`, `C_100N_0402_X5R_K_10`, `4.7uH/2A`),
   * best first: those meeting every stated requirement (`exact`, `meets`), In Production first, then the
   * smallest over-rating; the nearest ones (`near`, with what each lacks) when none meets them. Searches of
   * calls at once are shared, and answered from snapshots when kept. DescriptionError when no value can be read;
   * none for a line not fitted, out of scope or of a kind the catalogue lacks (matchLine says which).
   */
  match(description: string, options?: PartMatchOptions): Promise<PartMatch[]>;
  /**
   * A BOM line answered whole: its text (read with `options.footprint`), or a line already read
   * (readPartDescription, so that a caller reading its lines once matches what it read): `notFitted`,
   * `outOfScope`, `notInCatalogue`, `noValue`, or its `parts` as `match` gives them.
   */
  matchLine(line: string | PartDescription, options?: PartMatchOptions): Promise<LineAnswer>;
  /** Every product of a bottom category, through the download-URL operation (spec 4.1). */
  downloadCategory(
    category: BottomCategory,
    options?: { lang?: Language; signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void },
  ): Promise<Product[]>;
  /** The download address of a category (spec 4.1), valid for 7 days. */
  downloadUrl(category: BottomCategory, options?: { lang?: Language; signal?: AbortSignal }): Promise<string>;
  /** This client's requests sent (retries included), retries, 429s met, lookup and snapshot figures. */
  stats(): ClientStats;
  /**
   * The rate limiter this client shares with every client of the same service and key: its rate, tokens,
   * requests in flight and waiting, now.
   */
  limiterState(): RateLimiterState;
  /** Its snapshots (mode `off` when none are used). */
  readonly snapshots: ClientSnapshots;
  /**
   * The service's time now, from the HTTP `Date` of its answers (this computer's until one has arrived): the
   * date the catalogue's statuses are as of, from which days left and "as of" are counted.
   */
  serviceNow(): Date;
  /** How far the service's clock is ahead of this computer's, in ms (negative: behind); undefined before an answer. */
  serviceClockOffsetMs(): number | undefined;
}
