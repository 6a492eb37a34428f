/**
 * Photo uploads (spec §7 galleries): the owner signs uploads for a paid order's lines and reads
 * them back; staff read them for the console. Only for paid orders not yet marked complete.
 */
import * as z from 'zod/mini';
import { orderSchema } from '../orders';
import {
  abortMultipartSchema, completeMultipartSchema, createGallerySchema, galleryImagesSchema, imageCountsSchema,
  lineImagesQuerySchema, lineImagesSchema, listPartsQuerySchema, multipartStartedSchema, signedPartsSchema,
  signedUploadsSchema, signPartsSchema, signUploadsSchema, startMultipartSchema, uploadedPartsSchema,
} from '../uploads';
import { defineContract } from './contract';

const staffReaders = ['owner', 'Admin', 'Employee', 'Editors'] as const;

export const uploadRoutes = {
  signUploads: defineContract({
    method: 'POST', path: '/galleries/user/{userId}/{orderId}', summary: 'Reserves places on an order line and signs a PUT per photo',
    allow: ['owner'], body: signUploadsSchema, response: signedUploadsSchema,
  }),
  startMultipartUpload: defineContract({
    method: 'POST', path: '/galleries/user/{userId}/{orderId}/multipart', summary: 'Reserves a place and starts a multipart upload of one large photo',
    allow: ['owner'], body: startMultipartSchema, response: multipartStartedSchema,
  }),
  signUploadParts: defineContract({
    method: 'POST', path: '/galleries/user/{userId}/{orderId}/multipart/parts', summary: 'Signs a PUT per part of a multipart upload',
    allow: ['owner'], body: signPartsSchema, response: signedPartsSchema,
  }),
  listUploadParts: defineContract({
    method: 'GET', path: '/galleries/user/{userId}/{orderId}/multipart/parts', summary: 'The parts S3 already has, to resume an upload',
    allow: ['owner'], query: listPartsQuerySchema, response: uploadedPartsSchema,
  }),
  completeMultipartUpload: defineContract({
    method: 'POST', path: '/galleries/user/{userId}/{orderId}/multipart/complete', summary: 'Joins the parts of a multipart upload into the photo',
    allow: ['owner'], body: completeMultipartSchema, response: z.object({ key: z.string() }),
  }),
  abortMultipartUpload: defineContract({
    method: 'DELETE', path: '/galleries/user/{userId}/{orderId}/multipart', summary: 'Abandons a multipart upload and frees its place',
    allow: ['owner'], body: abortMultipartSchema, response: z.object({}),
  }),
  listLineImages: defineContract({
    method: 'GET', path: '/galleries/user/{userId}/{orderId}/items', summary: 'The photos of one order line, with short-lived links',
    allow: staffReaders, query: lineImagesQuerySchema, response: lineImagesSchema,
  }),
  removeLineImage: defineContract({
    method: 'DELETE', path: '/galleries/user/{userId}/{orderId}/items/{imageId}', summary: 'Removes a photo until the order is marked complete',
    allow: ['owner'], response: imageCountsSchema,
  }),
  imageCounts: defineContract({
    method: 'GET', path: '/galleries/user/{userId}/image-count', summary: "Photos held per line of each of the customer's orders",
    allow: staffReaders, response: imageCountsSchema,
  }),
  completeUploads: defineContract({
    method: 'POST', path: '/orders/{userId}/{orderId}/uploads-complete', summary: 'Step 2: every line has its photos; the order goes to the studio',
    allow: ['owner'], response: orderSchema,
  }),
  createGallery: defineContract({
    method: 'POST', path: '/gallery/{userId}/{orderId}', summary: 'Names the order gallery and signs a PUT per photo',
    allow: ['owner'], body: createGallerySchema, response: signedUploadsSchema,
  }),
  listGalleryImages: defineContract({
    method: 'GET', path: '/gallery/gallery-images/{userId}/{orderId}', summary: "The order gallery's name and photos",
    allow: staffReaders, response: galleryImagesSchema,
  }),
};
