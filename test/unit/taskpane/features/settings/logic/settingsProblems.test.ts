import { memoryStore, saveSettings, SettingsError, setSettingsStore } from '../../../../../../src/office/settings';
import { settingsProblems } from '../../../../../../src/taskpane/features/settings/logic/settingsProblems';

const RATE_PROBLEM =
  'Enter the number of requests per second the service allows your key, above 0 and at most 1,000 (for example 10).';
const BURST_PROBLEM = 'Enter how many requests may go out at once: a whole number from 1 to 1,000 (for example 20).';
const AGE_PROBLEM = 'Enter a number of hours above 0 (for example 24).';

/** The form's numbers, the valid ones unless told. */
const typed = (change: { rate?: string; burst?: string; snapshotMaxAgeHours?: string } = {}) => ({
  rate: '10',
  burst: '20',
  snapshotMaxAgeHours: '24',
  ...change,
});

describe('settingsProblems', () => {
  test.each([
    ['10', '20'],
    ['0.5', '1'],
    [' 10 ', ' 20 '],
    ['1e3', '1e2'],
    ['1000', '1000'],
    ['.25', '20.0'],
  ])('rate %j and burst %j: nothing to say', (rate, burst) => {
    expect(settingsProblems(typed({ rate, burst }))).toEqual({});
  });

  test.each([
    '',
    '   ',
    '0',
    '-1',
    '-0.5',
    'abc',
    'ten',
    '10/s',
    '10 per second',
    '1,5',
    '10,000',
    'NaN',
    'Infinity',
    '1e999',
    '1001',
    '99999999',
  ])('rate %j: says what to enter, and nothing about the burst', (rate) => {
    expect(settingsProblems(typed({ rate }))).toEqual({ rate: RATE_PROBLEM });
  });

  test.each([
    '',
    '  ',
    '0',
    '-3',
    '2.5',
    '0.5',
    'abc',
    '20 requests',
    '1,000',
    'NaN',
    'Infinity',
    '1e999',
    '1001',
    '99999999',
  ])('burst %j: says to enter a whole number up to the bound, and nothing about the rate', (burst) => {
    expect(settingsProblems(typed({ burst }))).toEqual({ burst: BURST_PROBLEM });
  });

  test.each(['24', '0.5', ' 48 ', '1e3', '168'])('age limit %j: nothing to say', (snapshotMaxAgeHours) => {
    expect(settingsProblems(typed({ snapshotMaxAgeHours }))).toEqual({});
  });

  test.each(['', ' ', '0', '-1', 'abc', '24h', '1,5', 'NaN', 'Infinity', '1e999'])(
    'age limit %j: says to enter hours above 0, and nothing about the rest',
    (snapshotMaxAgeHours) => {
      expect(settingsProblems(typed({ snapshotMaxAgeHours }))).toEqual({ snapshotMaxAgeHours: AGE_PROBLEM });
    },
  );

  test('both wrong: both said, and only those two fields', () => {
    expect(settingsProblems(typed({ rate: 'fast', burst: '0' }))).toEqual({ rate: RATE_PROBLEM, burst: BURST_PROBLEM });
  });

  test('a message never shows the unreadable number as NaN', () => {
    const problems = settingsProblems({ rate: 'abc', burst: 'xyz', snapshotMaxAgeHours: 'day' });
    expect(problems.rate).not.toMatch(/NaN/);
    expect(problems.burst).not.toMatch(/NaN/);
    expect(problems.snapshotMaxAgeHours).not.toMatch(/NaN/);
  });
});

describe('settingsProblems agrees with saveSettings', () => {
  beforeEach(() => setSettingsStore(memoryStore()));
  afterEach(() => setSettingsStore(undefined));

  /** Whether saveSettings takes the values the form would send (Number of the typed text). */
  async function saved(change: {
    ratePerSecond?: number;
    burst?: number;
    snapshotMaxAgeHours?: number;
  }): Promise<boolean> {
    try {
      await saveSettings(change);
      return true;
    } catch (error) {
      if (error instanceof SettingsError) return false;
      throw error;
    }
  }

  test.each([
    '10',
    '0.5',
    ' 3 ',
    '1e3',
    '1000.5',
    '99999999',
    '',
    ' ',
    '0',
    '-1',
    'abc',
    '1,5',
    'Infinity',
    '1e999',
    '0x10',
  ])('rate %j: accepted by the form exactly when saveSettings accepts it', async (rate) => {
    const formAccepts = settingsProblems(typed({ rate })).rate === undefined;
    expect(formAccepts).toBe(await saved({ ratePerSecond: Number(rate) }));
  });

  test.each([
    '20',
    '1',
    ' 5 ',
    '1e2',
    '20.0',
    '1000',
    '1001',
    '99999999',
    '',
    ' ',
    '0',
    '-1',
    '2.5',
    'abc',
    'Infinity',
    '1e999',
  ])('burst %j: accepted by the form exactly when saveSettings accepts it', async (burst) => {
    const formAccepts = settingsProblems(typed({ burst })).burst === undefined;
    expect(formAccepts).toBe(await saved({ burst: Number(burst) }));
  });

  test.each(['24', '0.5', ' 3 ', '1e3', '', ' ', '0', '-1', 'abc', '1,5', 'Infinity', '1e999', '0x10'])(
    'age limit %j: accepted by the form exactly when saveSettings accepts it',
    async (snapshotMaxAgeHours) => {
      const formAccepts = settingsProblems(typed({ snapshotMaxAgeHours })).snapshotMaxAgeHours === undefined;
      expect(formAccepts).toBe(await saved({ snapshotMaxAgeHours: Number(snapshotMaxAgeHours) }));
    },
  );
});
