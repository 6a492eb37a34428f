/**
 * The route table as the server side reads it: every line of shared/api/routes.ts (method, path,
 * callers, handler module, grants) with its contract's summary and schemas (shared/api/<area>.ts),
 * in the table's order. The CDK stack, the local gateway, the authorization tests, the bench and
 * the OpenAPI generator walk this list. This file imports no handler code; handlers import their
 * own area's contracts, not this list.
 */
import { contracts } from '../shared/api';
import type * as table from '../shared/api/routes';
import type { RouteDef } from './kit/route-def';

/** Every line of the table has its contract under the same name, and nothing else is a contract. */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyLineHasItsContract: SameNames<keyof typeof contracts, keyof typeof table> = true;
void everyLineHasItsContract;

export const routes = contracts satisfies { [K in keyof typeof table]: RouteDef };

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(([name, def]) => ({ ...def, name: name as RouteName }));
