import { MAX_BURST, MAX_RATE } from '../../../../../../src/office/settings';
import { settingsProblems } from '../../../../../../src/taskpane/features/settings/logic/settingsProblems';
import { settingsProblemTexts } from '../../../../../../src/taskpane/features/settings/wording/settingsProblemTexts';

const BOUNDS = { maxRate: MAX_RATE, maxBurst: MAX_BURST };

describe('settingsProblemTexts', () => {
  test('each wrong number says what to enter, with its bound', () => {
    expect(settingsProblemTexts({ rate: { above: 0, max: 1_000 } })).toEqual({
      rate: 'Enter the number of requests per second the service allows your key, above 0 and at most 1,000 (for example 10).',
    });
    expect(settingsProblemTexts({ burst: { min: 1, max: 1_000 } })).toEqual({
      burst: 'Enter how many requests may go out at once: a whole number from 1 to 1,000 (for example 20).',
    });
    expect(settingsProblemTexts({ snapshotMaxAgeHours: { above: 0 } })).toEqual({
      snapshotMaxAgeHours: 'Enter a number of hours above 0 (for example 24).',
    });
  });

  test('nothing wrong, nothing said', () => {
    expect(settingsProblemTexts({})).toEqual({});
  });

  test('numbers that cannot be read are asked for again with their bounds, never shown as NaN', () => {
    const typed = { rate: 'abc', burst: 'xyz', snapshotMaxAgeHours: 'day' };
    expect(settingsProblemTexts(settingsProblems(typed, BOUNDS))).toEqual({
      rate: 'Enter the number of requests per second the service allows your key, above 0 and at most 1,000 (for example 10).',
      burst: 'Enter how many requests may go out at once: a whole number from 1 to 1,000 (for example 20).',
      snapshotMaxAgeHours: 'Enter a number of hours above 0 (for example 24).',
    });
  });
});
