/** Where things are on disk at synth time. The CDK app runs from any working directory. */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const functionsDir = path.join(repoRoot, 'functions');
export const webDist = path.join(repoRoot, 'web', 'dist');

/**
 * The pages the site build prerendered (infra/site/prerender.ts writes their list beside them).
 * Without a build there are none: every path but the client-only ones is then the error page.
 */
export function prerenderedPages(): string[] {
  const manifest = path.join(webDist, 'prerendered.json');
  if (!fs.existsSync(manifest)) return [];
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { pages: string[] }).pages;
}
