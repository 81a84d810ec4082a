import { t } from '../i18n/i18n';
import type { JobOutcome } from '../jobs/types';

/** How a job ended, as the pane tells it: the status of its outcome, or `failed` when it threw. */
export type JobEnding = JobOutcome['status'] | 'failed';

/** The colour of a job's message (its MessageBar intent) and its title. */
export interface OutcomeLook {
  readonly intent: 'success' | 'info' | 'warning' | 'error';
  readonly title: string;
}

/**
 * The one place that decides the colour and title of a job's message, from how the job ended and nothing
 * else: green only for a job that did all it was asked (Done); amber for one that did it but not for every
 * part (Done, some not found), found nothing, stopped part-way or was cancelled, since each leaves the user
 * something to look at; red for one that failed; blue for one the user declined (nothing written, as chosen).
 */
export function outcomeLook(ending: JobEnding): OutcomeLook {
  switch (ending) {
    case 'done':
      return { intent: 'success', title: t('pane.job.done') };
    case 'doneSomeNotFound':
      return { intent: 'warning', title: t('pane.job.doneSomeNotFound') };
    case 'notFound':
      return { intent: 'warning', title: t('pane.job.notFound') };
    case 'incomplete':
      return { intent: 'warning', title: t('pane.job.incomplete') };
    case 'cancelled':
      return { intent: 'warning', title: t('pane.job.cancelled') };
    case 'declined':
      return { intent: 'info', title: t('pane.job.nothingWritten') };
    case 'failed':
      return { intent: 'error', title: t('pane.job.failed') };
  }
}
