/**
 * The SPA's production build on the local cloud: `vite build` and the prerender into a folder of the caller's
 * choosing (never web/dist, which is the developer's and the deploy's), and a small server for
 * that folder that answers like the deployed site: hashed files under /assets cached for a year,
 * every other file revalidated, each path mapped to its file by the site's own path function
 * (prerendered pages, the app shell for client-only pages, the error page with a 404 for the
 * rest). The artwork is the build's own files, as the bucket serves them. `/runtime-config.json`
 * comes from the very middleware the dev server uses, so one build serves any local cloud,
 * whatever its ports.
 */
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzip as gzipBuffer } from 'node:zlib';
import { promisify } from 'node:util';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { prerenderedManifest, type PrerenderedSite } from '../site/prerender';
import { notFoundPage, siteRouter } from '../site/site-router';
import { runtimeConfigEnvVar, serveRuntimeConfig } from '../../web/vite/runtime-config';
import { catalogImagesPath, serveCatalogImage } from './catalog-images';

/** Runs the SPA's build and prerender (infra/site/build.ts) into `outDir`, in a process of its own. */
export function buildWeb(root: string, outDir: string, extraArgs: readonly string[] = []): Promise<void> {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [tsx, join(root, 'infra', 'site', 'build.ts'), '--out', outDir, ...extraArgs];
  return new Promise((resolve, reject) => {
    // A production build whatever the caller's NODE_ENV: under jest it is `test`, which Vite would
    // pass on to React, and the browser journeys would run React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    execFile(process.execPath, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`The site build failed:\n${stderr || error.message}`)) : resolve(),
    );
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Serves the build in `dist`, which may still be being written when the server starts: files are looked up per request. */
export async function startBuiltWeb(options: { port: number; dist: string; runtimeConfigFile: string; catalogImages: string }) {
  process.env[runtimeConfigEnvVar] = options.runtimeConfigFile;
  const dist = resolve(options.dist);
  const server = createServer((req, res) => {
    const fail = (error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    };
    // CloudFront serves /catalog-images/* from the catalog images bucket; so does this server.
    if (req.url?.startsWith(catalogImagesPath)) return void serveCatalogImage(options.catalogImages, req, res).catch(fail);
    serveRuntimeConfig(req, res, (error?: unknown) => (error ? fail(error) : serveFile(dist, req, res).catch(fail)));
  });
  await new Promise<void>((listening, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', listening);
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // Browsers keep connections open; they must not hold the stop up.
        server.closeAllConnections();
      }),
  };
}

const routers = new Map<string, { mtimeMs: number; route: (uri: string) => string }>();

/**
 * The site's path function (infra/site/site-router.ts) for the build in `dist`, as its
 * prerendered.json lists its pages: made once per state of that file (a build written again into
 * the folder brings a new one), not once per request.
 */
async function routerFor(dist: string): Promise<((uri: string) => string) | undefined> {
  const manifest = join(dist, prerenderedManifest);
  const info = await stat(manifest).catch(() => undefined);
  if (!info) return undefined;
  const known = routers.get(dist);
  if (known?.mtimeMs === info.mtimeMs) return known.route;
  const text = await readFile(manifest, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const route = siteRouter((JSON.parse(text) as PrerenderedSite).pages);
  routers.set(dist, { mtimeMs: info.mtimeMs, route });
  return route;
}

async function serveFile(dist: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Only GET and HEAD.');
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
  } catch {
    return answer(res, 400, 'The path is not valid.');
  }
  const route = await routerFor(dist);
  if (!route) return answer(res, 503, `There is no build in ${dist} (yet): run the site build into it.`);
  // The same code as CloudFront's viewer-request function picks the file (infra/cdk/web.ts).
  const file = normalize(join(dist, route(path)));
  if (file !== dist && !file.startsWith(dist + sep)) return answer(res, 404, 'Not found.');
  const found = await stat(file).catch(() => undefined);
  if (found?.isFile()) return send(res, req, file, found, path.startsWith('/assets/'));
  // A missing hashed file is a real error; answering it with the page would only hide it.
  if (path.startsWith('/assets/')) return answer(res, 404, 'Not found.');
  // No such page: the error page with a 404, as the distribution answers a key the bucket lacks.
  const errorPage = join(dist, notFoundPage);
  return send(res, req, errorPage, await stat(errorPage), false, 404);
}

function send(res: ServerResponse, req: IncomingMessage, file: string, info: Stats, hashed: boolean, status = 200): void {
  res.statusCode = status;
  res.setHeader('content-type', contentTypes[extname(file)] ?? 'application/octet-stream');
  // Vite's hashed files never change under their name; the rest (index.html) must be revalidated.
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Text is sent gzipped to a browser that accepts it, as CloudFront compresses it (infra/cdk/web.ts).
  const gzip = compressible.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.setHeader('vary', 'accept-encoding');
  if (gzip) res.setHeader('content-encoding', 'gzip');
  if (req.method === 'HEAD') return void res.end();
  bodyOf(file, info, gzip).then(
    (body) => res.end(body),
    (error: Error) => res.destroy(error),
  );
}

type Body = { mtimeMs: number; size: number; plain: Promise<Buffer>; gzipped?: Promise<Buffer> };
const bodies = new Map<string, Body>();
const gzipFile = promisify(gzipBuffer);

/**
 * A file's bytes, gzipped when asked, read and compressed once per state of the file (its time and
 * size, from the stat the request made anyway). Every fresh browser context asks for the page, its
 * chunks and its pictures again (its cache is its own): reading and compressing them anew each
 * time kept the local cloud's one process busy.
 */
function bodyOf(file: string, info: Stats, gzip: boolean): Promise<Buffer> {
  let body = bodies.get(file);
  if (!body || body.mtimeMs !== info.mtimeMs || body.size !== info.size) {
    body = { mtimeMs: info.mtimeMs, size: info.size, plain: kept(file, readFile(file)) };
    bodies.set(file, body);
  }
  if (!gzip) return body.plain;
  body.gzipped ??= kept(
    file,
    body.plain.then((content) => gzipFile(content)),
  );
  return body.gzipped;
}

/** `promise`, forgotten if it fails (a read or a compression): the next request tries again. */
function kept(file: string, promise: Promise<Buffer>): Promise<Buffer> {
  promise.catch(() => bodies.delete(file));
  return promise;
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);

function answer(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}
