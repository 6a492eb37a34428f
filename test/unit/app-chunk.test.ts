/** Which modules the storefront's one app chunk takes (web/vite/app-chunk.ts). */
import { appChunk, staticClosure } from '../../web/vite/app-chunk';

// main.tsx imports the styles and the preload helper; start.tsx the app; lazy pages stay out.
const graph: Record<string, string[]> = {
  '/w/src/main.tsx': ['/w/src/styles/base.css', '\0vite/preload-helper.js'],
  '/w/src/app/start.tsx': ['/w/src/app/router.tsx', '/w/node_modules/react-dom/client.js', '/w/src/styles/base.css'],
  '/w/src/app/router.tsx': ['/w/src/app/lazy-page.ts', '/w/node_modules/react/index.js'],
  '/w/src/app/lazy-page.ts': ['\0vite/preload-helper.js'],
  '/w/node_modules/react-dom/client.js': ['/w/node_modules/react/index.js'],
  '/w/node_modules/react/index.js': [],
  '/w/src/styles/base.css': [],
  '\0vite/preload-helper.js': [],
  '/w/src/app/routes/home.tsx': ['/w/node_modules/react/index.js'],
};
const context = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id]! } : null),
};

describe('the app chunk', () => {
  it('follows static imports only, once each, through cycles', () => {
    const cyclic = { a: ['b'], b: ['a', 'c'], c: [] } as Record<string, string[]>;
    const closure = staticClosure({ getModuleIds: () => Object.keys(cyclic)[Symbol.iterator](), getModuleInfo: (id) => ({ importedIds: cyclic[id]! }) }, 'a');
    expect([...closure].sort()).toEqual(['a', 'b', 'c']);
  });

  it("takes what the app statically needs, but not the app module itself, the entry's own imports or the bundler's helpers", () => {
    const { plugin, group } = appChunk({ entry: '/src/main.tsx', app: '/src/app/start.tsx' });
    (plugin.buildEnd as (this: typeof context) => void).call(context);
    const taken = Object.keys(graph).filter(group.test);
    expect(taken.sort()).toEqual(['/w/node_modules/react-dom/client.js', '/w/node_modules/react/index.js', '/w/src/app/lazy-page.ts', '/w/src/app/router.tsx']);
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('fails the build when the entry or the app module is not where it is expected', () => {
    const { plugin } = appChunk({ entry: '/src/index.tsx', app: '/src/app/start.tsx' });
    expect(() => (plugin.buildEnd as (this: typeof context) => void).call(context)).toThrow('no module /src/index.tsx');
  });
});
