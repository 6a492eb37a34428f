/**
 * The events of the handlers bench's requests (cold-requests.ts), as each handler is called: a
 * route's in API Gateway's payload format 2.0 with the caller's claims as the local gateway passes
 * them, an event target's in EventBridge's envelope.
 */
import { randomUUID } from 'node:crypto';
import { pathOf } from '../../shared/api/contract';
import type { RouteDef } from '../../functions/kit/route-def';
import { routes, type RouteName } from '../../functions/routes';
import { httpApiEvent } from '../support/http-api';
import type { Person } from './cold-shop';

export interface ColdRequest {
  event: unknown;
  /** The answer that means the request was served: a status code, or an event target's result. */
  expect: string;
}
/** Makes a handler's request for a round (work a request uses up is made afresh each round). */
export type RequestMaker = (round: number) => Promise<ColdRequest>;

/** The claims of a person's ID token as the HTTP API's JWT authorizer passes them: every value a string, lists as `[a b]`. */
export function gatewayClaims(idToken: string): Record<string, string> {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
}

/** A route's event as the local gateway hands it over: path parameters as sent (encoded), JSON body. */
export function routeEvent(
  name: RouteName,
  call: { as?: Person; params?: Record<string, string>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> },
) {
  const def: RouteDef = routes[name];
  const params = call.params && Object.fromEntries(Object.entries(call.params).map(([k, v]) => [k, encodeURIComponent(v)]));
  return httpApiEvent({
    routeKey: `${def.method} ${def.path}`,
    rawPath: pathOf(def.path, call.params ?? {}),
    sub: call.as?.sub,
    claims: call.as && gatewayClaims(call.as.idToken),
    params,
    query: call.query,
    headers: { ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
    body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
    requestId: randomUUID(),
  });
}

const served = (name: RouteName) => String((routes[name] as RouteDef).successStatus ?? 200);
export const request = (name: RouteName, call: Parameters<typeof routeEvent>[1]): ColdRequest => ({ event: routeEvent(name, call), expect: served(name) });

/** An event in EventBridge's envelope, as a rule delivers it to its target. */
export const eventBridge = (source: string, detailType: string, detail: unknown) => ({
  version: '0',
  id: randomUUID(),
  'detail-type': detailType,
  source,
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'us-east-1',
  resources: [],
  detail,
});
