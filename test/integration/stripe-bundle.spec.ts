/**
 * A function's bundle carries the Stripe SDK trimmed to the resources the shop calls
 * (infra/stripe-trim.ts), and the trimmed SDK still talks to Stripe: a bundle built exactly as a
 * function deploys (bundleHandler) creates, reads and expires a Checkout Session against the local
 * card provider, and the deployed Stripe handlers' bundles leave out the resources nobody calls.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeList } from '../../functions/routes';
import { bundleHandler } from '../../infra/bundling';
import { LOCAL_STRIPE_KEY } from '../../infra/local/stripe';
import { callBundledHandler } from '../support/bundle-call';
import { endpoints } from '../support/runtime';

const root = join(__dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'stripe-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The deployed bundle of a module, built as ShopFunction builds it, and its text. */
async function bundled(name: string, entry: string): Promise<{ file: string; text: string }> {
  const dir = join(out, name);
  await bundleHandler(entry, dir);
  const file = join(dir, 'index.mjs');
  return { file, text: readFileSync(file, 'utf8') };
}

it('creates, reads back and expires a Checkout Session from a trimmed bundle', async () => {
  const { file, text } = await bundled('calls', join(root, 'test', 'support', 'stripe-calls.ts'));
  expect(text).toContain('/v1/checkout/sessions');
  expect(text).not.toContain('/v1/customers');

  // Run as the Lambda runtime does, outside the project: a plain Node process importing the module.
  const orderId = `bundle-${Date.now()}`;
  const result = callBundledHandler<Record<string, any>>(file, JSON.stringify({ orderId, amount: 12900 }), {
    cwd: out,
    env: { ...process.env, STRIPE_SECRET_KEY: LOCAL_STRIPE_KEY, STRIPE_API_URL: endpoints().stripe, LOG_LEVEL: 'silent' },
  });
  expect(result.created).toEqual({ id: expect.stringMatching(/^cs_test_/), amount: 12900, reference: orderId });
  expect(result.read).toEqual({ id: result.created.id, status: 'open' });
  expect(result.expired).toEqual({ status: 'expired' });
  expect(result.resources).toEqual({ paymentIntents: 'object', refunds: 'object', customers: 'undefined' });
}, 60_000);

it('leaves the resources the shop does not call out of every deployed Stripe handler', async () => {
  const stripeRoutes = routeList.filter((r) => r.grants.stripe || r.grants.stripeWebhook);
  expect(stripeRoutes.map((r) => r.handler)).toEqual(expect.arrayContaining(['orders/create-checkout', 'staff/refund-order', 'payments/stripe-webhook']));
  for (const r of stripeRoutes) {
    const { text } = await bundled(r.handler.replace(/\//g, '--'), join(root, 'functions', `${r.handler}.ts`));
    for (const unused of ['/v1/customers', '/v1/invoices', '/v1/issuing/cards', '/v2/core/accounts']) {
      expect({ handler: r.handler, carries: text.includes(unused) }).toEqual({ handler: r.handler, carries: false });
    }
  }
}, 120_000);
