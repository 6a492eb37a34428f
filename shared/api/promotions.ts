/**
 * Promotions: the storefront reads the sales running now or soon and checks a code typed in the
 * cart; an Admin lists, adds, edits and ends promotions. Code promotions are never listed publicly.
 */
import { defineContract } from './contract';
import * as table from './routes';
import {
  codeAnswerSchema,
  codeLookupSchema,
  currentPromotionsSchema,
  promotionEditSchema,
  promotionEndSchema,
  promotionInputSchema,
  promotionSchema,
  staffPromotionsSchema,
} from '../promotions';

export const listCurrentPromotions = defineContract({
  ...table.listCurrentPromotions,
  summary: 'The sales running now or starting within 30 days that need no code (cached for a minute)',
  response: currentPromotionsSchema,
  maxAgeSeconds: 60,
});

export const checkPromotionCode = defineContract({
  ...table.checkPromotionCode,
  summary: 'The running promotion a code applies (any case), or 404 when none does',
  body: codeLookupSchema,
  response: codeAnswerSchema,
});

export const listPromotions = defineContract({
  ...table.listPromotions,
  summary: 'Every promotion with its code and version, latest ending first, for the staff console',
  response: staffPromotionsSchema,
});

export const addPromotion = defineContract({
  ...table.addPromotion,
  summary: 'Adds a promotion on albums and products named from the catalog',
  body: promotionInputSchema,
  response: promotionSchema,
  successStatus: 201,
});

export const updatePromotion = defineContract({
  ...table.updatePromotion,
  summary: 'Saves an edited promotion if nobody changed it since the version read',
  body: promotionEditSchema,
  response: promotionSchema,
});

export const endPromotion = defineContract({
  ...table.endPromotion,
  summary: 'Ends a promotion now, if nobody changed it since the version read',
  body: promotionEndSchema,
  response: promotionSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const promotionRoutes = { listCurrentPromotions, checkPromotionCode, listPromotions, addPromotion, updatePromotion, endPromotion };
