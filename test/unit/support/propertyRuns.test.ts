import { DEVELOPER_RUNS, propertyRuns } from '../../support/propertyRuns';

describe('propertyRuns', () => {
  const saved = { CI: process.env.CI, PROPERTY_RUNS: process.env.PROPERTY_RUNS };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  test('on a developer machine: the thorough count up to 100, no more', () => {
    delete process.env.CI;
    delete process.env.PROPERTY_RUNS;
    expect([propertyRuns(60), propertyRuns(100), propertyRuns(101), propertyRuns(2000)]).toEqual([60, 100, 100, 100]);
    expect(DEVELOPER_RUNS).toBe(100);
  });

  test('in CI: the thorough count', () => {
    process.env.CI = 'true';
    delete process.env.PROPERTY_RUNS;
    expect([propertyRuns(60), propertyRuns(2000)]).toEqual([60, 2000]);
  });

  test('PROPERTY_RUNS says how many, more or fewer, in CI or not', () => {
    process.env.PROPERTY_RUNS = '5000';
    delete process.env.CI;
    expect(propertyRuns(300)).toBe(5000);
    process.env.CI = 'true';
    process.env.PROPERTY_RUNS = '1';
    expect(propertyRuns(300)).toBe(1);
    process.env.PROPERTY_RUNS = '';
    expect(propertyRuns(300)).toBe(300);
  });

  test.each(['0', '-3', '2.5', 'many'])('PROPERTY_RUNS=%s is refused, saying what to give', (asked) => {
    process.env.PROPERTY_RUNS = asked;
    expect(() => propertyRuns(300)).toThrow(`PROPERTY_RUNS is "${asked}": give a whole number from 1 up, or unset it.`);
  });
});
