/**
 * A function's bundle carries the Stripe SDK as published, and it talks to Stripe from there: a
 * bundle built exactly as a function deploys (bundleHandler), run by a bare Node process outside
 * the project, creates, reads and expires a Checkout Session against the local card provider.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleHandler } from '../../infra/bundling';
import { LOCAL_STRIPE_KEY } from '../../infra/local/stripe';
import { callBundledHandler } from '../support/bundle-call';
import { endpoints } from '../support/runtime';

const root = join(__dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'stripe-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The deployed bundle of a module, built as ShopFunction builds it. */
async function bundled(name: string, entry: string): Promise<string> {
  const dir = join(out, name);
  await bundleHandler(entry, dir);
  return join(dir, 'index.mjs');
}

it('creates, reads back and expires a Checkout Session from a deployed bundle', async () => {
  const file = await bundled('calls', join(root, 'test', 'support', 'stripe-calls.ts'));

  // Run as the Lambda runtime does, outside the project: a plain Node process importing the module.
  const orderId = `bundle-${Date.now()}`;
  const result = callBundledHandler<Record<string, any>>(file, JSON.stringify({ orderId, amount: 12900 }), {
    cwd: out,
    env: { ...process.env, STRIPE_SECRET_KEY: LOCAL_STRIPE_KEY, STRIPE_API_URL: endpoints().stripe, LOG_LEVEL: 'silent' },
  });
  expect(result.created).toEqual({ id: expect.stringMatching(/^cs_test_/), amount: 12900, reference: orderId });
  expect(result.read).toEqual({ id: result.created.id, status: 'open' });
  expect(result.expired).toEqual({ status: 'expired' });
}, 60_000);
