/**
 * Catalog administration (every field of the admin forms; a product needs a category, an album
 * a cover): the bodies of the add and edit calls, and catalog images. Options and covers an
 * admin adds have no id yet (the server gives them one); an edit names the version of the item
 * it started from, so two admins saving at once cannot overwrite each other unseen.
 */
import * as z from 'zod/mini';
import {
  albumFields,
  albumOptionSchema,
  catalogCaps,
  albumRules,
  coverOptionSchema,
  productCategories,
  productFields,
  productOptionSchema,
  productRules,
  type ProductCategory,
} from './catalog';
import { messages } from './messages';
import { MAX_VERSION } from './numbers';

const newId = { _id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) };
export const editedAlbumOptionSchema = z.extend(albumOptionSchema, newId);
export const editedProductOptionSchema = z.extend(productOptionSchema, newId);
export const editedCoverSchema = z.extend(coverOptionSchema, newId);

/** The picture of the navbar and cards: the main image when the form names none. */
const navbarImage = z.optional(z.string().check(z.maxLength(500)));
const versionRead = z
  .int(messages.catalogVersionMissing)
  .check(z.nonnegative(messages.catalogVersionMissing), z.maximum(MAX_VERSION, messages.catalogVersionInvalid));

const albumBody = z.extend(z.omit(albumFields, { _id: true, version: true }), {
  albumOptions: z.array(editedAlbumOptionSchema).check(z.minLength(1, 'An album needs at least one size and page count.'), z.maxLength(catalogCaps.options)),
  coverOptions: z.array(editedCoverSchema).check(z.minLength(1, 'An album needs at least one cover.'), z.maxLength(catalogCaps.covers)),
  images: albumFields.shape.images.check(z.minLength(1, 'Add at least one image.')),
  navbarImage,
});

const categorySchema = z.enum(productCategories as [ProductCategory, ...ProductCategory[]], {
  error: (issue) => (issue.input === undefined || issue.input === '' ? messages.categoryRequired : 'That is not one of our categories.'),
});
const productBody = z.extend(z.omit(productFields, { _id: true, version: true }), {
  category: categorySchema,
  productOptions: z._default(z.array(editedProductOptionSchema).check(z.maxLength(catalogCaps.options)), []),
  coverOptions: z._default(z.array(editedCoverSchema).check(z.maxLength(catalogCaps.covers)), []),
  navbarImage,
});

/** `POST /albums/add-albums` */
export const newAlbumSchema = albumBody.check(z.superRefine(albumRules));
/** `PUT /albums/{id}`: the whole edited album and the version the editor read. */
export const albumEditSchema = z.extend(albumBody, { version: versionRead }).check(z.superRefine(albumRules));
/** `POST /products/add-new-product`: a category, and size options or a base price; USD unless told. */
export const newProductSchema = productBody.check(z.superRefine(productRules));
/** `PUT /products/{id}` */
export const productEditSchema = z.extend(productBody, { version: versionRead }).check(z.superRefine(productRules));

export type NewAlbum = z.input<typeof newAlbumSchema>;
export type NewProduct = z.input<typeof newProductSchema>;
export type AlbumEdit = z.input<typeof albumEditSchema>;
export type ProductEdit = z.input<typeof productEditSchema>;

/**
 * Catalog images go from the browser straight to the catalog images bucket (a Lambda request body
 * is capped at 6 MB): the browser hashes the file, asks for a signed PUT, uploads, and the add or
 * edit call carries the image's address. The key is the content's SHA-256, so a file is stored
 * once and its address never changes meaning: it can be cached for a year.
 */
export const catalogImageTypes = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type CatalogImageType = keyof typeof catalogImageTypes;
export const MAX_CATALOG_IMAGE_BYTES = 15 * 1024 * 1024;
export const CATALOG_IMAGES_PATH = '/catalog-images/';

export const catalogImageUploadSchema = z.object({
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'The image hash must be 64 lower-case hex digits.')),
  contentType: z.enum(Object.keys(catalogImageTypes) as [CatalogImageType, ...CatalogImageType[]], {
    error: 'Catalog images are JPEG, PNG or WebP files.',
  }),
  size: z.int().check(z.positive(messages.noFileSelected), z.maximum(MAX_CATALOG_IMAGE_BYTES, 'A catalog image may be at most 15 MB.')),
});
export type CatalogImageUpload = z.infer<typeof catalogImageUploadSchema>;

/** `catalog-images/<sha256>.<ext>`: the object key, and (with a leading slash) the path the site serves it under. */
export const catalogImageKeyOf = (upload: Pick<CatalogImageUpload, 'sha256' | 'contentType'>): string =>
  `${CATALOG_IMAGES_PATH.slice(1)}${upload.sha256}.${catalogImageTypes[upload.contentType]}`;

export const catalogImageSlotSchema = z.object({
  /** Where the browser PUTs the file, with exactly `headers`. */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The image's address on the site, for the catalog item. */
  url: z.string(),
});
export type CatalogImageSlot = z.infer<typeof catalogImageSlotSchema>;
