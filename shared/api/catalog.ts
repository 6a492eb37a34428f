/** Catalog routes: albums and wall-art products, public: what shoppers see, never the studio's costs. */
import * as z from 'zod/mini';
import { productCategorySchema, publicAlbumSchema, publicProductSchema } from '../catalog';
import { defineContract } from './contract';
import { catalogPaths as route } from './routes/catalog';

export const catalogRoutes = {
  getAlbumByName: defineContract({
    ...route.getAlbumByName, summary: 'One album with its options and covers',
    response: publicAlbumSchema,
  }),
  getAlbum: defineContract({
    ...route.getAlbum, summary: 'One album (alias of /albums/name/{albumName})',
    response: publicAlbumSchema,
  }),
  listAlbums: defineContract({
    ...route.listAlbums, summary: 'Every album',
    response: z.array(publicAlbumSchema),
  }),
  getProductByName: defineContract({
    ...route.getProductByName, summary: 'One product with its options and covers',
    response: publicProductSchema,
  }),
  listProducts: defineContract({
    ...route.listProducts, summary: 'Every product, optionally of one category',
    query: z.object({ category: z.optional(productCategorySchema) }), response: z.array(publicProductSchema),
  }),
};
