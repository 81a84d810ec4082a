import type { Language, PartSpecClient, SnapshotUse } from '../../core';
import type { RangeAddress, Workbook } from '../../office/workbook';

/**
 * How far a long job has come. Determinate when `total` is known (rows to write, part numbers to look up,
 * bytes of a download of known size); while a search is still finding products the service gives no total,
 * so only `done` counts up.
 */
export interface JobProgress {
  /**
   * What the job is doing now, for the progress bar's label; `waiting` for the user's answer to a question
   * (the text says which).
   */
  readonly phase: 'fetching' | 'waiting' | 'writing' | 'formatting';
  /** Products found, rows written or part numbers looked up so far, in the phase's own unit. */
  readonly done: number;
  readonly total?: number;
  /** Requests sent to the service so far (retries included). */
  readonly requests: number;
  /** One line for people: "12,000 products from 8 requests", "4,000 of 12,000 rows written". */
  readonly text: string;
}

/** More rows than this are written only once the user has said yes (JobContext.confirmLargeWrite). */
export const LARGE_WRITE_ROWS = 20_000;

/**
 * The kind of job that writes a table of products, which is the view it was started from: its questions
 * and outcomes advise what can be done there (Search: narrow the search; Category: choose fewer columns, or
 * take only the products needed through Search).
 */
export type ProductsJob = 'search' | 'category';

/** What JobContext.confirmLargeWrite asks about. */
export interface LargeWriteQuestion {
  /** The rows the write would have. */
  readonly rows: number;
  readonly job: ProductsJob;
  /**
   * Set when the count is a kept snapshot's, asked before the download (ISO 8601, the snapshot's date): the
   * rows are about that many, since the service may have more or fewer now.
   */
  readonly snapshotIssuedAt?: string;
}

/** What every task-pane job gets from the pane. */
export interface JobContext {
  readonly client: PartSpecClient;
  readonly workbook: Workbook;
  readonly lang: Language;
  /** Aborted by the pane's Cancel button. */
  readonly signal: AbortSignal;
  readonly onProgress: (progress: JobProgress) => void;
  /**
   * Asked before cells that hold anything are written over; `description` says which cells and why, e.g.
   * "Sheet1!C2:F120 holds values. Replace them?". false leaves the sheet as it was and ends the job.
   */
  readonly confirmOverwrite: (range: RangeAddress, description: string) => Promise<boolean>;
  /**
   * Asked before more than LARGE_WRITE_ROWS rows are written, with their number: such a write takes a
   * while and makes a large workbook. false ends the job with nothing written. Without it, no question.
   */
  readonly confirmLargeWrite?: (question: LargeWriteQuestion) => Promise<boolean>;
  /** The time a job records as "as of" and "refreshed"; default the system clock. Tests fix it. */
  readonly now?: () => Date;
}

/** How a job ended, when it did not throw. */
export interface JobOutcome {
  /**
   * `done`; `doneSomeNotFound`: done for what exists, and some of what it was asked about does not (a BOM
   * with part numbers the service does not know: their rows say so); `cancelled` by the user (what was
   * written is a complete prefix); `declined` an overwrite; `incomplete`: the service failed part-way and
   * what had arrived was written (see `rest`); `notFound`: the job ran, and what it was asked about does not
   * exist (nothing to show, and nothing is Done). The pane's colour and title of each: outcomeLook.
   */
  readonly status: 'done' | 'doneSomeNotFound' | 'cancelled' | 'declined' | 'incomplete' | 'notFound';
  /**
   * The message's title, when the job says what it did better than its status's word (a fill of a BOM filled
   * before: "1 line no longer meets its part; 7 still to check", never "Not found" when nothing is missing). Its
   * colour is still the status's (outcomeLook).
   */
  readonly title?: string;
  /** One or two sentences for the pane: what was written where, or what was left as it was. */
  readonly summary: string;
  /** What was written, header included, to select and show. */
  readonly range?: RangeAddress;
  /**
   * The job that goes on where this one stopped, offered to the user ("Fetch the rest"): the rest of a
   * search that failed part-way, from its last complete page.
   */
  readonly rest?: (context: JobContext) => Promise<JobOutcome>;
  /**
   * The kept snapshots some of the products came from rather than the service (client.snapshots.of), one
   * per category and language, oldest first; absent when the service answered every product. The pane
   * says the oldest one's date under the summary, and offers to download them anew.
   */
  readonly snapshots?: readonly SnapshotUse[];
}
