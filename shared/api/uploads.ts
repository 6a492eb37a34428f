/**
 * Photo uploads to an order's galleries: the owner signs uploads for a paid order's lines and reads
 * them back; staff read them for the console. Only for paid orders not yet marked complete.
 */
import * as z from 'zod/mini';
import { orderSchema } from '../orders';
import {
  abortMultipartSchema,
  completeMultipartSchema,
  createGallerySchema,
  imageCountsSchema,
  lineImagesQuerySchema,
  lineImagesSchema,
  listPartsQuerySchema,
  multipartStartedSchema,
  signedPartsSchema,
  signedUploadsSchema,
  signPartsSchema,
  signUploadsSchema,
  startMultipartSchema,
  uploadedPartsSchema,
} from '../uploads';
import { galleryViewSchema, imageOrderSchema, reorderImagesSchema } from '../photo-order';
import { defineContract } from './contract';
import * as table from './routes';

export const signUploads = defineContract({
  ...table.signUploads,
  summary: 'Reserves places on an order line and signs a PUT per photo',
  body: signUploadsSchema,
  response: signedUploadsSchema,
});

export const startMultipartUpload = defineContract({
  ...table.startMultipartUpload,
  summary: 'Reserves a place and starts a multipart upload of one large photo',
  body: startMultipartSchema,
  response: multipartStartedSchema,
});

export const signUploadParts = defineContract({
  ...table.signUploadParts,
  summary: 'Signs a PUT per part of a multipart upload',
  body: signPartsSchema,
  response: signedPartsSchema,
});

export const listUploadParts = defineContract({
  ...table.listUploadParts,
  summary: 'The parts S3 already has, to resume an upload',
  query: listPartsQuerySchema,
  response: uploadedPartsSchema,
});

export const completeMultipartUpload = defineContract({
  ...table.completeMultipartUpload,
  summary: 'Joins the parts of a multipart upload into the photo',
  body: completeMultipartSchema,
  response: z.object({ key: z.string() }),
});

export const abortMultipartUpload = defineContract({
  ...table.abortMultipartUpload,
  summary: 'Abandons a multipart upload and frees its place',
  body: abortMultipartSchema,
  response: z.object({}),
});

export const listLineImages = defineContract({
  ...table.listLineImages,
  summary: 'The photos of one order line, with short-lived links',
  query: lineImagesQuerySchema,
  response: lineImagesSchema,
});

export const removeLineImage = defineContract({
  ...table.removeLineImage,
  summary: 'Removes a photo until the order is marked complete',
  response: imageCountsSchema,
});

export const reorderLineImages = defineContract({
  ...table.reorderLineImages,
  summary: "Saves the order of a line's photos (or the gallery's) until the order is marked complete",
  body: reorderImagesSchema,
  response: imageOrderSchema,
});

export const imageCounts = defineContract({
  ...table.imageCounts,
  summary: "Photos held per line of each of the customer's orders",
  response: imageCountsSchema,
});

export const completeUploads = defineContract({
  ...table.completeUploads,
  summary: 'Step 2: every line has its photos; the order goes to the studio',
  response: orderSchema,
});

export const createGallery = defineContract({
  ...table.createGallery,
  summary: 'Names the order gallery and signs a PUT per photo',
  body: createGallerySchema,
  response: signedUploadsSchema,
});

export const listGalleryImages = defineContract({
  ...table.listGalleryImages,
  summary: "The order gallery's name and photos, and whether they may still change",
  response: galleryViewSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const uploadRoutes = {
  signUploads,
  startMultipartUpload,
  signUploadParts,
  listUploadParts,
  completeMultipartUpload,
  abortMultipartUpload,
  listLineImages,
  removeLineImage,
  reorderLineImages,
  imageCounts,
  completeUploads,
  createGallery,
  listGalleryImages,
};
