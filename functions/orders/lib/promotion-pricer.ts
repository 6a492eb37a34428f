/**
 * Prices an order's lines with the promotions running as it is placed: each line takes the
 * promotion that leaves it cheapest of those that need no code and the one the customer's code
 * names (one promotion per line, never below zero). A code that no running promotion has refuses
 * the order before anything is written.
 */
import { bestPromotion, promotionMessages, type Promotion } from '../../../shared/promotions';
import { ValidationFailed } from '../../kit/errors';
import { codeMatches, runningPromotions } from '../../promotions/lib/running-promotions';

/** What a promotion did to a line: its unit price after it, and (when one applied) the catalog's unit price and the promotion. */
export type LinePricing = { price: number; regularPrice?: number; promotion?: { id: string; name: string } };

export async function promotionPricer(code: string | undefined, now: Date) {
  const running = await runningPromotions(now);
  const coded = code === undefined ? undefined : running.find((p) => codeMatches(p, code));
  if (code !== undefined && !coded) throw new ValidationFailed(promotionMessages.codeUnknown, { promotionCode: promotionMessages.codeUnknown });
  const candidates: Promotion[] = running.filter((p) => !p.needsCode || p === coded);
  return (item: { category: string; name: string; price: number }): LinePricing => {
    const best = bestPromotion(candidates, item, now);
    return best ? { price: best.price, regularPrice: item.price, promotion: { id: best.promotion.id, name: best.promotion.name } } : { price: item.price };
  };
}
