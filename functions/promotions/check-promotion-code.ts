/** POST /promotions/code: the running promotion a code applies (matched in any case), or 404 when none does. */
import { factsOf, promotionMessages } from '../../shared/promotions';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/promotions';
import { runningCodePromotion } from './lib/running-promotions';

export const handler = route(contracts.checkPromotionCode).handler(async ({ body }) => {
  const promotion = await runningCodePromotion(body.code, new Date());
  if (!promotion) throw new NotFound(promotionMessages.codeUnknown);
  return { promotion: factsOf(promotion) };
});
