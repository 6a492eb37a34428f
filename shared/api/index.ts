/**
 * Every route's contract, by area, in the route table's order. A handler or a page imports only
 * its own area's module; this index is for the tools that walk the whole API (functions/routes.ts).
 */
import { callbackRoutes } from './callbacks';
import { cartRoutes } from './cart';
import { catalogAdminRoutes } from './catalog-admin';
import { catalogRoutes } from './catalog';
import { dashboardRoutes } from './dashboard';
import { draftRoutes } from './drafts';
import { editingRoutes } from './editing';
import { leadRoutes } from './leads';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { proofRoutes } from './proofs';
import { promotionRoutes } from './promotions';
import { uploadRoutes } from './uploads';
import { staffRoutes } from './staff';
import { userRoutes } from './users';

export const contracts = {
  ...catalogRoutes,
  ...userRoutes,
  ...cartRoutes,
  ...leadRoutes,
  ...catalogAdminRoutes,
  ...promotionRoutes,
  ...callbackRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...uploadRoutes,
  ...staffRoutes,
  ...dashboardRoutes,
  ...editingRoutes,
  ...proofRoutes,
  ...draftRoutes,
};
export type ContractName = keyof typeof contracts;

type Contract = (typeof contracts)[ContractName];
/** Every contract by its route key, `'PUT /user/{userId}/cart'`: a route's method and path are its identity. */
type ContractsByKey = { [C in Contract as `${C['method']} ${C['path']}`]: C };

/** A route of the table as the SPA names it: its key, `'PUT /user/{userId}/cart'`. */
export type ApiRoute = keyof ContractsByKey;

/**
 * The contract of a route, by its key: the SPA's API client types `api('PUT /user/{userId}/cart', …)`
 * with it. A type only, so neither the table nor any schema reaches a page's bundle.
 */
export type ContractOf<K extends ApiRoute> = ContractsByKey[K];
