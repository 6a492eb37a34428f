/** One jest run for every test: shared units, CDK assertions, handlers through the local gateway, browser journeys. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.[jt]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  // ESM-only dependencies are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|ulid)/)'],
  setupFiles: ['<rootDir>/test/support/quiet-warnings.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
