/**
 * The Stripe SDK, trimmed at bundle time to the resources the shop calls.
 *
 * The SDK's client module imports and constructs every one of its ~130 API resource classes
 * (customers, invoices, issuing, terminal, ...) in its constructor, and `Stripe.resources` holds
 * them all again, so esbuild cannot leave any out: 240 KB in each handler that calls Stripe, for
 * the five calls the shop makes. This esbuild plugin rewrites two of the SDK's files as they are
 * loaded: the client module keeps only the resources named in stripeResourcesUsed
 * (functions/payments/stripe-resources.ts), and resources.js (behind `Stripe.resources`) keeps
 * only those too. Everything else of the SDK is bundled as published: the request sender,
 * retries, idempotency keys, errors, the webhook signature check.
 *
 * The rewrite relies on the generated-section markers in the SDK's client module and on the
 * shape of resources.js; when an upgrade changes either, the build fails and says so, rather
 * than quietly keeping everything or dropping what the shop calls. Dropped lines become blank
 * lines, so the SDK's own source maps still line up.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { stripeResourcesUsed } from '../functions/payments/stripe-resources';

/** The ES module builds of the client: the core and the per-platform entries that copy it. */
const CLIENT_MODULE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]stripe\.(core|esm\.node|esm\.worker)\.js$/;
const RESOURCES_MODULE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources\.js$/;
/** Every other entry of the SDK, and its CommonJS build, which this plugin does not rewrite. */
const UNTRIMMED_ENTRY = /[\\/]node_modules[\\/]stripe[\\/](esm[\\/]stripe\.[\w.]+|cjs[\\/]stripe\.[\w.]+|cjs[\\/]resources)\.js$/;

export class StripeTrimError extends Error {
  constructor(file: string, problem: string) {
    super(`Cannot trim the Stripe SDK (${file}): ${problem}. infra/stripe-trim.ts must be brought up to date with the SDK.`);
  }
}

/** The lines between `// <name>: The beginning of the section ...` and `// <name>: The end ...`. */
function section(lines: string[], name: string, file: string): { from: number; to: number } {
  const find = (edge: string) => {
    const at = lines.flatMap((line, i) => (line.trim().startsWith(`// ${name}: The ${edge} of the section`) ? [i] : []));
    if (at.length !== 1) throw new StripeTrimError(file, `expected one "${name}: The ${edge}" marker, found ${at.length}`);
    return at[0]!;
  };
  const from = find('beginning') + 1;
  const to = find('end');
  if (to <= from) throw new StripeTrimError(file, `the ${name} section is empty`);
  return { from, to };
}

/**
 * The client module with only the kept resources constructed and imported. Each line of the
 * constructor's generated section must read `this.<name> = new <Class>(this);` and each line of
 * the import sections `import { <Class>, } from './resources/...';`.
 */
export function trimStripeClient(source: string, keep: readonly string[], file = 'stripe client'): string {
  const lines = source.split('\n');
  const init = section(lines, 'StripeInitInstanceVariables', file);
  const keptClasses = new Set<string>();
  const dropped = new Set<string>();
  const found = new Set<string>();
  for (let i = init.from; i < init.to; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const m = /^this\.(\w+) = new (\w+)\(this\);$/.exec(line);
    if (!m) throw new StripeTrimError(file, `unexpected line in the constructor's resource section: ${line}`);
    const [, name, cls] = m as unknown as [string, string, string];
    if (keep.includes(name)) {
      found.add(name);
      keptClasses.add(cls);
    } else {
      dropped.add(cls);
      lines[i] = '';
    }
  }
  const missing = keep.filter((name) => !found.has(name));
  if (missing.length) throw new StripeTrimError(file, `the client no longer constructs ${missing.join(', ')}`);

  const imported = new Set<string>();
  for (const name of ['StripeInstanceImports', 'V1EventImports']) {
    const { from, to } = section(lines, name, file);
    for (let i = from; i < to; i++) {
      const line = lines[i]!.trim();
      if (line === '') continue;
      const m = /^import \{ (\w+),? \} from '\.\/resources\/[\w/.]+';$/.exec(line);
      if (!m) throw new StripeTrimError(file, `unexpected line in the ${name} section: ${line}`);
      const cls = m[1]!;
      if (keptClasses.has(cls)) imported.add(cls);
      else {
        dropped.add(cls);
        lines[i] = '';
      }
    }
  }
  const unimported = [...keptClasses].filter((cls) => !imported.has(cls));
  if (unimported.length) throw new StripeTrimError(file, `no import of ${unimported.join(', ')} in the generated sections`);

  const trimmed = lines.join('\n');
  // A dropped class still named elsewhere would be an undefined reference at run time.
  const stillUsed = [...dropped].filter((cls) => new RegExp(`\\b${cls}\\b`).test(trimmed));
  if (stillUsed.length) throw new StripeTrimError(file, `${stillUsed.join(', ')} is used outside the generated sections`);
  return trimmed;
}

/** `PaymentIntents` (as resources.js exports it) as the client names it: `paymentIntents`. */
const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1);

/**
 * resources.js (what `Stripe.resources` holds) with only the kept resources exported, plus
 * OAuthResource, which the client module itself imports from it. Its statements must each be a
 * one-line import or re-export, or an `export const X = resourceNamespace('x', {` block.
 */
export function trimStripeResources(source: string, keep: readonly string[], file = 'resources.js'): string {
  const lines = source.split('\n');
  const found = new Set<string>();
  const needed = new Set<string>();
  const aliasImports: { line: number; alias: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.startsWith('//')) continue;
    if (line === "import { resourceNamespace } from './ResourceNamespace.js';") continue;
    const aliased = /^import \{ \w+ as (\w+) \} from '\.\/resources\/[\w/.]+';$/.exec(line);
    if (aliased) {
      aliasImports.push({ line: i, alias: aliased[1]! });
      continue;
    }
    const reexport = /^export \{ (\w+)(?: as (\w+))? \} from '\.\/resources\/[\w/.]+';$/.exec(line);
    if (reexport) {
      const name = reexport[2] ?? reexport[1]!;
      if (name === 'OAuthResource') continue;
      if (keep.includes(camel(name))) found.add(camel(name));
      else lines[i] = '';
      continue;
    }
    const namespace = /^export const \w+ = resourceNamespace\('(\w+)', \{$/.exec(line);
    if (!namespace) throw new StripeTrimError(file, `unexpected statement: ${line}`);
    const end = lines.indexOf('});', i);
    if (end < 0) throw new StripeTrimError(file, `no end to the ${namespace[1]} namespace`);
    if (keep.includes(namespace[1]!)) {
      found.add(namespace[1]!);
      for (const member of lines.slice(i + 1, end)) for (const m of member.matchAll(/: (\w+),/g)) needed.add(m[1]!);
    } else for (let j = i; j <= end; j++) lines[j] = '';
    i = end;
  }
  const missing = keep.filter((name) => !found.has(name));
  if (missing.length) throw new StripeTrimError(file, `it no longer exports ${missing.join(', ')}`);
  for (const { line, alias } of aliasImports) if (!needed.has(alias)) lines[line] = '';
  return lines.join('\n');
}

/** The esbuild plugin: trims the SDK as its files load, and fails a build that bundled it untrimmed. */
export function stripeTrim(keep: readonly string[] = stripeResourcesUsed): Plugin {
  return {
    name: 'stripe-trim',
    setup(build) {
      build.onLoad({ filter: RESOURCES_MODULE }, async ({ path }) => ({
        contents: trimStripeResources(await readFile(path, 'utf8'), keep, path),
        loader: 'js',
      }));
      build.onLoad({ filter: CLIENT_MODULE }, async ({ path }) => ({
        contents: trimStripeClient(await readFile(path, 'utf8'), keep, path),
        loader: 'js',
      }));
      // Another entry of the SDK (its CommonJS build, say) would bring every resource back unnoticed.
      build.onLoad({ filter: UNTRIMMED_ENTRY }, ({ path }) => {
        throw new StripeTrimError(path, 'this entry of the SDK is not one the trim rewrites; import the ES module build');
      });
    },
  };
}
