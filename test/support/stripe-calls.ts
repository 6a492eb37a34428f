/**
 * A handler-shaped entry that calls Stripe through the shop's client (functions/payments/
 * stripe-client.ts) the way the checkout handlers do: create a Checkout Session, read it back,
 * expire it. test/integration/stripe-bundle.spec.ts bundles it as a function deploys and runs it.
 */
import { stripe } from '../../functions/payments/lib/stripe-client';

export async function handler(event: { orderId: string; amount: number }) {
  const client = await stripe();
  const created = await client.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: event.orderId,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: event.amount, product_data: { name: 'Lux album' } } }],
      success_url: 'https://shop.example/checkout/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/cart',
    },
    { idempotencyKey: `stripe-bundle-${event.orderId}` },
  );
  const read = await client.checkout.sessions.retrieve(created.id);
  const expired = await client.checkout.sessions.expire(created.id);
  return {
    created: { id: created.id, amount: created.amount_total, reference: created.client_reference_id },
    read: { id: read.id, status: read.status },
    expired: { status: expired.status },
  };
}
