/**
 * Sales tax, without a cloud: the Checkout Session's tax parameters with the stage's tax on and
 * off, each line's tax code, what a paid session settles on the order, the local card provider's
 * stand-in rates, and the confirmation email's total with its tax.
 */
import { checkoutSessionParams } from '../../functions/payments/lib/checkout-session';
import { beforeTax, paidAmounts, taxCustomerParams } from '../../functions/payments/lib/tax';
import { stripeTaxOn } from '../../functions/payments/lib/tax-setting';
import { orderConfirmed } from '../../functions/notifications/lib/customer-emails';
import { renderEmail } from '../../functions/notifications/lib/render-email';
import { sampleOrder } from '../../infra/email-previews/samples';
import { standInRate, standInTax } from '../../infra/local/stripe-tax';
import { categories } from '../../shared/catalog';
import { lineTaxCodes, stripeTaxCodes } from '../../shared/tax-codes';

const site = 'https://shop.example.com';
const endsAt = new Date(Date.now() + 12 * 3600_000);

beforeAll(() => {
  process.env.SITE_ORIGIN = site;
});

describe('the Checkout Session', () => {
  it('asks for no tax without a tax customer: the order’s email, and no automatic_tax at all', () => {
    const params = checkoutSessionParams(sampleOrder, endsAt);
    expect(params).not.toHaveProperty('automatic_tax');
    expect(params).not.toHaveProperty('customer');
    expect(params.customer_email).toBe(sampleOrder.email);
  });

  it('asks Stripe Tax for a tax customer’s session: automatic tax for that Customer, whose email Stripe then has', () => {
    const params = checkoutSessionParams(sampleOrder, endsAt, 'cus_test_1');
    expect(params).toMatchObject({ automatic_tax: { enabled: true }, customer: 'cus_test_1' });
    expect(params).not.toHaveProperty('customer_email');
  });

  it('prices every line before tax, under its tax code: the album a printed book, the prints goods', () => {
    const lines = checkoutSessionParams(sampleOrder, endsAt, 'cus_test_1').line_items!;
    expect(lines.map((l) => [l.price_data?.tax_behavior, l.price_data?.product_data?.tax_code])).toEqual([
      ['exclusive', stripeTaxCodes.printedBook],
      ['exclusive', stripeTaxCodes.tangibleGoods],
    ]);
  });

  it('puts the order’s shipping address on the tax customer, where Stripe Tax rates it', () => {
    expect(taxCustomerParams(sampleOrder)).toMatchObject({
      email: sampleOrder.email,
      name: 'Petra Novak',
      shipping: { name: 'Petra Novak', address: { line1: '3 Lens Road', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } },
      metadata: { orderId: sampleOrder._id },
    });
  });
});

describe('the tax codes', () => {
  it('name every category the shop sells, and the add-ons', () => {
    expect(Object.keys(lineTaxCodes).sort()).toEqual([...categories, 'Add-ons'].sort());
    expect(lineTaxCodes.Albums).toBe('txcd_35010000');
    expect(lineTaxCodes.Canvas).toBe('txcd_99999999');
    expect(lineTaxCodes.Editing).toBe('txcd_20030000');
    expect(lineTaxCodes['Add-ons']).toBe('txcd_20030000');
  });
});

describe('the stage setting', () => {
  afterEach(() => delete process.env.STRIPE_TAX);
  it('is on only when STRIPE_TAX says on, off when unset or off, and refuses anything else', () => {
    expect(stripeTaxOn()).toBe(false);
    process.env.STRIPE_TAX = 'off';
    expect(stripeTaxOn()).toBe(false);
    process.env.STRIPE_TAX = 'on';
    expect(stripeTaxOn()).toBe(true);
    process.env.STRIPE_TAX = 'yes';
    expect(() => stripeTaxOn()).toThrow('STRIPE_TAX must be on or off, not yes');
  });
});

describe('what a paid session settles', () => {
  it('is the tax Stripe added and the total paid with it; before tax, the order’s own total', () => {
    const session = { amount_total: 10825, total_details: { amount_tax: 825, amount_discount: 0, amount_shipping: 0 } };
    expect(paidAmounts(session)).toEqual({ tax: 825, totalPrice: 10825 });
    expect(beforeTax(session)).toBe(10000);
  });

  it('is tax 0 when Stripe worked out none', () => {
    const session = { amount_total: 10000, total_details: null };
    expect(paidAmounts(session)).toEqual({ tax: 0, totalPrice: 10000 });
    expect(beforeTax(session)).toBe(10000);
  });
});

describe('the local card provider’s stand-in for Stripe Tax', () => {
  it('charges a few states a flat rate, every other place nothing', () => {
    expect(standInRate({ country: 'US', state: 'TX' })).toBe(8.25);
    expect(standInRate({ country: 'US', state: 'ca' })).toBe(7.25);
    expect(standInRate({ country: 'US', state: 'NY' })).toBe(8.875);
    expect(standInRate({ country: 'US', state: 'WA' })).toBe(10.25);
    expect(standInRate({ country: 'US', state: 'OR' })).toBe(0);
    expect(standInRate({ country: 'CA', state: 'TX' })).toBe(0);
  });

  it('rounds each line’s tax to the cent', () => {
    // 8.875% of $19.99 × 3 is 532.23 cents, and of $4.99 is 44.29 cents.
    expect(
      standInTax(
        [
          { amount: 1999, quantity: 3 },
          { amount: 499, quantity: 1 },
        ],
        { country: 'US', state: 'NY' },
      ),
    ).toBe(532 + 44);
  });

  it('taxes what is charged after a discount on the whole session, shared among the lines', () => {
    // $100 and $300 less $100 off: $75 and $225 taxed at 8.25%.
    const lines = [
      { amount: 10000, quantity: 1 },
      { amount: 30000, quantity: 1 },
    ];
    expect(standInTax(lines, { country: 'US', state: 'TX' }, 30000)).toBe(619 + 1856);
  });
});

describe('the order confirmation', () => {
  it('says the total paid and the tax in it', async () => {
    const email = await renderEmail(orderConfirmed({ ...sampleOrder, tax: 5301, totalPrice: 69551 }, site));
    expect(email.text).toContain('$695.51');
    expect(email.text).toContain('with $53.01 tax');
  });
});
