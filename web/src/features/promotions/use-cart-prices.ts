/** The cart's prices with the sales running now and the code applied in this browser (cart-pricing.ts). */
import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@shared/cart';
import type { PromotionFacts } from '@shared/promotion-rules';
import { promotionCodeQuery } from './api/check-code';
import { priceCart, type CartPrices } from './cart-pricing';
import { usePromotionCode } from './code-storage';
import { useCurrentPromotions } from './current';

export interface CartWithPromotions extends CartPrices {
  /** The code applied, when the server still accepts it. */
  code?: string;
  codePromotion?: PromotionFacts;
}

export function useCartPrices(items: readonly CartItem[]): CartWithPromotions {
  const { promotions, now } = useCurrentPromotions();
  const code = usePromotionCode();
  const applied = useQuery({ ...promotionCodeQuery(code ?? ''), enabled: !!code });
  const codePromotion = code ? applied.data : undefined;
  const all = codePromotion ? [...promotions.filter((p) => p.id !== codePromotion.id), codePromotion] : promotions;
  return { ...priceCart(items, all, now), code: codePromotion && code, codePromotion };
}
