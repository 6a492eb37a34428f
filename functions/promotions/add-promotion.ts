/** POST /admin/promotions: a new promotion, applied to orders from its start to its end, holding its code's claim if it has one. */
import { ulid } from 'ulid';
import { addPromotion } from '../data/promotions';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/promotions';
import { promotionFromForm, savePromotionWithCode } from './lib/promotion-form';

export const handler = staffRoute(contracts.addPromotion).handler(async ({ body, log }) => {
  const promotion = await promotionFromForm(body, { id: ulid(), version: 0, createdAt: new Date().toISOString() });
  await savePromotionWithCode(promotion, undefined, async () => (await addPromotion(promotion), true), log);
  return promotion;
});
