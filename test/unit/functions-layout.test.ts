/**
 * The layout of functions/: the tree shows the Lambda entry points.
 *
 * - An area folder (functions/<area>/, every folder but the kit and data layers) holds at its top
 *   level only Lambda entry points, one file per route, event target or user pool trigger, each
 *   named as a handler module by the route table, functions/events.ts or functions/triggers.ts.
 * - Its helpers are in its lib/ folder, and nothing under lib/ exports `handler`.
 * - Every entry point the tables name is a file directly in an area folder.
 * - functions/ itself holds the tables (routes, events, triggers) and the one CORS policy, the
 *   kit/ and data/ layers and the area folders; none of the tables or layers exports `handler`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eventRules } from '../../functions/events';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';

const functionsDir = join(__dirname, '..', '..', 'functions');
/** The layers every area uses, which are not areas themselves. */
const layers = ['kit', 'data'];

const exportsHandler = (source: string) => /export\s+(?:const|let|var|(?:async\s+)?function)\s+handler\b|export\s*\{[^}]*\bhandler\b[^}]*\}/.test(source);

/** The problems of a listing of functions/ (paths relative to it, with `/`), given each file's text. */
function layoutProblems(files: readonly string[], entryPoints: readonly string[], read: (file: string) => string): string[] {
  const problems: string[] = [];
  const entries = new Set(entryPoints.map((e) => `${e}.ts`));
  for (const entry of [...entries].sort()) {
    const [area, name, ...deeper] = entry.split('/');
    if (!name || deeper.length || layers.includes(area!))
      problems.push(`${entry}: an entry point is a file directly in an area folder (functions/<area>/<verb-noun>.ts)`);
    else if (!files.includes(entry)) problems.push(`${entry}: named as an entry point, but there is no such file`);
  }
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length === 1 || layers.includes(parts[0]!)) {
      if (exportsHandler(read(file))) problems.push(`${file}: exports handler, but only an area folder holds entry points`);
    } else if (parts.length === 2) {
      if (!entries.has(file))
        problems.push(`${file}: not an entry point named by the route table, the event rules or the triggers; a helper belongs in ${parts[0]}/lib/`);
      else if (!exportsHandler(read(file))) problems.push(`${file}: an entry point that does not export handler`);
    } else if (parts[1] !== 'lib') problems.push(`${file}: an area folder holds entry points and lib/, no other folder`);
    else if (exportsHandler(read(file))) problems.push(`${file}: exports handler, but lib/ holds helpers, not entry points`);
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [relative(functionsDir, path).split('\\').join('/')] : [];
  });
}

const entryPoints = [
  ...routeList.map((r) => r.handler),
  ...Object.values(eventRules).flatMap((r) => r.targets),
  ...Object.values(authTriggers).map((t) => t.handler),
];

describe('the functions/ tree', () => {
  it('keeps only entry points at the top of each area folder, its helpers in lib/, and every entry point where the tables say', () => {
    const files = sourceFiles(functionsDir);
    expect(files.length).toBeGreaterThan(entryPoints.length);
    expect(layoutProblems(files, entryPoints, (file) => readFileSync(join(functionsDir, file), 'utf8'))).toEqual([]);
  });
});

describe('the layout check', () => {
  const handler = 'export const handler = route(def).handler(async () => ({}));';
  const helper = 'export function priceSelection() {}';
  const texts: Record<string, string> = {
    'routes.ts': 'export const routeList = [];',
    'kit/route.ts': 'export function route() {}',
    'cart/add-to-cart.ts': handler,
    'cart/lib/price-selection.ts': helper,
    'cart/price-selection.ts': helper,
    'cart/lib/set-quantity.ts': handler,
    'cart/old/add-line.ts': helper,
    'kit/handler.ts': 'export async function handler() {}',
    'orders/create-order.ts': helper,
  };
  const read = (file: string) => texts[file]!;

  it('passes entry points at the top and helpers in lib/', () => {
    expect(layoutProblems(['routes.ts', 'kit/route.ts', 'cart/add-to-cart.ts', 'cart/lib/price-selection.ts'], ['cart/add-to-cart'], read)).toEqual([]);
  });

  it('names a helper at the top of an area, a handler in lib/ or in a layer, and a folder other than lib/', () => {
    expect(
      layoutProblems(
        ['cart/add-to-cart.ts', 'cart/price-selection.ts', 'cart/lib/set-quantity.ts', 'cart/old/add-line.ts', 'kit/handler.ts'],
        ['cart/add-to-cart'],
        read,
      ),
    ).toEqual([
      'cart/price-selection.ts: not an entry point named by the route table, the event rules or the triggers; a helper belongs in cart/lib/',
      'cart/lib/set-quantity.ts: exports handler, but lib/ holds helpers, not entry points',
      'cart/old/add-line.ts: an area folder holds entry points and lib/, no other folder',
      'kit/handler.ts: exports handler, but only an area folder holds entry points',
    ]);
  });

  it('names an entry point that is missing, misplaced, or does not export handler', () => {
    expect(
      layoutProblems(['cart/lib/set-quantity.ts', 'orders/create-order.ts'], ['cart/lib/set-quantity', 'cart/set-quantity', 'orders/create-order'], read),
    ).toEqual([
      'cart/lib/set-quantity.ts: an entry point is a file directly in an area folder (functions/<area>/<verb-noun>.ts)',
      'cart/set-quantity.ts: named as an entry point, but there is no such file',
      'cart/lib/set-quantity.ts: exports handler, but lib/ holds helpers, not entry points',
      'orders/create-order.ts: an entry point that does not export handler',
    ]);
  });
});
