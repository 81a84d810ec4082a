/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
  moduleNameMapper: {
    // office-addin-mock needs only the OfficeApp enum of office-addin-manifest, whose package entry pulls in
    // ES-module-only dependencies that Jest's CommonJS cannot load: point it at the enum's own module.
    '^office-addin-manifest$': '<rootDir>/node_modules/office-addin-manifest/lib/officeApp.js',
  },
  testTimeout: 30000,
};
