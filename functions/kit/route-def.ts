/**
 * A route as the server reads it: its line of the route table (shared/api/routes.ts: method,
 * path, callers, handler module, grants, limit) with its contract's summary and schemas. Data only.
 */
import type { RouteContract } from '../../shared/api/contract';

export type { Method } from '../../shared/api/contract';
export type { Grants } from '../../shared/api/grants';
export { pathParamsOf } from '../../shared/api/contract';

export type RouteDef = RouteContract;

/** A stable name for a route, used for its Lambda function and its logs: `GET /albums/all-Albums` → `GetAlbumsAllAlbums`. */
export const routeId = (def: Pick<RouteDef, 'method' | 'path'>): string =>
  def.method[0] +
  def.method.slice(1).toLowerCase() +
  def.path
    .replace(/[{}]/g, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
    .join('');

/** The name of the function that serves a route: its own, or for an alias its twin's. */
export const functionIdOf = (def: Pick<RouteDef, 'method' | 'path' | 'aliasOf'>): string => routeId(def.aliasOf ?? def);
