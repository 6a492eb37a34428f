/**
 * Import boundaries, over every .ts/.tsx file of the SPA (web/src, web/vite, web/vite.config.ts),
 * the handlers (functions) and the domain (shared):
 *
 *   app → features → components, lib → shared
 *
 * - web/src/app (the pages) and the entries beside it may import features, components, lib, shared.
 * - A feature (web/src/features/<name>/…) may import its own files, components, lib and shared.
 * - Anything outside a feature (the pages, another feature) uses it only through its public entry,
 *   features/<name>/index.ts: what a feature lends is listed in one file, and the rest may change
 *   freely. A page may link a feature's stylesheet (`import '@/features/orders/orders.css'`): a
 *   stylesheet is not code a barrel can re-export.
 * - web/src/components and web/src/lib import no feature and nothing from app.
 * - shared imports only shared, and nothing that does I/O (no Node built-ins, no AWS SDK,
 *   Stripe or Amplify): it runs in the browser, in Lambda and at build time alike.
 * - Nothing under web/ imports from infra/ or functions/; nothing under functions/ imports from
 *   infra/ or web/.
 *
 * And imports go one way: no file reaches itself again through its imports (of any kind: a
 * type-only import, a re-export or an `import()` is an edge too), over functions/, shared/,
 * infra/, web/src/ and test/support/. A rule file never imports the schema file that uses it
 * (schemas import rules); a shared type goes to the module both sides already import.
 */
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

const root = path.join(__dirname, '..', '..');

interface Import {
  /** As written: `@/features/cart`, `../data/orders`, `zod`. */
  spec: string;
  line: number;
  /** Repository-relative file it names, for our own files; undefined for a package. */
  target?: string;
}

/** Every import of a module: static, type-only, side-effect, `export … from`, `import()`. */
function importsOf(file: string, source: string): Import[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const lineOf = (pos: number) => source.slice(0, pos).split('\n').length;
  return importedFiles.map(({ fileName: spec, pos }) => ({ spec, line: lineOf(pos), target: resolve(file, spec) }));
}

function resolve(file: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(file), spec);
  else if (spec.startsWith('@/') && file.startsWith('web/')) base = path.posix.join('web/src', spec.slice(2));
  else if (spec.startsWith('@shared/')) base = path.posix.join('shared', spec.slice('@shared/'.length));
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) ?? base;
}

type Place =
  { kind: 'app' | 'components' | 'lib' | 'web' | 'shared' | 'functions' | 'infra' | 'other' } | { kind: 'feature'; name: string; publicEntry: boolean };

function placeOf(file: string): Place {
  const feature = file.match(/^web\/src\/features\/([^/]+)\/(.+)$/);
  if (feature) return { kind: 'feature', name: feature[1]!, publicEntry: /^index\.tsx?$/.test(feature[2]!) };
  for (const kind of ['app', 'components', 'lib'] as const) if (file.startsWith(`web/src/${kind}/`)) return { kind };
  if (file.startsWith('web/')) return { kind: 'web' };
  for (const kind of ['shared', 'functions', 'infra'] as const) if (file.startsWith(`${kind}/`)) return { kind };
  return { kind: 'other' };
}

const nodeBuiltins = new Set(builtinModules);
const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || nodeBuiltins.has(spec.split('/')[0]!);
/** Packages whose point is I/O: calling AWS, Stripe or Cognito. */
const isIoClient = (spec: string) => /^(@aws-sdk\/|@aws-amplify\/|aws-amplify(\/|$)|stripe(\/|$))/.test(spec);

/** Why this import crosses a boundary, or undefined when it may be made. */
function ruleBroken(file: string, imp: Import): string | undefined {
  const from = placeOf(file);
  if (imp.target === undefined) {
    if (from.kind === 'shared' && (isNodeBuiltin(imp.spec) || isIoClient(imp.spec))) return 'shared does no I/O';
    return undefined;
  }
  const to = placeOf(imp.target);
  if (file.startsWith('web/') && (to.kind === 'infra' || to.kind === 'functions')) return `nothing under web/ imports from ${to.kind}/`;
  if (from.kind === 'functions' && (to.kind === 'infra' || imp.target.startsWith('web/')))
    return `nothing under functions/ imports from ${imp.target.split('/')[0]}/`;
  if (from.kind === 'shared' && to.kind !== 'shared') return 'shared imports only shared';
  if ((from.kind === 'components' || from.kind === 'lib') && (to.kind === 'feature' || to.kind === 'app'))
    return `${from.kind} imports no ${to.kind === 'app' ? 'app' : 'feature'}`;
  if (from.kind === 'feature' && to.kind === 'app') return 'a feature does not import from app';
  const sameFeature = from.kind === 'feature' && to.kind === 'feature' && from.name === to.name;
  if (to.kind === 'feature' && !sameFeature && !to.publicEntry && !imp.target.endsWith('.css'))
    return `a feature is used from outside only through its index.ts (web/src/features/${to.name}/index.ts)`;
  return undefined;
}

function violationsOf(file: string, source: string): string[] {
  return importsOf(file, source).flatMap((imp) => {
    const broken = ruleBroken(file, imp);
    return broken ? [`${file}:${imp.line} imports '${imp.spec}'${imp.target ? ` (${imp.target})` : ''}: ${broken}`] : [];
  });
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [dir];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const child = `${dir}/${entry.name}`;
    return entry.isDirectory() ? sourceFiles(child) : /\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

const scanned = ['web/src', 'web/vite', 'web/vite.config.ts', 'functions', 'shared'].flatMap(sourceFiles);

/** Every project file each file imports: `file → files`, resolved within `sources`. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const known = (candidate: string) => sources.has(candidate);
  return new Map(
    [...sources].map(([file, source]) => {
      const targets = ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName: spec }) => {
        let base: string;
        if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(file), spec);
        else if (spec.startsWith('@/') && file.startsWith('web/')) base = path.posix.join('web/src', spec.slice(2));
        else if (spec.startsWith('@shared/')) base = path.posix.join('shared', spec.slice('@shared/'.length));
        else return [];
        const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(known);
        return found ? [found] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Each group of files that import one another in a ring (a strongly connected component, Tarjan's
 * algorithm), shown as one ring through its first file: `a.ts → b.ts → a.ts`.
 */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => ringThrough(graph, new Set(group), group[0]!).join(' → '));
}

/** The shortest way from `start` back to itself within `group` (breadth first). */
function ringThrough(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const cycleScope = ['functions', 'shared', 'infra', 'web/src', 'test/support'];

describe('import boundaries', () => {
  it('reads the files it checks', () => {
    for (const dir of ['web/src/app/', 'web/src/features/', 'web/src/lib/', 'web/vite/', 'functions/', 'shared/'])
      expect([dir, scanned.some((f) => f.startsWith(dir))]).toEqual([dir, true]);
  });

  it('holds in every file', () => {
    expect(scanned.flatMap((file) => violationsOf(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });
});

describe('imports in one direction', () => {
  const sources = new Map(cycleScope.flatMap(sourceFiles).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

  it('reads every TypeScript file of functions, shared, infra, web/src and test/support', () => {
    for (const dir of cycleScope) expect([dir, [...sources.keys()].filter((f) => f.startsWith(`${dir}/`)).length > 5]).toEqual([dir, true]);
  });

  it('has no import cycle: no file reaches itself again through what it imports', () => {
    const graph = importGraph(sources);
    expect([...graph.values()].reduce((edges, targets) => edges + targets.length, 0)).toBeGreaterThan(1000);
    expect(cyclesOf(graph)).toEqual([]);
  });
});

describe('the cycle check', () => {
  const cyclesIn = (files: Record<string, string>) => cyclesOf(importGraph(new Map(Object.entries(files))));

  it('finds a ring of two, of three and a file importing itself, through every kind of import', () => {
    expect(
      cyclesIn({
        'shared/cart.ts': "export * from './cart-rules';",
        'shared/cart-rules.ts': "import type { CartItem } from './cart';",
        'infra/a.ts': "import { b } from './b';",
        'infra/b.ts': "export const c = () => import('./c');",
        'infra/c.ts': "import { a } from './a';",
        'web/src/lib/x.ts': "import { x } from '@/lib/x';",
      }),
    ).toEqual([
      'infra/a.ts → infra/b.ts → infra/c.ts → infra/a.ts',
      'shared/cart-rules.ts → shared/cart.ts → shared/cart-rules.ts',
      'web/src/lib/x.ts → web/src/lib/x.ts',
    ]);
  });

  it('finds none where imports go one way, shared paths and packages included', () => {
    expect(
      cyclesIn({
        'shared/cart.ts': "import { z } from 'zod/mini';\nimport { cartTotal } from './cart-rules';\nimport { money } from './money';",
        'shared/cart-rules.ts': "import type { Cents } from './money';",
        'shared/money.ts': 'export type Cents = number;',
        'web/src/app.tsx': "import { cartTotal } from '@shared/cart';\nimport { money } from '@shared/money';",
      }),
    ).toEqual([]);
  });
});

describe('the boundary check', () => {
  it('names the file, line and import that cross a boundary, for every kind of import', () => {
    const source = [
      "import type { User } from '@shared/users';",
      "import { useCart } from '@/features/cart/use-cart';",
      "export { steps } from '@/features/content/steps';",
      "const page = () => import('@/app/router');",
      "import { getOrder } from '../../../functions/data/orders';",
    ].join('\n');
    expect(violationsOf('web/src/lib/thing.ts', source)).toEqual([
      "web/src/lib/thing.ts:2 imports '@/features/cart/use-cart' (web/src/features/cart/use-cart.ts): lib imports no feature",
      "web/src/lib/thing.ts:3 imports '@/features/content/steps' (web/src/features/content/steps.ts): lib imports no feature",
      "web/src/lib/thing.ts:4 imports '@/app/router' (web/src/app/router.tsx): lib imports no app",
      "web/src/lib/thing.ts:5 imports '../../../functions/data/orders' (functions/data/orders.ts): nothing under web/ imports from functions/",
    ]);
  });

  it('lets a feature use another only through its index.ts', () => {
    expect(violationsOf('web/src/features/shop/x.ts', "import { a } from '@/features/cart/use-cart';")).toHaveLength(1);
    expect(violationsOf('web/src/features/shop/x.ts', "import { a } from '@/features/cart';")).toEqual([]);
    expect(violationsOf('web/src/features/shop/components/x.tsx', "import { a } from '../use-add-to-cart';")).toEqual([]);
  });

  it('lets a page use a feature only through its index.ts, and link its stylesheet', () => {
    expect(violationsOf('web/src/app/routes/shop/cart.tsx', "import { CartLines } from '@/features/cart/components/cart-lines';")).toEqual([
      "web/src/app/routes/shop/cart.tsx:1 imports '@/features/cart/components/cart-lines' (web/src/features/cart/components/cart-lines.tsx): a feature is used from outside only through its index.ts (web/src/features/cart/index.ts)",
    ]);
    expect(violationsOf('web/src/entry-server.tsx', "import { albumsQuery } from './features/catalog/api/get-albums';")).toHaveLength(1);
    expect(violationsOf('web/src/app/routes/shop/cart.tsx', "import { CartLines } from '@/features/cart';\nimport '@/features/cart/cart.css';")).toEqual([]);
  });

  it('keeps I/O and the other folders out of shared, and infra out of functions', () => {
    expect(violationsOf('shared/x.ts', "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';")).toEqual([
      "shared/x.ts:1 imports 'node:fs': shared does no I/O",
    ]);
    expect(violationsOf('shared/x.ts', "import { api } from '../web/src/lib/api-client';")).toHaveLength(1);
    expect(violationsOf('functions/x.ts', "import { seedAlbums } from '../infra/seed/catalog';")).toHaveLength(1);
  });
});
