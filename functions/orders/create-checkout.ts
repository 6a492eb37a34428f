/**
 * POST /orders/{userId}/stripe-create-checkout: a Stripe Checkout Session for a pending order,
 * built from the stored order (never from prices in the request), with the order id in its
 * metadata and the payment-success and payment-failure pages as its return addresses.
 */
import { addOnAlbumLabel, addOnTitle } from '../../shared/add-ons';
import { getOrder, setCheckoutSession } from '../data/orders';
import { Conflict, NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { orderRoutes } from '../../shared/api/orders';
import { stripe } from '../payments/stripe-client';

export const handler = route(orderRoutes.createCheckout).handler(async ({ body, params }) => {
  const order = await getOrder(body.orderId);
  if (!order || order.user !== params.userId) throw new NotFound('Order not found.');
  if (order.paymentStatus !== 'pending') throw new Conflict('This order is not awaiting payment.');

  const site = process.env.SITE_ORIGIN!;
  const line = (name: string, description: string, price: number, quantity: number, image: string) => ({
    quantity,
    price_data: {
      currency: 'usd',
      unit_amount: price,
      product_data: { name, description, ...(image.startsWith('https://') ? { images: [image] } : {}) },
    },
  });
  const session = await (await stripe()).checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: order.email,
      client_reference_id: order._id,
      metadata: { orderId: order._id, userId: order.user },
      payment_intent_data: { metadata: { orderId: order._id } },
      line_items: [
        ...order.albums.map((a) => line(`${a.albumName} album`, `${a.albumOptions.size}, ${a.albumOptions.pages} pages, ${a.coverOptions.coverName} ${a.coverOptions.coverType}${a.layFlatUpgrade ? ', lay-flat' : ''}`, a.price, a.quantity, site + a.navbarImage)),
        ...order.products.map((p) => line(p.productName, `${p.productOptions.size}${p.coverOptions ? `, ${p.coverOptions.coverName}` : ''}`, p.price, p.quantity, site + p.navbarImage)),
        ...(order.addOns ?? []).map((a) => line(addOnTitle(a), `for ${addOnAlbumLabel(a.album)}`, a.price, a.quantity, site + a.navbarImage)),
      ],
      success_url: `${site}/${order.user}/${order._id}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/${order.user}/${order._id}/payment-failure`,
    },
    // A double click opens one session, not two.
    { idempotencyKey: `checkout-${order._id}-${order.checkoutSessionId ?? 'first'}` },
  );
  await setCheckoutSession(order._id, session.id);
  return { sessionId: session.id, url: session.url };
});
