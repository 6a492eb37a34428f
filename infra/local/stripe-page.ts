/**
 * The local card provider's hosted checkout page: the order summary and a test card form, with the
 * billing address and phone when the session asks for them, checked as Stripe's page checks them.
 */
import { usStates } from '../../shared/address';
import { formatCents } from '../../shared/money';

export interface PageSession {
  id: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  cancel_url: string;
  status: string;
  lines: { name: string; description: string; amount: number; quantity: number }[];
  /**
   * Stripe Tax asked for (`automatic_tax.enabled`); `complete` once the tax is known,
   * `requires_location_inputs` until the billing address is given. Absent on a session kept from
   * before the stand-in knew tax.
   */
  automatic_tax?: { enabled: boolean; status: 'complete' | 'requires_location_inputs' | null };
  total_details?: { amount_discount: number; amount_shipping: number; amount_tax: number };
  /** The stand-in's own, for the page: the name of the session's coupon, shown on its discount line. */
  discountName?: string;
  /** `required` when the session was created with `billing_address_collection: 'required'`. */
  billing_address_collection?: string | null;
  phone_number_collection?: { enabled: boolean };
}

/** The countries the test page offers for a billing address. */
const countries = { US: 'United States', CA: 'Canada', GB: 'United Kingdom' } as const;
type Country = keyof typeof countries;
/** Stripe takes every US state, the District of Columbia and the territories. */
const usRegions: Record<string, string> = { ...usStates, DC: 'District of Columbia', PR: 'Puerto Rico', GU: 'Guam', VI: 'U.S. Virgin Islands' };
const callingCodes: Record<Country, string> = { US: '1', CA: '1', GB: '44' };
const postalCodes: Record<Country, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};

/** The billing fields as the page posts them (and shows them again after a refusal). */
export const billingFieldNames = ['billingCountry', 'billingLine1', 'billingLine2', 'billingCity', 'billingState', 'billingPostalCode', 'phone'] as const;
export type BillingForm = Partial<Record<(typeof billingFieldNames)[number] | 'name', string>>;

export interface CustomerDetails {
  address: { city: string; country: string; line1: string; line2: string | null; postal_code: string; state: string } | null;
  name: string | null;
  phone: string | null;
}

/** A phone number in international form, as Stripe keeps it: a national number takes the billing country's code. */
function internationalPhone(input: string, country: Country): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : undefined;
  const code = callingCodes[country];
  if (code === '1') {
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    return /^[2-9]\d{9}$/.test(national) ? `+1${national}` : undefined;
  }
  const national = digits.replace(/^0/, '');
  return national.length >= 9 && national.length <= 10 ? `+${code}${national}` : undefined;
}

/**
 * The customer details the page collected, or the first problem with them, as Stripe's page
 * refuses to pay: every field it asks for is required (the second street line excepted), a US
 * address needs a state and a ZIP, and the phone must be a number of the billing country.
 */
export function readCustomerDetails(session: PageSession, form: BillingForm): { details: CustomerDetails } | { error: string } {
  const text = (name: keyof BillingForm) => (form[name] ?? '').trim();
  const name = text('name') || null;
  let address: CustomerDetails['address'] = null;
  const country = text('billingCountry') as Country;
  if (session.billing_address_collection === 'required') {
    if (!(country in countries)) return { error: 'Choose your country.' };
    if (!text('billingLine1')) return { error: 'Your address is incomplete.' };
    if (!text('billingCity')) return { error: 'Your city is incomplete.' };
    if (country === 'US' && !(text('billingState').toUpperCase() in usRegions)) return { error: 'Choose your state.' };
    if (!postalCodes[country].test(text('billingPostalCode'))) return { error: country === 'US' ? 'Your ZIP is invalid.' : 'Your postal code is invalid.' };
    address = {
      city: text('billingCity'),
      country,
      line1: text('billingLine1'),
      line2: text('billingLine2') || null,
      postal_code: text('billingPostalCode').toUpperCase(),
      state: text('billingState').toUpperCase(),
    };
  }
  let phone: string | null = null;
  if (session.phone_number_collection?.enabled) {
    if (!text('phone')) return { error: 'Your phone number is incomplete.' };
    phone = internationalPhone(text('phone'), country in countries ? country : 'US') ?? null;
    if (!phone) return { error: 'Your phone number is invalid.' };
  }
  return { details: { address, name, phone } };
}

function billingFields(session: PageSession, form: BillingForm): string {
  const value = (name: keyof BillingForm) => escape(form[name] ?? '');
  const option = (code: string, label: string, chosen: string | undefined) =>
    `<option value="${escape(code)}"${code === chosen ? ' selected' : ''}>${escape(label)}</option>`;
  const address =
    session.billing_address_collection === 'required'
      ? `<fieldset><legend>Billing address</legend>
    <label for="billingCountry">Country</label>
    <select id="billingCountry" name="billingCountry" autocomplete="country" required>${Object.entries(countries)
      .map(([code, label]) => option(code, label, form.billingCountry ?? 'US'))
      .join('')}</select>
    <label for="billingLine1">Address line 1</label>
    <input id="billingLine1" name="billingLine1" autocomplete="address-line1" value="${value('billingLine1')}" required>
    <label for="billingLine2">Address line 2 (optional)</label>
    <input id="billingLine2" name="billingLine2" autocomplete="address-line2" value="${value('billingLine2')}">
    <label for="billingCity">City</label>
    <input id="billingCity" name="billingCity" autocomplete="address-level2" value="${value('billingCity')}" required>
    <div class="row">
      <div><label for="billingState">State (US)</label><select id="billingState" name="billingState" autocomplete="address-level1">${option('', 'Choose…', form.billingState)}${Object.entries(
        usRegions,
      )
        .map(([code, label]) => option(code, label, form.billingState))
        .join('')}</select></div>
      <div><label for="billingPostalCode">ZIP / postal code</label><input id="billingPostalCode" name="billingPostalCode" autocomplete="postal-code" value="${value('billingPostalCode')}" required></div>
    </div></fieldset>`
      : '';
  const phone = session.phone_number_collection?.enabled
    ? `<label for="phone">Phone number</label>
    <input id="phone" name="phone" type="tel" autocomplete="tel" placeholder="(201) 555-0123" value="${value('phone')}" required>`
    : '';
  return address + phone;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tax line, when the session asked Stripe Tax: the amount once the address is known, else when it will be. */
function taxSummary(session: PageSession): string {
  if (!session.automatic_tax?.enabled) return '';
  const tax =
    session.automatic_tax.status === 'complete'
      ? `<span data-testid="checkout-tax">${formatCents(session.total_details?.amount_tax ?? 0)}</span>`
      : '<span>Calculated from your billing address</span>';
  return `<p class="subtotal"><span>Sales tax</span>${tax}</p>`;
}

/** The discount line, when the session has a coupon: its name and the amount it takes off. */
function discountSummary(session: PageSession): string {
  const off = session.total_details?.amount_discount ?? 0;
  if (off <= 0) return '';
  return `<p class="subtotal"><span>${escape(session.discountName ?? 'Discount')}</span><span data-testid="checkout-discount">−${formatCents(off)}</span></p>`;
}

export function checkoutPage(session: PageSession, error?: string, form: BillingForm = {}): string {
  const lines = session.lines
    .map(
      (l) =>
        `<li><span><strong>${escape(l.name)}</strong>${l.quantity > 1 ? ` × ${l.quantity}` : ''}<br><small>${escape(l.description)}</small></span><span>${formatCents(l.amount * l.quantity)}</span></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay Lumière Albums · Test mode</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1d1a; background: #f6f3ee; }
  main { max-width: 920px; margin: 0 auto; padding: 32px 20px; display: grid; gap: 32px; grid-template-columns: 1fr; }
  @media (min-width: 768px) { main { grid-template-columns: 1fr 1fr; } }
  h1 { font: 600 1.4rem Georgia, serif; margin: 0 0 8px; }
  .badge { display: inline-block; background: #f5c26b; color: #4a3200; border-radius: 4px; padding: 2px 8px; font-size: .8rem; font-weight: 600; }
  ul { list-style: none; padding: 0; margin: 16px 0; } li { display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; border-bottom: 1px solid #e4ddd2; }
  .subtotal { display: flex; justify-content: space-between; margin: 0 0 8px; }
  .total { display: flex; justify-content: space-between; font-weight: 700; font-size: 1.2rem; }
  form { background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  fieldset { border: 0; padding: 0; margin: 16px 0 0; } legend { font-weight: 600; }
  label { display: block; font-size: .9rem; margin: 12px 0 4px; } input, select { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 1rem; border: 1px solid #c9c1b4; border-radius: 6px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button { margin-top: 20px; width: 100%; padding: 12px; font-size: 1rem; font-weight: 600; color: #fff; background: #1f1d1a; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #b8893b; outline-offset: 2px; }
  .error { color: #9b1c1c; background: #fdecec; border-radius: 6px; padding: 10px 12px; margin-top: 12px; }
  .hint { font-size: .85rem; color: #5b544a; }
</style></head>
<body><main>
  <section aria-labelledby="summary">
    <span class="badge">Test mode</span>
    <h1 id="summary">Lumière Albums</h1>
    <p class="hint">${session.customer_email ? `Paying as ${escape(session.customer_email)}` : ''}</p>
    <ul>${lines}</ul>
    ${discountSummary(session)}
    ${taxSummary(session)}
    <p class="total"><span>Total</span><span data-testid="checkout-total">${formatCents(session.amount_total)}</span></p>
    <p><a href="${escape(session.cancel_url)}">← Back to the shop</a></p>
  </section>
  <form method="post" action="/pay/${escape(session.id)}" aria-labelledby="pay">
    <h1 id="pay">Pay with card</h1>
    <label for="cardNumber">Card number</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
    <div class="row">
      <div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" autocomplete="cc-exp" required></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" autocomplete="cc-csc" required></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="name" autocomplete="cc-name" value="${escape(form.name ?? '')}" required>
    ${billingFields(session, form)}
    ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
    <button type="submit">Pay ${formatCents(session.amount_total)}</button>
    <p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.</p>
  </form>
</main></body></html>`;
}
