/**
 * What the handlers bench holds each handler to: its cold start (a fresh process importing the
 * bundle and serving one request) as a ratio to the reference's, by what the handler may call.
 * The grants (functions/kit/route-def.ts, with grantsOfRoute's additions for routes) say it: a
 * handler that only reaches the table pays for one SDK client; one that also reaches S3, the user
 * pool, SES or EventBridge pays for more clients and connections; one that calls Stripe also
 * carries the Stripe SDK and waits on Stripe's API.
 */
import type { Grants } from '../../functions/kit/route-def';

export type HandlerClass = 'dynamodb' | 'aws' | 'stripe';

/** Cold start at most this many times the reference's, per class. */
export const coldStartTargets: Record<HandlerClass, number> = { dynamodb: 1.5, aws: 2.5, stripe: 3 };

/** How each class reads in the table. */
export const classLabels: Record<HandlerClass, string> = {
  dynamodb: 'DynamoDB',
  aws: 'DynamoDB + other AWS',
  stripe: 'Stripe',
};

export function handlerClassOf(grants: Grants): HandlerClass {
  if (grants.stripe || grants.stripeWebhook) return 'stripe';
  // `site` and `studioEmail` are variables, not services; `studioEmail` comes with `email`.
  if (grants.uploads || grants.catalogImages || grants.userPool || grants.authenticatorCheck || grants.email || grants.events) return 'aws';
  return 'dynamodb';
}

export const coldStartTargetOf = (grants: Grants): number => coldStartTargets[handlerClassOf(grants)];
