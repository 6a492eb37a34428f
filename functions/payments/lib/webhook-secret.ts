/**
 * The signing secret of the Stripe webhook endpoint, read once per container: STRIPE_WEBHOOK_SECRET
 * when set (locally, or with `stripe listen`), else from Secrets Manager (STRIPE_WEBHOOK_SECRET_NAME,
 * set by the `stripeWebhook` grant).
 */
import { ConfigurationError, once, readSecret } from '../../kit/secrets';

export const webhookSecret: () => Promise<string> = once(async () => {
  if (process.env.STRIPE_WEBHOOK_SECRET) return process.env.STRIPE_WEBHOOK_SECRET;
  const name = process.env.STRIPE_WEBHOOK_SECRET_NAME;
  if (!name) throw new ConfigurationError('Neither STRIPE_WEBHOOK_SECRET nor STRIPE_WEBHOOK_SECRET_NAME is set');
  return readSecret(name);
});
