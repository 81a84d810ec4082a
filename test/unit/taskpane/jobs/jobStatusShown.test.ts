import { type JobPlace, jobStatusShown } from '../../../../src/taskpane/jobs/jobStatusShown';

describe('jobStatusShown', () => {
  const bom: JobPlace = { kind: 'view' };
  const search: JobPlace = { kind: 'view' };
  const settings: JobPlace = { kind: 'view' };
  const fill: JobPlace = { kind: 'part' };

  test('a job of a part of a view (Fill part numbers) shows its status there, and not under the views', () => {
    expect(jobStatusShown(fill, fill)).toEqual({ progress: true, message: true });
    expect(jobStatusShown(fill, bom)).toEqual({ progress: false, message: false });
    expect(jobStatusShown(fill, search)).toEqual({ progress: false, message: false });
  });

  test('a job of a whole view shows its status under the views, not in a part of a view', () => {
    expect(jobStatusShown(bom, bom)).toEqual({ progress: true, message: true });
    expect(jobStatusShown(bom, fill)).toEqual({ progress: false, message: false });
    // Its message stays in its view; its progress is shown wherever the user is, with Cancel.
    expect(jobStatusShown(search, bom)).toEqual({ progress: true, message: false });
    // Settings starts no job: it shows a running job's progress, and keeps its own messages.
    expect(jobStatusShown(bom, settings)).toEqual({ progress: true, message: false });
  });

  test('places are told apart by identity: two views are two places, whatever they hold', () => {
    expect(jobStatusShown({ kind: 'view' }, bom)).toEqual({ progress: true, message: false });
    expect(jobStatusShown({ kind: 'part' }, fill)).toEqual({ progress: false, message: false });
  });

  test('before the first job, a view has nothing of its own to show, and a part nothing at all', () => {
    expect(jobStatusShown(undefined, bom)).toEqual({ progress: true, message: false });
    expect(jobStatusShown(undefined, fill)).toEqual({ progress: false, message: false });
  });

  test('a view not in sight shows nothing, its own job included: one job has one status, in the view in sight', () => {
    expect(jobStatusShown(bom, bom, false)).toEqual({ progress: false, message: false });
    expect(jobStatusShown(search, bom, false)).toEqual({ progress: false, message: false });
    expect(jobStatusShown(bom, bom, true)).toEqual({ progress: true, message: true });
  });
});
