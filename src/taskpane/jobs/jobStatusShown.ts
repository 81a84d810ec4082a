/**
 * Where a job's progress, Cancel and message are shown. A job belongs to the place of the pane that started it
 * (each useJob() is one), and its status is shown at the top of that place, where the eye is when it ends: the
 * top of a view, or of a part of a view with a status of its own (Fill part numbers, in the BOM view), and then
 * not at the top of the view as well. Pure.
 */

/** A place that starts jobs and shows their status. Places are told apart by identity, not by name. */
export interface JobPlace {
  /**
   * `view`: the top of a view. While a job started by another view runs, it shows that job's progress and Cancel
   * too: one job holds the pane at a time, and the user may have moved on to another view. `part`: a part of a
   * view, which shows its own jobs' status only, and whose jobs no view shows.
   */
  readonly kind: 'view' | 'part';
}

export interface JobStatusShown {
  /** The running job's progress and Cancel. */
  readonly progress: boolean;
  /** How the last job ended. */
  readonly message: boolean;
}

/**
 * What the status of `place` shows of the job started by `owner` (undefined before the first job). A view not
 * `inSight` shows nothing: the views once shown stay mounted, hidden, and one job has one status, in sight.
 */
export function jobStatusShown(owner: JobPlace | undefined, place: JobPlace, inSight = true): JobStatusShown {
  if (!inSight) return { progress: false, message: false };
  const mine = owner === place;
  if (place.kind === 'part') return { progress: mine, message: mine };
  return { progress: mine || owner?.kind !== 'part', message: mine };
}
