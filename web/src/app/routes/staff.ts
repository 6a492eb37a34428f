/**
 * The staff area (`/admin/...`), a lazy route group: the storefront never downloads it.
 * Each page checks the role from the user record (`RequireRole`); the server checks it
 * again on every call. The other staff pages (products, editors, callbacks) join this group.
 */
import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

export const staffRoutes: RouteObject[] = [
  { path: 'admin', ...page('staff/dashboard') },
  { path: 'admin/outstanding-orders', ...page('staff/outstanding-orders') },
  { path: 'admin/editors', ...page('staff/editors') },
  { path: 'admin/:orderId', ...page('staff/order') },
];
