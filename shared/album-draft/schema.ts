/**
 * The customer's draft of an album line: laid out in the browser from the photos already sent,
 * shaped by the customer (swaps, templates, must-haves, photos to leave out, a note per spread),
 * saved on the order line as a small JSON document, and the designers' starting point.
 *
 * A spread is two facing pages, each with a page template (one to four photos), or one photo
 * across both pages (a hero spread). A placement names a photo and the part of it shown: a
 * rectangle in the photo's own coordinates, each side a fraction of its width or height.
 */
import * as z from 'zod/mini';
import { MAX_VERSION, wholeNumber } from '../numbers';
import { safeText } from '../text';
import { MAX_DRAFT_PHOTOS, MAX_DRAFT_SPREADS, MAX_SPREAD_NOTE, pageTemplates, photosPerPage } from './constants';

// The templates and limits live in a module without zod, for the draft page; here as well for everyone else.
export { MAX_DRAFT_PHOTOS, MAX_DRAFT_SPREADS, MAX_SPREAD_NOTE, pageTemplates, photosPerPage, type PageTemplate } from './constants';

const imageIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid photo id'));
/** A crop's side or corner to the millionth of its photo (the layout rounds to it): finer is noise, and far finer cannot be stored. */
const fraction = z.number().check(z.gte(0), z.lte(1), z.multipleOf(0.000001, 'A crop is given to the millionth of its photo.'));

/** The part of a photo a frame shows, as fractions of the photo's width and height. */
export const cropSchema = z
  .object({ x: fraction, y: fraction, width: fraction, height: fraction })
  .check(z.refine((c) => c.width > 0 && c.height > 0 && c.x + c.width <= 1.000001 && c.y + c.height <= 1.000001, 'A crop lies inside its photo'));
export type Crop = z.infer<typeof cropSchema>;

export const placementSchema = z.object({ imageId: imageIdSchema, crop: cropSchema });
export type Placement = z.infer<typeof placementSchema>;

export const draftPageSchema = z
  .object({ template: z.enum(pageTemplates), photos: z.array(placementSchema).check(z.maxLength(4)) })
  .check(z.refine((p) => p.photos.length === photosPerPage[p.template], 'A page holds as many photos as its template has frames'));
export type DraftPage = z.infer<typeof draftPageSchema>;

export const spreadSchema = z
  .object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'Not a valid spread id')),
    /** One photo across both pages; when set, `pages` is empty. */
    hero: z.optional(placementSchema),
    pages: z.array(draftPageSchema).check(z.maxLength(2)),
    /** The customer's note to the designer about this spread. */
    note: safeText(MAX_SPREAD_NOTE, { multiline: true }),
  })
  .check(z.refine((s) => (s.hero ? s.pages.length === 0 : s.pages.length === 2), 'A spread is a hero photo or two pages'));
export type Spread = z.infer<typeof spreadSchema>;

export const albumDraftSchema = z.object({
  spreads: z.array(spreadSchema).check(z.maxLength(MAX_DRAFT_SPREADS)),
  /** Photos the customer wants in the album whatever happens. */
  mustHave: z.array(imageIdSchema).check(z.maxLength(MAX_DRAFT_PHOTOS)),
  /** Photos the customer asked to leave out. */
  leaveOut: z.array(imageIdSchema).check(z.maxLength(MAX_DRAFT_PHOTOS)),
  /** Photos the layout could not fit (more photos than pages, or too few pixels for any frame). */
  leftOut: z.array(imageIdSchema).check(z.maxLength(MAX_DRAFT_PHOTOS)),
});
export type AlbumDraft = z.infer<typeof albumDraftSchema>;

/** `PUT …/drafts/{lineId}`: the draft and the version it was read at (0 for the first save). */
export const saveDraftSchema = z.object({ draft: albumDraftSchema, version: wholeNumber(0, MAX_VERSION) });
export type SaveDraft = z.infer<typeof saveDraftSchema>;

/** `GET …/drafts/{lineId}` and the answer to a save: null and version 0 until the first save. */
export const storedDraftSchema = z.object({
  draft: z.nullable(albumDraftSchema),
  version: wholeNumber(0, MAX_VERSION),
  updatedAt: z.optional(z.iso.datetime()),
});
export type StoredDraft = z.infer<typeof storedDraftSchema>;

export const draftMessages = {
  conflict: 'This draft was changed in another window. Reload it to see the latest before changing it again.',
  unknownPhoto: 'The draft names a photo this album does not hold.',
  notAnAlbum: 'Only an album has a draft.',
  closed: 'The design of this album is approved: its draft can no longer change.',
} as const;
