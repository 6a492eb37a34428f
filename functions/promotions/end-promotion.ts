/**
 * POST /admin/promotions/{id}/end: ends a promotion now, if it is still at the version the Admin
 * read. Orders placed from now on pay without it; one that has not begun never will. Its code, if
 * any, is free for another promotion at once.
 */
import { promotionMessages, type Promotion } from '../../shared/promotions';
import { claimCode } from '../data/promotion-codes';
import { getPromotion, savePromotion } from '../data/promotions';
import { Conflict, NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/promotions';

export const handler = staffRoute(contracts.endPromotion).handler(async ({ params, body, log }) => {
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
  // Its code is free from now on: the claim's times are cut to the promotion's (a claim left as it
  // was would keep the code from another promotion until it had aged).
  if (ended.code)
    await claimCode(ended.code, ended).catch((err: unknown) => log.warn('promotion code claim not cut to the early end', { code: ended.code, err }));
  return ended;
});
