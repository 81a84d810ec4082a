const os = require('node:os');

const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
const moduleNameMapper = {
  // office-addin-mock needs only the OfficeApp enum of office-addin-manifest, whose package entry pulls in
  // ES-module-only dependencies that Jest's CommonJS cannot load: point it at the enum's own module.
  '^office-addin-manifest$': '<rootDir>/node_modules/office-addin-manifest/lib/officeApp.js',
};
/** A tier of the tests: its name (`--selectProjects <name>`), its folder and what else sets it apart. */
const tier = (displayName, root, more = {}) => ({
  displayName,
  testEnvironment: 'node',
  roots: [`<rootDir>/${root}`],
  testMatch: ['**/*.test.ts'],
  transform,
  moduleNameMapper,
  ...more,
});
/** The organisation's relay's tests: contract tests too, most on Debian's redis-server. */
const RELAY_TESTS = '<rootDir>/test/contract/relay(\\.[^/]*)?\\.test\\.ts$';

/**
 * The test tiers, each a project: `npm test` runs them all (the README's gate, what CI runs); `npm run
 * test:<tier>` one of them. See README.md, "Tests".
 *
 * @type {import('jest').Config}
 */
module.exports = {
  testTimeout: 30000,
  // Jest's default is one worker less than the cores: one on a 2-core machine, which then sits idle while a
  // test waits on the reference service's rate limit, on Redis or on Chromium. Two at least keep both busy.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    // Pure code and fakes, in one process: no build, no child process, no reference service.
    tier('unit', 'test/unit'),
    // The build, the lint, TypeScript programs and the sample workbook, checked as a whole.
    tier('checks', 'test/checks'),
    // The SDK, the functions and the jobs against the reference service on loopback.
    tier('contract', 'test/contract', { testPathIgnorePatterns: [RELAY_TESTS] }),
    tier('relay', 'test/contract', { testMatch: undefined, testRegex: RELAY_TESTS.replace('<rootDir>', '') }),
    // Browser tests: Debian's Chromium through playwright-core, against the add-in built once by globalSetup.
    // The pane's views and components in jsdom, through @testing-library/react: tsx, with the pane's tsconfig.
    tier('views', 'test/views', {
      testEnvironment: 'jsdom',
      // d3 (under Fluent's charts) ships ES modules, which Jest's CommonJS cannot load, and the same code as
      // UMD under the `umd` export condition: that one, and the browser's builds of everything else.
      testEnvironmentOptions: { customExportConditions: ['umd', 'browser'] },
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.taskpane.json' }] },
      setupFiles: ['<rootDir>/test/support/views/jsdomForFluent.ts'],
    }),
    tier('e2e', 'test/e2e', {
      testMatch: ['**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
    }),
  ],
};
