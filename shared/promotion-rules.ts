/**
 * Promotions: a named discount (a percentage or an amount off each item) on chosen albums and
 * products, running from its start to its end, either for everyone (a sale the storefront shows)
 * or only with a code entered in the cart. The server prices every order with them; the pages
 * only show what the server's rules say. These rules carry no schema (promotions.ts has them), so the
 * storefront's pages can strike a price through without loading zod.
 */
import type { Cents } from './money';

export type PromotionKind = 'percent' | 'amount';

/** What the pricing rules read of a promotion (the public view carries no code). */
export interface PromotionFacts {
  id: string;
  name: string;
  kind: PromotionKind;
  /** Percent off (1–90) or cents off each item. */
  value: number;
  /** Album names it applies to; empty with `allAlbums` false means none. */
  albums: readonly string[];
  products: readonly string[];
  allAlbums: boolean;
  allProducts: boolean;
  /** ISO instants: it runs from `startsAt` (inclusive) to `endsAt` (exclusive). */
  startsAt: string;
  endsAt: string;
  /** Set (true) when only a code applies it; the code itself stays on the server. */
  needsCode: boolean;
}

/** How far ahead, in days, the storefront announces a sale that has not begun. */
export const SALE_NOTICE_DAYS = 30;

export const isRunning = (p: Pick<PromotionFacts, 'startsAt' | 'endsAt'>, now: Date): boolean =>
  Date.parse(p.startsAt) <= now.getTime() && now.getTime() < Date.parse(p.endsAt);

export const appliesTo = (p: PromotionFacts, item: { category: string; name: string }): boolean =>
  item.category === 'Albums' ? p.allAlbums || p.albums.includes(item.name) : p.allProducts || p.products.includes(item.name);

/** The price of one item after `p`: never below zero, whole cents. */
export function promotionalPrice(regular: Cents, p: Pick<PromotionFacts, 'kind' | 'value'>): Cents {
  const off = p.kind === 'percent' ? Math.round((regular * p.value) / 100) : p.value;
  return Math.max(0, regular - off);
}

/**
 * The best of the running `promotions` for an item (the lowest price; the earliest ending on a
 * tie), or undefined when none applies. Codes count only when their promotion is in `promotions`.
 */
export function bestPromotion<P extends PromotionFacts>(
  promotions: readonly P[],
  item: { category: string; name: string; price: Cents },
  now: Date,
): { promotion: P; price: Cents } | undefined {
  let best: { promotion: P; price: Cents } | undefined;
  for (const p of promotions) {
    if (!isRunning(p, now) || !appliesTo(p, item)) continue;
    const price = promotionalPrice(item.price, p);
    if (price >= item.price) continue;
    if (!best || price < best.price || (price === best.price && p.endsAt < best.promotion.endsAt)) best = { promotion: p, price };
  }
  return best;
}

/** Whether `p` starts after `now` but within the days the storefront announces a sale ahead. */
export const isUpcoming = (p: Pick<PromotionFacts, 'startsAt'>, now: Date, days: number = SALE_NOTICE_DAYS): boolean =>
  Date.parse(p.startsAt) > now.getTime() && Date.parse(p.startsAt) <= now.getTime() + days * 86_400_000;

/** Whether two promotions run at some common instant. */
export const overlaps = (a: Pick<PromotionFacts, 'startsAt' | 'endsAt'>, b: Pick<PromotionFacts, 'startsAt' | 'endsAt'>): boolean =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);
