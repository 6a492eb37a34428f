/**
 * Orders priced by the server, Stripe Checkout through the local card provider, and fulfilment
 * that happens once however often and in whatever order the events arrive.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { messages } from '../../shared/messages';
import { newCustomer, type Person } from '../support/identity';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';
import { billingForm, cardForm } from '../support/payments';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const edge = { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' };
const address = { street: '9 Pine Rd', city: 'Boise', state: 'ID', zip: '83702' };

let person: Person;
const stripeApi = (path: string, init: RequestInit = {}) =>
  fetch(`${endpoints().stripe}${path}`, { ...init, headers: { authorization: 'Bearer sk_test_local_shop', ...init.headers } }).then(
    (r) => r.json() as Promise<any>,
  );

async function placeOrder(cartItems: unknown[]) {
  const res = await api('POST', `/orders/${person.sub}/new-order`, {
    token: person.idToken,
    body: { cartItems, shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  return res;
}
async function checkout(orderId: string) {
  return (await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId } })).body as {
    sessionId: string;
    url: string;
  };
}
const getOrder = async (orderId: string) => (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body;
const confirmations = (email: string) =>
  readdirSync(join(endpoints().dataDir, 'outbox'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(endpoints().dataDir, 'outbox', f), 'utf8')) as { to: string; subject: string; text: string })
    .filter((m) => m.to === email && m.subject.includes('is confirmed'));

beforeAll(async () => {
  person = await newCustomer('Paula');
  useLocalCloudEnvironment();
});

describe('placing an order', () => {
  it('prices every line from the catalog, whatever price the browser sends', async () => {
    const album = (await api('GET', '/albums/name/Lux')).body;
    const option = album.albumOptions.find((o: { size: string; pages: number }) => o.size === '10x10' && o.pages === 20);
    const res = await placeOrder([
      { ...lux, price: 1, quantity: 2 },
      { ...edge, price: 1 },
    ]);
    expect(res.status).toBe(201);
    const order = await getOrder(res.body.orderId);
    expect(order).toMatchObject({
      paymentStatus: 'pending',
      status: 'Awaiting user images',
      readyForEditing: true,
      albumDesignTermsAcknowledged: true,
      totalPrice: option.price * 2 + 49900,
      cartPreTaxPrice: option.price * 2 + 49900,
      tax: 0,
      shippingAddress: address,
    });
    expect(order.statusHistory).toHaveLength(1);
  });

  it('refuses an option the catalog does not have, with a clear message, and stores nothing', async () => {
    const before = (await api('GET', `/orders/${person.sub}`, { token: person.idToken })).body.length;
    const res = await placeOrder([lux, { ...edge, size: '8x10' }]);
    expect(res).toMatchObject({
      status: 400,
      body: { message: messages.productOptionUnavailable, fields: { 'cartItems.1': messages.productOptionUnavailable } },
    });
    expect((await api('GET', `/orders/${person.sub}`, { token: person.idToken })).body.length).toBe(before);
  });

  it('refuses an order whose design terms were not acknowledged', async () => {
    const res = await api('POST', `/orders/${person.sub}/new-order`, { token: person.idToken, body: { cartItems: [lux], shippingAddress: address } });
    expect(res).toMatchObject({ status: 400, body: { message: messages.acknowledgeTerms } });
  });
});

describe('paying', () => {
  it('is paid once when the same completed event arrives 20 times at once, and stays paid after a late expiry', async () => {
    const { orderId } = (await placeOrder([lux])).body;
    const { sessionId } = await checkout(orderId);
    const session = { ...(await stripeApi(`/v1/checkout/sessions/${sessionId}`)), status: 'complete', payment_status: 'paid' };
    const envelope = (id: string, type: string, object: unknown) => ({
      version: '0',
      id: `eb-${id}`,
      'detail-type': type,
      source: 'aws.partner/stripe.com/ed_test',
      account: '1',
      time: new Date().toISOString(),
      region: 'us-east-1',
      resources: [],
      detail: { id, object: 'event', type, data: { object } },
    });
    const { handler } = await import('../../functions/payments/handle-stripe-event');
    const completed = envelope(`evt_paid_${orderId}`, 'checkout.session.completed', session);
    const results = await Promise.all(Array.from({ length: 20 }, () => handler(completed as never)));
    await handler(envelope(`evt_expired_${orderId}`, 'checkout.session.expired', { ...session, status: 'expired' }) as never);

    expect(results.filter((r) => r.result === 'changed')).toHaveLength(1);
    const order = await getOrder(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.statusHistory.filter((e: { note?: string }) => e.note === 'Payment received')).toHaveLength(1);
    expect(order.statusHistory).toHaveLength(2);
    // The confirmation goes out from the Order paid event, once however many deliveries announced it.
    const confirmed = () => confirmations(person.email).filter((m) => m.text.includes(orderId));
    for (let i = 0; i < 50 && confirmed().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 50 && !(await getOrder(orderId)).confirmationSentAt; i++) await new Promise((r) => setTimeout(r, 100));
    expect(confirmed()).toHaveLength(1);
    expect((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.cart).toEqual([]);
  });

  it('refuses a payment whose amount differs from the order total', async () => {
    const { orderId } = (await placeOrder([lux])).body;
    const { sessionId } = await checkout(orderId);
    const session = { ...(await stripeApi(`/v1/checkout/sessions/${sessionId}`)), payment_status: 'paid', amount_total: 100 };
    const { handleStripeEvent } = await import('../../functions/payments/lib/fulfil');
    const { createLogger } = await import('../../functions/kit/logger');
    expect(await handleStripeEvent({ id: `evt_short_${orderId}`, type: 'checkout.session.completed', data: { object: session } }, createLogger())).toBe(
      'refused',
    );
    expect((await getOrder(orderId)).paymentStatus).toBe('pending');
  });

  it('pays through the hosted test page with 4242…, and the event from the card provider settles the order', async () => {
    const { orderId } = (await placeOrder([edge])).body;
    const { url } = await checkout(orderId);
    const res = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242'), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`/${person.sub}/${orderId}/payment-success\\?session_id=cs_test_`));
    for (let i = 0; i < 50 && (await getOrder(orderId)).paymentStatus !== 'paid'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await getOrder(orderId)).paymentStatus).toBe('paid');
  });

  it('keeps the billing address, name on card and phone given on the hosted page on the paid order, and confirming again changes neither', async () => {
    const { orderId } = (await placeOrder([edge])).body;
    const { url, sessionId } = await checkout(orderId);
    expect(await stripeApi(`/v1/checkout/sessions/${sessionId}`)).toMatchObject({
      billing_address_collection: 'required',
      phone_number_collection: { enabled: true },
    });
    const res = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242', { ...billingForm, name: 'Clara Tester' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    const confirm = await api('POST', `/orders/${person.sub}/${orderId}/confirm-payment`, { token: person.idToken, body: { sessionId } });
    expect(confirm.body.paymentStatus).toBe('paid');
    const order = await getOrder(orderId);
    expect(order.billingAddress).toEqual({ street: '1200 Congress Ave, Suite 4', city: 'Austin', state: 'TX', zip: '78701' });
    expect(order.billingName).toBe('Clara Tester');
    expect(order.phone).toBe('+15125550199');
    expect(order.shippingAddress).toEqual(address);
  });

  it('refuses to pay on the hosted page without a billing address or phone, as Stripe does', async () => {
    const { orderId } = (await placeOrder([lux])).body;
    const { url } = await checkout(orderId);
    const without = await fetch(url, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }) });
    expect(without.status).toBe(400);
    expect(await without.text()).toContain('Choose your country.');
    const noStreet = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242', { ...billingForm, billingLine1: ' ' }) });
    expect(await noStreet.text()).toContain('Your address is incomplete.');
    const badZip = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242', { ...billingForm, billingPostalCode: '7870' }) });
    expect(badZip.status).toBe(400);
    expect(await badZip.text()).toContain('Your ZIP is invalid.');
    const badPhone = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242', { ...billingForm, phone: '555-01' }) });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.text()).toContain('Your phone number is invalid.');
    expect((await getOrder(orderId)).paymentStatus).toBe('pending');
  });

  it('pays an order whose billing address is outside the US, keeping the phone and leaving the address off', async () => {
    const { orderId } = (await placeOrder([edge])).body;
    const { url, sessionId } = await checkout(orderId);
    const canadian = {
      billingCountry: 'CA',
      billingLine1: '1 Front St W',
      billingCity: 'Toronto',
      billingState: '',
      billingPostalCode: 'M5J 2X5',
      phone: '416 555 0123',
    };
    const res = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242', canadian), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect((await stripeApi(`/v1/checkout/sessions/${sessionId}`)).customer_details).toMatchObject({
      address: { country: 'CA', line1: '1 Front St W', city: 'Toronto', postal_code: 'M5J 2X5' },
      phone: '+14165550123',
    });
    const confirm = await api('POST', `/orders/${person.sub}/${orderId}/confirm-payment`, { token: person.idToken, body: { sessionId } });
    expect(confirm.body.paymentStatus).toBe('paid');
    const order = await getOrder(orderId);
    expect(order.billingAddress).toBeUndefined();
    expect(order.phone).toBe('+14165550123');
  });

  it('keeps a valid billing address from a completed event and leaves off a phone it cannot read, still paying the order', async () => {
    const { orderId } = (await placeOrder([lux])).body;
    const { sessionId } = await checkout(orderId);
    const session = {
      ...(await stripeApi(`/v1/checkout/sessions/${sessionId}`)),
      status: 'complete',
      payment_status: 'paid',
      customer_details: {
        email: person.email,
        name: 'Paula Payer',
        phone: '555 0199',
        address: { country: 'US', line1: '77 Harbor Way', line2: null, city: 'Seattle', state: 'wa', postal_code: '98101-1234' },
        tax_exempt: 'none',
        tax_ids: [],
      },
    };
    const { handleStripeEvent } = await import('../../functions/payments/lib/fulfil');
    const { createLogger } = await import('../../functions/kit/logger');
    expect(await handleStripeEvent({ id: `evt_details_${orderId}`, type: 'checkout.session.completed', data: { object: session } }, createLogger())).toBe(
      'changed',
    );
    const order = await getOrder(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.billingAddress).toEqual({ street: '77 Harbor Way', city: 'Seattle', state: 'WA', zip: '98101-1234' });
    expect(order.billingName).toBe('Paula Payer');
    expect(order.phone).toBeUndefined();
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('refuses the card %s on the hosted page and leaves the order unpaid', async (card, message) => {
    const { orderId } = (await placeOrder([lux])).body;
    const { url, sessionId } = await checkout(orderId);
    const res = await fetch(url, { method: 'POST', body: cardForm(card) });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain(message);
    const confirm = await api('POST', `/orders/${person.sub}/${orderId}/confirm-payment`, { token: person.idToken, body: { sessionId } });
    expect(confirm.body.paymentStatus).toBe('pending');
  });

  it('answers 404, not 500, when confirming a checkout session Stripe does not know', async () => {
    const { orderId } = (await placeOrder([lux])).body;
    const confirm = await api('POST', `/orders/${person.sub}/${orderId}/confirm-payment`, { token: person.idToken, body: { sessionId: 'cs_nope' } });
    expect(confirm.status).toBe(404);
    expect((await getOrder(orderId)).paymentStatus).toBe('pending');
  });

  it('answers a webhook with a bad signature with 400 and changes nothing', async () => {
    const { orderId } = (await placeOrder([lux])).body;
    const { sessionId } = await checkout(orderId);
    const session = { ...(await stripeApi(`/v1/checkout/sessions/${sessionId}`)), status: 'complete', payment_status: 'paid' };
    const payload = JSON.stringify({ id: `evt_forged_${orderId}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_shops' });
    const res = await api('POST', '/webhooks/stripe', { body: payload, headers: { 'stripe-signature': forged } });
    expect(res.status).toBe(400);
    expect((await getOrder(orderId)).paymentStatus).toBe('pending');
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_local_shop_signing_secret' });
    expect((await api('POST', '/webhooks/stripe', { body: payload, headers: { 'stripe-signature': signed } })).status).toBe(200);
    expect((await getOrder(orderId)).paymentStatus).toBe('paid');
  });
});
