/**
 * The local card provider keeps what it knows in its data folder: a checkout session made before
 * `npm start` is stopped is still there, payable and paid, when it starts again on the same folder.
 * Without a folder (the tests' ephemeral cloud) it keeps nothing.
 */
import Stripe from 'stripe';
import { freePort } from '../../infra/local/ports';
import { LOCAL_STRIPE_KEY, startStripe } from '../../infra/local/stripe';
import { removeScratchDirs, scratchDir } from '../support/scratch';

afterAll(removeScratchDirs);

type CardProvider = Awaited<ReturnType<typeof startStripe>>;

/** The stand-in on `port`, and the stripe SDK pointed at it as the shop's functions point theirs. */
async function start(port: number, dir: string | undefined): Promise<{ provider: CardProvider; stripe: Stripe }> {
  const provider = await startStripe({ port, dir, publish: () => {} });
  const stripe = new Stripe(LOCAL_STRIPE_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return { provider, stripe };
}

const session = (stripe: Stripe) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://shop.test/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/cart',
    client_reference_id: 'order-1',
    metadata: { orderId: 'order-1' },
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 45_000, product_data: { name: 'Lux album' } } }],
  });

it('keeps a checkout session across a restart on the same folder, and its payment across the next', async () => {
  const dir = scratchDir('shop-card-provider-');
  const port = await freePort();
  let { provider, stripe } = await start(port, dir);
  const made = await session(stripe);
  await provider.stop();

  ({ provider, stripe } = await start(port, dir));
  try {
    expect(await stripe.checkout.sessions.retrieve(made.id)).toMatchObject({
      id: made.id,
      status: 'open',
      amount_total: 45_000,
      metadata: { orderId: 'order-1' },
    });
    const paid = await fetch(made.url!, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
  } finally {
    await provider.stop();
  }

  ({ provider, stripe } = await start(port, dir));
  try {
    const settled = await stripe.checkout.sessions.retrieve(made.id);
    expect(settled).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await stripe.paymentIntents.retrieve(String(settled.payment_intent))).toMatchObject({ status: 'succeeded', amount: 45_000 });
  } finally {
    await provider.stop();
  }
});

it('keeps nothing without a folder', async () => {
  const port = await freePort();
  let { provider, stripe } = await start(port, undefined);
  const made = await session(stripe);
  await provider.stop();
  ({ provider, stripe } = await start(port, undefined));
  try {
    await expect(stripe.checkout.sessions.retrieve(made.id)).rejects.toMatchObject({ statusCode: 404 });
  } finally {
    await provider.stop();
  }
});
