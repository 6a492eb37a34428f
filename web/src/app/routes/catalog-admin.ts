/**
 * Catalog administration, promotions and the callback requests desk, lazy: the storefront never downloads
 * them. Each page checks the role from the user record, never from the token.
 */
import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

export const catalogAdminRoutes: RouteObject[] = [
  { path: 'admin/products', ...page('catalog-admin/products') },
  { path: 'admin/add-products', ...page('catalog-admin/add-product') },
  { path: 'admin/promotions', ...page('catalog-admin/promotions') },
  { path: 'addAlbums', ...page('catalog-admin/add-album') },
  { path: 'admin/request-callback', ...page('catalog-admin/callbacks') },
];
