import type { Language, PartSpecClient, SnapshotUse } from '../../core';
import type { RangeAddress, Workbook } from '../../office/workbook';
import type { JobOutcomeStatus } from '../logic/jobEnding';
import type { JobProgress } from '../logic/jobProgress';
import type { OverwriteQuestion } from '../logic/overwriteQuestion';
import type { LargeWriteQuestion } from '../logic/largeWrite';

/** What every task-pane job gets from the pane. */
export interface JobContext {
  readonly client: PartSpecClient;
  readonly workbook: Workbook;
  readonly lang: Language;
  /** Aborted by the pane's Cancel button. */
  readonly signal: AbortSignal;
  readonly onProgress: (progress: JobProgress) => void;
  /**
   * Asked before cells that hold anything are written over (`question` says which cells and why, as facts the
   * pane words: "Sheet1!C2:F120 holds values. Replace them?"). false leaves the sheet as it was and ends the job.
   */
  readonly confirmOverwrite: (question: OverwriteQuestion) => Promise<boolean>;
  /**
   * Asked before more than LARGE_WRITE_ROWS rows are written, with their number: such a write takes a
   * while and makes a large workbook. false ends the job with nothing written. Without it, no question.
   */
  readonly confirmLargeWrite?: (question: LargeWriteQuestion) => Promise<boolean>;
  /** The time a job records as "as of" and "refreshed"; default the system clock. Tests fix it. */
  readonly now?: () => Date;
}

/**
 * How a job ended, when it did not throw: its status and, as facts (`Summary`, a union of the job's own kinds
 * such as `{ kind: 'written', rows, range }`), what it did. The place that started it words the facts
 * (OutcomeWords), in the pane's display language.
 */
export interface JobOutcome<Summary = unknown> {
  readonly status: JobOutcomeStatus;
  /** What was written where, or what was left as it was, and why. */
  readonly summary: Summary;
  /** What was written, header included, to select and show. */
  readonly range?: RangeAddress;
  /**
   * The job that goes on where this one stopped, offered to the user ("Fetch the rest"): the rest of a
   * search that failed part-way, from its last complete page.
   */
  readonly rest?: (context: JobContext) => Promise<JobOutcome<Summary>>;
  /**
   * The kept snapshots some of the products came from rather than the service (client.snapshots.of), one
   * per category and language, oldest first; absent when the service answered every product. The pane
   * says the oldest one's date under the summary, and offers to download them anew.
   */
  readonly snapshots?: readonly SnapshotUse[];
}
