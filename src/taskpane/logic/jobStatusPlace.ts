/**
 * Where a job's progress, Cancel and message are shown. A job belongs to the view that started it (`bom`),
 * and its status is shown at the top of that view, where the eye is when it ends; a job started from a part
 * of a view with a status of its own (`bom/fill`, Fill part numbers) is shown at the top of that part, and not
 * at the top of the view as well. Pure.
 */

/** The place of a part of a view: what its jobs are started with, and what its status shows. */
export function partOfView(view: string, part: string): string {
  return `${view}/${part}`;
}

/** Whether a job's place is a part of a view (which shows its status itself) rather than a whole view. */
function isPartOfView(place: string | undefined): boolean {
  return place?.includes('/') ?? false;
}

export interface JobStatusShown {
  /** The running job's progress and Cancel. */
  readonly progress: boolean;
  /** How the last job ended. */
  readonly message: boolean;
}

/**
 * What one status shows: a view's own at its top (`place` undefined, the view `selected`) or a part of a
 * view's (`place`), for the job of `jobPlace` (the view or part that started it).
 */
export function jobStatusShown(jobPlace: string | undefined, selected: string, place?: string): JobStatusShown {
  if (place !== undefined) {
    const mine = jobPlace === place;
    return { progress: mine, message: mine };
  }
  if (isPartOfView(jobPlace)) return { progress: false, message: false };
  // Settings has messages of its own; a job's message belongs to the view that started it.
  return { progress: true, message: selected !== 'settings' && (jobPlace === undefined || jobPlace === selected) };
}
