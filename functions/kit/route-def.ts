/**
 * One entry of the route table (functions/routes.ts): a route's contract (shared/api) bound to
 * the handler module that serves it and the data access that module needs. Data only.
 */
import type { RouteContract } from '../../shared/api/contract';
import type { RouteLimit } from './limits';

export type { Method } from '../../shared/api/contract';
export { pathParamsOf } from '../../shared/api/contract';

export interface RouteDef extends RouteContract {
  /** Module under functions/ exporting `handler`, without extension. */
  handler: string;
  /** Data access the function needs; the CDK stack grants exactly this. */
  grants: Grants;
  /** The route's own request limit (kit/limits.ts); without one, the whole API's applies. */
  limit?: RouteLimit;
}

/**
 * What a function may touch; the CDK stack grants exactly this and sets the environment that goes
 * with it, and nothing else (an infra test checks each function reads exactly what it is given).
 */
export interface Grants {
  /** The shop's table (TABLE_NAME). */
  table?: 'read' | 'write';
  /** Signs uploads to the catalog images bucket, which the site serves publicly (CATALOG_IMAGES_BUCKET). */
  catalogImages?: 'write';
  /** The uploads bucket (UPLOADS_BUCKET): `write` signs PUTs (read and put); `manage` also deletes (a removed photo, a file that is not a photo). */
  uploads?: 'read' | 'write' | 'manage';
  userPool?: 'adminUpdate';
  /**
   * Asks the user pool whether a staff caller has an authenticator app (cognito-idp:AdminGetUser,
   * functions/kit/second-factor.ts). Given by the stack to every route a staff role may call, the
   * routes whose handlers are made with staffRoute (functions/kit/staff-route.ts).
   */
  authenticatorCheck?: true;
  /** Calls Stripe: reads the Stripe key (STRIPE_SECRET_NAME). */
  stripe?: true;
  /** Checks Stripe-Signature headers: reads the webhook signing secret (STRIPE_WEBHOOK_SECRET_NAME). */
  stripeWebhook?: true;
  /** Puts the shop's own events (functions/events.ts `shopEvents`) on the account's default event bus. */
  events?: 'put';
  /** Sends email through SES (MAIL_FROM). */
  email?: true;
  /** Writes to the studio: its address, a stage setting (STUDIO_EMAIL). */
  studioEmail?: true;
  /** Builds links to the site, for Stripe's return pages and emails (SITE_ORIGIN). */
  site?: true;
}

/** Binds a contract to its handler module and grants, and its own request limit if it has one. */
export const bind = <const C extends RouteContract>(
  contract: C, handler: string, grants: Grants, limit?: RouteLimit,
): C & { handler: string; grants: Grants; limit?: RouteLimit } =>
  ({ ...contract, handler, grants, ...(limit ? { limit } : {}) });

/** A stable name for a route, used for its Lambda function and its logs: `GET /albums/all-Albums` → `GetAlbumsAllAlbums`. */
export const routeId = (def: Pick<RouteDef, 'method' | 'path'>): string =>
  (def.method[0] + def.method.slice(1).toLowerCase() +
    def.path.replace(/[{}]/g, '').split(/[/-]/).filter(Boolean)
      .map((s) => s[0]!.toUpperCase() + s.slice(1)).join(''));
