/**
 * Finds who writes the order item (`ORDER#<id>` / `ORDER`), with the TypeScript compiler, so that
 * one module stays its only writer (functions/data/orders.ts, docs/data-model.md "Who writes an
 * order"). Two things are found in each file:
 *
 * - writes: every `new …Command(…)` of DynamoDB that writes (put, update, delete, batch,
 *   transaction, PartiQL) whose input names the order item: a call of `orderKey` or `orderKeys`
 *   (from functions/data/keys.ts, however imported), or an object with `sk: 'ORDER'`, followed
 *   through variables, the functions it calls and a helper's parameters to the arguments of its
 *   every call in the file;
 * - key uses: every call of those builders and every `sk: 'ORDER'` at all. Outside the owner and
 *   keys.ts there is none, so no helper of another module can be handed the order's key either.
 */
import { relative } from 'node:path';
import * as ts from 'typescript';
import { standaloneProgram } from './source-files';

export interface Finding {
  /** `functions/data/orders.ts:97` */
  at: string;
  /** For a write: the function it is made in (`writeAtVersion`), or `(top level)`. */
  within: string;
  message: string;
}

const writeCommands = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchWriteCommand',
  'TransactWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
  'ExecuteStatementCommand',
  'BatchExecuteStatementCommand',
  'ExecuteTransactionCommand',
]);
const keyBuilders = new Set(['orderKey', 'orderKeys']);

export function findOrderItemWrites(files: string[], relativeTo: string): { writes: Finding[]; keyUses: Finding[] } {
  const program = standaloneProgram(files);
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)!);
  const everyNode = (node: ts.Node, visit: (node: ts.Node) => void) => {
    visit(node);
    node.forEachChild((child) => everyNode(child, visit));
  };
  const place = (node: ts.Node) => {
    const source = node.getSourceFile();
    return `${relative(relativeTo, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  /** The name a callee was exported under: `orderKey` for `import { orderKey as key }` too. */
  function calleeName(node: ts.CallExpression): string | undefined {
    if (!ts.isIdentifier(node.expression)) return undefined;
    const declaration = checker.getSymbolAtLocation(node.expression)?.declarations?.[0];
    if (declaration && ts.isImportSpecifier(declaration)) return (declaration.propertyName ?? declaration.name).text;
    return node.expression.text;
  }
  const isKeyBuild = (node: ts.Node) =>
    (ts.isCallExpression(node) && keyBuilders.has(calleeName(node) ?? '')) ||
    (ts.isPropertyAssignment(node) &&
      node.name.getText().replace(/['"]/g, '') === 'sk' &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      node.initializer.text === 'ORDER');

  const calls = new Map<ts.Symbol, ts.CallExpression[]>();
  for (const source of sources) {
    everyNode(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      const symbol = checker.getSymbolAtLocation(node.expression);
      if (symbol) calls.set(symbol, [...(calls.get(symbol) ?? []), node]);
    });
  }
  /** The arguments given for `parameter` at every call of its function in the file. */
  function argumentsFor(parameter: ts.ParameterDeclaration): ts.Node[] {
    const fn = parameter.parent;
    const name = ts.isFunctionDeclaration(fn) ? fn.name : ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined;
    const symbol = name && checker.getSymbolAtLocation(name);
    const index = fn.parameters.indexOf(parameter);
    return ((symbol && calls.get(symbol)) ?? []).flatMap((call) => (parameter.dotDotDotToken ? call.arguments.slice(index) : (call.arguments[index] ?? [])));
  }

  /** Whether `node` (an input of a command) is built from the order item's key. */
  function namesOrderItem(node: ts.Node, seen = new Set<ts.Node>()): boolean {
    if (seen.has(node)) return false;
    seen.add(node);
    if (isKeyBuild(node)) return true;
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      const value = symbol && ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : symbol;
      for (const declaration of value?.declarations ?? []) {
        if (ts.isVariableDeclaration(declaration) && declaration.initializer && namesOrderItem(declaration.initializer, seen)) return true;
        if ((ts.isFunctionDeclaration(declaration) || ts.isFunctionExpression(declaration)) && declaration.body && namesOrderItem(declaration.body, seen))
          return true;
        if (ts.isParameter(declaration) && argumentsFor(declaration).some((argument) => namesOrderItem(argument, seen))) return true;
      }
      return false;
    }
    let found = false;
    node.forEachChild((child) => {
      found ||= namesOrderItem(child, seen);
    });
    return found;
  }

  function within(node: ts.Node): string {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isFunctionDeclaration(at) && at.name) return at.name.text;
      if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name))
        return at.parent.name.text;
      if (ts.isMethodDeclaration(at)) return at.name.getText();
    }
    return '(top level)';
  }

  const writes: Finding[] = [];
  const keyUses: Finding[] = [];
  for (const source of sources) {
    everyNode(source, (node) => {
      if (isKeyBuild(node)) keyUses.push({ at: place(node), within: within(node), message: `builds the order item's key: \`${node.getText()}\`` });
      if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || !writeCommands.has(node.expression.text)) return;
      if ((node.arguments ?? []).some((argument) => namesOrderItem(argument)))
        writes.push({ at: place(node), within: within(node), message: `writes the order item (${node.expression.text})` });
    });
  }
  return { writes, keyUses };
}
