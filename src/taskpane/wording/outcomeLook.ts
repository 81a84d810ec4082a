import { t } from '../i18n/i18n';
import type { JobEnding } from '../logic/jobEnding';

/** The colour of a job's message (its MessageBar intent) and its title. */
export interface OutcomeLook {
  readonly intent: 'success' | 'info' | 'warning' | 'error';
  readonly title: string;
}

/** Each ending's intent and the key of its title (outcomeLook says why these colours). */
const LOOKS = {
  done: { intent: 'success', title: 'pane.job.done' },
  doneSomeNotFound: { intent: 'warning', title: 'pane.job.doneSomeNotFound' },
  notFound: { intent: 'warning', title: 'pane.job.notFound' },
  incomplete: { intent: 'warning', title: 'pane.job.incomplete' },
  cancelled: { intent: 'warning', title: 'pane.job.cancelled' },
  declined: { intent: 'info', title: 'pane.job.nothingWritten' },
  failed: { intent: 'error', title: 'pane.job.failed' },
} as const satisfies Record<JobEnding, { intent: OutcomeLook['intent']; title: string }>;

/**
 * The one place that decides the colour and title of a job's message, from how the job ended and nothing
 * else: green only for a job that did all it was asked (Done); amber for one that did it but not for every
 * part (Done, some not found), found nothing, stopped part-way or was cancelled, since each leaves the user
 * something to look at; red for one that failed; blue for one the user declined (nothing written, as chosen).
 */
export function outcomeLook(ending: JobEnding): OutcomeLook {
  const look = LOOKS[ending];
  return { intent: look.intent, title: t(look.title) };
}
