/**
 * The stylesheets and script chunks a page needs beyond the entry's, from Vite's build manifest:
 * the app's start (web/src/app/start.tsx, which the tiny entry imports only after the first paint)
 * and the page's own route module, with the shared chunks they import. index.html links only the
 * entry's; without these the page would first be drawn without its styles and then jump (layout
 * shift), and its code would start downloading late. Linked in the head, they download with the
 * entry, in parallel.
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

/** The app's start: every page, prerendered or not, needs its code and styles. */
export const appModule = 'src/app/start.tsx';

export interface PageAssets {
  /** Tags for a page whose route modules (source paths as the manifest keys them) are `pageModules`. */
  tagsFor(pageModules: readonly string[]): string;
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
    tagsFor(pageModules) {
      const modules = [appModule, ...pageModules];
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

/**
 * The page's main picture (the first image it marks fetchPriority="high": the home hero, a
 * carousel's first slide), preloaded at the very top of the head. The browser then asks for it
 * before the stylesheets and the app's chunks, which would otherwise hold the connections the
 * picture waits for; it is the page's largest paint. Empty when the page marks none.
 */
export function mainPicturePreload(bodyHtml: string): string {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(bodyHtml)?.[0];
  const src = img && /\ssrc="([^"]+)"/.exec(img)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
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
