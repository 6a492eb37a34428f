/**
 * The order in which jest starts the test files. Jest's own order runs first the files that failed
 * last time, then the longest, by the times of earlier runs kept in its cache; with no times (a
 * fresh clone, as in CI) it goes by file size, the largest first, so that no long file starts at
 * the end and keeps one worker busy while the other has nothing left to do.
 *
 * File size misleads here in two ways, and this order mends both where there are no times:
 * - The integration, stack and component subjects are `*.spec.ts(x)` files that one small test
 *   file requires (test/integration/api.test.ts, test/infra/stack.test.ts,
 *   test/components/components.test.tsx, about 2 KB each, half a minute, ten and twenty seconds of
 *   work). A file's size here counts the spec files it requires.
 * - A unit test file takes well under a second whatever its size, a browser journey of 2 KB
 *   several seconds. Unit tests go after every other file, where they fill the last gaps; so do
 *   the component test files of their own (test/components), a few seconds each in a DOM of their
 *   own. A file that requires specs is sized by them instead, wherever it is.
 * Where jest has times, its own order stands.
 */
const { existsSync, readFileSync, statSync } = require('node:fs');
const { dirname, join } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const specsRequired = new Map();
/** The `./*.spec` files a test file requires, as paths (`.ts`, or `.tsx` for the components'). */
function specsOf(path) {
  if (!specsRequired.has(path)) {
    const text = readFileSync(path, 'utf8');
    const specs = [...text.matchAll(/require\('(\.\/[\w-]+\.spec)'\)/g)].map((m) => join(dirname(path), m[1]));
    specsRequired.set(
      path,
      specs.map((spec) => (existsSync(`${spec}.ts`) ? `${spec}.ts` : `${spec}.tsx`)),
    );
  }
  return specsRequired.get(path);
}

/** The bytes of a test file and of the `./*.spec` files it requires. */
function sizeWithSpecs(path) {
  return specsOf(path).reduce((total, spec) => total + statSync(spec).size, statSync(path).size);
}

/** Files that take a few seconds at most, whatever their size: unit tests, and component tests that load no specs. */
const isQuick = (path) => /[\\/]test[\\/](unit|components)[\\/]/.test(path) && specsOf(path).length === 0;

class ShopSequencer extends Sequencer {
  sort(tests) {
    const sizes = new Map();
    const size = (test) => sizes.get(test.path) ?? sizes.set(test.path, sizeWithSpecs(test.path)).get(test.path);
    for (const test of tests) test.duration = this.time(test);
    return [...tests].sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const timedA = a.duration != null;
      // A file with no time yet (new, or renamed) goes before those jest has timed, as in jest's order.
      if (timedA !== (b.duration != null)) return timedA ? 1 : -1;
      if (timedA) return b.duration - a.duration;
      return Number(isQuick(a.path)) - Number(isQuick(b.path)) || size(b) - size(a);
    });
  }
}

module.exports = ShopSequencer;
