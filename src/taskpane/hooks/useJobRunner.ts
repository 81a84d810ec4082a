import { useCallback, useEffect, useRef, useState } from 'react';
import type { SnapshotUse } from '../../core';
import type { JobOutcomeStatus } from '../logic/jobEnding';
import type { JobProgress } from '../logic/jobProgress';
import { describeError, suggestedAction } from '../wording/describeError';
import { throttled } from '../logic/throttled';
import { recordError } from '../../office/errorLog';
import { isPartialWriteError } from '../../office/workbook';
import { t } from '../i18n/i18n';
import { type OutcomeLook, outcomeLook } from '../wording/outcomeLook';
import type { JobPlace } from '../jobs/jobStatusShown';

/**
 * What the pane shows after a job: a MessageBar's intent and a short title (outcomeLook decides both), and
 * the sentence(s) under it.
 */
export interface PaneMessage extends OutcomeLook {
  readonly text: string;
  /**
   * What the pane offers beside the message: a way to Settings, running the same job again, or the job
   * that goes on where this one stopped (`rest`).
   */
  readonly action?: 'openSettings' | 'retry' | 'rest';
  /** The snapshots the job's products came from (JobOutcome.snapshots): the status says the oldest one's date. */
  readonly snapshots?: readonly SnapshotUse[];
}

/**
 * What a task gives the runner: how its job ended, worded by the place that started it (usePaneJobs), the
 * snapshots its products came from, and, where there is more to do, the task that does it.
 */
export interface TaskOutcome {
  readonly status: JobOutcomeStatus;
  /** The message's title, when the job's words say what happened better than its status's word. */
  readonly title?: string;
  readonly text: string;
  readonly snapshots?: readonly SnapshotUse[];
  readonly next?: (job: JobHandle) => Promise<TaskOutcome>;
}

/** What a running job gets: the Cancel button's signal and where to report how far it has come. */
export interface JobHandle {
  readonly signal: AbortSignal;
  readonly onProgress: (progress: JobProgress) => void;
}

export interface JobRunner {
  readonly running: boolean;
  readonly progress: JobProgress | undefined;
  readonly message: PaneMessage | undefined;
  /** The place that started the running job, or the last one (whose message it is): its status shows them. */
  readonly owner: JobPlace | undefined;
  /**
   * Runs one job (one at a time: they share the workbook and the rate limit) and shows how it ended.
   * Resolves with the job's outcome, or undefined when it failed or was cancelled before it had one.
   */
  run<T extends TaskOutcome>(task: (job: JobHandle) => Promise<T>, place: JobPlace): Promise<T | undefined>;
  cancel(): void;
  /** Runs the last job again (after an error whose action is `retry`). */
  retry(): void;
  /** Runs the task that goes on where the last job stopped (after an outcome whose action is `rest`). */
  runRest(): void;
  /** Replaces the message, e.g. by one a view computes itself, shown by that `place`. */
  show(message: PaneMessage | undefined, place: JobPlace): void;
}

/** The message of a job that ended with an outcome: its colour (intent) and title from its status alone. */
export function outcomeMessage(outcome: TaskOutcome): PaneMessage {
  return {
    ...outcomeLook(outcome.status),
    ...(outcome.title !== undefined ? { title: outcome.title } : {}),
    text: outcome.text,
    action: outcome.next ? 'rest' : undefined,
    ...(outcome.snapshots ? { snapshots: outcome.snapshots } : {}),
  };
}

/**
 * The least time between two progress updates shown. A download reports every piece of the file that
 * arrives and a write every request, hundreds a second: each shown update draws the pane again, which cost
 * more than the work it reported. Ten a second still move the bar smoothly.
 */
export const PROGRESS_INTERVAL_MS = 100;

export function useJobRunner(): JobRunner {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<JobProgress | undefined>();
  const [message, setMessage] = useState<PaneMessage | undefined>();
  const [owner, setOwner] = useState<JobPlace | undefined>();
  const lastPlace = useRef<JobPlace | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);
  const last = useRef<((job: JobHandle) => Promise<TaskOutcome>) | undefined>(undefined);
  const next = useRef<((job: JobHandle) => Promise<TaskOutcome>) | undefined>(undefined);

  // A pane closed mid-job stops its requests rather than leaving them to finish unseen.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T extends TaskOutcome>(task: (job: JobHandle) => Promise<T>, place: JobPlace) => {
    if (controller.current) return undefined;
    last.current = task;
    lastPlace.current = place;
    setOwner(place);
    next.current = undefined;
    const current = new AbortController();
    controller.current = current;
    setRunning(true);
    setProgress(undefined);
    setMessage(undefined);
    const progress = throttled(setProgress, PROGRESS_INTERVAL_MS);
    try {
      const outcome = await task({ signal: current.signal, onProgress: progress.report });
      next.current = outcome.next;
      setMessage(outcomeMessage(outcome));
      return outcome;
    } catch (error) {
      // After a cancel, an abort error is the cancel itself; a PartialWriteError is Excel refusing a write
      // on the way, and its message (how many complete rows, where) is what the user needs.
      const cancelled = current.signal.aborted && !isPartialWriteError(error);
      if (!cancelled) recordError(error, 'pane');
      setMessage(
        cancelled
          ? { ...outcomeLook('cancelled'), text: t('pane.job.stoppedBeforeMore') }
          : { ...outcomeLook('failed'), text: describeError(error), action: suggestedAction(error) },
      );
      return undefined;
    } finally {
      progress.stop();
      controller.current = undefined;
      setRunning(false);
      setProgress(undefined);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(new Error('Cancelled from the pane.')), []);

  const retry = useCallback(() => {
    if (last.current && lastPlace.current) void run(last.current, lastPlace.current);
  }, [run]);

  const runRest = useCallback(() => {
    if (next.current && lastPlace.current) void run(next.current, lastPlace.current);
  }, [run]);

  const show = useCallback((shown: PaneMessage | undefined, place: JobPlace) => {
    setMessage(shown);
    setOwner(place);
  }, []);

  return { running, progress, message, owner, run, cancel, retry, runRest, show };
}
