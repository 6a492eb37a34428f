/**
 * The order of a line's photos (or the gallery's): the order the customer chose them in, until they
 * arrange them otherwise, which they may do until the order is marked complete (Step 2).
 */
import * as z from 'zod/mini';
import { galleryImagesSchema, MAX_GALLERY_IMAGES } from './uploads';

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id'));

/**
 * `PUT /galleries/user/{userId}/{orderId}/items/order`: the line's photos in the order the customer
 * wants them, each named once. The line's photos not named (signed since the customer's list was
 * read) follow them.
 */
export const reorderImagesSchema = z.object({
  lineId: idSchema,
  imageIds: z.array(idSchema).check(
    z.minLength(1, 'Name the photos in the order you want them.'),
    z.maxLength(MAX_GALLERY_IMAGES),
    z.refine((ids) => new Set(ids).size === ids.length, 'Each photo can be named only once.'),
  ),
});

/** The line's photos by id, in their order now. */
export const imageOrderSchema = z.object({ imageIds: z.array(z.string()) });

/** The order gallery as its page reads it: its name, its photos in their order, and whether they may still change. */
export const galleryViewSchema = z.extend(galleryImagesSchema, {
  /** The order is paid and Step 2 is not done. */
  editable: z.boolean(),
});
export type GalleryView = z.infer<typeof galleryViewSchema>;

export const photoOrderMessages = {
  notOnLine: 'Some of these photos are not on this item any more, so the new order was not saved.',
} as const;
