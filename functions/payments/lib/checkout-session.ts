/** The Checkout Session of an order, built from the stored order: its lines, prices and return pages. */
import { addOnAlbumLabel, addOnTitle } from '../../../shared/add-ons';
import type { Order } from '../../../shared/orders';
import { lineTaxCodes, type TaxedKind } from '../../../shared/tax-codes';
import { albumChoiceWords, productChoiceWords } from './line-words';
import type { Stripe } from './stripe-client';
import { sessionTaxParams } from './tax';

/** Stripe's shortest session: an `expires_at` sooner than 30 minutes ahead is refused. */
const SHORTEST_SESSION_MS = 30 * 60_000;

/**
 * `endsAt` is when the order stops being payable. Stripe wants expiry 30 minutes to 24 hours
 * ahead: a session opened in the order's last half hour gets the shortest session, and a payment
 * made in that margin is kept (settling accepts a payment whenever it comes). `taxCustomerId`, when
 * the stage charges sales tax, is the Stripe Customer carrying the order's shipping address (tax.ts).
 * Lines a promotion priced are listed at the catalog's price and `discountCoupon` takes the order's
 * discount off (order-discount.ts), so the session's total is the order's.
 */
export function checkoutSessionParams(order: Order, endsAt: Date, taxCustomerId?: string, discountCoupon?: string): Stripe.Checkout.SessionCreateParams {
  const site = process.env.SITE_ORIGIN!;
  // Prices are before tax (`exclusive`): Stripe Tax adds the tax on top, under each line's tax code.
  const line = (kind: TaxedKind, name: string, description: string, price: number, quantity: number, image: string) => ({
    quantity,
    price_data: {
      currency: 'usd',
      unit_amount: price,
      tax_behavior: 'exclusive' as const,
      product_data: { name, description, tax_code: lineTaxCodes[kind], ...(image.startsWith('https://') ? { images: [image] } : {}) },
    },
  });
  // Whole minutes, and a minute of margin, so two calls racing to open the session send the same parameters.
  const earliest = Math.ceil((Date.now() + SHORTEST_SESSION_MS) / 60_000) * 60_000 + 60_000;
  return {
    mode: 'payment',
    ...sessionTaxParams(order, taxCustomerId),
    client_reference_id: order._id,
    metadata: { orderId: order._id, userId: order.user },
    payment_intent_data: { metadata: { orderId: order._id } },
    // The studio keeps the card's billing address and a phone to reach the customer on the order.
    billing_address_collection: 'required',
    phone_number_collection: { enabled: true },
    line_items: [
      ...order.albums.map((a) => line('Albums', `${a.albumName} album`, albumChoiceWords(a), a.regularPrice ?? a.price, a.quantity, site + a.navbarImage)),
      ...order.products.map((p) => line(p.category, p.productName, productChoiceWords(p), p.regularPrice ?? p.price, p.quantity, site + p.navbarImage)),
      ...(order.addOns ?? []).map((a) => line('Add-ons', addOnTitle(a), `for ${addOnAlbumLabel(a.album)}`, a.price, a.quantity, site + a.navbarImage)),
    ],
    ...(discountCoupon ? { discounts: [{ coupon: discountCoupon }] } : {}),
    expires_at: Math.floor(Math.max(endsAt.getTime(), earliest) / 1000),
    success_url: `${site}/${order.user}/${order._id}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/${order.user}/${order._id}/payment-failure`,
  };
}
