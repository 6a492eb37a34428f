/**
 * The Stripe client, made once per container. Its key is STRIPE_SECRET_KEY when set (locally),
 * else read from Secrets Manager (STRIPE_SECRET_NAME, set by the `stripe` grant).
 * STRIPE_API_URL points it at another host speaking Stripe's API (the local card provider);
 * unset, it talks to Stripe.
 */
import Stripe from 'stripe';
import { ConfigurationError, once, readSecret } from '../../kit/secrets';

async function secretKey(): Promise<string> {
  if (process.env.STRIPE_SECRET_KEY) return process.env.STRIPE_SECRET_KEY;
  const name = process.env.STRIPE_SECRET_NAME;
  if (!name) throw new ConfigurationError('Neither STRIPE_SECRET_KEY nor STRIPE_SECRET_NAME is set');
  return readSecret(name);
}

export const stripe: () => Promise<Stripe> = once(async () => {
  const key = await secretKey();
  const api = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : undefined;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
});

export type { Stripe };
