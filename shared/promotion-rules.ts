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

/** The bounds of a promotion's fields, as the staff console and the server keep them. */
export const promotionLimits = {
  name: 80,
  percent: { min: 1, max: 90 },
  /** Cents off each item: from a cent to $1,000. */
  amount: { min: 1, max: 100_000 },
  code: { min: 4, max: 20 },
  /** Albums or products one promotion may name. */
  items: 200,
  /** How far ahead the storefront announces a sale that has not begun. */
  upcomingDays: 30,
} as const;

/** What shoppers and staff are told about promotions. */
export const promotionMessages = {
  codeUnknown: 'This code is not valid or has ended.',
  codeMissing: 'Enter a promotion code.',
  codeShape: 'A code is 4 to 20 letters, digits or dashes.',
  codeTaken: (code: string) => `Another promotion uses the code ${code} at the same time. Choose another code or other dates.`,
  nameMissing: 'Give the promotion a name.',
  kindMissing: 'Choose a percentage or an amount off.',
  valueMissing: 'Enter how much the promotion takes off: a whole percentage from 1 to 90, or a whole number of cents from 1 to 100000.',
  percentRange: 'A percentage off is from 1 to 90.',
  amountRange: 'An amount off is from 1 cent to $1,000.00 (1 to 100000 cents).',
  startMissing: 'Enter when the promotion starts.',
  endMissing: 'Enter when the promotion ends.',
  endBeforeStart: 'The promotion must end after it starts.',
  appliesToNothing: 'Choose the albums or products the promotion applies to.',
  unknownAlbum: (name: string) => `There is no album named ${name} in the catalog.`,
  unknownProduct: (name: string) => `There is no product named ${name} in the catalog.`,
  versionMissing: 'Reload the promotion before saving it: the version you edited is missing.',
  conflict: 'Someone else changed this promotion after you opened it. Reload it to see their change, then make yours again.',
  missing: 'There is no such promotion.',
  alreadyEnded: 'This promotion has already ended.',
} as const;

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
export const isUpcoming = (p: Pick<PromotionFacts, 'startsAt'>, now: Date, days: number = promotionLimits.upcomingDays): boolean =>
  Date.parse(p.startsAt) > now.getTime() && Date.parse(p.startsAt) <= now.getTime() + days * 86_400_000;

/** Whether two promotions run at some common instant. */
export const overlaps = (a: Pick<PromotionFacts, 'startsAt' | 'endsAt'>, b: Pick<PromotionFacts, 'startsAt' | 'endsAt'>): boolean =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);
