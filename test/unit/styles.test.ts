/**
 * The SPA's stylesheets: one beside each component or page, each loaded with the code that uses
 * it. A lazy route's sheet arrives after the entry's, in whatever order routes are visited, so a
 * selector written in two sheets would look different depending on where the customer came from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

const webSrc = join(__dirname, '..', '..', 'web', 'src');

/**
 * Classes no source file spells out whole. Each is checked to still occur in the source, so the
 * list cannot outlive its reason.
 */
const classesBuiltInCode: { prefix: string; why: string; builtBy: string }[] = [
  {
    prefix: 'order-card__payment--',
    why: 'My Orders adds the payment status to the prefix: order-card__payment--paid, --failed, --expired',
    builtBy: 'order-card__payment--${',
  },
  {
    prefix: 'upload-photo--',
    why: 'each photo in an upload batch is styled by its state: upload-photo--done, --failed, …',
    builtBy: 'upload-photo--${',
  },
  {
    prefix: 'line-image--',
    why: 'View Images styles a photo by its status: line-image--reserved, --rejected, …',
    builtBy: 'line-image--${',
  },
  {
    prefix: 'board-box--',
    why: 'the orders board colours each box by its status and age: board-box--red, --orange, …',
    builtBy: 'board-box--${',
  },
  {
    prefix: 'board-swatch--',
    why: "the board's legend shows a swatch per colour",
    builtBy: 'board-swatch--${',
  },
];
const classesOfOthers: { prefix: string; why: string }[] = [
  { prefix: 'amplify-', why: 'the Amplify Authenticator renders these; hosted-sign-in.css themes them' },
];

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, extensions) : extensions.test(name) ? [path] : [];
  });
}

interface CssRule {
  /** The enclosing at-rules, e.g. `@media (min-width: 768px)`; empty at the top level. */
  context: string;
  /** The whole selector list, whitespace normalised; `@keyframes name` for keyframes. */
  prelude: string;
}

const normalise = (selector: string) =>
  selector
    .replace(/\s+/g, ' ')
    .replace(/\s*([,>+~])\s*/g, '$1')
    .trim();

/** Index just past the `}` that closes the block opened at `open`, skipping strings. */
function closeOf(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('unclosed block');
}

function rulesOf(css: string, context = ''): CssRule[] {
  const rules: CssRule[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = normalise(css.slice(i, open));
    const close = closeOf(css, open);
    if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      rules.push(...rulesOf(css.slice(open + 1, close - 1), `${context}${prelude} `));
    } else {
      // Keyframes and the like are named, not selected: their name is what must be unique.
      rules.push({ context: context.trim(), prelude });
    }
    i = close;
  }
  return rules;
}

/** Splits a selector list at its top-level commas (not those inside :is(), :not()…). */
function selectorsOf(prelude: string): string[] {
  if (prelude.startsWith('@')) return [prelude];
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    if (prelude[i] === '(') depth++;
    else if (prelude[i] === ')') depth--;
    else if (prelude[i] === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, prelude.slice(start)];
}

const classesOf = (selector: string) =>
  selector.startsWith('@') ? [] : [...selector.replace(/(["']).*?\1/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);

/** Every piece of string text in the SPA's code: literals, template parts, JSX attribute values. */
function stringsInCode(): string[] {
  const strings: string[] = [];
  for (const file of filesUnder(webSrc, /\.tsx?$/)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
      if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) strings.push(`${node.text}\${`);
      node.forEachChild(visit);
    };
    visit(source);
  }
  return strings;
}

const sheets = filesUnder(webSrc, /\.css$/).map((file) => ({
  name: relative(webSrc, file),
  rules: rulesOf(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
}));

describe('the stylesheets under web/src', () => {
  it('are found and parsed', () => {
    expect(sheets.length).toBeGreaterThan(10);
    for (const sheet of sheets) expect(sheet.rules.length).toBeGreaterThan(0);
  });

  it('declare each selector list once per media query within a sheet', () => {
    const twice: string[] = [];
    for (const { name, rules } of sheets) {
      const seen = new Set<string>();
      for (const { context, prelude } of rules) {
        const key = `${context} ${prelude}`.trim();
        if (seen.has(key)) twice.push(`${name}: ${key}`);
        seen.add(key);
      }
    }
    expect(twice).toEqual([]);
  });

  it('declare each selector in one sheet only', () => {
    const owner = new Map<string, string>();
    const inTwoSheets = new Set<string>();
    for (const { name, rules } of sheets) {
      for (const selector of rules.flatMap((r) => selectorsOf(r.prelude))) {
        const first = owner.get(selector);
        if (first && first !== name) inTwoSheets.add(`${selector}: ${first} and ${name}`);
        owner.set(selector, first ?? name);
      }
    }
    expect([...inTwoSheets]).toEqual([]);
  });

  it('style no class that the code never renders', () => {
    const strings = stringsInCode();
    const tokens = new Set(strings.flatMap((s) => s.split(/\s+/)));
    const unused = new Set<string>();
    for (const { name, rules } of sheets) {
      for (const cls of rules.flatMap((r) => selectorsOf(r.prelude)).flatMap(classesOf)) {
        const exempt = [...classesBuiltInCode, ...classesOfOthers].some((c) => cls.startsWith(c.prefix));
        if (!exempt && !tokens.has(cls)) unused.add(`${name}: .${cls}`);
      }
    }
    expect([...unused]).toEqual([]);
    for (const { builtBy } of classesBuiltInCode) expect(strings.some((s) => s.includes(builtBy))).toBe(true);
  });

  it('are each imported by a module, exist where imported, and tokens and base come first in the entry', () => {
    const imported = new Set<string>();
    for (const file of filesUnder(webSrc, /\.tsx?$/)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)) {
        // Packages' sheets (the Authenticator's) are theirs; ours are relative or under @/.
        if (spec!.startsWith('@/')) imported.add(join(webSrc, spec!.slice(2)));
        else if (spec!.startsWith('.')) imported.add(resolve(dirname(file), spec!));
      }
    }
    const notImported = sheets.map((s) => s.name).filter((name) => !imported.has(join(webSrc, name)));
    expect(notImported).toEqual([]);
    const missing = [...imported].filter((path) => !existsSync(path));
    expect(missing.map((path) => relative(webSrc, path))).toEqual([]);
    expect(readFileSync(join(webSrc, 'main.tsx'), 'utf8')).toMatch(/import '\.\/styles\/tokens\.css';\nimport '\.\/styles\/base\.css';/);
  });
});
