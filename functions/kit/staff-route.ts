/**
 * `staffRoute(contract).handler(fn)`: the kit's chain (route.ts) for a route a staff role may
 * call. A caller let in through a staff role must have an authenticator app, which the user pool
 * is asked (second-factor.ts); only these routes' functions carry the pool's client and are
 * granted cognito-idp:AdminGetUser (`authenticatorCheck` in infra/bundling.ts grantsOfRoute).
 */
import type { RouteContract } from '../../shared/api/contract';
import { routeWith } from './route';
import { callerHasAuthenticator } from './second-factor';

export const staffRoute = <const R extends RouteContract>(def: R) => routeWith(def, (caller) => callerHasAuthenticator(caller.sub, caller.issuer));
