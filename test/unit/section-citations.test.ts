/**
 * A comment states the rule it applies, in the shop's own words ("an order leaves the board once
 * Delivered"), rather than pointing at a numbered section of a document the repository does not
 * hold: no comment under functions/, shared/, infra/, web/src/ or test/ carries the section sign
 * (U+00A7). The product's rules are written out in docs/product-rules.md; a standard cited by
 * section says so in words ("RFC 4226, section 5.3").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';

const root = join(__dirname, '..', '..');
const sectionSign = '\u00a7';
const checked = ['functions', 'shared', 'infra', join('web', 'src'), 'test'];

/**
 * Paths (a file, or a folder ending in `/`) whose comments may still cite the specification by
 * section number: none. An entry here is a debt to pay, never a way to land a new citation.
 */
const stillCiting: readonly string[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : filesUnder(path);
    return /\.(tsx?|[cm]?js|css)$/.test(name) ? [path] : [];
  });
}

interface Comment {
  line: number;
  text: string;
}

/** Every comment of a TypeScript, JavaScript or CSS source, with the line it starts on. */
function commentsOf(fileName: string, text: string): Comment[] {
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  if (fileName.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: lineOf(m.index), text: m[0] }));
  }
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  // Text between JSX tags is not trivia, whatever it looks like.
  const jsxText: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(file);
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    else if (children.length === 0) {
      // Every comment is trivia around some token: before it, or after it on the same line.
      for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
        ranges.set(range.pos, range);
      }
    }
    children.forEach(visit);
  };
  visit(file);
  return [...ranges.values()]
    .filter((range) => !jsxText.some(([start, end]) => range.pos >= start && range.pos < end))
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ line: lineOf(range.pos), text: text.slice(range.pos, range.end) }));
}

const citing = (fileName: string, text: string) => commentsOf(fileName, text).filter((c) => c.text.includes(sectionSign));

describe('comments', () => {
  it('state their rule instead of citing a section', () => {
    const found = checked
      .flatMap((dir) => filesUnder(join(root, dir)))
      .map((path) => relative(root, path).split(sep).join('/'))
      .filter((path) => !stillCiting.some((excluded) => (excluded.endsWith('/') ? path.startsWith(excluded) : path === excluded)))
      .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
      // Only a file holding the sign at all is worth parsing.
      .filter(({ text }) => text.includes(sectionSign))
      .flatMap(({ path, text }) =>
        citing(path, text).map(
          (c) =>
            `${path}:${c.line}: ${c.text
              .split('\n')
              .find((l) => l.includes(sectionSign))!
              .trim()}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('are found wherever a source can hold one, and only there', () => {
    const s = sectionSign;
    const source = [
      `/** Rule one (spec ${s}1). */`,
      `const a = 1; // spec ${s}2`,
      `const b = '${s}3 in a string';`,
      `const c = \`${s}4 in a template \${a /* spec ${s}5 */}\`;`,
      `export const view = <p title="${s}6">Text ${s}7 // not a comment {/* spec ${s}8 */}</p>;`,
      `/* spec ${s}9 */`,
    ].join('\n');
    expect(citing('case.tsx', source).map((c) => c.line)).toEqual([1, 2, 4, 5, 6]);
    expect(citing('case.tsx', source).map((c) => c.text.match(/\d/)![0])).toEqual(['1', '2', '5', '8', '9']);
    expect(citing('case.css', `a { content: '${s}'; }\n/* spec ${s}4 */\nb {}`)).toEqual([{ line: 2, text: `/* spec ${s}4 */` }]);
  });
});
