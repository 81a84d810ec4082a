import { useCallback } from 'react';
import type { Language, PartSpecClient } from '../../core';
import type { Workbook } from '../../office/workbook';
import { type ConfirmOverwrite, useConfirmOverwrite } from './useConfirmOverwrite';
import type { JobPlace } from '../jobs/jobStatusShown';
import type { JobContext, JobOutcome } from '../jobs/types';
import { type JobHandle, type JobRunner, type TaskOutcome, useJobRunner } from './useJobRunner';

export interface PaneJobs {
  readonly runner: JobRunner;
  /** The overwrite question its jobs ask, for the pane's dialog. */
  readonly confirm: ConfirmOverwrite;
  /** Runs a job for `place`, in `lang`, with the client, the workbook, progress, Cancel and the questions. */
  readonly startJob: <T extends JobOutcome>(
    lang: Language,
    job: (context: JobContext) => Promise<T>,
    place: JobPlace,
  ) => Promise<T | undefined>;
}

/**
 * The pane's jobs: one runner, one overwrite question, and how a job is started. `clientOf` is asked at each
 * job: in the add-in the runtime's shared client (a key saved a moment ago takes effect, and the functions
 * share the same client); in the view tests, the test's.
 */
export function usePaneJobs(workbook: Workbook, clientOf: () => Promise<PartSpecClient>): PaneJobs {
  const runner = useJobRunner();
  const confirm = useConfirmOverwrite();
  const { run } = runner;
  const { confirmFor, confirmLargeFor } = confirm;
  const startJob = useCallback(
    <T extends JobOutcome>(lang: Language, job: (context: JobContext) => Promise<T>, place: JobPlace) => {
      /** A job as a task for the runner; its `rest`, when it has one, becomes the task offered after it. */
      const taskOf =
        <U extends JobOutcome>(step: (context: JobContext) => Promise<U>) =>
        async ({ signal, onProgress }: JobHandle): Promise<U & TaskOutcome> => {
          const outcome = await step({
            client: await clientOf(),
            workbook,
            lang,
            signal,
            onProgress,
            confirmOverwrite: confirmFor(signal),
            confirmLargeWrite: confirmLargeFor(signal),
          });
          return { ...outcome, next: outcome.rest && taskOf(outcome.rest) };
        };
      return run(taskOf(job), place);
    },
    [run, confirmFor, confirmLargeFor, workbook, clientOf],
  );
  return { runner, confirm, startJob };
}
