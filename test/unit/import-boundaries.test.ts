/**
 * Import boundaries, over every .ts/.tsx file of the SPA (web/src, web/vite, web/vite.config.ts),
 * the handlers (functions) and the domain (shared):
 *
 *   app → features → components, lib → shared
 *
 * - web/src/app may import features (any of their modules: it composes them), components, lib, shared.
 * - A feature (web/src/features/<name>/…) may import its own files, components, lib and shared,
 *   and another feature only through that feature's public entry, features/<other>/index.ts:
 *   what a feature lends to others is listed in one file, and the rest may change freely.
 * - web/src/components and web/src/lib import no feature and nothing from app.
 * - shared imports only shared, and nothing that does I/O (no Node built-ins, no AWS SDK,
 *   Stripe or Amplify): it runs in the browser, in Lambda and at build time alike.
 * - Nothing under web/ imports from infra/ or functions/; nothing under functions/ imports from
 *   infra/ or web/.
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
  | { kind: 'app' | 'components' | 'lib' | 'web' | 'shared' | 'functions' | 'infra' | 'other' }
  | { kind: 'feature'; name: string; publicEntry: boolean };

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
  if (from.kind === 'functions' && (to.kind === 'infra' || imp.target.startsWith('web/'))) return `nothing under functions/ imports from ${imp.target.split('/')[0]}/`;
  if (from.kind === 'shared' && to.kind !== 'shared') return 'shared imports only shared';
  if ((from.kind === 'components' || from.kind === 'lib') && (to.kind === 'feature' || to.kind === 'app')) return `${from.kind} imports no ${to.kind === 'app' ? 'app' : 'feature'}`;
  if (from.kind === 'feature') {
    if (to.kind === 'app') return 'a feature does not import from app';
    if (to.kind === 'feature' && to.name !== from.name && !to.publicEntry) return `a feature uses another only through its index.ts (web/src/features/${to.name}/index.ts)`;
  }
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

describe('import boundaries', () => {
  it('reads the files it checks', () => {
    for (const dir of ['web/src/app/', 'web/src/features/', 'web/src/lib/', 'web/vite/', 'functions/', 'shared/'])
      expect([dir, scanned.some((f) => f.startsWith(dir))]).toEqual([dir, true]);
  });

  it('holds in every file', () => {
    expect(scanned.flatMap((file) => violationsOf(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
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

  it('keeps I/O and the other folders out of shared, and infra out of functions', () => {
    expect(violationsOf('shared/x.ts', "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';")).toEqual([
      "shared/x.ts:1 imports 'node:fs': shared does no I/O",
    ]);
    expect(violationsOf('shared/x.ts', "import { api } from '../web/src/lib/api-client';")).toHaveLength(1);
    expect(violationsOf('functions/x.ts', "import { seedAlbums } from '../infra/seed/catalog';")).toHaveLength(1);
  });
});
