/**
 * The stylesheets and script chunks of a prerendered page's own route module, from Vite's build
 * manifest. index.html already links the entry's; a page's route chunk (and the shared chunks it
 * imports) would otherwise be found only once the entry has run, so the page would first be drawn
 * without its own styles and then jump (layout shift), and its code would start downloading late.
 * Linking them in the head lets the browser fetch them with the entry, in parallel.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where `vite build` writes its manifest (build.manifest: true) inside the output folder. */
export const manifestFolder = '.vite';

export interface PageAssets {
  /** Tags for a page whose route modules (source paths as the manifest keys them) are `modules`. */
  tagsFor(modules: readonly string[]): string;
}

export function readPageAssets(outDir: string): PageAssets {
  const file = join(outDir, manifestFolder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the prerender needs vite build's manifest.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest names no entry.');
  // What index.html already loads: the entry and everything it imports statically.
  const entryClosure = closureOf(manifest, [entry], new Set());

  return {
    tagsFor(modules) {
      for (const module of modules) if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}.`);
      const chunks = [...closureOf(manifest, modules, entryClosure)].filter((key) => !entryClosure.has(key));
      const css = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
      const scripts = chunks.map((key) => manifest[key]!.file);
      return [
        ...css.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
      ].join('\n    ');
    },
  };
}

/** The chunks `keys` name and all they import statically, leaving out those in `known` (in import order). */
function closureOf(manifest: Manifest, keys: readonly string[], known: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || known.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** The manifest is for the prerender (and the bench); it is not part of the site. */
export const removeManifest = (outDir: string): void => rmSync(join(outDir, manifestFolder), { recursive: true, force: true });
