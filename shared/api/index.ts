/**
 * Every route's contract, by area. A handler or a page imports only its own area's module; this
 * index is for the route table and tools that walk the whole API.
 */
import { callbackRoutes } from './callbacks';
import { cartRoutes } from './cart';
import { catalogAdminRoutes } from './catalog-admin';
import { catalogRoutes } from './catalog';
import { editingRoutes } from './editing';
import { leadRoutes } from './leads';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { proofRoutes } from './proofs';
import { uploadRoutes } from './uploads';
import { staffRoutes } from './staff';
import { userRoutes } from './users';

export const contracts = {
  ...catalogRoutes,
  ...userRoutes,
  ...cartRoutes,
  ...leadRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...uploadRoutes,
  ...staffRoutes,
  ...catalogAdminRoutes,
  ...callbackRoutes,
  ...editingRoutes,
  ...proofRoutes,
};
export type ContractName = keyof typeof contracts;
