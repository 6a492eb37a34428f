/**
 * Every schema is written with `zod/mini`. Classic `zod` chains methods onto one large class, so a
 * bundle that touches one schema carries the whole library (96 KB in every handler, 26 KB gzip in
 * the storefront's first load); `zod/mini` is functions a bundler drops when unused. One classic
 * import anywhere in the code a bundle reaches would bring it all back, so none is allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

const root = path.join(__dirname, '..', '..');
const folders = ['shared', 'functions', 'web/src', 'infra', 'test'];
const skipped = new Set(['node_modules', 'cdk.out', '.local', 'dist']);

/** The entries of the zod package that are the functional API or its types. */
const allowed = /^zod\/(mini|v4\/mini|v4\/core|locales)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [rel] : [];
  });
}

/** `file:line imports 'zod'` for each import of classic zod (static, type-only, `import()`, re-export). */
function classicZodImports(file: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .filter(({ fileName }) => (fileName === 'zod' || fileName.startsWith('zod/')) && !allowed.test(fileName))
    .map(({ fileName, pos }) => `${file}:${source.slice(0, pos).split('\n').length} imports '${fileName}'`);
}

describe('zod', () => {
  it('is imported only as zod/mini (or its core types) in shared, functions, web, infra and test', () => {
    const files = folders.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => classicZodImports(file, readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('tells classic imports from mini ones', () => {
    const source = [
      "import * as z from 'zod';",
      "import type { ZodType } from 'zod/v4';",
      "export { z } from 'zod/v4/classic';",
      "const later = () => import('zod');",
      "import * as mini from 'zod/mini';",
      "import type * as core from 'zod/v4/core';",
      "import { en } from 'zod/locales';",
    ].join('\n');
    expect(classicZodImports('x.ts', source)).toEqual([
      "x.ts:1 imports 'zod'",
      "x.ts:2 imports 'zod/v4'",
      "x.ts:3 imports 'zod/v4/classic'",
      "x.ts:4 imports 'zod'",
    ]);
  });
});
