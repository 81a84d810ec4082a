import { jobStatusShown, partOfView } from '../../../../src/taskpane/logic/jobStatusPlace';

describe('jobStatusShown', () => {
  const fill = partOfView('bom', 'fill');

  test('a job of a part of a view (Fill part numbers) shows its status there, and not under the views', () => {
    expect(fill).toBe('bom/fill');
    expect(jobStatusShown(fill, 'bom', fill)).toEqual({ progress: true, message: true });
    expect(jobStatusShown(fill, 'bom')).toEqual({ progress: false, message: false });
  });

  test('a job of a whole view shows its status under the views, not in a part of a view', () => {
    expect(jobStatusShown('bom', 'bom')).toEqual({ progress: true, message: true });
    expect(jobStatusShown('bom', 'bom', fill)).toEqual({ progress: false, message: false });
    // Its message stays in its view; its progress is shown wherever the user is, with Cancel.
    expect(jobStatusShown('search', 'bom')).toEqual({ progress: true, message: false });
    expect(jobStatusShown('bom', 'settings')).toEqual({ progress: true, message: false });
    expect(jobStatusShown(undefined, 'bom')).toEqual({ progress: true, message: true });
  });
});
