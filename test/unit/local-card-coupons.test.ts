/**
 * The local card provider's coupons, as Stripe's test mode answers them: made once per
 * idempotency key, read back, taken off a session's subtotal (never below zero) as
 * `total_details.amount_discount`, redeemed when the session is paid, and refused on a new session
 * once used up; an unknown coupon and a name past 40 characters are refused.
 */
import Stripe from 'stripe';
import { freePort } from '../../infra/local/ports';
import { LOCAL_STRIPE_KEY, startStripe } from '../../infra/local/stripe';

let provider: Awaited<ReturnType<typeof startStripe>>;
let stripe: Stripe;
beforeAll(async () => {
  const port = await freePort();
  provider = await startStripe({ port, publish: () => {} });
  stripe = new Stripe(LOCAL_STRIPE_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => provider.stop());

const session = (coupon: string | undefined, amount = 40_000) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://shop.test/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/cart',
    line_items: [{ quantity: 2, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Lux album' } } }],
    ...(coupon ? { discounts: [{ coupon }] } : {}),
  });

it('takes an amount coupon off the subtotal, and shows it by name on the hosted page', async () => {
  const params = { amount_off: 24_000, currency: 'usd', duration: 'once' as const, name: '30% Off Sale', max_redemptions: 1 };
  const coupon = await stripe.coupons.create(params, { idempotencyKey: 'order-discount-a' });
  expect(await stripe.coupons.create(params, { idempotencyKey: 'order-discount-a' })).toMatchObject({ id: coupon.id });
  expect(await stripe.coupons.retrieve(coupon.id)).toMatchObject({ amount_off: 24_000, name: '30% Off Sale', valid: true, times_redeemed: 0 });
  const made = await session(coupon.id);
  expect(made).toMatchObject({ amount_subtotal: 80_000, amount_total: 56_000, discounts: [{ coupon: coupon.id }] });
  expect(made.total_details?.amount_discount).toBe(24_000);
  const page = await (await fetch(made.url!)).text();
  expect(page).toContain('30% Off Sale');
  expect(page).toContain('$240');
});

it('redeems a coupon when its session is paid, and refuses it on a new session once used up', async () => {
  const coupon = await stripe.coupons.create({ amount_off: 1_000, currency: 'usd', duration: 'once', max_redemptions: 1 });
  const made = await session(coupon.id);
  const form = new URLSearchParams({ cardNumber: '4242 4242 4242 4242' });
  expect((await fetch(made.url!, { method: 'POST', body: form, redirect: 'manual' })).status).toBe(303);
  expect(await stripe.coupons.retrieve(coupon.id)).toMatchObject({ times_redeemed: 1, valid: false });
  await expect(session(coupon.id)).rejects.toThrow(/no longer valid/);
});

it('keeps a percentage and an amount larger than the subtotal within it, and refuses what Stripe refuses', async () => {
  const percent = await stripe.coupons.create({ percent_off: 10, duration: 'once' });
  expect((await session(percent.id)).amount_total).toBe(72_000);
  const large = await stripe.coupons.create({ amount_off: 500_000, currency: 'usd', duration: 'once' });
  expect(await session(large.id, 100)).toMatchObject({ amount_total: 0, total_details: expect.objectContaining({ amount_discount: 200 }) });
  await expect(session('NO_SUCH_COUPON')).rejects.toThrow(/No such coupon/);
  await expect(stripe.coupons.create({ amount_off: 100, currency: 'usd', name: 'x'.repeat(41) })).rejects.toThrow(/at most 40/);
  await expect(stripe.coupons.create({ amount_off: 100 })).rejects.toThrow(/currency/);
});
