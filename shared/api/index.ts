/**
 * Every route's contract, by area. A handler or a page imports only its own area's module; this
 * index is for the route table and tools that walk the whole API.
 */
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { leadRoutes } from './leads';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';

export const contracts = {
  ...catalogRoutes,
  ...userRoutes,
  ...cartRoutes,
  ...leadRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...uploadRoutes,
};
export type ContractName = keyof typeof contracts;
