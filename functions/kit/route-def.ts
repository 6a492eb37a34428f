/**
 * One entry of the route table (functions/routes.ts): a route's contract (shared/api) bound to
 * the handler module that serves it and the data access that module needs. Data only.
 */
import type { RouteContract } from '../../shared/api/contract';

export type { Method } from '../../shared/api/contract';
export { pathParamsOf } from '../../shared/api/contract';

export interface RouteDef extends RouteContract {
  /** Module under functions/ exporting `handler`, without extension. */
  handler: string;
  /** Data access the function needs; the CDK stack grants exactly this. */
  grants: Grants;
}

/** What a function may touch; the CDK stack grants exactly this and sets the matching environment. */
export interface Grants {
  table?: 'read' | 'write';
  /** `manage`: write, and delete photos (removing one, refusing a file that is not a photo). */
  uploads?: 'read' | 'write' | 'manage';
  userPool?: 'adminUpdate';
  /** Calls Stripe: reads the Stripe key (STRIPE_SECRET_NAME). */
  stripe?: true;
  /** Sends email through SES (MAIL_FROM). */
  email?: true;
}

/** Binds a contract to its handler module and grants. */
export const bind = <const C extends RouteContract>(contract: C, handler: string, grants: Grants): C & { handler: string; grants: Grants } =>
  ({ ...contract, handler, grants });

/** A stable name for a route, used for its Lambda function and its logs: `GET /albums/all-Albums` → `GetAlbumsAllAlbums`. */
export const routeId = (def: Pick<RouteDef, 'method' | 'path'>): string =>
  (def.method[0] + def.method.slice(1).toLowerCase() +
    def.path.replace(/[{}]/g, '').split(/[/-]/).filter(Boolean)
      .map((s) => s[0]!.toUpperCase() + s.slice(1)).join(''));
