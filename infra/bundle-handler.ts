/**
 * Builds one handler's deployed bundle: `tsx infra/bundle-handler.ts <entry> <outdir> <external JSON>`.
 * ShopFunction runs it through bundleHandlerSync (infra/bundling.ts) during synth.
 */
import { bundleHandler } from './bundling';

const [entry, outdir, external] = process.argv.slice(2);
if (!entry || !outdir || !external) {
  console.error('usage: tsx infra/bundle-handler.ts <entry> <outdir> <external modules as JSON>');
  process.exit(2);
}
bundleHandler(entry, outdir, JSON.parse(external) as string[]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
