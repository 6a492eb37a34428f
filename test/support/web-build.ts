/**
 * The SPA's production build for the browser journeys: built once and kept between runs in
 * `.test-runtime/web-build/<key>`, where the key is a hash of everything the build reads (web/,
 * shared/, the seed's artwork code that the build emits, and package-lock.json for the tools and
 * libraries). Changing any of those gives a new key and a new build; nothing else is trusted to
 * say a build is current.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { buildWeb } from '../../infra/local/web-build';

const root = join(__dirname, '..', '..');
const buildsDir = join(root, '.test-runtime', 'web-build');
const inputs = ['web', 'shared', join('infra', 'seed'), join('infra', 'site'), join('infra', 'local', 'web-build.ts'), 'package-lock.json'];
/** Not read by the build: the developer's own build and installed packages (package-lock.json stands for those). */
const skipped = new Set([join(root, 'web', 'dist'), join(root, 'node_modules')]);

function filesUnder(path: string): string[] {
  if (skipped.has(path) || !existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of the build's inputs: their paths and contents. */
export function webBuildKey(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the build of the sources as they are now is kept. */
export const webBuildFolder = (): string => join(buildsDir, webBuildKey());

/** Makes sure `dir` (from webBuildFolder) holds its build, building it when it does not. */
export async function ensureWebBuild(dir: string): Promise<void> {
  const key = basename(dir);
  if (existsSync(join(dir, 'index.html'))) {
    // Marks it in use, so a run of other sources does not remove it (removeOldBuilds).
    utimesSync(dir, new Date(), new Date());
    return;
  }
  mkdirSync(buildsDir, { recursive: true });
  // Built aside and renamed into place whole: a run started meanwhile never sees half a build.
  const building = join(buildsDir, `${key}.${process.pid}.building`);
  await buildWeb(root, building);
  try {
    renameSync(building, dir);
  } catch (error) {
    // Another run finished the same build first: use that one.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(dir, 'index.html'))) throw error;
  }
  removeOldBuilds(key);
}

/** Builds of other sources, untouched for an hour: no run in progress still serves them. */
function removeOldBuilds(current: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(buildsDir)) {
    const path = join(buildsDir, name);
    if (name !== current && statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
  }
}
