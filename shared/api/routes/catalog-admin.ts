/** How a page calls the catalog admin routes: method, path and who may call; the schemas stay in ../catalog-admin.ts. */
import type { catalogAdminRoutes as contracts } from '../catalog-admin';
import { describeRoutes, type RoutesOf } from '../contract';

export const catalogAdminPaths = describeRoutes({
  listStaffAlbums: { method: 'GET', path: '/admin/catalog/albums', allow: ['Admin'] },
  listStaffProducts: { method: 'GET', path: '/admin/catalog/products', allow: ['Admin'] },
  updateAlbum: { method: 'PUT', path: '/albums/{albumName}', allow: ['Admin'] },
  updateProduct: { method: 'PUT', path: '/products/{id}', allow: ['Admin'] },
  addProduct: { method: 'POST', path: '/products/add-new-product', allow: ['Admin'] },
  addAlbum: { method: 'POST', path: '/albums/add-albums', allow: ['Admin'] },
  signCatalogImage: { method: 'POST', path: '/admin/catalog/images', allow: ['Admin'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const catalogAdminRoutes: RoutesOf<typeof contracts> = catalogAdminPaths;
