import type { JobEnding } from '../../../../src/taskpane/logic/jobEnding';
import { outcomeLook } from '../../../../src/taskpane/wording/outcomeLook';

// The one place that colours a job's message: green is Done and nothing else. A job that did its work but
// not for every part, found nothing, stopped part-way or was cancelled is amber; one that failed is red.
describe('outcomeLook: the colour and title of each way a job ends', () => {
  test.each([
    ['done', 'success', 'Done'],
    ['doneSomeNotFound', 'warning', 'Done, some not found'],
    ['notFound', 'warning', 'Not found'],
    ['incomplete', 'warning', 'Incomplete'],
    ['cancelled', 'warning', 'Cancelled'],
    ['declined', 'info', 'Nothing written'],
    ['failed', 'error', 'That did not work'],
  ] as const)('%s: %s, titled %s', (ending, intent, title) => {
    expect(outcomeLook(ending)).toEqual({ intent, title });
  });

  test('only Done is green, and only a failure is red', () => {
    const endings: JobEnding[] = [
      'done',
      'doneSomeNotFound',
      'notFound',
      'incomplete',
      'cancelled',
      'declined',
      'failed',
    ];
    expect(endings.filter((ending) => outcomeLook(ending).intent === 'success')).toEqual(['done']);
    expect(endings.filter((ending) => outcomeLook(ending).intent === 'error')).toEqual(['failed']);
  });
});
