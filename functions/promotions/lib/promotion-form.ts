/**
 * Builds the stored promotion from an Admin's form: the albums and products it names must be in
 * the catalog (kept in the catalog's spelling, which the pricing rules compare), and its code, if
 * any, must not be another promotion's while both run. A refusal names the field to fix.
 */
import { nameKeyOf, nameOf } from '../../../shared/catalog';
import { overlaps, promotionMessages, type Promotion, type promotionInputSchema } from '../../../shared/promotions';
import { listAlbums, listProducts } from '../../data/catalog';
import { claimCode, releaseCode } from '../../data/promotion-codes';
import { listAllPromotions } from '../../data/promotions';
import { Conflict, ValidationFailed } from '../../kit/errors';
import type { Logger } from '../../kit/logger';
import type * as z from 'zod/mini';

type Form = z.output<typeof promotionInputSchema>;

/** Each name in the catalog's own spelling, or the refusal of the first name it lacks. */
async function catalogNames(kind: 'albums' | 'products', names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const items = kind === 'albums' ? await listAlbums() : await listProducts();
  const byKey = new Map(items.map((item) => [nameKeyOf(nameOf(item)), nameOf(item)]));
  const found = names.map((name, i) => {
    const canonical = byKey.get(nameKeyOf(name));
    if (canonical !== undefined) return canonical;
    const message = kind === 'albums' ? promotionMessages.unknownAlbum(name) : promotionMessages.unknownProduct(name);
    throw new ValidationFailed(message, { [`${kind}.${i}`]: message });
  });
  return [...new Set(found)];
}

/** The promotion the form describes, with the bookkeeping given; refused when a name or the code is not allowed. */
export async function promotionFromForm(form: Form, record: Pick<Promotion, 'id' | 'version' | 'createdAt'> & { endedEarlyAt?: string }): Promise<Promotion> {
  const [albums, products] = await Promise.all([
    catalogNames('albums', form.allAlbums ? [] : form.albums),
    catalogNames('products', form.allProducts ? [] : form.products),
  ]);
  const code = form.code ? form.code : undefined;
  const promotion: Promotion = {
    id: record.id,
    name: form.name,
    kind: form.kind,
    value: form.value,
    albums,
    products,
    allAlbums: form.allAlbums,
    allProducts: form.allProducts,
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    needsCode: code !== undefined,
    ...(code !== undefined ? { code } : {}),
    version: record.version,
    createdAt: record.createdAt,
    ...(record.endedEarlyAt ? { endedEarlyAt: record.endedEarlyAt } : {}),
  };
  if (code !== undefined) await refuseTakenCode(promotion);
  return promotion;
}

/**
 * A shopper's code must name one promotion: another promotion with the same code may not run at
 * any instant this one does. The promotions saved before codes were claimed are read here; those
 * saved since hold their code's claim too (`savePromotionWithCode`), which two Admins saving the
 * same code at the same moment cannot both take.
 */
async function refuseTakenCode(promotion: Promotion) {
  const clash = (await listAllPromotions()).find((p) => p.id !== promotion.id && p.code === promotion.code && overlaps(p, promotion));
  if (clash) throw new Conflict(promotionMessages.codeTaken(promotion.code!));
}

/**
 * Writes `promotion` by `save` (false: the promotion changed since it was read, nothing written)
 * holding its code: the code's claim is taken first, refused when another promotion holds it at an
 * overlapping time, and given back when the save does not land. Once saved, a code the promotion
 * had before (`previous`) and no longer uses is let go.
 */
export async function savePromotionWithCode(
  promotion: Promotion,
  previous: Promotion | undefined,
  save: () => Promise<boolean>,
  log: Logger,
): Promise<boolean> {
  const claim = promotion.code ? await claimCode(promotion.code, promotion) : undefined;
  if (claim && !claim.taken) throw new Conflict(promotionMessages.codeTaken(promotion.code!));
  let saved = false;
  try {
    saved = await save();
  } finally {
    if (!saved && claim?.taken) await claim.release();
  }
  if (previous?.code && previous.code !== promotion.code) {
    // A claim not given back only keeps the old code from being reused by another promotion
    // until its next claim finds this promotion without it.
    await releaseCode(previous.code, previous.id).catch((err: unknown) => log.warn('promotion code claim not given back', { code: previous.code, err }));
  }
  return saved;
}
