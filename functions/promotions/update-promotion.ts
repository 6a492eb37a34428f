/** PUT /admin/promotions/{id}: saves the edited promotion if it is still at the version the Admin read. */
import { promotionMessages } from '../../shared/promotions';
import { getPromotion, savePromotion } from '../data/promotions';
import { Conflict, NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/promotions';
import { promotionFromForm, savePromotionWithCode } from './lib/promotion-form';

export const handler = staffRoute(contracts.updatePromotion).handler(async ({ params, body, log }) => {
  const { version, ...form } = body;
  const current = await getPromotion(params.id);
  if (!current) throw new NotFound(promotionMessages.missing);
  if (current.version !== version) throw new Conflict(promotionMessages.conflict);
  const promotion = await promotionFromForm(form, {
    id: current.id,
    version: version + 1,
    createdAt: current.createdAt,
    // An early end stays noted while the end it set is kept; a new end replaces it.
    ...(current.endedEarlyAt && form.endsAt === current.endsAt ? { endedEarlyAt: current.endedEarlyAt } : {}),
  });
  const saved = await savePromotionWithCode(promotion, current, async () => (await savePromotion(promotion, version)) === 'saved', log);
  if (!saved) throw new Conflict(promotionMessages.conflict);
  return promotion;
});
