/**
 * The Stripe client, made once per container. Its key is STRIPE_SECRET_KEY when set, else read
 * from Secrets Manager (STRIPE_SECRET_NAME). STRIPE_API_URL points it at another host speaking
 * Stripe's API (the local card provider); unset, it talks to Stripe.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';

let client: Promise<Stripe> | undefined;

async function secretKey(): Promise<string> {
  if (process.env.STRIPE_SECRET_KEY) return process.env.STRIPE_SECRET_KEY;
  const name = process.env.STRIPE_SECRET_NAME;
  if (!name) throw new Error('Neither STRIPE_SECRET_KEY nor STRIPE_SECRET_NAME is set');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: name }));
  if (!SecretString) throw new Error(`Secret ${name} is empty`);
  return SecretString.trim();
}

export function stripe(): Promise<Stripe> {
  client ??= secretKey().then((key) => {
    const api = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : undefined;
    return new Stripe(key, {
      maxNetworkRetries: 2,
      ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  });
  return client;
}

export type { Stripe };
