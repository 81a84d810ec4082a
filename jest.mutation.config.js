/**
 * The jest config of a mutation run (scripts/mutation.ts, stryker.config.json): the unit tests of the code
 * mutated alone (MUTATION_TESTS, folders under test/unit), compiled without type-checking, since every mutant
 * runs them again and the types are checked by tsc.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: (process.env.MUTATION_TESTS ?? 'test/unit').split(',').map((folder) => `<rootDir>/${folder}`),
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true }] },
};
