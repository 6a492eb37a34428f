/**
 * Where to go after signing in: the page that sent the shopper to /login (`state.from`, a path or
 * a router location), else home. Never back to a sign-in page.
 */
const signInPages = ['/login', '/create-account'];

export function returnPathOf(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    path = from.pathname + search + hash;
  }
  // Only a path of this site: `//host` or `https://…` would leave it.
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '/';
  return signInPages.some((page) => path === page || path.startsWith(`${page}?`)) ? '/' : path;
}
