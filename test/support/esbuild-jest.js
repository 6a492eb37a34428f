/**
 * Jest's transform for our TypeScript (and the ESM-only packages jest.config.js lets through):
 * esbuild strips the types and turns ES modules into CommonJS, one file at a time (tsconfig.json
 * has isolatedModules, so no file needs another to be compiled). Types are checked by
 * `npm run lint`, not here. A stack trace points into the TypeScript source by the inline source
 * map. On a fresh clone, with nothing cached, a whole run took 207 core-seconds where compiling
 * with TypeScript's transpiler (ts-jest) took 216.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync, version } = require('esbuild');

// A change to this file compiles every file again.
const ownText = readFileSync(__filename, 'utf8');

const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };
const loaderOf = (path) => loaders[path.slice(path.lastIndexOf('.'))] ?? 'js';

module.exports = {
  process(sourceText, sourcePath) {
    const { code } = transformSync(sourceText, {
      loader: loaderOf(sourcePath),
      format: 'cjs',
      // Node 20 and later run what ES2022 says as it is: only the module syntax changes.
      target: 'node20',
      // import() becomes a require in a promise, as TypeScript emits it for CommonJS: jest's
      // module registry then loads it (a native import() needs jest's experimental ESM mode).
      supported: { 'dynamic-import': false },
      sourcemap: 'inline',
      sourcefile: sourcePath,
      // TypeScript's own settings for the emitted code (tsconfig.json): class fields as ES2022 defines them.
      tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
      // The SPA's JSX, as web/tsconfig.json compiles it: React's automatic runtime (react/jsx-runtime).
      jsx: 'automatic',
      // What Vite gives the SPA's code in development (web/src/lib/api-client.ts checks each answer
      // against its contract then): CommonJS has no import.meta of its own.
      define: { 'import.meta.env': JSON.stringify({ DEV: true, PROD: false, SSR: false, MODE: 'test', BASE_URL: '/' }) },
      logLevel: 'silent',
    });
    return { code };
  },
  getCacheKey(sourceText, sourcePath, options) {
    return createHash('sha256')
      .update(version)
      .update('\0')
      .update(sourcePath)
      .update('\0')
      .update(sourceText)
      .update('\0')
      .update(String(options.instrument))
      .update('\0')
      .update(ownText)
      .digest('hex');
  },
};
