/**
 * An unpaid order on My Orders: it says it awaits payment (never that it awaits
 * photos), and Pay now reopens the order's own checkout session, where the card pays it.
 */
import type { Browser } from 'playwright-core';
import { messages } from '../../shared/messages';
import { launchBrowser, routeTo } from '../support/browser';
import { seriousViolations } from '../support/a11y';
import { newCustomer } from '../support/identity';
import { api, endpoints } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { password, payWith } from './checkout-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('shows an unpaid order as awaiting payment, and Pay now reopens its checkout session and pays it', async () => {
  const person = await newCustomer('Nora', password);
  const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
  const placed = await api('POST', `/orders/${person.sub}/new-order`, {
    token: person.idToken,
    body: { cartItems: [lux], shippingAddress: { street: '2 Oak Ct', city: 'Austin', state: 'TX', zip: '78701' }, albumDesignTermsAcknowledged: true },
  });
  const orderId = placed.body.orderId as string;
  // The checkout that was left unpaid (a declined card, a closed tab).
  const left = await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId } });

  const { page, close } = await openSignedIn(browser, person, `/${person.sub}/orders?orderId=${orderId}`);
  try {
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await expect(card.getByTestId('order-status').textContent()).resolves.toBe('Awaiting payment');
    await card.getByTestId('order-journey').waitFor();
    await expect(card.getByText('Awaiting user images').count()).resolves.toBe(0);
    await expect(
      card
        .getByTestId('pay-now')
        .getByText(/^Pay by /)
        .count(),
    ).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL((url) => url.origin === endpoints().stripe && url.pathname === `/pay/${left.body.sessionId}`);
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === `/${person.sub}/${orderId}/payment-success`);
    await expect(page.getByTestId('payment-status').textContent()).resolves.toBe('Paid');

    // A link that names no Checkout Session is a final answer: no Check again that cannot help.
    const success = page.getByTestId('payment-success');
    await routeTo(page, `/${person.sub}/${orderId}/payment-success?session_id=not-a-session`);
    await success.getByRole('alert').filter({ hasText: 'That payment link is not valid.' }).waitFor();
    await expect(success.getByRole('button', { name: 'Check again' }).count()).resolves.toBe(0);
    await success.getByRole('link', { name: 'My Orders and upload images' }).waitFor();
    // The server out of reach is worth another try; once it answers that the session is not this
    // order's, that answer is final too.
    await page.route('**/confirm-payment', (route) => route.abort('connectionrefused'));
    await routeTo(page, `/${person.sub}/${orderId}/payment-success?session_id=cs_test_elsewhere`);
    await success.getByRole('alert').filter({ hasText: messages.paymentUnknown }).waitFor();
    await page.unroute('**/confirm-payment');
    await success.getByRole('button', { name: 'Check again' }).click();
    await success.getByRole('alert').filter({ hasText: 'Order not found.' }).waitFor();
    await expect(success.getByRole('button', { name: 'Check again' }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);
