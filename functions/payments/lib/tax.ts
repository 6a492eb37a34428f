/**
 * Sales tax by Stripe Tax. The stage turns it on (`-c stripeTax=on`, which sets STRIPE_TAX=on on
 * the checkout route; off by default). On, each Checkout Session is opened with
 * `automatic_tax: { enabled: true }` for a Stripe Customer carrying the order's shipping address,
 * and Stripe adds the tax its lines owe there (each line's tax code: shared/tax-codes.ts; prices
 * are tax-exclusive). Whether on or off, a paid session's `total_details.amount_tax` is what the
 * order records as its tax, and `amount_total` as the total paid. Whether the stage charges tax is
 * read by the checkout route alone (tax-setting.ts), the one function given STRIPE_TAX.
 */
import type { Order } from '../../../shared/orders';
import type { Stripe } from './stripe-client';

/**
 * The Stripe Customer a taxed session is opened for: the order's name, email and shipping address.
 *
 * Stripe Tax rates the sale where the goods go. Checkout takes a new customer's location from the
 * address entered during the session (the billing address, since the shop does not collect a
 * shipping address there), and an existing Customer's from the Customer, its shipping address
 * first. The order already carries the address the studio ships to, chosen in the shop; asking for
 * it again at Checkout (`shipping_address_collection`) could tax one address and ship to another.
 * So the session names a Customer whose `shipping` is the order's address, and no `customer_update`
 * lets what is typed at Checkout replace it: the billing address given there stays the card's
 * billing address only (kept on the order when paid).
 *
 * One Customer per order (its idempotency key names the order): an order's address never changes,
 * and a customer's next order may ship elsewhere.
 */
export function taxCustomerParams(order: Order): Stripe.CustomerCreateParams {
  const name = `${order.firstName} ${order.lastName}`.trim();
  const { street, city, state, zip } = order.shippingAddress;
  return {
    email: order.email,
    name,
    shipping: { name, address: { line1: street, city, state, postal_code: zip, country: 'US' } },
    metadata: { orderId: order._id, userId: order.user },
  };
}

export const taxCustomerIdempotencyKey = (order: Pick<Order, '_id'>) => `tax-customer-${order._id}`;

/**
 * Who the session is for, and whether Stripe works out its tax: with a tax customer, that Customer
 * and automatic tax (Stripe refuses `customer_email` beside `customer`; the Customer carries the
 * email); without, the order's email and no tax.
 */
export function sessionTaxParams(
  order: Pick<Order, 'email'>,
  taxCustomerId: string | undefined,
): Pick<Stripe.Checkout.SessionCreateParams, 'customer' | 'customer_email' | 'automatic_tax'> {
  return taxCustomerId ? { customer: taxCustomerId, automatic_tax: { enabled: true } } : { customer_email: order.email };
}

/** The tax Stripe added to a session, in cents (0 when it worked out none, or was not asked to). */
export const taxOf = (session: Pick<Stripe.Checkout.Session, 'total_details'>): number => session.total_details?.amount_tax ?? 0;

/** What a session charges before tax: what the order's total must match (the tax comes on top). */
export const beforeTax = (session: Pick<Stripe.Checkout.Session, 'amount_total' | 'total_details'>): number | null =>
  session.amount_total === null ? null : session.amount_total - taxOf(session);

/** What a paid session settles on the order: the tax Stripe charged and the total paid with it. */
export function paidAmounts(session: Pick<Stripe.Checkout.Session, 'amount_total' | 'total_details'>): { tax: number; totalPrice: number } | undefined {
  if (session.amount_total === null) return undefined;
  return { tax: taxOf(session), totalPrice: session.amount_total };
}
