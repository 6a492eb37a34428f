/**
 * Jest's module loader, except for a few large packages that hold no state between test files:
 * those are loaded once per worker by Node's own require and handed to every file. Jest gives
 * each test file a fresh module registry, so each file that used one compiled it again:
 * playwright-core's 7 MB bundle for every browser journey (about a third of a core-second per
 * file), TypeScript's 9 MB compiler for every test that reads sources. A package on this list
 * must not be mocked, and its objects come from the worker's realm (its errors, arrays and
 * promises work with jest's expect all the same).
 */
const Runtime = require('jest-runtime').default;

const keptPerWorker = new Set(['playwright-core', 'typescript']);

class WorkerRuntime extends Runtime {
  requireModuleOrMock(from, moduleName) {
    if (keptPerWorker.has(moduleName)) return require(moduleName);
    return super.requireModuleOrMock(from, moduleName);
  }
}

module.exports = WorkerRuntime;
