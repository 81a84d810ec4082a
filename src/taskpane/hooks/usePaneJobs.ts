import { useCallback } from 'react';
import type { Language, PartSpecClient } from '../../core';
import type { Workbook } from '../../office/workbook';
import { type ConfirmOverwrite, useConfirmOverwrite } from './useConfirmOverwrite';
import type { JobPlace } from '../jobs/jobStatusShown';
import type { JobContext, JobOutcome } from '../jobs/types';
import { type JobHandle, type JobRunner, type TaskOutcome, useJobRunner } from './useJobRunner';

/**
 * How a place of the pane words the outcomes of the jobs it starts (their summaries' facts): the sentence(s)
 * under the message's title and, when the facts say what happened better than the status's word, the title
 * (a fill of a BOM filled before: "1 line no longer meets its part; 7 still to check", never "Not found"
 * when nothing is missing).
 */
export interface OutcomeWords<Summary> {
  readonly text: (summary: Summary) => string;
  readonly title?: (summary: Summary) => string | undefined;
}

/** Runs `job` for `place`, in `lang`, its outcome worded by `words`; resolves with the outcome's facts. */
export type StartJob = <Summary, Outcome extends JobOutcome<Summary>>(
  lang: Language,
  job: (context: JobContext) => Promise<Outcome>,
  words: OutcomeWords<Summary>,
  place: JobPlace,
) => Promise<Outcome | undefined>;

export interface PaneJobs {
  readonly runner: JobRunner;
  /** The overwrite question its jobs ask, for the pane's dialog. */
  readonly confirm: ConfirmOverwrite;
  /** Runs a job with the client, the workbook, progress, Cancel and the questions. */
  readonly startJob: StartJob;
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
  const startJob: StartJob = useCallback(
    async <Summary, Outcome extends JobOutcome<Summary>>(
      lang: Language,
      job: (context: JobContext) => Promise<Outcome>,
      words: OutcomeWords<Summary>,
      place: JobPlace,
    ) => {
      /**
       * A job as a task for the runner: its outcome worded by `words` (the runner shows words, the caller
       * gets the facts); its `rest`, when it has one, becomes the task offered after it.
       */
      const taskOf =
        <U extends JobOutcome<Summary>>(step: (context: JobContext) => Promise<U>) =>
        async ({ signal, onProgress }: JobHandle): Promise<TaskOutcome & { readonly facts: U }> => {
          const outcome = await step({
            client: await clientOf(),
            workbook,
            lang,
            signal,
            onProgress,
            confirmOverwrite: confirmFor(signal),
            confirmLargeWrite: confirmLargeFor(signal),
          });
          const title = words.title?.(outcome.summary);
          return {
            facts: outcome,
            status: outcome.status,
            ...(title !== undefined ? { title } : {}),
            text: words.text(outcome.summary),
            ...(outcome.snapshots ? { snapshots: outcome.snapshots } : {}),
            next: outcome.rest && taskOf(outcome.rest),
          };
        };
      return (await run(taskOf(job), place))?.facts;
    },
    [run, confirmFor, confirmLargeFor, workbook, clientOf],
  );
  return { runner, confirm, startJob };
}
