/** Catalog routes: albums and wall-art products, public: what shoppers see, never the studio's costs. */
import * as z from 'zod/mini';
import { productCategorySchema, publicAlbumSchema, publicProductSchema } from '../catalog';
import { defineContract } from './contract';

export const catalogRoutes = {
  getAlbumByName: defineContract({
    method: 'GET', path: '/albums/name/{albumName}', summary: 'One album with its options and covers',
    allow: ['public'], response: publicAlbumSchema,
  }),
  getAlbum: defineContract({
    method: 'GET', path: '/albums/{albumName}', summary: 'One album (alias of /albums/name/{albumName})',
    allow: ['public'], response: publicAlbumSchema,
  }),
  listAlbums: defineContract({
    method: 'GET', path: '/albums/all-Albums', summary: 'Every album',
    allow: ['public'], response: z.array(publicAlbumSchema),
  }),
  getProductByName: defineContract({
    method: 'GET', path: '/products/name/{productName}', summary: 'One product with its options and covers',
    allow: ['public'], response: publicProductSchema,
  }),
  listProducts: defineContract({
    method: 'GET', path: '/products/all-products', summary: 'Every product, optionally of one category',
    allow: ['public'], query: z.object({ category: z.optional(productCategorySchema) }), response: z.array(publicProductSchema),
  }),
};
