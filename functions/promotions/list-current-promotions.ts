/** GET /promotions/current: the sales running now or starting within 30 days that need no code; code promotions stay unlisted. */
import { factsOf, isRunning, isUpcoming } from '../../shared/promotions';
import { listPromotionsEndingAfter } from '../data/promotions';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/promotions';

export const handler = route(contracts.listCurrentPromotions).handler(async () => {
  const now = new Date();
  const promotions = await listPromotionsEndingAfter(now.toISOString());
  return { promotions: promotions.filter((p) => !p.needsCode && (isRunning(p, now) || isUpcoming(p, now))).map(factsOf) };
});
