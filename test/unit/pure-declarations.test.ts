/**
 * infra/pure-declarations.ts: top-level constants of `shared/` that call something are marked
 * pure, so a handler's bundle may drop the ones it never reads; nothing else changes.
 */
import { build } from 'esbuild';
import { markDeclarationsPure } from '../../infra/pure-declarations';

const source = [
  "import * as z from 'zod/mini';",
  'export const LIMIT = 50;',
  'const lapseMs = LIMIT * 3_600_000;',
  "export const nameSchema = z.string().check(z.minLength(1, 'Enter a name.'));",
  'export const pair = { a: z.string(), b: nameSchema },',
  '  other = nameSchema;',
  'export const isLong = (text: string) => text.length > LIMIT;',
  'let counter = make();',
  'register(nameSchema);',
  '',
].join('\n');

it('marks each top-level const that calls something, and only those', () => {
  const out = markDeclarationsPure(source);
  const lines = out.split('\n');
  expect(lines).toHaveLength(source.split('\n').length);
  expect(lines[1]).toBe('export const LIMIT = 50;');
  expect(lines[2]).toBe('const lapseMs = LIMIT * 3_600_000;');
  expect(lines[3]).toBe("export const nameSchema = /* @__PURE__ */ (() => (z.string().check(z.minLength(1, 'Enter a name.'))))();");
  expect(lines[4]).toBe('export const pair = /* @__PURE__ */ (() => ({ a: z.string(), b: nameSchema }))(),');
  expect(lines[5]).toBe('  other = nameSchema;');
  // A function is not called by its declaration; `let` and statements are the module's own business.
  expect(lines[6]).toBe('export const isLong = (text: string) => text.length > LIMIT;');
  expect(lines[7]).toBe('let counter = make();');
  expect(lines[8]).toBe('register(nameSchema);');
});

it('lets esbuild drop a marked constant nobody reads, and keeps the ones read, with the same values', async () => {
  const module = [
    'const built: string[] = [];',
    'export const log = built;',
    'const make = (name: string) => { built.push(name); return { name }; };',
    "export const used = make('used');",
    "export const unused = make('unused');",
    "export const derived = { ...used, more: make('derived') };",
  ].join('\n');
  const bundle = async (contents: string) => {
    const { outputFiles } = await build({
      stdin: { contents: "import { derived, log } from './m'; console.log(JSON.stringify([derived, log]));", loader: 'ts', resolveDir: '/' },
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
      plugins: [
        {
          name: 'm',
          setup: (b) => {
            b.onResolve({ filter: /^\.\/m$/ }, () => ({ path: '/m.ts', namespace: 'm' }));
            b.onLoad({ filter: /.*/, namespace: 'm' }, () => ({ contents, loader: 'ts' }));
          },
        },
      ],
    });
    return outputFiles[0]!.text;
  };
  const plain = await bundle(module);
  const marked = await bundle(markDeclarationsPure(module));
  expect(plain).toContain('make("unused")');
  expect(marked).not.toContain('make("unused")');
  const run = (code: string) => {
    const lines: string[] = [];
    new Function('console', code.replace(/^export .*$/gm, ''))({ log: (line: string) => lines.push(line) });
    return JSON.parse(lines[0]!);
  };
  expect(run(marked)).toEqual([{ name: 'used', more: { name: 'derived' } }, ['used', 'derived']]);
  expect(run(plain)).toEqual([{ name: 'used', more: { name: 'derived' } }, ['used', 'unused', 'derived']]);
});

it('refuses a top-level await, which a function wrapper would break', () => {
  expect(() => markDeclarationsPure('export const config = await load();')).toThrow(/top-level await/);
});
