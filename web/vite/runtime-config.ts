/**
 * Serves `/runtime-config.json` in dev, in `vite preview` and from the local cloud's server for a
 * production build, out of the file named by the env var SHOP_RUNTIME_CONFIG, which the local
 * cloud writes once it knows its ports. In the cloud the stack deploys that file beside the site,
 * so the bundle itself never holds an endpoint.
 * The file is read on every request: a restarted local cloud may have moved to other ports.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';

export const runtimeConfigPath = '/runtime-config.json';
export const runtimeConfigEnvVar = 'SHOP_RUNTIME_CONFIG';

export function runtimeConfig(): Plugin {
  return {
    name: 'shop:runtime-config',
    configureServer(server) {
      server.middlewares.use(serveRuntimeConfig);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveRuntimeConfig);
    },
  };
}

export const serveRuntimeConfig: Connect.NextHandleFunction = (req, res, next) => {
  if (new URL(req.url ?? '/', 'http://web').pathname !== runtimeConfigPath) return next();
  answer(req, res).catch(next);
};

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Never cached: the SPA must see a restarted local cloud's new ports.
  res.setHeader('cache-control', 'no-store');
  const file = process.env[runtimeConfigEnvVar];
  if (!file) return notFound(res, `${runtimeConfigEnvVar} is not set, so there is no runtime config to serve.`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return notFound(res, `${runtimeConfigEnvVar} names ${file}, which cannot be read.`);
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : text);
}

function notFound(res: ServerResponse, why: string): void {
  // The SPA shows the configuration error; the reason goes to the developer's terminal.
  console.warn(`[shop:runtime-config] ${why}`);
  res.statusCode = 404;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(why);
}
