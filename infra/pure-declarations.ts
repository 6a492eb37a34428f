/**
 * Lets a handler's bundle leave out the shared schemas its route never uses.
 *
 * `shared/` is declarations: zod schemas, route contracts, messages, rules. A schema is built
 * when its module is evaluated, and esbuild keeps every top-level `const` whose initializer
 * calls a function, because it cannot know the call has no side effects. So a handler that
 * imports one schema of `shared/orders.ts` used to build all of them at cold start, and every
 * schema those reach, for nothing.
 *
 * This esbuild plugin rewrites each top-level `const` initializer of a `shared/` module that
 * calls something (a schema builder, a helper, a constructor) into
 * `/* @__PURE__ *\/ (() => (<initializer>))()`: the same value, built at the same moment, but a
 * call esbuild may drop when nothing in the bundle reads the constant. Expression statements (a
 * module's deliberate side effects) are left alone, and so is every file outside `shared/`. The
 * rewrite adds no line, so source maps still line up. A handler imports its route's contract by
 * name (`import * as contracts from '../../shared/api/cart'`), so the other routes of its area,
 * and their schemas, are left out too.
 */
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import type { Plugin } from 'esbuild';
import * as ts from 'typescript';

/** Whether evaluating the expression calls something: a call, `new` or a tagged template outside a function body. */
function callsSomething(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node)) throw new Error('A top-level await in shared/ cannot be marked pure');
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, callsSomething) ?? false;
}

/** The module's source with each top-level `const` initializer that calls something marked pure. */
export function markDeclarationsPure(source: string, fileName = 'module.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !callsSomething(init)) continue;
      edits.push({ at: init.getStart(file), text: '/* @__PURE__ */ (() => (' }, { at: init.getEnd(), text: '))()' });
    }
  }
  let out = source;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The esbuild plugin: every `.ts` module under `root/shared/` is loaded through markDeclarationsPure. */
export function pureSharedDeclarations(root: string): Plugin {
  const shared = `${root}${sep}shared${sep}`;
  return {
    name: 'pure-shared-declarations',
    setup(build) {
      build.onLoad({ filter: /[\\/]shared[\\/].*\.ts$/ }, async ({ path }) => {
        if (!path.startsWith(shared)) return undefined;
        return { contents: markDeclarationsPure(await readFile(path, 'utf8'), path), loader: 'ts' };
      });
    },
  };
}
