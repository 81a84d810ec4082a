import type { Language, PartSpecClient, SnapshotUse } from '../../core';
import type { RangeAddress, Workbook } from '../../office/workbook';
import type { JobOutcomeStatus } from '../logic/jobEnding';
import type { LargeWriteQuestion } from '../logic/largeWrite';

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
  readonly status: JobOutcomeStatus;
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
