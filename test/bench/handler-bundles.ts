/**
 * For the handlers bench (handlers.ts): which handlers deploy, each bundled as it deploys beside
 * the reference, and what each bundle is made of.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventRules } from '../../functions/events';
import type { Grants } from '../../functions/kit/route-def';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { bundleHandler, grantsOfRoute, handlerBuildOptions } from '../../infra/bundling';

/** Every deployed handler module, what calls it and its grants. */
export function deployedHandlers(): Map<string, { serves: string[]; grants: Grants }> {
  const handlers = new Map<string, { serves: string[]; grants: Grants }>();
  const add = (module: string, serves: string, grants: Grants) => {
    const entry = handlers.get(module) ?? { serves: [], grants };
    entry.serves.push(serves);
    handlers.set(module, entry);
  };
  for (const r of routeList) add(r.handler, `${r.method} ${r.path}`, grantsOfRoute(r));
  for (const [name, rule] of Object.entries(eventRules)) for (const t of rule.targets) add(t, `event rule ${name}`, rule.grants);
  for (const [operation, trigger] of Object.entries(authTriggers)) add(trigger.handler, `${operation} trigger`, trigger.grants);
  return handlers;
}

/** KB in a bundle per package (`zod`, `@aws-sdk/client-s3`) or, for our own code, per top folder. */
export type Contents = Map<string, number>;

/**
 * Each entry bundled as it deploys (bundleHandler: `index.mjs` and its source map, in a folder of
 * its own), and what it is made of, from esbuild's metafile of the same build options.
 */
export async function bundleAll(entries: Record<string, string>, out: string): Promise<Map<string, { file: string; kb: number; contents: Contents }>> {
  const { metafile } = await build({ ...handlerBuildOptions(), metafile: true, write: false, entryPoints: entries, outdir: out });
  const bundles = new Map<string, { file: string; kb: number; contents: Contents }>();
  const bundleOne = async ([name, entry]: [string, string]) => {
    const dir = join(out, name.replace(/\//g, '__'));
    mkdirSync(dir, { recursive: true });
    await bundleHandler(entry, dir);
    const output = Object.values(metafile.outputs).find((o) => o.entryPoint && join(process.cwd(), o.entryPoint) === entry)!;
    const contents: Contents = new Map();
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      const key = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? `${file.split('/')[0]}/`;
      contents.set(key, (contents.get(key) ?? 0) + bytesInOutput / 1024);
    }
    const file = join(dir, 'index.mjs');
    bundles.set(name, { file, kb: statSync(file).size / 1024, contents });
  };
  // A few builds at a time: esbuild spreads each over the cores.
  const queue = Object.entries(entries);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await bundleOne(next);
    }),
  );
  return bundles;
}

/** What a handler carries beyond the reference, largest first: `zod 96, @aws-sdk/client-s3 120`. */
export function beyond(contents: Contents, reference: Contents): string {
  return [...contents]
    .map(([key, kb]) => [key, kb - (reference.get(key) ?? 0)] as const)
    .filter(([, kb]) => kb >= 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, kb]) => `${key} ${kb.toFixed(0)}`)
    .join(', ');
}
