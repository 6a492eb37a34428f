/**
 * One jest run for every test: shared units, CDK assertions, handlers through the local gateway,
 * browser journeys, and the SPA's components in a DOM. Two projects of one run: the components
 * need no local cloud, so a run of them alone (`npx jest test/components`) starts none; jest runs
 * a project's global setup only when one of its files is in the run.
 */
// What both projects compile the same way.
const compiled = {
  rootDir: __dirname,
  // Jest's module loader, keeping a few large stateless packages loaded for all of a worker's files.
  runtime: '<rootDir>/test/support/worker-runtime.js',
  // esbuild only transpiles, file by file (test/support/esbuild-jest.js): types are checked once,
  // by `npm run lint`, not again in every worker.
  transform: {
    '^.+\\.[cm]?[jt]sx?$': '<rootDir>/test/support/esbuild-jest.js',
  },
  // ESM-only dependencies are compiled to CommonJS like our own code, and so is React Email's
  // render, whose CommonJS build loads react-dom/server by import(), which jest's CommonJS runs
  // only when compiled to a require.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|ulid|@react-email/render)/)'],
  setupFiles: ['<rootDir>/test/support/quiet-warnings.ts'],
};

module.exports = {
  projects: [
    {
      ...compiled,
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      ...compiled,
      displayName: 'components',
      // jsdom, with the fetch API's classes a fake server answers with (test/support/dom-environment.js).
      testEnvironment: '<rootDir>/test/support/dom-environment.js',
      roots: ['<rootDir>/test/components'],
      testMatch: ['**/*.test.tsx'],
      // The SPA's import aliases (web/vite.config.ts), and its stylesheets, which jsdom does not apply.
      // (The first that matches applies: stylesheets first, wherever they are imported from.)
      moduleNameMapper: {
        '\\.css$': '<rootDir>/test/support/style-stub.js',
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '^@shared/(.*)$': '<rootDir>/shared/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/test/support/dom-setup.ts'],
      // And the SPA's own ESM-only dependencies (the photos' zip, the uploader).
      transformIgnorePatterns: ['/node_modules/(?!(@middy|ulid|client-zip|@uppy|nanoid|preact|p-retry|is-network-error)/)'],
    },
  ],
  testTimeout: 30000,
  // Which file starts first: the longest by jest's times of the last run; with no times (a fresh
  // clone, CI), by size counting the specs a file requires, unit and component tests last.
  testSequencer: '<rootDir>/test/support/sequencer.js',
  // One worker per core of the two-core machines the suite is sized for: a browser journey keeps
  // Chromium and the local cloud busy too (the global setup starts one Chromium for all workers).
  maxWorkers: 2,
};
