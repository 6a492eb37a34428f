/** The cart's prices with the sales running now and the code applied in this browser (cart-pricing.ts). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartItem } from '@shared/cart';
import type { PromotionFacts } from '@shared/promotion-rules';
import { promotionCodeQuery } from './api/check-code';
import { priceCart, type CartPrices } from './cart-pricing';
import { usePromotionCode } from './code-storage';
import { useCurrentPromotions, useNextChange } from './current';

export interface CartWithPromotions extends CartPrices {
  /** The code applied, when the server still accepts it. */
  code?: string;
  codePromotion?: PromotionFacts;
}

export function useCartPrices(items: readonly CartItem[]): CartWithPromotions {
  const { promotions } = useCurrentPromotions();
  const code = usePromotionCode();
  const applied = useQuery({ ...promotionCodeQuery(code ?? ''), enabled: !!code });
  const codePromotion = code ? applied.data : undefined;
  const all = useMemo(
    () => (codePromotion ? [...promotions.filter((p) => p.id !== codePromotion.id), codePromotion] : promotions),
    [promotions, codePromotion],
  );
  // The code's promotion starts and ends too: the cart is drawn again then, like the sales.
  const now = useNextChange(all);
  return { ...priceCart(items, all, now), code: codePromotion && code, codePromotion };
}
