const os = require('node:os');

const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
const moduleNameMapper = {
  // office-addin-mock needs only the OfficeApp enum of office-addin-manifest, whose package entry pulls in
  // ES-module-only dependencies that Jest's CommonJS cannot load: point it at the enum's own module.
  '^office-addin-manifest$': '<rootDir>/node_modules/office-addin-manifest/lib/officeApp.js',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  // Jest's default is one worker less than the cores: one on a 2-core machine, which then sits idle while a
  // test waits on the reference service's rate limit, on Redis or on Chromium. Two at least keep both busy.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'unit+contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/unit', '<rootDir>/test/contract'],
      testMatch: ['**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
    {
      // Browser tests: Debian's Chromium through playwright-core, against the add-in built once by globalSetup.
      // `npx jest --selectProjects unit+contract` skips them and their build.
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      transform,
      moduleNameMapper,
      globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
    },
  ],
};
