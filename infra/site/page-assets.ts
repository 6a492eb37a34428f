/**
 * The stylesheets and script chunks a page needs, from Vite's build manifest: the entry's, the app's
 * start (web/src/app/start.tsx, which the tiny entry imports only once the page is drawn) and the
 * page's own route module, with the shared chunks they import.
 *
 * A phone on a slow network should draw the page from its HTML alone, then fetch the code:
 * - Every stylesheet is inlined, in cascade order, in one <style> (about 10 KB before gzip): no
 *   stylesheet request blocks the first paint, and the page is never drawn unstyled (no jump).
 * - The chunks are modulepreload links inside an inert <template id="app-chunks">: nothing
 *   downloads them until the entry (web/src/main.tsx) moves them into the head, once the page's
 *   main picture is drawn. Until then the picture has the connection to itself. A page with
 *   nothing to draw before the app (the app shell of account and staff pages) has them in its
 *   head instead (`eager`): they download from the HTML's first bytes, beside the entry.
 * - The same template names each inlined stylesheet by a disabled <link>. Moved into the head by
 *   script, such a link is not fetched, and the app's chunk loader sees it there and does not
 *   fetch that stylesheet either. Written in the HTML itself it would be: some Chromium versions'
 *   preload scanner asks for a disabled stylesheet link it meets in the markup.
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

/** The id of the template holding the app's chunks; web/src/main.tsx reads it. */
export const appChunksTemplate = 'app-chunks';

export interface PageAssets {
  /** A page's stylesheets (the entry's first, in cascade order) and its chunks beyond the entry's. */
  filesFor(pageModules: readonly string[]): { stylesheets: string[]; chunks: string[] };
  /**
   * Head tags for a page whose route modules (source paths as the manifest keys them) are
   * `pageModules`; `eager`: the chunks are preloaded by the head itself, not held in the template.
   */
  tagsFor(pageModules: readonly string[], options?: { eager?: boolean }): string;
}

/** Where index.html links the entry's stylesheets: the prerender takes those links out (they are inlined). */
export const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

export function readPageAssets(outDir: string): PageAssets {
  const file = join(outDir, manifestFolder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the prerender needs vite build's manifest.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest names no entry.');
  // What index.html already loads: the entry and everything it imports statically.
  const entryClosure = closureOf(manifest, [entry], new Set());
  const entryCss = [...entryClosure].flatMap((key) => manifest[key]!.css ?? []);
  const cssText = new Map<string, string>();
  const inline = (href: string) => {
    if (!cssText.has(href)) cssText.set(href, inlinable(href, readFileSync(join(outDir, href), 'utf8')));
    return cssText.get(href)!;
  };

  const filesFor = (pageModules: readonly string[]) => {
    const modules = [appModule, ...pageModules];
    for (const module of modules) if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}.`);
    const chunks = [...closureOf(manifest, modules, entryClosure)].filter((key) => !entryClosure.has(key));
    const stylesheets = [...new Set([...entryCss, ...chunks.flatMap((key) => manifest[key]!.css ?? [])])];
    return { stylesheets: stylesheets.map((href) => `/${href}`), chunks: chunks.map((key) => `/${manifest[key]!.file}`) };
  };

  return {
    filesFor,
    tagsFor(pageModules, { eager = false } = {}) {
      const { stylesheets, chunks } = filesFor(pageModules);
      const preloads = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      return [
        `<style>${stylesheets.map((href) => inline(href.slice(1))).join('\n')}</style>`,
        ...(eager ? [preloads.join('\n    ')] : []),
        `<template id="${appChunksTemplate}">${[
          ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
          ...(eager ? [] : preloads),
        ].join('')}</template>`,
      ].join('\n    ');
    },
  };
}

/** A built stylesheet as the body of a <style>: refused if inlining would change what it means. */
function inlinable(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined.`);
  // A relative url() would resolve against the page instead of /assets/.
  const relative = [...css.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!).find((u) => !/^(data:|\/|https?:|#)/.test(u));
  if (relative) throw new Error(`${href} refers to ${relative} relatively and cannot be inlined.`);
  return css.trim();
}

/**
 * The page's main picture (the first image it marks fetchPriority="high": the home hero, a
 * carousel's first slide), preloaded at the very top of the head. The browser then asks for it
 * before the stylesheets and the app's chunks, which would otherwise hold the connections the
 * picture waits for; it is the page's largest paint. Empty when the page marks none.
 */
export function mainPicturePreload(bodyHtml: string): string {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(bodyHtml)?.[0];
  const attribute = (name: string) => img && new RegExp(`\\s${name}="([^"]+)"`, 'i').exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  // A picture served at several widths is preloaded at the one the img will take on this screen.
  const srcset = attribute('srcSet');
  const sizes = attribute('sizes');
  const candidates = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${src}"${candidates} fetchpriority="high">`;
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
