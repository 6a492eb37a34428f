/**
 * Builds the stored album or product from an admin's form: options and covers added in the form
 * get ids, the navbar picture defaults to the main image, and the result is checked against the
 * catalog's own schema. A refused save is answered in the admin's words.
 */
import { ulid } from 'ulid';
import { albumSchema, productSchema, type Album, type Product } from '../../../shared/catalog';
import type { newAlbumSchema, newProductSchema } from '../../../shared/catalog-admin';
import { messages } from '../../../shared/messages';
import type { SaveResult } from '../../data/catalog-admin';
import { Conflict, NotFound, ValidationFailed } from '../../kit/errors';
import type * as z from 'zod/mini';

const withIds = <T extends { _id?: string }>(items: readonly T[]) => items.map((item) => ({ ...item, _id: item._id ?? ulid() }));

/** The stored item must pass the catalog's schema; a form that passed its own but not this is the admin's to fix. */
function checked<T>(schema: z.ZodMiniType<T>, item: unknown): T {
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ValidationFailed(issue?.message ?? 'Invalid item.', issue ? { [issue.path.join('.') || '_']: issue.message } : undefined);
}

export const albumFrom = (id: string, form: z.output<typeof newAlbumSchema>): Album =>
  checked(albumSchema, {
    ...form,
    _id: id,
    albumOptions: withIds(form.albumOptions),
    coverOptions: withIds(form.coverOptions),
    navbarImage: form.navbarImage || form.images[0]?.url,
  });

export const productFrom = (id: string, form: z.output<typeof newProductSchema>): Product =>
  checked(productSchema, {
    ...form,
    _id: id,
    productOptions: withIds(form.productOptions),
    coverOptions: withIds(form.coverOptions),
    navbarImage: form.navbarImage || form.images[0]?.url || '',
  });

/** The saved item, or the error that tells the admin why it was not saved. */
export function savedOrRefused<T extends Album | Product>(result: SaveResult<T>, name: string): T {
  if (result.outcome === 'saved') return result.item;
  if (result.outcome === 'missing') throw new NotFound(messages.catalogItemMissing);
  if (result.outcome === 'nameTaken') throw new Conflict(messages.catalogNameTaken(name));
  throw new Conflict(messages.catalogEditConflict);
}
