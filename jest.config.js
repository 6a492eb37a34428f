/** One jest run for every test: shared units, CDK assertions, handlers through the local gateway, browser journeys. */
module.exports = {
  testEnvironment: 'node',
  // Jest's module loader, keeping a few large stateless packages loaded for all of a worker's files.
  runtime: '<rootDir>/test/support/worker-runtime.js',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // esbuild only transpiles, file by file (test/support/esbuild-jest.js): types are checked once,
  // by `npm run lint`, not again in every worker.
  transform: {
    '^.+\\.[cm]?[jt]sx?$': '<rootDir>/test/support/esbuild-jest.js',
  },
  // ESM-only dependencies are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|ulid)/)'],
  setupFiles: ['<rootDir>/test/support/quiet-warnings.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  // Which file starts first: the longest by jest's times of the last run; with no times (a fresh
  // clone, CI), by size counting the specs a file requires, unit tests last.
  testSequencer: '<rootDir>/test/support/sequencer.js',
  // One worker per core of the two-core machines the suite is sized for: a browser journey keeps
  // Chromium and the local cloud busy too (the global setup starts one Chromium for all workers).
  maxWorkers: 2,
};
