/**
 * Builds one handler's deployed bundle: `tsx infra/bundle-handler.ts <entry> <outdir>`.
 * ShopFunction runs it through bundleHandlerSync (infra/bundling.ts) during synth.
 */
import { bundleHandler } from './bundling';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) {
  console.error('usage: tsx infra/bundle-handler.ts <entry> <outdir>');
  process.exit(2);
}
bundleHandler(entry, outdir).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
