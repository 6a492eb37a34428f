import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathParamsOf } from '../../functions/kit/route-def';
import { routeList } from '../../functions/routes';
import { matchRoute, mountRoutes } from '../../infra/local/gateway';

const functionsDir = join(__dirname, '..', '..', 'functions');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the route table', () => {
  it.each(routeList.map((r) => [`${r.method} ${r.path}`, r] as const))('%s has a handler module exporting handler', (_, r) => {
    const file = join(functionsDir, `${r.handler}.ts`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/export const handler\b/);
  });

  it('declares each method and path once', () => {
    const keys = routeList.map((r) => `${r.method} ${r.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes paths with a leading slash and names every owner route by {userId}', () => {
    for (const r of routeList) {
      expect(r.path.startsWith('/')).toBe(true);
      if (r.allow.includes('owner')) expect(pathParamsOf(r.path)).toContain('userId');
      expect(r.allow.length).toBeGreaterThan(0);
    }
  });

  // The writes anyone may make: the two lead forms (callback, referral), and Stripe's events, which
  // prove where they come from by their signature rather than by a token. The cart's code check is
  // a POST (a code is not put in an address) that only reads.
  const publicWrites = ['POST /marketing/referral', 'POST /promotions/code', 'POST /request-callback', 'POST /webhooks/stripe'];

  it('lets public routes only read, and gives every write route an access rule beyond public (but the lead forms and Stripe’s webhook)', () => {
    const writes = (r: (typeof routeList)[number]) =>
      r.method !== 'GET' || r.grants.table === 'write' || r.grants.uploads === 'write' || r.grants.userPool !== undefined;
    // Both halves at once: a public route that writes (by its method or its grants) is one of
    // these, and every other write route is open only to the callers its rule names.
    const publicWriteRoutes = routeList.filter((r) => r.allow.includes('public') && writes(r)).map((r) => `${r.method} ${r.path}`);
    expect(publicWriteRoutes.sort()).toEqual(publicWrites);
    expect(routeList.filter((r) => writes(r)).every((r) => r.allow.length > 0)).toBe(true);
  });

  it('grants a read route read access only, the photo lists too (lapsed reservations are released on a schedule)', () => {
    const reads = routeList.filter((r) => r.method === 'GET');
    const writingReads = reads.filter(
      (r) => r.grants.table === 'write' || (r.grants.uploads !== undefined && r.grants.uploads !== 'read') || r.grants.userPool,
    );
    expect(writingReads.map((r) => r.path)).toEqual([]);
  });
});

describe('the functions', () => {
  const files = sourceFiles(functionsDir);

  it('import no local-only code', () => {
    const offenders = files.filter((f) => /from ['"][./]*\/?infra\//.test(readFileSync(f, 'utf8')) || /infra\/local/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(functionsDir, f))).toEqual([]);
  });

  it('never scan the table', () => {
    const offenders = files.filter((f) => /\bScan(Command)?\b/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(functionsDir, f))).toEqual([]);
  });
});

describe('matching a request to a route like the HTTP API', () => {
  const mounted = mountRoutes([
    { method: 'GET', path: '/albums/{albumName}', handler: 'a', summary: '', allow: ['public'], grants: {} },
    { method: 'GET', path: '/albums/all-Albums', handler: 'b', summary: '', allow: ['public'], grants: {} },
    { method: 'GET', path: '/orders/{userId}/{orderId}', handler: 'c', summary: '', allow: ['owner'], grants: {} },
    { method: 'GET', path: '/orders/editors/{userId}', handler: 'd', summary: '', allow: ['Editors'], grants: {} },
  ]);

  it('prefers the route with more literal segments', () => {
    expect(matchRoute(mounted, 'GET', '/albums/all-Albums')?.route.def.handler).toBe('b');
    expect(matchRoute(mounted, 'GET', '/orders/editors/u1')?.route.def.handler).toBe('d');
  });

  it('captures path parameters', () => {
    expect(matchRoute(mounted, 'GET', '/albums/Press-Book')?.params).toEqual({ albumName: 'Press-Book' });
    expect(matchRoute(mounted, 'GET', '/orders/u1/o2')?.params).toEqual({ userId: 'u1', orderId: 'o2' });
  });

  it('matches nothing for another method or length', () => {
    expect(matchRoute(mounted, 'POST', '/albums/Lux')).toBeUndefined();
    expect(matchRoute(mounted, 'GET', '/albums/Lux/extra')).toBeUndefined();
  });
});
