import type { BottomCategory, DownloadProgress, SnapshotDownload } from '../../core';
import type { ProductsJob } from './largeWrite';

/** What a table's rows are, as a job counts them: products, or the equivalents of a part. */
export type RowsUnit = 'products' | 'equivalents';

/** A number of rows as a job counts them: `12 products`, `30 equivalents` once worded. */
export interface RowCount {
  readonly unit: RowsUnit;
  readonly count: number;
}

/**
 * What a job is doing now, as facts (JobProgress.step); the pane words it under the progress bar
 * (wording/progressText). The counts a step needs are the progress's own `done` and `total` unless it says
 * otherwise.
 */
export type JobStep =
  /** A search is sent; nothing found yet. */
  | { readonly kind: 'searching' }
  /** The first page of a search is asked for, to preview it in the pane. */
  | { readonly kind: 'previewing' }
  /** The rest of a search that stopped part-way is being fetched. */
  | { readonly kind: 'fetchingRest' }
  /** `done` products found so far, from the progress's `requests`. */
  | { readonly kind: 'found' }
  /** `done` of `total` rows of a table written. */
  | { readonly kind: 'rowsWritten' }
  /** A category file is being asked for, downloaded or read. */
  | { readonly kind: 'download'; readonly download: DownloadProgress }
  /** A large write's question is open: the rows found (search) or read (category). */
  | { readonly kind: 'waitingToWrite'; readonly job: ProductsJob; readonly rows: RowCount }
  /** A large download's question is open, asked from a kept snapshot's count of products. */
  | { readonly kind: 'waitingToDownload'; readonly products: number }
  /** A kept snapshot is downloaded anew (the snapshot note's Refresh), with its bytes once they arrive. */
  | { readonly kind: 'snapshotRefresh'; readonly category: BottomCategory; readonly download?: DownloadProgress }
  /** A table of the Tables tab is fetched again. */
  | { readonly kind: 'fetchingTable' }
  /** The equivalents of one part are looked for. */
  | { readonly kind: 'lookingForEquivalents'; readonly partno: string }
  /** `done` of `total` parts of a BOM looked up. */
  | { readonly kind: 'partsLookedUp' }
  /** Alternatives are looked for, for `count` parts at risk. */
  | { readonly kind: 'alternatives'; readonly count: number }
  /** Part numbers near the `count` not found are looked for. */
  | { readonly kind: 'nearPartNumbers'; readonly count: number }
  /** A BOM's columns `fields` are written: `done` of `count` rows of them. */
  | { readonly kind: 'bomColumns'; readonly fields: readonly string[]; readonly done: number; readonly count: number }
  /** A BOM's rows are marked by their parts' status. */
  | { readonly kind: 'markingStatuses' }
  /** The BOM of Fill part numbers is read. */
  | { readonly kind: 'readingBom' }
  /** `done` of `total` lines of a BOM matched to parts. */
  | { readonly kind: 'linesMatched' };

/**
 * How far a long job has come. Determinate when `total` is known (rows to write, part numbers to look up,
 * bytes of a download of known size); while a search is still finding products the service gives no total,
 * so only `done` counts up.
 */
export interface JobProgress {
  /**
   * What the job is doing now, for the progress bar's label; `waiting` for the user's answer to a question
   * (the step says which).
   */
  readonly phase: 'fetching' | 'waiting' | 'writing' | 'formatting';
  /** Products found, rows written or part numbers looked up so far, in the phase's own unit. */
  readonly done: number;
  readonly total?: number;
  /** Requests sent to the service so far (retries included). */
  readonly requests: number;
  /** What the job is doing, worded under the bar: "12,000 products found from 8 requests". */
  readonly step: JobStep;
  /** The kept snapshots being downloaded meanwhile, by their bytes: said after the step. */
  readonly downloads?: readonly SnapshotDownload[];
}
