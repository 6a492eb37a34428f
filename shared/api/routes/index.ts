/** Every route as a page calls it, by area: for tests that check them against the contracts (shared/api/index.ts). */
import { callbackRoutes } from './callbacks';
import { cartRoutes } from './cart';
import { catalogAdminRoutes } from './catalog-admin';
import { catalogRoutes } from './catalog';
import { editingRoutes } from './editing';
import { leadRoutes } from './leads';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { proofRoutes } from './proofs';
import { staffRoutes } from './staff';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';

export const routeDescriptions = {
  ...callbackRoutes,
  ...cartRoutes,
  ...catalogAdminRoutes,
  ...catalogRoutes,
  ...editingRoutes,
  ...leadRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...proofRoutes,
  ...staffRoutes,
  ...uploadRoutes,
  ...userRoutes,
};
