/**
 * The router: where the shop is (the location and the routes that answer it), and the moves
 * between pages. A navigation runs the new page's loaders and waits for its modules before the
 * page changes, so the current page stays on screen until the next one can be drawn whole. The
 * browser's history holds each entry's key and state; the scroll position of each entry is kept
 * for back and forward (scroll.tsx). A router made for one URL (the build's prerender) never moves.
 */
import { matchRoutes, Redirect, type RouteMatch, type RouteObject } from './routes';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Names the history entry, for its scroll position. */
  key: string;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** The match that failed (its loader threw or its module did not load), and why. */
  error?: { index: number; error: unknown };
  /** 'initial' until the first move; 'pop' is back, forward or a reload. */
  action: 'initial' | 'push' | 'replace' | 'pop';
  navigation: 'idle' | 'loading';
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Answers the starting location: loaders (unless told not to), modules, redirects. */
  load(options?: { loaders?: boolean }): Promise<void>;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Scroll positions by history entry key. */
  readonly positions: Map<string, number>;
  /** Where the starting URL redirects, for a router made for one URL. */
  redirectedTo?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);
const positionsKey = 'shop-scroll-positions';

const locationOf = (url: URL, state: unknown, key: string): Location => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
  state,
  key,
});

/** Loads each route module once, however many navigations ask for it. */
const loading = new WeakMap<RouteObject, Promise<void>>();
function loadModule(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let done = loading.get(route);
  if (!done) {
    done = lazy().then((loaded) => {
      Object.assign(route, loaded, { lazy: undefined });
    });
    loading.set(route, done);
    // A failed download may be tried again on the next visit.
    done.catch(() => loading.delete(route));
  }
  return done;
}

type Resolved = Pick<RouterState, 'matches' | 'error'> | Redirect;

async function resolve(routes: RouteObject[], pathname: string, runLoaders: boolean): Promise<Resolved> {
  const matches = matchRoutes(routes, pathname) ?? [];
  let error: RouterState['error'];
  if (runLoaders) {
    for (const [index, { route, params }] of matches.entries()) {
      try {
        const answer = route.loader?.({ params });
        if (answer instanceof Redirect) return answer;
      } catch (thrown) {
        if (thrown instanceof Redirect) return thrown;
        error = { index, error: thrown };
        break;
      }
    }
  }
  const failures = await Promise.all(
    matches.map(({ route }) =>
      loadModule(route).then(
        () => undefined,
        (e: unknown) => ({ e }),
      ),
    ),
  );
  const failed = failures.findIndex(Boolean);
  if (failed >= 0 && (!error || failed < error.index)) error = { index: failed, error: failures[failed]!.e };
  return { matches, error };
}

/** `url` makes a router for that one URL (the prerender); without it the router follows the browser. */
export function createRouter(routes: RouteObject[], url?: string): Router {
  const browser = url === undefined;
  const start = new URL(url ?? window.location.href, 'http://prerender');
  const entry = browser ? (window.history.state as { key?: string; usr?: unknown } | null) : null;
  const listeners = new Set<() => void>();
  const positions = new Map<string, number>(browser ? JSON.parse(sessionStorage.getItem(positionsKey) ?? '[]') : []);
  // A fresh entry gets a key of its own, so that it never takes another entry's scroll position.
  const startKey = entry?.key ?? newKey();
  let latest = 0;

  const router: Router = {
    state: { location: locationOf(start, entry?.usr ?? null, startKey), matches: [], action: 'initial', navigation: 'idle' },
    positions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load({ loaders = true } = {}) {
      const resolved = await resolve(routes, router.state.location.pathname, loaders);
      if (resolved instanceof Redirect) {
        router.redirectedTo = resolved.to;
        if (browser) await go(new URL(resolved.to, window.location.href), null, 'replace');
        return;
      }
      update({ ...resolved });
    },
    async navigate(to, { replace, state } = {}) {
      if (!browser) return;
      if (typeof to === 'number') return window.history.go(to);
      const target = new URL(to, window.location.href);
      if (target.origin !== window.location.origin) return window.location.assign(target.href);
      await go(target, state ?? null, replace ? 'replace' : 'push');
    },
  };

  function update(next: Partial<RouterState>): void {
    router.state = { ...router.state, ...next };
    listeners.forEach((listener) => listener());
  }

  async function go(target: URL, state: unknown, action: RouterState['action'], key = newKey()): Promise<void> {
    const id = ++latest;
    positions.set(router.state.location.key, window.scrollY);
    update({ navigation: 'loading' });
    const resolved = await resolve(routes, target.pathname, true);
    // A later navigation (a second click, back) has taken over.
    if (id !== latest) return;
    if (resolved instanceof Redirect) return go(new URL(resolved.to, target), state, action === 'pop' ? 'replace' : action);
    const href = target.pathname + target.search + target.hash;
    if (action === 'push') window.history.pushState({ key, usr: state }, '', href);
    if (action === 'replace') window.history.replaceState({ key, usr: state }, '', href);
    update({ ...resolved, error: resolved.error, location: locationOf(target, state, key), action, navigation: 'idle' });
  }

  if (browser) {
    window.history.scrollRestoration = 'manual';
    if (!entry?.key) window.history.replaceState({ key: startKey, usr: entry?.usr ?? null }, '');
    window.addEventListener('popstate', (event) => {
      const { key, usr } = (event.state as { key?: string; usr?: unknown } | null) ?? {};
      void go(new URL(window.location.href), usr ?? null, 'pop', key ?? newKey());
    });
    // A reload or a return from another site finds the positions again.
    window.addEventListener('pagehide', () => {
      positions.set(router.state.location.key, window.scrollY);
      // The latest entries are enough: back rarely goes further.
      sessionStorage.setItem(positionsKey, JSON.stringify([...positions].slice(-50)));
    });
  }
  return router;
}
