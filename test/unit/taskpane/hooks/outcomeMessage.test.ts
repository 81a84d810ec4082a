import { outcomeMessage } from '../../../../src/taskpane/hooks/useJobRunner';
import type { TaskOutcome } from '../../../../src/taskpane/hooks/useJobRunner';

// One place decides a job's colour from what happened: only a job that did what it was asked is Done and
// green; one that stopped, was declined, left some out or found nothing is neither.
describe('outcomeMessage: the colour and title of each outcome', () => {
  test.each([
    ['done', 'success', 'Done'],
    ['doneSomeNotFound', 'warning', 'Done, some not found'],
    ['incomplete', 'warning', 'Incomplete'],
    ['cancelled', 'warning', 'Cancelled'],
    ['declined', 'info', 'Nothing written'],
    ['notFound', 'warning', 'Not found'],
  ] as const)('%s: %s, titled %s', (status, intent, title) => {
    const outcome: TaskOutcome = { status, text: 'What happened.' };
    expect(outcomeMessage(outcome)).toMatchObject({ intent, title, text: 'What happened.' });
  });

  test('only Done is green', () => {
    const statuses: TaskOutcome['status'][] = [
      'done',
      'doneSomeNotFound',
      'incomplete',
      'cancelled',
      'declined',
      'notFound',
    ];
    const green = statuses.filter((status) => outcomeMessage({ status, text: '' }).intent === 'success');
    expect(green).toEqual(['done']);
  });

  test('a job that says what it did has that title, in its status colour', () => {
    const outcome: TaskOutcome = { status: 'doneSomeNotFound', title: '1 line no longer meets its part', text: 'x' };
    expect(outcomeMessage(outcome)).toMatchObject({ intent: 'warning', title: '1 line no longer meets its part' });
  });
});
