/** POST /admin/promotions: a new promotion, applied to orders from its start to its end. */
import { ulid } from 'ulid';
import { addPromotion } from '../data/promotions';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/promotions';
import { promotionFromForm } from './lib/promotion-form';

export const handler = staffRoute(contracts.addPromotion).handler(async ({ body }) => {
  const promotion = await promotionFromForm(body, { id: ulid(), version: 0, createdAt: new Date().toISOString() });
  await addPromotion(promotion);
  return promotion;
});
