/**
 * How a job ended, when it did not throw (JobOutcome.status): `done`; `doneSomeNotFound`: done for what exists, and some of what it was asked about does not (a BOM
 * with part numbers the service does not know: their rows say so); `cancelled` by the user (what was
 * written is a complete prefix); `declined` an overwrite; `incomplete`: the service failed part-way and
 * what had arrived was written (see `rest`); `notFound`: the job ran, and what it was asked about does not
 * exist (nothing to show, and nothing is Done). The pane's colour and title of each: outcomeLook.
 */
export type JobOutcomeStatus = 'done' | 'doneSomeNotFound' | 'cancelled' | 'declined' | 'incomplete' | 'notFound';

/** How a job ended, as the pane tells it: the status of its outcome, or `failed` when it threw. */
export type JobEnding = JobOutcomeStatus | 'failed';
