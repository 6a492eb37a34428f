/** Catalog routes: albums and wall-art products, public: what shoppers see, never the studio's costs. */
import * as z from 'zod/mini';
import { productCategorySchema, publicAlbumSchema, publicProductSchema } from '../catalog';
import { defineContract } from './contract';
import * as table from './routes';

export const getAlbumByName = defineContract({
  ...table.getAlbumByName,
  summary: 'One album with its options and covers',
  response: publicAlbumSchema,
});

export const getAlbum = defineContract({
  ...table.getAlbum,
  summary: 'One album (alias of /albums/name/{albumName})',
  response: publicAlbumSchema,
});

export const listAlbums = defineContract({
  ...table.listAlbums,
  summary: 'Every album',
  response: z.array(publicAlbumSchema),
});

export const getProductByName = defineContract({
  ...table.getProductByName,
  summary: 'One product with its options and covers',
  response: publicProductSchema,
});

export const listProducts = defineContract({
  ...table.listProducts,
  summary: 'Every product, optionally of one category',
  query: z.object({ category: z.optional(productCategorySchema) }),
  response: z.array(publicProductSchema),
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const catalogRoutes = { getAlbumByName, getAlbum, listAlbums, getProductByName, listProducts };
