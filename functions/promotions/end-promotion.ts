/**
 * POST /admin/promotions/{id}/end: ends a promotion now, if it is still at the version the Admin
 * read. Orders placed from now on pay without it; one that has not begun never will.
 */
import { promotionMessages, type Promotion } from '../../shared/promotions';
import { getPromotion, savePromotion } from '../data/promotions';
import { Conflict, NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/promotions';

export const handler = staffRoute(contracts.endPromotion).handler(async ({ params, body }) => {
  const current = await getPromotion(params.id);
  if (!current) throw new NotFound(promotionMessages.missing);
  if (current.version !== body.version) throw new Conflict(promotionMessages.conflict);
  const now = new Date().toISOString();
  if (current.endsAt <= now) throw new Conflict(promotionMessages.alreadyEnded);
  const ended: Promotion = {
    ...current,
    // A promotion ended before its start keeps no time at all: it starts and ends now.
    startsAt: current.startsAt < now ? current.startsAt : now,
    endsAt: now,
    endedEarlyAt: now,
    version: body.version + 1,
  };
  if ((await savePromotion(ended, body.version)) === 'stale') throw new Conflict(promotionMessages.conflict);
  return ended;
});
