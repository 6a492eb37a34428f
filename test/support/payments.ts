/**
 * Paying an order without a browser: the card form of the local card provider is posted as the
 * checkout page posts it, and the order is read until the payment event has marked it paid. For
 * journeys about what follows a payment (uploads, the orders desk); paying in the browser is the
 * checkout journey's own subject.
 */
import type { Person } from './identity';
import { api } from './runtime';

export async function payOrder(person: Person, orderId: string, card = '4242 4242 4242 4242'): Promise<void> {
  const checkout = await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId } });
  if (checkout.status !== 200) throw new Error(`stripe-create-checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  await fetch(checkout.body.url, { method: 'POST', body: new URLSearchParams({ cardNumber: card }), redirect: 'manual' });
  for (let i = 0; i < 200; i++) {
    const order = (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body;
    if (order.paymentStatus === 'paid') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Order ${orderId} was not paid`);
}
