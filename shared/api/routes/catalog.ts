/** How a page calls the catalog routes: method, path and who may call; the schemas stay in ../catalog.ts. */
import type { catalogRoutes as contracts } from '../catalog';
import { describeRoutes, type RoutesOf } from '../contract';

export const catalogPaths = describeRoutes({
  getAlbumByName: { method: 'GET', path: '/albums/name/{albumName}', allow: ['public'] },
  getAlbum: { method: 'GET', path: '/albums/{albumName}', allow: ['public'] },
  listAlbums: { method: 'GET', path: '/albums/all-Albums', allow: ['public'] },
  getProductByName: { method: 'GET', path: '/products/name/{productName}', allow: ['public'] },
  listProducts: { method: 'GET', path: '/products/all-products', allow: ['public'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const catalogRoutes: RoutesOf<typeof contracts> = catalogPaths;
