/** The shape of one entry of the route table (functions/routes.ts). Data only: no handler code. */
import type { z } from 'zod';
import type { Principal } from './access';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** HTTP API path with `{param}` placeholders, as the spec writes it, with a leading slash. */
  path: string;
  /** Module under functions/ exporting `handler`, without extension. */
  handler: string;
  summary: string;
  allow: readonly Principal[];
  body?: z.ZodType;
  query?: z.ZodType;
  /** What a successful call answers, for the OpenAPI document. */
  response?: z.ZodType;
  /** Data access the function needs; the CDK stack grants exactly this. */
  grants: Grants;
  /** 201 for routes that create something; 200 otherwise. */
  successStatus?: 200 | 201;
}

/**
 * What a function may touch; the CDK stack grants exactly this and sets the environment that goes
 * with it, and nothing else (an infra test checks each function reads exactly what it is given).
 */
export interface Grants {
  /** The shop's table (TABLE_NAME). */
  table?: 'read' | 'write';
  /** The uploads bucket (UPLOADS_BUCKET). */
  uploads?: 'read' | 'write';
  userPool?: 'adminUpdate';
  /** Calls Stripe: reads the Stripe key (STRIPE_SECRET_NAME). */
  stripe?: true;
  /** Checks Stripe-Signature headers: reads the webhook signing secret (STRIPE_WEBHOOK_SECRET_NAME). */
  stripeWebhook?: true;
  /** Sends email through SES (MAIL_FROM). */
  email?: true;
  /** Builds links to the site, for Stripe's return pages and emails (SITE_ORIGIN). */
  site?: true;
}

export const defineRoute = <const R extends RouteDef>(def: R): R => def;

/** `/albums/name/{albumName}` → `['albumName']` */
export const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** A stable name for a route, used for its Lambda function and its logs: `GET /albums/all-Albums` → `GetAlbumsAllAlbums`. */
export const routeId = (def: Pick<RouteDef, 'method' | 'path'>): string =>
  (def.method[0] + def.method.slice(1).toLowerCase() +
    def.path.replace(/[{}]/g, '').split(/[/-]/).filter(Boolean)
      .map((s) => s[0]!.toUpperCase() + s.slice(1)).join(''));
