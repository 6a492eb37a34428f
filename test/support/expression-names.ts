/**
 * Finds attribute names written bare in DynamoDB expressions, with the TypeScript compiler: every
 * value given as a `ConditionExpression`, `UpdateExpression`, `KeyConditionExpression`,
 * `FilterExpression` or `ProjectionExpression` property is followed to the literals it is built
 * from (through variables and what is pushed into them, `+`, `?:`, `join`, `map`, `filter`,
 * `replace`, and a helper's parameters to the arguments of its every call in the file), and every
 * name in those literals must be a `#placeholder`, a `:value`, or one of the expression language's
 * own words. An interpolation right after `#` or `:` builds a placeholder's name and is not
 * followed; one between `[` and `]` must be a number. Whatever cannot be followed is reported too:
 * an expression must be built in a way a reader (and this check) can follow.
 */
import { relative } from 'node:path';
import * as ts from 'typescript';
import { standaloneProgram } from './source-files';

export interface Finding {
  /** `functions/data/cart.ts:97` */
  at: string;
  message: string;
}

export const expressionProperties = ['ConditionExpression', 'UpdateExpression', 'KeyConditionExpression', 'FilterExpression', 'ProjectionExpression'];
const functionsAllowed = new Set([
  'attribute_exists',
  'attribute_not_exists',
  'attribute_type',
  'begins_with',
  'contains',
  'size',
  'list_append',
  'if_not_exists',
]);
const keywordsAllowed = new Set(['AND', 'OR', 'NOT', 'BETWEEN', 'IN', 'SET', 'REMOVE', 'ADD', 'DELETE']);
/** Marks an interpolation in a template's text. */
const HOLE = '\u0000';

export function findBareNames(files: string[], relativeTo: string): Finding[] {
  const program = standaloneProgram(files);
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)!);
  const findings = new Map<string, Finding>();
  const report = (node: ts.Node, message: string) => {
    const source = node.getSourceFile();
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const at = `${relative(relativeTo, source.fileName)}:${line}`;
    findings.set(`${at} ${message}`, { at, message });
  };

  const calls = new Map<ts.Symbol, ts.CallExpression[]>();
  const everyNode = (node: ts.Node, visit: (node: ts.Node) => void) => {
    visit(node);
    node.forEachChild((child) => everyNode(child, visit));
  };
  for (const source of sources) {
    everyNode(source, (node) => {
      // A helper is called by its name; a method call (db.send…) is never one whose parameters build an expression.
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      const symbol = checker.getSymbolAtLocation(node.expression);
      if (symbol) calls.set(symbol, [...(calls.get(symbol) ?? []), node]);
    });
  }

  const isNumber = (node: ts.Node) => (checker.getTypeAtLocation(node).flags & ts.TypeFlags.NumberLike) !== 0;
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) ? unwrap(node.expression) : node;

  /** The calls of the function that declares `parameter`, each with its argument for that parameter. */
  function argumentsFor(parameter: ts.ParameterDeclaration): (ts.Expression | undefined)[] | undefined {
    const fn = parameter.parent;
    const name = ts.isFunctionDeclaration(fn) ? fn.name : ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined;
    const symbol = name && checker.getSymbolAtLocation(name);
    const found = symbol && calls.get(symbol);
    if (!found?.length) return undefined;
    const index = fn.parameters.indexOf(parameter);
    return found.map((call) => call.arguments[index]);
  }

  const seen = new Set<ts.Node>();
  /** Follows `node`, a value that becomes (part of) an expression, to its literals. */
  function follow(node: ts.Expression): void {
    node = unwrap(node);
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return checkText(node, node.text, []);
    if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
      return checkText(
        node,
        text,
        node.templateSpans.map((span) => span.expression),
      );
    }
    if (isNumber(node)) return;
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.PlusToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
    ) {
      follow(node.left);
      return follow(node.right);
    }
    if (ts.isConditionalExpression(node)) {
      follow(node.whenTrue);
      return follow(node.whenFalse);
    }
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) follow(ts.isSpreadElement(element) ? element.expression : element);
      return;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (['join', 'filter', 'replace', 'trim', 'slice'].includes(method)) return follow(node.expression.expression);
      if (method === 'map' && node.arguments[0] && (ts.isArrowFunction(node.arguments[0]) || ts.isFunctionExpression(node.arguments[0]))) {
        return returnsOf(node.arguments[0]).forEach(follow);
      }
    }
    if (ts.isIdentifier(node)) {
      if (node.text === 'undefined') return;
      const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
      if (declaration && ts.isVariableDeclaration(declaration)) {
        const changes = changesOf(declaration);
        if (!declaration.initializer && !changes.length) return report(node, `cannot tell what \`${node.text}\` holds: build the expression from literals`);
        if (declaration.initializer) follow(declaration.initializer);
        return changes.forEach(follow);
      }
      if (declaration && ts.isParameter(declaration)) {
        if (declaration.initializer) follow(declaration.initializer);
        const given = argumentsFor(declaration);
        if (!given) return report(node, `cannot tell what \`${node.text}\` holds (no call of its function in this file)`);
        return given.forEach((argument) => argument && follow(argument));
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const declaration = checker.getSymbolAtLocation(node.expression)?.valueDeclaration;
      const given = declaration && ts.isParameter(declaration) ? argumentsFor(declaration) : undefined;
      if (given) {
        for (const argument of given) {
          if (!argument) continue;
          const object = unwrap(argument);
          if (!ts.isObjectLiteralExpression(object)) return report(argument, `cannot tell what \`${node.getText()}\` holds here`);
          for (const property of object.properties) {
            if (property.name?.getText() !== node.name.text) continue;
            if (ts.isPropertyAssignment(property)) follow(property.initializer);
            else if (ts.isShorthandPropertyAssignment(property)) follow(property.name);
            else report(property, `cannot tell what \`${node.name.text}\` holds here`);
          }
        }
        return;
      }
    }
    report(node, `cannot tell what \`${node.getText()}\` holds: build the expression from literals`);
  }

  /** What is pushed onto, appended to or assigned to a variable after its declaration. */
  function changesOf(declaration: ts.VariableDeclaration): ts.Expression[] {
    const symbol = checker.getSymbolAtLocation(declaration.name);
    const changes: ts.Expression[] = [];
    everyNode(declaration.getSourceFile(), (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['push', 'unshift'].includes(node.expression.name.text) &&
        checker.getSymbolAtLocation(node.expression.expression) === symbol
      )
        changes.push(...node.arguments);
      if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken].includes(node.operatorToken.kind) &&
        checker.getSymbolAtLocation(node.left) === symbol
      )
        changes.push(node.right);
    });
    return changes;
  }

  function returnsOf(fn: ts.ArrowFunction | ts.FunctionExpression): ts.Expression[] {
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    everyNode(fn.body, (node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    });
    return found;
  }

  /** Checks the words of one literal; `holes` are its interpolations, in order. */
  function checkText(node: ts.Node, text: string, holes: ts.Expression[]) {
    let hole = 0;
    // eslint-disable-next-line no-control-regex -- U+0000 marks where an interpolation was (HOLE)
    for (const match of text.matchAll(/[#:][A-Za-z0-9_\u0000]*|[A-Za-z_][A-Za-z0-9_]*|\[\u0000\]|\u0000/g)) {
      const token = match[0];
      if (token[0] === '#' || token[0] === ':') {
        // An interpolation within a placeholder builds its name: nothing to follow.
        hole += token.split(HOLE).length - 1;
        if (token.length === 1) report(node, `\`${token}\` names no placeholder in "${text.replaceAll(HOLE, '${…}')}"`);
        continue;
      }
      if (token === `[${HOLE}]`) {
        const index = holes[hole++]!;
        if (!isNumber(index)) report(index, `a list index must be a number: \`${index.getText()}\``);
        continue;
      }
      if (token === HOLE) {
        follow(holes[hole++]!);
        continue;
      }
      if (functionsAllowed.has(token) || keywordsAllowed.has(token.toUpperCase())) continue;
      report(node, `attribute name \`${token}\` written bare in "${text.replaceAll(HOLE, '${…}')}": write it as #${token}`);
    }
  }

  for (const source of sources) {
    everyNode(source, (node) => {
      if (ts.isPropertyAssignment(node) && expressionProperties.includes(node.name.getText())) follow(node.initializer);
      if (ts.isShorthandPropertyAssignment(node) && expressionProperties.includes(node.name.text)) follow(node.name);
    });
  }
  return [...findings.values()];
}
