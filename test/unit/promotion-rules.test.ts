/** The promotions' pricing rules: which promotion prices an item, at what, and when one runs, is announced or clashes with another. */
import { bestPromotion, isUpcoming, overlaps, promotionalPrice, type PromotionFacts } from '../../shared/promotion-rules';
import { discountName } from '../../functions/payments/lib/order-discount';

const now = new Date('2026-11-27T12:00:00.000Z');
const day = 86_400_000;
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
const promotion = (change: Partial<PromotionFacts>): PromotionFacts => ({
  id: 'p',
  name: 'Sale',
  kind: 'percent',
  value: 30,
  albums: ['Lux'],
  products: [],
  allAlbums: false,
  allProducts: false,
  startsAt: iso(-day),
  endsAt: iso(day),
  needsCode: false,
  ...change,
});
const lux = { category: 'Albums', name: 'Lux', price: 40000 };

describe('the promotion rules', () => {
  it('take a percentage in whole cents and an amount per item, never below zero', () => {
    expect(promotionalPrice(999, { kind: 'percent', value: 30 })).toBe(699);
    expect(promotionalPrice(3000, { kind: 'amount', value: 500 })).toBe(2500);
    expect(promotionalPrice(300, { kind: 'amount', value: 500 })).toBe(0);
  });

  it('price an item with the promotion that leaves it cheapest, the earliest ending on a tie', () => {
    const thirty = promotion({ id: 'thirty' });
    const amount = promotion({ id: 'amount', kind: 'amount', value: 10000 });
    expect(bestPromotion([thirty, amount], lux, now)).toEqual({ promotion: thirty, price: 28000 });
    expect(bestPromotion([thirty, amount], { ...lux, price: 20000 }, now)).toEqual({ promotion: amount, price: 10000 });
    const sooner = promotion({ id: 'sooner', endsAt: iso(day / 2) });
    expect(bestPromotion([thirty, sooner], lux, now)?.promotion.id).toBe('sooner');
  });

  it('leave an item alone when no running promotion names it', () => {
    expect(bestPromotion([promotion({ startsAt: iso(day), endsAt: iso(2 * day) })], lux, now)).toBeUndefined();
    expect(bestPromotion([promotion({ endsAt: now.toISOString() })], lux, now)).toBeUndefined();
    expect(bestPromotion([promotion({})], { category: 'Prints', name: 'Lux', price: 3000 }, now)).toBeUndefined();
    expect(bestPromotion([promotion({ allProducts: true, albums: [] })], { category: 'Prints', name: 'Edge Prints', price: 3000 }, now)?.price).toBe(2100);
  });

  it('announce a sale starting within 30 days, not one further off or already begun', () => {
    expect(isUpcoming({ startsAt: iso(29 * day) }, now)).toBe(true);
    expect(isUpcoming({ startsAt: iso(31 * day) }, now)).toBe(false);
    expect(isUpcoming({ startsAt: iso(-1) }, now)).toBe(false);
  });

  it('find two promotions overlapping when they run at a common instant; one ending as the other starts does not', () => {
    const a = { startsAt: iso(0), endsAt: iso(day) };
    expect(overlaps(a, { startsAt: iso(day / 2), endsAt: iso(2 * day) })).toBe(true);
    expect(overlaps(a, { startsAt: iso(day), endsAt: iso(2 * day) })).toBe(false);
    expect(overlaps(a, { startsAt: iso(-day), endsAt: iso(2 * day) })).toBe(true);
  });
});

describe('the discount on the Stripe receipt', () => {
  const line = (name?: string) => ({ ...(name ? { promotion: { id: name, name } } : {}) });
  it('is named after each promotion once, cut to the 40 characters Stripe shows', () => {
    const order = (names: (string | undefined)[]) => ({ albums: names.map(line), products: [] }) as never;
    expect(discountName(order(['30% Off Sale', undefined, '30% Off Sale', 'WELCOME10']))).toBe('30% Off Sale, WELCOME10');
    const long = discountName(order(['A very long name for a spring sale', 'Another one']));
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
