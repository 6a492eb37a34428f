/** The shop's own TypeScript sources, read by the checks that follow code with the TypeScript compiler. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

/** Every .ts/.tsx file under `dir` (declarations and node_modules left out). */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file alone (imports are not followed) over the language's own library, no DOM: a few seconds at most. */
export function standaloneProgram(files: string[]): ts.Program {
  return ts.createProgram(files, {
    noResolve: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
}
