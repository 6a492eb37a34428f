/**
 * The billing address, the name on the card and the phone a customer gave on the checkout page, read from the completed
 * session's `customer_details` into the order's shape. What the order schema refuses (an address
 * outside the US, a state or ZIP it does not know, a phone not in international form) is left off
 * the order and logged by field, never failing the payment: the money has been taken either way.
 */
import { addressSchema, type Address } from '../../../shared/address';
import { billingNameSchema, checkoutPhoneSchema } from '../../../shared/orders';
import type { Logger } from '../../kit/logger';
import type { Stripe } from './stripe-client';

export interface BillingDetails {
  billingAddress?: Address;
  billingName?: string;
  phone?: string;
}

/** Stripe's address as the order keeps one: both street lines on one, the state and ZIP as given. */
function addressOf(address: Stripe.Address): unknown {
  if (address.country !== 'US') return undefined;
  const street = [address.line1, address.line2].filter((line) => typeof line === 'string' && line.trim() !== '').join(', ');
  // The event is outside input: a field of another type is passed on for the schema to refuse.
  const state: unknown = address.state;
  return { street, city: address.city ?? '', state: typeof state === 'string' ? state.toUpperCase() : state, zip: address.postal_code ?? '' };
}

export function billingDetailsOf(session: Stripe.Checkout.Session, log: Logger): BillingDetails {
  const details = session.customer_details;
  const found: BillingDetails = {};
  const refused: Record<string, string> = {};
  if (details?.address) {
    const address = addressSchema.safeParse(addressOf(details.address));
    if (address.success) found.billingAddress = address.data;
    else
      refused.billingAddress =
        details.address.country !== 'US'
          ? `outside the US (${String(details.address.country)})`
          : address.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  }
  if (details?.name) {
    const name = billingNameSchema.safeParse(details.name);
    if (name.success) found.billingName = name.data;
    else refused.billingName = name.error.issues[0]?.message ?? 'not valid';
  }
  if (details?.phone) {
    const phone = checkoutPhoneSchema.safeParse(details.phone);
    if (phone.success) found.phone = phone.data;
    else refused.phone = phone.error.issues[0]?.message ?? 'not valid';
  }
  if (Object.keys(refused).length > 0) log.warn('billing details from checkout not kept on the order', { sessionId: session.id, refused });
  return found;
}
