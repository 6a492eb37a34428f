/**
 * Catalog administration, Admin only: the staff lists (with the studio's costs, which the public
 * catalog never shows), adding and editing albums and products, and signing the upload of a
 * catalog image. PUT /albums/{albumName} takes the album's id (routes.ts says why).
 */
import * as z from 'zod/mini';
import { albumSchema, productSchema } from '../catalog';
import { albumEditSchema, catalogImageSlotSchema, catalogImageUploadSchema, newAlbumSchema, newProductSchema, productEditSchema } from '../catalog-admin';
import { defineContract } from './contract';
import * as table from './routes';

export const listStaffAlbums = defineContract({
  ...table.listStaffAlbums,
  summary: 'Every album with its costs and version, for the products page',
  response: z.array(albumSchema),
});

export const listStaffProducts = defineContract({
  ...table.listStaffProducts,
  summary: 'Every product with its costs and version, for the products page',
  response: z.array(productSchema),
});

export const updateAlbum = defineContract({
  ...table.updateAlbum,
  summary: "Saves an edited album (the path names the album's id) if nobody saved it since the version read",
  body: albumEditSchema,
  response: albumSchema,
});

export const updateProduct = defineContract({
  ...table.updateProduct,
  summary: 'Saves an edited product if nobody saved it since the version read',
  body: productEditSchema,
  response: productSchema,
});

export const addProduct = defineContract({
  ...table.addProduct,
  summary: 'Adds a product to the catalog',
  body: newProductSchema,
  response: productSchema,
  successStatus: 201,
});

export const addAlbum = defineContract({
  ...table.addAlbum,
  summary: 'Adds an album to the catalog',
  body: newAlbumSchema,
  response: albumSchema,
  successStatus: 201,
});

export const signCatalogImage = defineContract({
  ...table.signCatalogImage,
  summary: 'Signs the upload of a catalog image, addressed by its SHA-256',
  body: catalogImageUploadSchema,
  response: catalogImageSlotSchema,
  successStatus: 201,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const catalogAdminRoutes = { listStaffAlbums, listStaffProducts, updateAlbum, updateProduct, addProduct, addAlbum, signCatalogImage };
