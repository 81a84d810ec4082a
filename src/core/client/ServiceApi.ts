import type { BottomCategory, Language, Product } from '../catalog';
import type { Filter, SortOrder } from '../query';
import type { RetryBudget } from '../throttle';
import type { DownloadProgress } from './download/ProductFileSource';

/** One search request's answer: at most one page of products (spec 8), and whether more matched. */
export interface SearchAnswer {
  readonly hasMoreHits: boolean;
  readonly products: Product[];
}

/**
 * The search operation as core's jobs are given it (createClient's, through the shared limiter and its
 * retries): PartLookup batches part numbers into it and searchAll pages through it, each keeping its
 * requests within `maxUrlLength`.
 */
export interface SearchApi {
  /**
   * One request (spec 4.2), its products in the order asked across categories; its failures retried within
   * `budget`, which the requests of one job share.
   */
  search(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    options?: { readonly signal?: AbortSignal; readonly budget?: RetryBudget },
  ): Promise<SearchAnswer>;
  /** The length of the request URL a search takes. */
  urlLength(filter: Filter, orderby: readonly SortOrder[], lang: Language): number;
  /** Longest request URL sent, in bytes. */
  readonly maxUrlLength: number;
}

/** A category's file as downloaded (spec 4.1): its products, when its address was issued, and its size. */
export interface CategoryFile {
  readonly issuedAt: string;
  readonly bytes: number;
  readonly products: Product[];
}

/** A category's file as a download hands it over: the file, and how long it took, what rates are measured by. */
export interface DownloadedFile extends CategoryFile {
  /** From the file's request to its last product parsed; the address before it not counted. */
  readonly milliseconds: number;
  /** The products' checksum, made as they arrived, when the downloader was asked for checksums and could make them. */
  readonly checksum?: string;
}

/**
 * The service as core's parts that decide how to ask it are given it: PartLookup and searchAll search it,
 * SnapshotPlanner downloads whole categories from it. createClient makes the one of a client; tests give
 * their own. A named port, so that the trail of a cell's lookup reads PartLookup -> ServiceApi.search, not
 * a callback back into the client.
 */
export interface ServiceApi extends SearchApi {
  /**
   * Every product of a bottom category: its address asked for (or the one downloadSize asked for, when
   * recent), then its file fetched and parsed.
   */
  downloadCategory(
    category: BottomCategory,
    lang: Language,
    signal?: AbortSignal,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<DownloadedFile>;
  /**
   * The size in bytes of a category's file as the service tells it, before it is fetched: its address asked
   * for (one rate-limited request, the one its download would spend, and which the download then uses) and
   * the file's HEAD. Undefined when it is not told (the address refused, the HEAD refused, no
   * Content-Length); never rejects.
   */
  downloadSize(category: BottomCategory, lang: Language, signal?: AbortSignal): Promise<number | undefined>;
}
