/**
 * Paying an order without a browser: the card form of the local card provider is posted as the
 * checkout page posts it, and the order is read until the payment event has marked it paid. For
 * journeys about what follows a payment (uploads, the orders desk); paying in the browser is the
 * checkout journey's own subject.
 */
import type { Page } from 'playwright-core';
import { defaultAlbumSelection, findAlbumOption, publicAlbumSchema, publicProductSchema, sizesOf } from '../../shared/catalog';
import { imageLimitOf } from '../../shared/uploads';
import type { Person } from './identity';
import { api } from './runtime';

/** The billing address and phone the checkout page asks for, as its form posts them. */
export const billingForm = {
  billingCountry: 'US',
  billingLine1: '1200 Congress Ave',
  billingLine2: 'Suite 4',
  billingCity: 'Austin',
  billingState: 'TX',
  billingPostalCode: '78701',
  phone: '(512) 555-0199',
};
export type BillingFields = typeof billingForm;

/** The card form of the local card provider as a browser posts it: the card and the billing details. */
export const cardForm = (card: string, billing: Record<string, string> = billingForm) => new URLSearchParams({ cardNumber: card, ...billing });

/** Fills the checkout page's billing address and phone. */
export async function fillBilling(page: Page, billing: BillingFields = billingForm): Promise<void> {
  await page.getByLabel('Country').selectOption(billing.billingCountry);
  await page.getByLabel('Address line 1').fill(billing.billingLine1);
  await page.getByLabel('Address line 2 (optional)').fill(billing.billingLine2);
  await page.getByLabel('City').fill(billing.billingCity);
  await page.getByLabel('State (US)').selectOption(billing.billingState);
  await page.getByLabel('ZIP / postal code').fill(billing.billingPostalCode);
  await page.getByLabel('Phone number').fill(billing.phone);
}

export async function payOrder(person: Person, orderId: string, card = '4242 4242 4242 4242'): Promise<void> {
  const checkout = await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId } });
  if (checkout.status !== 200) throw new Error(`stripe-create-checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  await fetch(checkout.body.url, { method: 'POST', body: cardForm(card), redirect: 'manual' });
  for (let i = 0; i < 200; i++) {
    const order = (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body;
    if (order.paymentStatus === 'paid') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Order ${orderId} was not paid`);
}

/**
 * A paid order of a Lux album (the catalog's default size, pages and cover) and an Edge Print, placed
 * through the API and paid with the card that pays; answers it with the photos its album line takes.
 */
export async function paidAlbumAndPrint(person: Person): Promise<{ orderId: string; albumLimit: number }> {
  const lux = publicAlbumSchema.parse((await api('GET', '/albums/name/Lux')).body);
  const edge = publicProductSchema.parse((await api('GET', '/products/name/Edge-Prints')).body);
  const { size, pages, cover } = defaultAlbumSelection(lux);
  const cartItems = [
    { kind: 'album', albumName: 'Lux', size, pages, coverType: cover!.coverType, coverName: cover!.coverName },
    {
      kind: 'product',
      productName: edge.productName,
      size: sizesOf(edge)[0]!,
      ...(edge.coverOptions[0] && { coverType: edge.coverOptions[0].coverType, coverName: edge.coverOptions[0].coverName }),
    },
  ];
  const shippingAddress = { street: '3 Lens Road', city: 'Austin', state: 'TX', zip: '78701' };
  const placed = await api('POST', `/orders/${person.sub}/new-order`, {
    token: person.idToken,
    body: { cartItems, shippingAddress, albumDesignTermsAcknowledged: true },
  });
  if (placed.status !== 201) throw new Error(`new-order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.orderId as string;
  await payOrder(person, orderId);
  return { orderId, albumLimit: imageLimitOf({ kind: 'album', pages: findAlbumOption(lux, size, pages)!.pages }) };
}
