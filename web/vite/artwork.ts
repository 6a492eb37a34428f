/**
 * The shop's images are drawn by code (shared/artwork/artwork.ts), not stored: in dev this plugin
 * answers GET /art/... with the SVG that `renderArtwork` draws (404 for a path it does not know),
 * and a build writes every path of `artworkPaths()` into the output, where the site's host serves
 * them as plain files. Vite bundles the artwork code into the loaded config and restarts the dev
 * server when it changes.
 */
import type { Connect, Plugin } from 'vite';
import { artworkPaths, renderArtwork } from '../../shared/artwork/artwork';

const artPrefix = '/art/';

/** Answers GET and HEAD /art/...; the local cloud's server for a production build uses it too. */
export const serveArtwork: Connect.NextHandleFunction = (req, res, next) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
  if (!path.startsWith(artPrefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
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

export function artwork(): Plugin {
  return {
    name: 'shop:artwork',
    configureServer(server) {
      server.middlewares.use(serveArtwork);
    },
    generateBundle() {
      for (const path of artworkPaths()) {
        const svg = renderArtwork(path);
        if (!path.startsWith(artPrefix) || svg === undefined)
          this.error(`artworkPaths() lists ${path}, which renderArtwork() does not draw under ${artPrefix}.`);
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
      }
    },
  };
}
