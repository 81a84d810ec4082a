import {
  MAX_BURST,
  MAX_RATE,
  memoryStore,
  saveSettings,
  SettingsError,
  setSettingsStore,
} from '../../../../../../src/office/settings';
import { settingsProblems } from '../../../../../../src/taskpane/features/settings/logic/settingsProblems';

/** saveSettings' bounds, as the view gives them. */
const BOUNDS = { maxRate: MAX_RATE, maxBurst: MAX_BURST };
const RATE_PROBLEM = { above: 0, max: 1_000 };
const BURST_PROBLEM = { min: 1, max: 1_000 };
const AGE_PROBLEM = { above: 0 };

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
    expect(settingsProblems(typed({ rate, burst }), BOUNDS)).toEqual({});
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
  ])('rate %j: wrong, with its range, and nothing about the burst', (rate) => {
    expect(settingsProblems(typed({ rate }), BOUNDS)).toEqual({ rate: RATE_PROBLEM });
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
  ])('burst %j: wrong, a whole number up to the bound, and nothing about the rate', (burst) => {
    expect(settingsProblems(typed({ burst }), BOUNDS)).toEqual({ burst: BURST_PROBLEM });
  });

  test.each(['24', '0.5', ' 48 ', '1e3', '168'])('age limit %j: nothing to say', (snapshotMaxAgeHours) => {
    expect(settingsProblems(typed({ snapshotMaxAgeHours }), BOUNDS)).toEqual({});
  });

  test.each(['', ' ', '0', '-1', 'abc', '24h', '1,5', 'NaN', 'Infinity', '1e999'])(
    'age limit %j: wrong, hours above 0, and nothing about the rest',
    (snapshotMaxAgeHours) => {
      expect(settingsProblems(typed({ snapshotMaxAgeHours }), BOUNDS)).toEqual({
        snapshotMaxAgeHours: AGE_PROBLEM,
      });
    },
  );

  test('both wrong: both found, and only those two fields', () => {
    expect(settingsProblems(typed({ rate: 'fast', burst: '0' }), BOUNDS)).toEqual({
      rate: RATE_PROBLEM,
      burst: BURST_PROBLEM,
    });
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
    const formAccepts = settingsProblems(typed({ rate }), BOUNDS).rate === undefined;
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
    const formAccepts = settingsProblems(typed({ burst }), BOUNDS).burst === undefined;
    expect(formAccepts).toBe(await saved({ burst: Number(burst) }));
  });

  test.each(['24', '0.5', ' 3 ', '1e3', '', ' ', '0', '-1', 'abc', '1,5', 'Infinity', '1e999', '0x10'])(
    'age limit %j: accepted by the form exactly when saveSettings accepts it',
    async (snapshotMaxAgeHours) => {
      const problems = settingsProblems(typed({ snapshotMaxAgeHours }), BOUNDS);
      const formAccepts = problems.snapshotMaxAgeHours === undefined;
      expect(formAccepts).toBe(await saved({ snapshotMaxAgeHours: Number(snapshotMaxAgeHours) }));
    },
  );
});
