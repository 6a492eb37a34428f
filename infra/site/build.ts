/**
 * `npm run build:web`: the SPA's production build (`vite build`) and then the storefront's
 * prerender (prerender.ts), into web/dist or `--out <dir>`. `--manifest` keeps Vite's manifest
 * (the bench reads it). The site's address for canonical URLs is `SHOP_SITE_ORIGIN` (default the
 * local shop's); the catalog is the seed's, or the stage's with `SHOP_CATALOG_API` (catalog-source.ts).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogForPrerender } from './catalog-source';
import { removeManifest } from './page-assets';
import { prerenderSite } from './prerender';

const root = join(__dirname, '..', '..');
export const siteOriginEnvVar = 'SHOP_SITE_ORIGIN';
const localSiteOrigin = 'http://127.0.0.1:5173';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, manifest: { type: 'boolean', default: false } } });
  const outDir = resolve(values.out ?? join(root, 'web', 'dist'));
  // The config is TypeScript in a CommonJS package; Vite's notice about its loader is not actionable.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    // The prerender reads the manifest for each page's own styles and chunks (page-assets.ts).
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const { catalog, source } = await catalogForPrerender();
  const siteOrigin = process.env[siteOriginEnvVar] ?? localSiteOrigin;
  const site = await prerenderSite({ root, outDir, catalog, siteOrigin });
  if (!values.manifest) removeManifest(outDir);
  console.log(`Prerendered ${site.pages.length} pages for ${site.siteOrigin} from ${source} into ${outDir}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
