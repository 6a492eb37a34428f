/**
 * The cart's prices under the promotions: each line's best running promotion (a sale for everyone
 * or the code applied), the discount and the total after it, by the same rules the server prices
 * the order with (shared/promotion-rules.ts). Add-ons for an album already bought keep their price.
 */
import { isAddOnLine, type CartItem } from '@shared/cart';
import { bestPromotion, type PromotionFacts } from '@shared/promotion-rules';
import type { Cents } from '@shared/money';

export interface LineSale {
  /** One item's price after the promotion. */
  price: Cents;
  promotion: PromotionFacts;
}

export interface CartPrices {
  /** By line, in the cart's order; undefined where no promotion lowers the line. */
  lines: (LineSale | undefined)[];
  /** At regular prices. */
  subtotal: Cents;
  discount: Cents;
  total: Cents;
}

export const catalogItemOf = (line: CartItem): { category: string; name: string } | undefined =>
  isAddOnLine(line) ? undefined : line.kind === 'album' ? { category: 'Albums', name: line.albumName } : { category: line.category, name: line.productName };

export function priceCart(items: readonly CartItem[], promotions: readonly PromotionFacts[], now: Date): CartPrices {
  let subtotal = 0;
  let discount = 0;
  const lines = items.map((line) => {
    subtotal += line.price * line.quantity;
    const item = catalogItemOf(line);
    const sale = item && bestPromotion(promotions, { ...item, price: line.price }, now);
    if (sale) discount += (line.price - sale.price) * line.quantity;
    return sale;
  });
  return { lines, subtotal, discount, total: subtotal - discount };
}
