/**
 * Pages and features use a feature through its public entry, `@/features/<name>` (its index.ts,
 * a list of `export { … } from './module'` lines). The bundler places a module in a chunk by what
 * can reach it, before it sees which names are used: through an index.ts, a page importing the
 * cart's item count would reach every module the cart lends, and the app frame's chunk would take
 * them all. So the build reads each feature's index.ts and points every import of it straight at
 * the modules behind the names imported (`import { useCartCount } from '@/features/cart'` becomes
 * an import of `@/features/cart/use-cart-count`), which is what the index says those names are.
 * The source keeps its one entry per feature; only the bundler's graph sees the modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** `export { a, type B, c as d } from './x';` lines → exported name → module, or undefined when the file is anything else. */
export function reExportsOf(source: string): Map<string, string> | undefined {
  const names = new Map<string, string>();
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  for (const statement of code
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const line = /^export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]$/.exec(statement);
    if (!line) return undefined;
    for (const spec of line[2]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const exported = spec
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!;
      names.set(exported, line[3]!.slice(2));
    }
  }
  return names;
}

const featureImport = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@\/features\/([a-z0-9-]+)['"];?/g;

/**
 * `code` with each import of a feature's entry split into imports of the modules behind its names,
 * or undefined when nothing changes. An import naming something the entry does not re-export is
 * left as it is (the build then fails on it as it would anyway).
 */
export function pointAtModules(code: string, entryOf: (feature: string) => Map<string, string> | undefined): string | undefined {
  let changed = false;
  const result = code.replace(featureImport, (whole, typeOnly: string | undefined, list: string, feature: string) => {
    const entry = entryOf(feature);
    if (!entry) return whole;
    const byModule = new Map<string, string[]>();
    for (const spec of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const module = entry.get(spec.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
      if (!module) return whole;
      byModule.set(module, [...(byModule.get(module) ?? []), spec]);
    }
    changed = true;
    return [...byModule].map(([module, specs]) => `import ${typeOnly ?? ''}{ ${specs.join(', ')} } from '@/features/${feature}/${module}';`).join(' ');
  });
  return changed ? result : undefined;
}

export function featureEntries(options: { src: string }): Plugin {
  const entries = new Map<string, Map<string, string> | undefined>();
  const entryFile = (feature: string) => join(options.src, 'features', feature, 'index.ts');
  return {
    name: 'shop:feature-entries',
    enforce: 'pre',
    watchChange(id) {
      for (const feature of entries.keys()) if (id === entryFile(feature)) entries.delete(feature);
    },
    transform(code, id) {
      if (!id.startsWith(options.src) || !/\.tsx?$/.test(id) || !code.includes('@/features/')) return;
      const entryOf = (feature: string) => {
        if (!entries.has(feature)) {
          let source: string | undefined;
          try {
            source = readFileSync(entryFile(feature), 'utf8');
          } catch {
            source = undefined;
          }
          entries.set(feature, source === undefined ? undefined : reExportsOf(source));
        }
        this.addWatchFile(entryFile(feature));
        return entries.get(feature);
      };
      const pointed = pointAtModules(code, entryOf);
      return pointed === undefined ? undefined : { code: pointed, map: null };
    },
  };
}
