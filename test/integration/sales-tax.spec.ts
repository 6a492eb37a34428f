/**
 * Sales tax: with the stage's stripeTax on, the checkout route opens a session that asks Stripe Tax
 * (automatic tax, a tax code per line, the order's shipping address on a Customer), the local card
 * provider's stand-in adds the tax, and the paid order records the tax and the total paid. With it
 * off (the local cloud's default), no tax is asked for and the order's tax stays 0.
 *
 * The run's local cloud has stripeTax off, so the checkout route is called here in this process
 * with STRIPE_TAX=on, as the stack sets it on that route's function; the payment, its event and
 * the settlement then run in the local cloud as ever. An order with a promotion code carries the
 * discount and the tax on the same session.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { lineTaxCodes } from '../../shared/tax-codes';
import { callHttpHandler, httpApiEvent } from '../support/http-api';
import { newCustomer, signIn, type Person } from '../support/identity';
import { cardForm } from '../support/payments';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const edge = { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' };
const texas = { street: '1200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const idaho = { street: '9 Pine Rd', city: 'Boise', state: 'ID', zip: '83702' };

let person: Person;
let createCheckout: (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: never) => Promise<unknown>;
const stripeApi = (path: string) =>
  fetch(`${endpoints().stripe}${path}`, { headers: { authorization: 'Bearer sk_test_local_shop' } }).then((r) => r.json() as Promise<any>);
const getOrder = async (orderId: string) => (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body;

async function placeOrder(cartItems: unknown[], shippingAddress: typeof texas) {
  const res = await api('POST', `/orders/${person.sub}/new-order`, {
    token: person.idToken,
    body: { cartItems, shippingAddress, albumDesignTermsAcknowledged: true },
  });
  expect(res.status).toBe(201);
  return getOrder(res.body.orderId as string);
}

/** The checkout route as the stack runs it on a stage with stripeTax on. */
async function checkoutWithTax(orderId: string): Promise<{ sessionId: string; url: string }> {
  const previous = process.env.STRIPE_TAX;
  process.env.STRIPE_TAX = 'on';
  try {
    const res = await callHttpHandler(
      createCheckout,
      httpApiEvent({
        routeKey: 'POST /orders/{userId}/stripe-create-checkout',
        sub: person.sub,
        params: { userId: person.sub },
        body: JSON.stringify({ orderId }),
      }),
    );
    expect(res.status).toBe(200);
    return res.body;
  } finally {
    if (previous === undefined) delete process.env.STRIPE_TAX;
    else process.env.STRIPE_TAX = previous;
  }
}

/** Pays on the hosted page (billed to an Austin address) and waits for the settled order. */
async function payAndSettle(url: string, orderId: string) {
  const res = await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242'), redirect: 'manual' });
  expect(res.status).toBe(303);
  for (let i = 0; i < 100 && (await getOrder(orderId)).paymentStatus !== 'paid'; i++) await new Promise((r) => setTimeout(r, 100));
  const order = await getOrder(orderId);
  expect(order.paymentStatus).toBe('paid');
  return order;
}

beforeAll(async () => {
  person = await newCustomer('Tessa');
  useLocalCloudEnvironment();
  process.env.SITE_ORIGIN = endpoints().web;
  ({ handler: createCheckout } = await import('../../functions/orders/create-checkout'));
});

describe('with sales tax on', () => {
  it('charges an order shipped to Texas 8.25% on top, and the paid order records the tax and the total paid', async () => {
    const placed = await placeOrder([lux], texas);
    const subtotal = placed.totalPrice as number;
    const tax = Math.round(subtotal * 0.0825);
    expect(tax).toBeGreaterThan(0);
    const { sessionId, url } = await checkoutWithTax(placed._id);

    const session = await stripeApi(`/v1/checkout/sessions/${sessionId}`);
    expect(session).toMatchObject({
      automatic_tax: { enabled: true, status: 'complete' },
      customer_email: null,
      amount_total: subtotal + tax,
      total_details: { amount_tax: tax },
    });
    expect(session.lines).toEqual([expect.objectContaining({ tax_code: lineTaxCodes.Albums, tax_behavior: 'exclusive' })]);
    // Stripe Tax rates the order where it ships: the session's Customer carries the order's shipping address.
    expect(await stripeApi(`/v1/customers/${session.customer}`)).toMatchObject({
      email: person.email,
      shipping: { address: { line1: texas.street, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } },
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Sales tax');
    expect(page).toContain(`$${(tax / 100).toFixed(2)}`);

    const order = await payAndSettle(url, placed._id);
    expect(order).toMatchObject({ tax, totalPrice: subtotal + tax, cartPreTaxPrice: subtotal });
    // Opening checkout for the paid order again is refused, not a second taxed session.
    const again = await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId: placed._id } });
    expect(again.status).toBe(409);
  });

  it('carries a promotion code’s discount and the tax on one session, and the paid order keeps both with the billing address', async () => {
    const admin = await signIn('admin@shop.test');
    const code = `TAXED-${Date.now().toString(36).toUpperCase()}`;
    const promotion = await api('POST', '/admin/promotions', {
      token: admin.idToken,
      body: {
        name: 'Taxed friends',
        kind: 'percent',
        value: 10,
        albums: ['Lux'],
        products: [],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        code,
      },
    });
    expect(promotion.status).toBe(201);
    const res = await api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [lux], shippingAddress: texas, albumDesignTermsAcknowledged: true, promotionCode: code },
    });
    expect(res.status).toBe(201);
    const placed = await getOrder(res.body.orderId as string);
    const subtotal = placed.totalPrice as number;
    expect(placed.discount).toBeGreaterThan(0);
    const tax = Math.round(subtotal * 0.0825);
    const { sessionId, url } = await checkoutWithTax(placed._id);
    expect(await stripeApi(`/v1/checkout/sessions/${sessionId}`)).toMatchObject({
      amount_subtotal: subtotal + placed.discount,
      amount_total: subtotal + tax,
      total_details: { amount_discount: placed.discount, amount_tax: tax },
    });
    const order = await payAndSettle(url, placed._id);
    expect(order).toMatchObject({ tax, totalPrice: subtotal + tax, cartPreTaxPrice: subtotal, discount: placed.discount, promotionCode: code });
    expect(order.billingAddress).toEqual({ street: '1200 Congress Ave, Suite 4', city: 'Austin', state: 'TX', zip: '78701' });
  });

  it('gives every line its tax code: the album as a printed book, prints as goods', async () => {
    const placed = await placeOrder([lux, edge], texas);
    const { sessionId } = await checkoutWithTax(placed._id);
    const session = await stripeApi(`/v1/checkout/sessions/${sessionId}`);
    expect(session.lines.map((l: { tax_code: string }) => l.tax_code)).toEqual([lineTaxCodes.Albums, lineTaxCodes['Edge-Prints']]);
    expect(session.total_details.amount_tax).toBe(
      placed.albums.concat(placed.products).reduce((sum: number, l: { price: number; quantity: number }) => sum + Math.round(l.price * l.quantity * 0.0825), 0),
    );
  });

  it('answers the same open session again while the order is unchanged, though its total carries tax', async () => {
    const placed = await placeOrder([edge], texas);
    const first = await checkoutWithTax(placed._id);
    const second = await checkoutWithTax(placed._id);
    expect(second.sessionId).toBe(first.sessionId);
  });

  it('records no tax for an order shipped to a state the stand-in charges nothing in, though the card is billed in Texas', async () => {
    const placed = await placeOrder([lux], idaho);
    const { sessionId, url } = await checkoutWithTax(placed._id);
    expect(await stripeApi(`/v1/checkout/sessions/${sessionId}`)).toMatchObject({
      automatic_tax: { enabled: true, status: 'complete' },
      total_details: { amount_tax: 0 },
      amount_total: placed.totalPrice,
    });
    const order = await payAndSettle(url, placed._id);
    expect(order).toMatchObject({ tax: 0, totalPrice: placed.totalPrice });
    expect(order.billingAddress).toMatchObject({ state: 'TX' });
  });
});

describe('with sales tax off (the default)', () => {
  it('asks Stripe for no tax, and the paid order keeps tax 0 and its own total', async () => {
    const placed = await placeOrder([lux], texas);
    const checkout = await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId: placed._id } });
    expect(checkout.status).toBe(200);
    const session = await stripeApi(`/v1/checkout/sessions/${checkout.body.sessionId}`);
    expect(session).toMatchObject({ automatic_tax: { enabled: false }, customer: null, customer_email: person.email, amount_total: placed.totalPrice });
    expect(await (await fetch(checkout.body.url)).text()).not.toContain('Sales tax');
    const order = await payAndSettle(checkout.body.url, placed._id);
    expect(order).toMatchObject({ tax: 0, totalPrice: placed.totalPrice });
  });
});
