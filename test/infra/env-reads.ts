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
  ts.isPropertyAccessExpression(node) && node.name.text === 'env' && ts.isIdentifier(node.expression) && node.expression.text === 'process';

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

/**
 * Our own source files (repository-relative) that each handler module's bundle is made of, by
 * handler module: one esbuild run bundles them all (each output holds its entry's whole graph).
 */
export function modulesOf(handlerModules: readonly string[]): Map<string, string[]> {
  const entryOf = (handlerModule: string) => `functions/${handlerModule}.ts`;
  const result = buildSync({
    entryPoints: handlerModules.map(entryOf),
    absWorkingDir: repoRoot,
    outdir: 'env-reads',
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // Packages read their own variables (the AWS SDK's endpoint overrides, say); only ours count.
    packages: 'external',
    logLevel: 'silent',
  });
  const byEntry = new Map(
    Object.values(result.metafile!.outputs)
      .filter((output) => output.entryPoint)
      .map((output) => [output.entryPoint!, Object.keys(output.inputs).filter((file) => !file.includes('node_modules'))]),
  );
  return new Map(
    handlerModules.map((handlerModule) => {
      const files = byEntry.get(entryOf(handlerModule));
      if (!files) throw new Error(`esbuild made no bundle of ${entryOf(handlerModule)}`);
      return [handlerModule, files];
    }),
  );
}

/** A file's reads, parsed once however many handler graphs it is in (the shared modules are in most). */
const readsByFile = new Map<string, EnvReads>();
function envReadsOfFile(file: string): EnvReads {
  let reads = readsByFile.get(file);
  if (!reads) readsByFile.set(file, (reads = envReadsOf(readFileSync(path.join(repoRoot, file), 'utf8'), file)));
  return reads;
}

/** Every environment read in each handler module's graph, by handler module. */
export function envReadsOfHandlers(handlerModules: readonly string[]): Map<string, EnvReads & { files: string[] }> {
  const unique = [...new Set(handlerModules)];
  return new Map(
    [...modulesOf(unique)].map(([handlerModule, files]) => {
      const names = new Set<string>();
      const dynamic: string[] = [];
      for (const file of files) {
        const reads = envReadsOfFile(file);
        reads.names.forEach((n) => names.add(n));
        dynamic.push(...reads.dynamic);
      }
      return [handlerModule, { names, dynamic, files }];
    }),
  );
}

/** Every environment read in one handler module's graph. */
export const envReadsOfHandler = (handlerModule: string) => envReadsOfHandlers([handlerModule]).get(handlerModule)!;
