/**
 * How many cases a property test draws. On a developer's machine, at most 100, so that `npm run test:unit`
 * answers in minutes; in CI (`CI` set, as `.ci/run` does), the test's own thorough count. `PROPERTY_RUNS`, a
 * whole number from 1 up, overrides both: `PROPERTY_RUNS=5000 npm run test:unit` for a long search.
 */
export function propertyRuns(thorough: number): number {
  const asked = process.env.PROPERTY_RUNS;
  if (asked !== undefined && asked !== '') {
    const runs = Number(asked);
    if (!Number.isInteger(runs) || runs < 1) {
      throw new Error(`PROPERTY_RUNS is ${JSON.stringify(asked)}: give a whole number from 1 up, or unset it.`);
    }
    return runs;
  }
  return process.env.CI ? thorough : Math.min(thorough, DEVELOPER_RUNS);
}

/** The most a property draws on a developer's machine unless PROPERTY_RUNS says otherwise. */
export const DEVELOPER_RUNS = 100;
