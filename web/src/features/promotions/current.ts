/**
 * The promotions the storefront shows (running and upcoming ones that need no code), read from
 * `GET /promotions/current` once the page is live, and the price a promotion gives an item.
 *
 * A prerendered page was drawn with the regular prices, and hydrating it must draw the same: the
 * promotions count only once hydration is over (the server's snapshot says "not yet"), so a page
 * never shows a sale from the build, and a sale that started or ended since shows after load.
 * A page drawn in the browser (moving between pages) uses the promotions already read at once.
 * Each start and end of a promotion read (a code's included, in the cart) draws the prices again at
 * that moment and reads the promotions again, so a sale an Admin added, moved or ended early since
 * is not shown for the rest of the minute the answer is kept. The server prices the order again
 * anyway, and refuses one at a total the cart did not show (features/checkout/use-checkout.ts).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { bestPromotion, type PromotionFacts } from '@shared/promotion-rules';
import type { Cents } from '@shared/money';
import { api } from '@/lib/api-client';

export const currentPromotionsQuery = queryOptions({
  queryKey: ['promotions', 'current'],
  queryFn: async (): Promise<readonly PromotionFacts[]> => (await api('GET /promotions/current')).promotions,
  // The API caches its answer for a minute: asking more often learns nothing new.
  staleTime: 60_000,
});

export interface CurrentPromotions {
  promotions: readonly PromotionFacts[];
  /** The moment the prices are drawn for. */
  now: Date;
  /** Whether the server's answer is in (before, and if it failed, the regular prices stand). */
  loaded: boolean;
}

const none: readonly PromotionFacts[] = [];
const neverChanges = () => () => {};
/** False on the server and while React hydrates a prerendered page; true afterwards and on a page drawn in the browser. */
const useLive = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

/** Draws again at the next start or end of one of `promotions`, and reads the promotions again then. */
export function useNextChange(promotions: readonly PromotionFacts[]): Date {
  const [tick, again] = useReducer((n: number) => n + 1, 0);
  const queryClient = useQueryClient();
  useEffect(() => {
    const now = Date.now();
    const next = Math.min(...promotions.flatMap((p) => [Date.parse(p.startsAt), Date.parse(p.endsAt)]).filter((t) => t > now));
    if (!Number.isFinite(next)) return;
    // setTimeout keeps at most about 24.8 days; a later change is drawn by a later page load.
    const timer = setTimeout(
      () => {
        again();
        void queryClient.invalidateQueries({ queryKey: ['promotions'] });
      },
      Math.min(next - now + 10, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [promotions, tick, queryClient]);
  return new Date();
}

function useLivePromotions(): CurrentPromotions {
  const live = useLive();
  const { data } = useQuery({ ...currentPromotionsQuery, enabled: live });
  const promotions = live && data ? data : none;
  const now = useNextChange(promotions);
  return { promotions, now, loaded: live && !!data };
}

/** The prerender reads no promotions: its pages show the regular prices. */
const usePrerenderPromotions = (): CurrentPromotions => ({ promotions: none, now: new Date(0), loaded: false });

export const useCurrentPromotions: () => CurrentPromotions = typeof window === 'undefined' ? usePrerenderPromotions : useLivePromotions;

/** What a sale takes an item's price to, and which sale. */
export interface SalePrice {
  price: Cents;
  promotion: PromotionFacts;
}

/** The best running promotion's price for one item (its regular price in `price`), or undefined. */
export function usePromotionalPrice(item: { category: string; name: string; price: Cents | undefined } | undefined): SalePrice | undefined {
  const { promotions, now } = useCurrentPromotions();
  if (!item || item.price === undefined) return undefined;
  return bestPromotion(promotions, { category: item.category, name: item.name, price: item.price }, now);
}
