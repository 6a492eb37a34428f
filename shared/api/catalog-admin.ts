/**
 * Catalog administration, Admin only (spec §6): the staff lists (with the studio's costs, which
 * the public catalog never shows), adding and editing albums and products, and signing the upload
 * of a catalog image. PUT /albums/{albumName} takes the album's id: an HTTP API allows one
 * variable name per path level, and GET /albums/{albumName} named that level first.
 */
import * as z from 'zod/mini';
import { albumSchema, productSchema } from '../catalog';
import {
  albumEditSchema, catalogImageSlotSchema, catalogImageUploadSchema, newAlbumSchema, newProductSchema, productEditSchema,
} from '../catalog-admin';
import { defineContract } from './contract';

export const catalogAdminRoutes = {
  listStaffAlbums: defineContract({
    method: 'GET', path: '/admin/catalog/albums', summary: 'Every album with its costs and version, for the products page',
    allow: ['Admin'], response: z.array(albumSchema),
  }),
  listStaffProducts: defineContract({
    method: 'GET', path: '/admin/catalog/products', summary: 'Every product with its costs and version, for the products page',
    allow: ['Admin'], response: z.array(productSchema),
  }),
  updateAlbum: defineContract({
    method: 'PUT', path: '/albums/{albumName}', summary: "Saves an edited album (the path names the album's id) if nobody saved it since the version read",
    allow: ['Admin'], body: albumEditSchema, response: albumSchema,
  }),
  updateProduct: defineContract({
    method: 'PUT', path: '/products/{id}', summary: 'Saves an edited product if nobody saved it since the version read',
    allow: ['Admin'], body: productEditSchema, response: productSchema,
  }),
  addProduct: defineContract({
    method: 'POST', path: '/products/add-new-product', summary: 'Adds a product to the catalog',
    allow: ['Admin'], body: newProductSchema, response: productSchema, successStatus: 201,
  }),
  addAlbum: defineContract({
    method: 'POST', path: '/albums/add-albums', summary: 'Adds an album to the catalog',
    allow: ['Admin'], body: newAlbumSchema, response: albumSchema, successStatus: 201,
  }),
  signCatalogImage: defineContract({
    method: 'POST', path: '/admin/catalog/images', summary: 'Signs the upload of a catalog image, addressed by its SHA-256',
    allow: ['Admin'], body: catalogImageUploadSchema, response: catalogImageSlotSchema, successStatus: 201,
  }),
};
