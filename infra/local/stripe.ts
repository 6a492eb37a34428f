/**
 * The local card provider: the part of Stripe's HTTP API the shop calls (create, retrieve and
 * expire Checkout Sessions, which also expire by themselves at `expires_at`; retrieve Payment
 * Intents; refund a payment, list a payment's refunds), answered as Stripe's test mode does, plus
 * the hosted checkout page at each session's URL, which collects the billing address and phone
 * when the session asks for them and puts them on its `customer_details`; Customers and Coupons
 * (create, retrieve; a session's coupon in `discounts` comes off its subtotal as
 * `total_details.amount_discount`, and a paid session redeems it), and for a session with `automatic_tax.enabled` a stand-in for Stripe Tax
 * (stripe-tax.ts) at the Customer's shipping address, else at the billing address the page
 * collects, as `total_details.amount_tax` within `amount_total`. Test cards behave as in Stripe's test mode:
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
 * insufficient funds. Outcomes are published as Stripe partner events on the local event bus.
 * The shop's handlers reach it through the stripe SDK's host/port/protocol options. What it knows
 * (sessions, payments, refunds, idempotency keys) is kept in the data folder, as Stripe keeps it
 * across a restart of the shop.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { PutEventsEntry } from './bus';
import { readBody } from './http';
import { billingFieldNames, checkoutPage, readCustomerDetails, type BillingForm, type PageSession } from './stripe-page';
import { standInTax, type TaxLocation } from './stripe-tax';
import { writeWholeFile } from './whole-file';

export const LOCAL_STRIPE_KEY = 'sk_test_local_shop';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_shop_signing_secret';
export const LOCAL_STRIPE_EVENT_SOURCE = 'aws.partner/stripe.com/ed_test_local_shop';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

type Session = PageSession & Record<string, unknown>;
type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};
type Customer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  shipping: { name: string; address: { line1: string; line2: string | null; city: string; state: string; postal_code: string; country: string } } | null;
  metadata: Record<string, string>;
  created: number;
};
/** A coupon of an amount off (what the shop makes for an order's promotions) or a percentage off. */
type Coupon = {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: string;
  name: string | null;
  max_redemptions: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Record<string, string>;
  created: number;
};
type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
};

/** A request's form fields: whatever the caller sent, each read with a fallback. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields are the caller's, of any shape
type Form = Record<string, any>;

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects. */
export function parseForm(body: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Form = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const cards: Record<string, { ok: true } | { ok: false; message: string; code: string }> = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, message: 'Your card was declined.', code: 'card_declined' },
  '4000000000009995': { ok: false, message: 'Your card has insufficient funds.', code: 'insufficient_funds' },
};

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  });
  return digits.length >= 12 && sum % 10 === 0;
}

/** What the stand-in knows, as kept in its file: each map's entries in the order they were made. */
interface Kept {
  sessions: [string, Session][];
  intents: [string, PaymentIntent][];
  refunds: [string, Refund][];
  idempotent: [string, string][];
  customers?: [string, Customer][];
  coupons?: [string, Coupon][];
}

export async function startStripe(options: {
  port: number;
  publish: (entries: PutEventsEntry[]) => void;
  /** The folder it keeps what it knows in, read again when it starts; in memory only when not given. */
  dir?: string;
}) {
  const file = options.dir === undefined ? undefined : join(options.dir, 'stripe.json');
  const kept: Partial<Kept> = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Kept) : {};
  const sessions = new Map<string, Session>(kept.sessions);
  const intents = new Map<string, PaymentIntent>(kept.intents);
  const refunds = new Map<string, Refund>(kept.refunds);
  const idempotent = new Map<string, string>(kept.idempotent);
  const customers = new Map<string, Customer>(kept.customers);
  const coupons = new Map<string, Coupon>(kept.coupons);
  const endpoint = `http://127.0.0.1:${options.port}`;
  if (options.dir !== undefined) mkdirSync(options.dir, { recursive: true });
  /** Set by any change, and written out once the request that made it is answered. */
  let unsaved = false;
  const save = () => {
    unsaved = false;
    if (!file) return;
    const state: Kept = {
      sessions: [...sessions],
      intents: [...intents],
      refunds: [...refunds],
      idempotent: [...idempotent],
      customers: [...customers],
      coupons: [...coupons],
    };
    writeWholeFile(file, JSON.stringify(state));
  };

  const publish = (type: string, session: Session) =>
    options.publish([
      {
        Source: LOCAL_STRIPE_EVENT_SOURCE,
        DetailType: type,
        Detail: JSON.stringify({
          id: id('evt'),
          object: 'event',
          type,
          created: now(),
          livemode: false,
          api_version: '2026-10-28.endive',
          data: { object: session },
        }),
      },
    ]);

  function createSession(params: Form): Session {
    const lineItems = ((params.line_items ?? []) as Form[]).map((li) => ({
      quantity: Number(li.quantity ?? 1),
      amount: Number(li.price_data?.unit_amount ?? 0),
      currency: li.price_data?.currency ?? 'usd',
      name: li.price_data?.product_data?.name ?? 'Item',
      description: li.price_data?.product_data?.description ?? '',
      tax_code: li.price_data?.product_data?.tax_code ?? null,
      tax_behavior: li.price_data?.tax_behavior ?? null,
    }));
    const subtotal = lineItems.reduce((sum, li) => sum + li.amount * li.quantity, 0);
    // A session's discount (one coupon) comes off its subtotal, before tax, never below zero.
    const coupon = coupons.get(String(params.discounts?.[0]?.coupon ?? ''));
    const discount = !coupon ? 0 : Math.min(subtotal, coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100));
    const total = subtotal - discount;
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: params.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: total,
      discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
      ...(coupon ? { discountName: coupon.name ?? coupon.id } : {}),
      currency: lineItems[0]?.currency ?? 'usd',
      customer_email: params.customer_email ?? null,
      customer: params.customer ?? null,
      automatic_tax: { enabled: params.automatic_tax?.enabled === 'true', status: null },
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      billing_address_collection: params.billing_address_collection ?? null,
      phone_number_collection: { enabled: params.phone_number_collection?.enabled === 'true' },
      customer_details: null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${endpoint}/pay/${sessionId}`,
      created: now(),
      expires_at: params.expires_at ? Number(params.expires_at) : now() + 24 * 3600,
      livemode: false,
      lines: lineItems,
    };
    if (session.automatic_tax?.enabled) {
      // Stripe Tax rates a session for a Customer at the Customer's address, shipping first; without one, once the page has the billing address.
      const address = customers.get(String(params.customer ?? ''))?.shipping?.address;
      if (address) taxAt(session, address);
      else session.automatic_tax = { enabled: true, status: 'requires_location_inputs' };
    }
    sessions.set(sessionId, session);
    return session;
  }

  /** The stand-in for Stripe Tax: the session's tax at the location, within its total (stripe-tax.ts). */
  function taxAt(session: Session, location: TaxLocation) {
    const details = (session.total_details ??= { amount_discount: 0, amount_shipping: 0, amount_tax: 0 });
    const beforeTax = session.amount_total - details.amount_tax;
    details.amount_tax = standInTax(session.lines, location, beforeTax);
    session.amount_total = beforeTax + details.amount_tax;
    session.automatic_tax = { enabled: true, status: 'complete' };
  }

  /** Stripe expires an open session at its `expires_at` and sends checkout.session.expired. */
  function expireIfDue(session: Session) {
    if (session.status === 'open' && now() >= Number(session.expires_at)) {
      session.status = 'expired';
      unsaved = true;
      publish('checkout.session.expired', session);
    }
  }

  /**
   * The hosted page's Pay button: check the billing address and phone the session asks for, charge
   * the test card, settle the session with the customer's details, tell the bus.
   */
  function pay(session: Session, form: BillingForm & { cardNumber?: string }): { redirect?: string; error?: string; status?: number } {
    if (session.status !== 'open') return { error: 'This checkout session is no longer open.' };
    const customer = readCustomerDetails(session, form);
    if ('error' in customer) return { error: customer.error, status: 400 };
    if (session.automatic_tax?.status === 'requires_location_inputs') {
      if (!customer.details.address) return { error: 'Enter your address to calculate tax.', status: 400 };
      taxAt(session, customer.details.address);
    }
    const digits = (form.cardNumber ?? '').replace(/\D/g, '');
    const card =
      cards[digits] ?? (luhn(digits) ? { ok: true as const } : { ok: false as const, message: 'Your card number is incorrect.', code: 'incorrect_number' });
    const intent: PaymentIntent = {
      id: (session.payment_intent as string | null) ?? id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      client_secret: '',
      metadata: session.metadata as Record<string, string>,
      status: card.ok ? 'succeeded' : 'requires_payment_method',
      last_payment_error: card.ok ? null : { message: card.message },
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    if (!card.ok) return { error: card.message };
    session.status = 'complete';
    session.payment_status = 'paid';
    for (const { coupon } of (session.discounts ?? []) as { coupon: string }[]) redeem(coupon);
    const email = session.customer_email ?? customers.get(String(session.customer ?? ''))?.email ?? null;
    session.customer_details = { email, ...customer.details, tax_exempt: 'none', tax_ids: [] };
    publish('checkout.session.completed', session);
    return { redirect: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  /** A paid session redeems its coupon: one with `max_redemptions` stops being valid once used that often. */
  function redeem(couponId: string) {
    const coupon = coupons.get(couponId);
    if (!coupon) return;
    coupon.times_redeemed += 1;
    coupon.valid = coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
  }

  function createCoupon(params: Form): Coupon | { error: { param: string; message: string } } {
    const amountOff = params.amount_off === undefined ? null : Number(params.amount_off);
    const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
    if ((amountOff === null) === (percentOff === null))
      return { error: { param: 'amount_off', message: 'You must pass exactly one of `amount_off` or `percent_off`.' } };
    if (amountOff !== null && !(Number.isInteger(amountOff) && amountOff > 0)) return { error: { param: 'amount_off', message: 'Invalid positive integer' } };
    if (amountOff !== null && !params.currency) return { error: { param: 'currency', message: 'You must pass currency when passing amount_off.' } };
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) return { error: { param: 'percent_off', message: 'Invalid percent_off' } };
    if (params.name !== undefined && String(params.name).length > 40)
      return { error: { param: 'name', message: 'Invalid string: must be at most 40 characters' } };
    const coupon: Coupon = {
      id: params.id ?? randomBytes(4).toString('hex'),
      object: 'coupon',
      amount_off: amountOff,
      percent_off: percentOff,
      currency: params.currency ?? null,
      duration: params.duration ?? 'once',
      name: params.name ?? null,
      max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
      times_redeemed: 0,
      valid: true,
      metadata: params.metadata ?? {},
      created: now(),
    };
    coupons.set(coupon.id, coupon);
    return coupon;
  }

  function createCustomer(params: Form): Customer {
    const address = params.shipping?.address;
    const customer: Customer = {
      id: id('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      shipping: address
        ? {
            name: params.shipping.name ?? '',
            address: {
              line1: address.line1 ?? '',
              line2: address.line2 ?? null,
              city: address.city ?? '',
              state: address.state ?? '',
              postal_code: address.postal_code ?? '',
              country: address.country ?? 'US',
            },
          }
        : null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  /** Stripe's refund of a whole (or part of a) succeeded payment intent, once per amount paid. */
  function refund(params: Form): Refund | { error: { code: string; message: string } } {
    const intent = intents.get(String(params.payment_intent ?? ''));
    if (!intent) return { error: { code: 'resource_missing', message: `No such payment_intent: '${params.payment_intent ?? ''}'` } };
    if (intent.status !== 'succeeded')
      return { error: { code: 'charge_not_refundable', message: 'This PaymentIntent does not have a successful charge to refund.' } };
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (refunded >= intent.amount) return { error: { code: 'charge_already_refunded', message: `Charge for ${intent.id} has already been refunded.` } };
    if (!(amount > 0) || refunded + amount > intent.amount)
      return {
        error: {
          code: 'amount_too_large',
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - refunded) / 100).toFixed(2)})`,
        },
      };
    const made: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    refunds.set(made.id, made);
    return made;
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) =>
    json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', endpoint);
    const body = (await readBody(req)).toString('utf8');
    const parts = url.pathname.split('/').filter(Boolean);

    if (url.pathname === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }
    // The hosted checkout page (what the shopper's browser sees).
    if (parts[0] === 'pay' && parts[1]) {
      const session = sessions.get(parts[1]);
      if (!session) return notFound(res, 'checkout session');
      expireIfDue(session);
      if (req.method === 'POST') {
        const posted = new URLSearchParams(body);
        const form: BillingForm = {};
        for (const name of [...billingFieldNames, 'name'] as const) form[name] = posted.get(name) ?? undefined;
        const result = pay(session, { ...form, cardNumber: posted.get('cardNumber') ?? '' });
        if (result.redirect) {
          res.writeHead(303, { location: result.redirect });
          return res.end();
        }
        res.writeHead(result.status ?? 402, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(session, result.error, form));
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(checkoutPage(session));
    }

    // The API (what the shop's functions call, as they would call Stripe).
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? ''))
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (parts[0] !== 'v1') return notFound(res, 'route');
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && parts[1] === 'checkout' && parts[2] === 'sessions' && !parts[3]) {
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      const params = parseForm(body);
      const ahead = params.expires_at === undefined ? 24 * 3600 : Number(params.expires_at) - now();
      if (!earlier && !(ahead >= 30 * 60 && ahead <= 24 * 3600))
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            param: 'expires_at',
            message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          },
        });
      if (!earlier && params.customer !== undefined && params.customer_email !== undefined)
        return json(res, 400, {
          error: { type: 'invalid_request_error', message: 'You may only specify one of these parameters: customer, customer_email.' },
        });
      const couponId = params.discounts?.[0]?.coupon;
      if (!earlier && couponId !== undefined && !coupons.get(String(couponId))?.valid)
        return json(res, 400, {
          error: coupons.has(String(couponId))
            ? { type: 'invalid_request_error', param: 'discounts', message: `This coupon is no longer valid: '${couponId}'` }
            : { type: 'invalid_request_error', code: 'resource_missing', param: 'discounts', message: `No such coupon: '${couponId}'` },
        });
      if (!earlier && params.customer !== undefined && !customers.has(String(params.customer)))
        return json(res, 400, {
          error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${params.customer}'` },
        });
      const session = earlier ? sessions.get(earlier)! : createSession(params);
      if (typeof key === 'string') idempotent.set(key, session.id);
      return json(res, 200, session);
    }
    if (parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return notFound(res, 'checkout.session');
      expireIfDue(session);
      if (req.method === 'POST' && parts[4] === 'expire') {
        if (session.status !== 'open')
          return json(res, 400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` } });
        session.status = 'expired';
        publish('checkout.session.expired', session);
      }
      return json(res, 200, session);
    }
    if (req.method === 'POST' && parts[1] === 'coupons' && !parts[2]) {
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (earlier && coupons.has(earlier)) return json(res, 200, coupons.get(earlier));
      const result = createCoupon(parseForm(body));
      if ('error' in result) return json(res, 400, { error: { type: 'invalid_request_error', ...result.error } });
      if (typeof key === 'string') idempotent.set(key, result.id);
      return json(res, 200, result);
    }
    if (req.method === 'GET' && parts[1] === 'coupons' && parts[2]) {
      const coupon = coupons.get(parts[2]);
      return coupon ? json(res, 200, coupon) : notFound(res, 'coupon');
    }
    if (req.method === 'POST' && parts[1] === 'customers' && !parts[2]) {
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (earlier && customers.has(earlier)) return json(res, 200, customers.get(earlier));
      const customer = createCustomer(parseForm(body));
      if (typeof key === 'string') idempotent.set(key, customer.id);
      return json(res, 200, customer);
    }
    if (req.method === 'GET' && parts[1] === 'customers' && parts[2]) {
      const customer = customers.get(parts[2]);
      return customer ? json(res, 200, customer) : notFound(res, 'customer');
    }
    if (req.method === 'POST' && parts[1] === 'refunds' && !parts[2]) {
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (earlier && refunds.has(earlier)) return json(res, 200, refunds.get(earlier));
      const result = refund(parseForm(body));
      if ('error' in result) return json(res, 400, { error: { type: 'invalid_request_error', ...result.error } });
      if (typeof key === 'string') idempotent.set(key, result.id);
      return json(res, 200, result);
    }
    if (req.method === 'GET' && parts[1] === 'refunds' && !parts[2]) {
      const intent = url.searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent).reverse();
      return json(res, 200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    if (req.method === 'GET' && parts[1] === 'payment_intents' && parts[2]) {
      const intent = intents.get(parts[2]);
      return intent ? json(res, 200, intent) : notFound(res, 'payment_intent');
    }
    return notFound(res, 'route');
  };
  const server = createServer(async (req, res) => {
    try {
      await handle(req, res);
    } finally {
      // Every change is made by a POST (create, pay, expire, refund) or by a session expiring as it is read.
      if (unsaved || req.method === 'POST') save();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
