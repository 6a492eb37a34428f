/**
 * The shop's images are drawn by code (shared/artwork/artwork.ts), not stored: in dev this plugin
 * answers GET /art/... with the SVG that `renderArtwork` draws (404 for a path it does not know),
 * and a build writes every path of `artworkPaths()` into the output, where the site's host serves
 * them as plain files. Vite bundles the artwork code into the loaded config and restarts the dev
 * server when it changes. The pictures it also serves as WebP (rasterVersions) are drawn from
 * their SVG the same way: once per dev server, and into the build.
 */
import type { Connect, Plugin } from 'vite';
import { artworkPaths, renderArtwork } from '../../shared/artwork/artwork';
import { rasterVersions } from '../../shared/artwork/raster-versions';
import { webpsOf } from './raster';

const artPrefix = '/art/';

/** Answers GET and HEAD /art/...; the local cloud's server for a production build uses it too. */
export const serveArtwork: Connect.NextHandleFunction = (req, res, next) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
  if (!path.startsWith(artPrefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  const raster = rasterVersions().find((version) => version.path === path);
  if (raster) {
    webpAt(raster).then(
      (webp) => {
        res.setHeader('content-type', 'image/webp');
        res.setHeader('cache-control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : webp);
      },
      (error: unknown) => next(error),
    );
    return;
  }
  const svg = renderArtwork(path);
  if (svg === undefined) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('No such artwork.');
    return;
  }
  res.setHeader('content-type', 'image/svg+xml');
  res.setHeader('cache-control', 'no-cache');
  res.end(req.method === 'HEAD' ? undefined : svg);
};

const drawn = new Map<string, Promise<Map<number, Uint8Array>>>();

/** A WebP version of a picture: the picture is drawn once per process, at every width it is served at. */
async function webpAt(version: { path: string; svgPath: string; width: number }): Promise<Uint8Array> {
  let webps = drawn.get(version.svgPath);
  if (!webps) {
    const widths = rasterVersions()
      .filter((other) => other.svgPath === version.svgPath)
      .map((other) => other.width);
    webps = webpsOf(renderArtwork(version.svgPath)!, widths);
    webps.catch(() => drawn.delete(version.svgPath));
    drawn.set(version.svgPath, webps);
  }
  return (await webps).get(version.width)!;
}

export function artwork(): Plugin {
  // The prerender's server bundle (an SSR build of the same config) needs no pictures.
  let serverBundle = false;
  return {
    name: 'shop:artwork',
    configResolved(config) {
      serverBundle = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(serveArtwork);
    },
    async generateBundle() {
      if (serverBundle) return;
      for (const path of artworkPaths()) {
        const svg = renderArtwork(path);
        if (!path.startsWith(artPrefix) || svg === undefined)
          this.error(`artworkPaths() lists ${path}, which renderArtwork() does not draw under ${artPrefix}.`);
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
      }
      const versions = rasterVersions();
      const webps = await Promise.all(versions.map(webpAt));
      versions.forEach((version, i) => this.emitFile({ type: 'asset', fileName: version.path.slice(1), source: webps[i]! }));
    },
  };
}
