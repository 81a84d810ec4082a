import { useState } from 'react';
import type { Language } from '../../core';
import { usePane } from '../PaneContext';
import { type JobPlace, jobStatusShown } from '../jobs/jobStatusShown';
import type { JobContext, JobOutcome } from '../jobs/types';
import type { JobProgress } from '../logic/jobProgress';
import type { OutcomeWords } from './usePaneJobs';
import type { PaneMessage } from './useJobRunner';

/**
 * The jobs of one place of the pane (a view, or a part of a view with a status of its own): what it starts is its
 * own, and so is the status of those jobs, which the place shows at its top with JobStatus.
 */
export interface PlaceJob {
  /** Whether a job runs anywhere in the pane: one at a time, so the buttons that would start another wait. */
  readonly running: boolean;
  /** Whether this place shows the running job's progress and Cancel. */
  readonly progressShown: boolean;
  /** How far the running job has come, as it last said. */
  readonly progress: JobProgress | undefined;
  /** How this place's last job ended (or what the place showed itself), once no job runs. */
  readonly message: PaneMessage | undefined;
  /**
   * Runs a job with the runtime's shared client, the Cancel button's signal and the overwrite question, its
   * status shown here, its outcome's facts worded by `words`. Resolves with its outcome, or undefined when it
   * failed or was cancelled before it had one.
   */
  start<Summary, Outcome extends JobOutcome<Summary>>(
    lang: Language,
    job: (context: JobContext) => Promise<Outcome>,
    words: OutcomeWords<Summary>,
  ): Promise<Outcome | undefined>;
  /** Shows a message of the place's own (a search refused before it is sent), or none. */
  show(message: PaneMessage | undefined): void;
  cancel(): void;
  /** Runs the last job again (after an error whose action is `retry`). */
  retry(): void;
  /** Runs the task that goes on where the last job stopped (after an outcome whose action is `rest`). */
  runRest(): void;
}

/**
 * A place's jobs: `view` for the top of a view, `part` for a part of a view that shows its own (see JobPlace);
 * a view's status shows only while the view is `inSight`.
 */
export function useJob(kind: JobPlace['kind'], inSight = true): PlaceJob {
  const { runner, startJob } = usePane();
  const [place] = useState<JobPlace>(() => ({ kind }));
  const shown = jobStatusShown(runner.owner, place, inSight);
  return {
    running: runner.running,
    progressShown: runner.running && shown.progress,
    progress: runner.progress,
    message: !runner.running && shown.message ? runner.message : undefined,
    start: (lang, job, words) => startJob(lang, job, words, place),
    show: (message) => runner.show(message, place),
    cancel: runner.cancel,
    retry: runner.retry,
    runRest: runner.runRest,
  };
}
