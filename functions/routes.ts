/**
 * The route table: every HTTP route of the shop, once. The CDK stack makes one Lambda and one
 * HTTP API route per entry (JWT authorizer on every entry that is not public), the local gateway
 * mounts each entry, the authorization tests walk them, and docs/openapi.json is generated from
 * them. Handlers import their own entry; this file imports no handler code.
 */
import * as z from 'zod';
import { albumSchema, productCategorySchema, productSchema } from '../shared/catalog';
import { defineRoute, type RouteDef } from './kit/route-def';

export const routes = {
  // Catalog (public)
  getAlbumByName: defineRoute({
    method: 'GET', path: '/albums/name/{albumName}', handler: 'catalog/get-album',
    summary: 'One album with its options and covers', allow: ['public'],
    response: albumSchema, grants: { table: 'read' },
  }),
  getAlbum: defineRoute({
    method: 'GET', path: '/albums/{albumName}', handler: 'catalog/get-album',
    summary: 'One album (alias of /albums/name/{albumName})', allow: ['public'],
    response: albumSchema, grants: { table: 'read' },
  }),
  listAlbums: defineRoute({
    method: 'GET', path: '/albums/all-Albums', handler: 'catalog/list-albums',
    summary: 'Every album', allow: ['public'],
    response: z.array(albumSchema), grants: { table: 'read' },
  }),
  getProductByName: defineRoute({
    method: 'GET', path: '/products/name/{productName}', handler: 'catalog/get-product',
    summary: 'One product with its options and covers', allow: ['public'],
    response: productSchema, grants: { table: 'read' },
  }),
  listProducts: defineRoute({
    method: 'GET', path: '/products/all-products', handler: 'catalog/list-products',
    summary: 'Every product, optionally of one category', allow: ['public'],
    query: z.object({ category: productCategorySchema.optional() }),
    response: z.array(productSchema), grants: { table: 'read' },
  }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);
