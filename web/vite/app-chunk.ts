/**
 * Puts everything the app statically needs to start (the static imports of web/src/app/start.tsx:
 * React, TanStack Query, the router, the frame, the messages) in one chunk instead of the twenty
 * or so the default splitting makes of it. Every page loads all of them before it is live anyway,
 * and one file compresses better than many small ones (a gzip stream starts with no dictionary):
 * about 5 KB less to send on each storefront page. Route modules stay chunks of their own, loaded
 * with their page.
 *
 * Modules the entry (web/src/main.tsx) imports itself stay out: the entry must not load the app.
 */
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  getModuleIds(): IterableIterator<string>;
}

/** The module ids reachable from `root` through static imports, `root` included. */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(root);
  return seen;
}

export function appChunk(options: { entry: string; app: string }) {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:app-chunk',
    // The browser's build only: the prerender's server build has no entry page.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((m) => m.endsWith(suffix));
        if (!id) throw new Error(`shop:app-chunk: no module ${suffix} in the build`);
        return id;
      };
      const entry = staticClosure(this, find(options.entry));
      const app = find(options.app);
      members = staticClosure(this, app);
      for (const id of entry) members.delete(id);
      // Helpers the bundler adds (Vite's preload helper among them) serve the entry's own dynamic
      // import too: they stay where the bundler puts them.
      for (const id of members) if (id.startsWith('\0')) members.delete(id);
      // The app module keeps a chunk of its own (a few hundred bytes): the entry's dynamic import
      // and the build manifest name it, and the prerender finds the page's chunks through it.
      members.delete(app);
    },
  };
  /**
   * The code-splitting group (build.rolldownOptions.output.codeSplitting.groups). Its members'
   * other dependencies are not pulled in after them: Vite's preload helper, which the entry
   * needs first, would otherwise move into this chunk and the entry would load the whole app.
   */
  const group = { name: 'app', test: (id: string) => members.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}
