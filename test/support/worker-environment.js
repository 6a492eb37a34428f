/**
 * Jest's node environment, plus playwright-core loaded once per worker. Jest gives every test file
 * a fresh module registry, so each browser file compiled playwright-core's 7 MB bundle again: about
 * a third of a core-second per file. Node's own require keeps it for the worker's life, and the
 * browser files reach it through the global below (test/support/browser.ts). Only the client
 * lives here: what a test file connects, it closes, as before.
 */
const { TestEnvironment } = require('jest-environment-node');

let playwright;

class WorkerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Loaded on first use: most files never drive a browser.
    this.global.__workerPlaywright = () => (playwright ??= require('playwright-core'));
  }
}

module.exports = WorkerEnvironment;
