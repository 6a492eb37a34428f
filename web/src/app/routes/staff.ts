/**
 * The staff area (spec §2 staff routes), a lazy route group: the storefront never downloads it.
 * Each page checks the role from the user record (`RequireRole`, spec §6); the server checks it
 * again on every call. The other staff pages (products, editors, callbacks) join this group.
 */
import type { RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';

export const staffRoutes: RouteObject[] = [
  { path: 'admin/outstanding-orders', lazy: page(() => import('./staff/outstanding-orders')) },
  { path: 'admin/editors', lazy: page(() => import('./staff/editors')) },
  { path: 'admin/:orderId', lazy: page(() => import('./staff/order')) },
];
