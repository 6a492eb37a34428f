/**
 * Which environment variables a Lambda handler's code reads: its entry bundled the way a deploy
 * bundles it (esbuild; packages left out, so only our own files), then each of those files
 * searched for `process.env` reads with the TypeScript parser, so comments and strings that
 * merely mention a variable do not count.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import * as ts from 'typescript';
import { repoRoot } from '../../infra/cdk/paths';

export interface EnvReads {
  /** Names read as `process.env.X`, `process.env['X']` or `const { X } = process.env`. */
  names: Set<string>;
  /** Reads whose name is not written in the code (`process.env[key]`, `...process.env`): unverifiable. */
  dynamic: string[];
}

const isProcessEnv = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) && node.name.text === 'env' &&
  ts.isIdentifier(node.expression) && node.expression.text === 'process';

/** The environment reads in one module's source text. */
export function envReadsOf(source: string, fileName = 'module.ts'): EnvReads {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const dynamic: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isProcessEnv(node.expression)) {
      names.add(node.name.text);
    } else if (ts.isElementAccessExpression(node) && isProcessEnv(node.expression)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteralLike(key)) names.add(key.text);
      else dynamic.push(`${where(node)} process.env[${key.getText()}]`);
    } else if (ts.isVariableDeclaration(node) && node.initializer && isProcessEnv(node.initializer)) {
      if (!ts.isObjectBindingPattern(node.name)) {
        dynamic.push(`${where(node)} ${node.getText()}`);
      } else {
        for (const element of node.name.elements) {
          const key = element.propertyName ?? element.name;
          if (element.dotDotDotToken || !(ts.isIdentifier(key) || ts.isStringLiteralLike(key))) dynamic.push(`${where(element)} ${element.getText()}`);
          else names.add(key.text);
        }
      }
    } else if (isProcessEnv(node) && !ts.isPropertyAccessExpression(node.parent) && !ts.isElementAccessExpression(node.parent)) {
      // process.env handed on whole (spread, passed to a function): what is read cannot be known.
      if (!(ts.isVariableDeclaration(node.parent) && node.parent.initializer === node)) dynamic.push(`${where(node)} ${node.parent.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { names, dynamic };
}

/** Our own source files (repository-relative) that a handler module's bundle is made of. */
export function modulesOf(entry: string): string[] {
  const result = buildSync({
    entryPoints: [entry],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // Packages read their own variables (the AWS SDK's endpoint overrides, say); only ours count.
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile!.inputs).filter((file) => !file.includes('node_modules'));
}

/** Every environment read in a handler module's graph, by the file it is in. */
export function envReadsOfHandler(handlerModule: string): EnvReads & { files: string[] } {
  const files = modulesOf(path.join('functions', `${handlerModule}.ts`));
  const names = new Set<string>();
  const dynamic: string[] = [];
  for (const file of files) {
    const reads = envReadsOf(readFileSync(path.join(repoRoot, file), 'utf8'), file);
    reads.names.forEach((n) => names.add(n));
    dynamic.push(...reads.dynamic);
  }
  return { names, dynamic, files };
}
