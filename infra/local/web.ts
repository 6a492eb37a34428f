/**
 * The SPA, locally: Vite's dev server, configured from the runtime config the local cloud wrote.
 * It also serves /catalog-images/ from the local catalog images bucket, as CloudFront does
 * (catalog-images.ts: the bucket is private, and read with signed requests).
 */
import { join } from 'node:path';
import { catalogImagesPath, serveCatalogImage } from './catalog-images';

export async function startWeb(options: { port: number; root: string; runtimeConfigFile: string; cacheDir: string; catalogImages: string }) {
  process.env.SHOP_RUNTIME_CONFIG = options.runtimeConfigFile;
  // The config is TypeScript in a CommonJS package, which Vite's default loader bundles fine;
  // its notice about a future native loader is not actionable here.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: join(options.root, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    // Each local cloud its own optimized-dependency cache: two started from one checkout must not
    // re-optimize under each other.
    cacheDir: options.cacheDir,
    clearScreen: false,
    server: { port: options.port, strictPort: true, host: '127.0.0.1' },
    plugins: [
      {
        name: 'local-catalog-images',
        configureServer(dev) {
          dev.middlewares.use((req, res, next) => {
            if (!req.url?.startsWith(catalogImagesPath)) return next();
            serveCatalogImage(options.catalogImages, req, res).catch(next);
          });
        },
      },
    ],
  });
  await server.listen();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
