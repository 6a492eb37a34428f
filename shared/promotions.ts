/**
 * Promotions: the staff console's form (what an Admin may save), the stored promotion and the
 * public answers. The pricing rules themselves carry no schema and live in promotion-rules.ts
 * (re-exported here), so a storefront page can strike a price through without loading zod.
 */
import * as z from 'zod/mini';
import { MAX_VERSION, wholeNumber } from './numbers';
import { promotionLimits, promotionMessages } from './promotion-messages';
import type { PromotionFacts } from './promotion-rules';
import { safeText } from './text';

export * from './promotion-rules';
export * from './promotion-messages';

const versionRead = z
  .int(promotionMessages.versionMissing)
  .check(z.nonnegative(promotionMessages.versionMissing), z.maximum(MAX_VERSION, promotionMessages.versionMissing));

/** A code as staff type it: letters, digits and dashes, kept upper case (codes are matched without regard to case). */
export const promotionCodeSchema = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z
    .string()
    .check(
      z.minLength(promotionLimits.code.min, promotionMessages.codeShape),
      z.maxLength(promotionLimits.code.max, promotionMessages.codeShape),
      z.regex(/^[A-Z0-9-]+$/, promotionMessages.codeShape),
    ),
);

/** A code as a shopper types it in the cart: anything short; one that is no running promotion's is refused by the server. */
export const enteredCodeSchema = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.string().check(z.minLength(1, promotionMessages.codeMissing), z.maxLength(40, promotionMessages.codeUnknown)),
);

/** An instant as the form sends it (with a zone: `Z` or an offset), kept as UTC. */
const instant = (missing: string) =>
  z.pipe(
    z.iso.datetime({ offset: true, error: missing }),
    z.transform((s: string) => new Date(s).toISOString()),
  );

const itemNames = (what: string) =>
  z._default(
    z
      .array(safeText(120).check(z.minLength(1, `Choose ${what} by name.`)))
      .check(z.maxLength(promotionLimits.items, `A promotion may name at most ${promotionLimits.items} ${what}.`)),
    [],
  );

const promotionFields = z.object({
  name: safeText(promotionLimits.name).check(z.minLength(1, promotionMessages.nameMissing)),
  kind: z.enum(['percent', 'amount'], { error: promotionMessages.kindMissing }),
  value: wholeNumber(promotionLimits.amount.min, promotionLimits.amount.max, promotionMessages.valueMissing),
  albums: itemNames('albums'),
  products: itemNames('products'),
  allAlbums: z._default(z.boolean(), false),
  allProducts: z._default(z.boolean(), false),
  startsAt: instant(promotionMessages.startMissing),
  endsAt: instant(promotionMessages.endMissing),
  /** Empty or absent: the promotion applies to everyone, without a code. */
  code: z.optional(z.union([z.literal(''), promotionCodeSchema])),
});

type PromotionForm = z.output<typeof promotionFields>;

/** The rules a whole form must keep, each refused with what to fix; the catalog names are checked by the server. */
function promotionRules(form: PromotionForm, ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown }) => void }) {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path], input: form });
  const bounds = form.kind === 'percent' ? promotionLimits.percent : promotionLimits.amount;
  if (form.value < bounds.min || form.value > bounds.max)
    refuse('value', form.kind === 'percent' ? promotionMessages.percentRange : promotionMessages.amountRange);
  if (Date.parse(form.startsAt) >= Date.parse(form.endsAt)) refuse('endsAt', promotionMessages.endBeforeStart);
  if (!form.allAlbums && !form.allProducts && form.albums.length === 0 && form.products.length === 0) refuse('albums', promotionMessages.appliesToNothing);
}

/** `POST /admin/promotions`: a new promotion. */
export const promotionInputSchema = promotionFields.check(z.superRefine(promotionRules));
/** `PUT /admin/promotions/{id}`: the whole edited promotion and the version the Admin read. */
export const promotionEditSchema = z.extend(promotionFields, { version: versionRead }).check(z.superRefine(promotionRules));
/** `POST /admin/promotions/{id}/end`: the version the Admin read. */
export const promotionEndSchema = z.object({ version: versionRead });

export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionEdit = z.input<typeof promotionEditSchema>;

/** What every shopper may see of a promotion (never its code). */
export const promotionFactsSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: wholeNumber(0, promotionLimits.amount.max),
  albums: z.array(z.string()),
  products: z.array(z.string()),
  allAlbums: z.boolean(),
  allProducts: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  needsCode: z.boolean(),
});

/** A promotion as stored and as the staff console sees it. */
export const promotionSchema = z.extend(promotionFactsSchema, {
  code: z.optional(z.string()),
  version: wholeNumber(0, MAX_VERSION),
  createdAt: z.iso.datetime(),
  /** Set when an Admin ended it before its planned end (`endsAt` is then when they did). */
  endedEarlyAt: z.optional(z.iso.datetime()),
});
export type Promotion = z.infer<typeof promotionSchema> & PromotionFacts;

export const currentPromotionsSchema = z.object({ promotions: z.array(promotionFactsSchema) });
export const staffPromotionsSchema = z.object({ promotions: z.array(promotionSchema) });
export const codeLookupSchema = z.object({ code: enteredCodeSchema });
export const codeAnswerSchema = z.object({ promotion: promotionFactsSchema });

/** The public view of a stored promotion: the rules' facts, without the code or the staff's bookkeeping. */
export const factsOf = (p: Promotion): z.infer<typeof promotionFactsSchema> => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  value: p.value,
  albums: [...p.albums],
  products: [...p.products],
  allAlbums: p.allAlbums,
  allProducts: p.allProducts,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  needsCode: p.needsCode,
});
