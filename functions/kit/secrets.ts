/**
 * Reads a secret from Secrets Manager by name, for the functions whose grants give them one
 * (the Stripe key, the webhook signing secret), with the SDK's client made once per container.
 * Callers cache the value, so a container asks once.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export const secretsManager = new SecretsManagerClient({});

/** A variable the function needs is missing: the deployment is wrong, not the request. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export async function readSecret(name: string): Promise<string> {
  const { SecretString } = await secretsManager.send(new GetSecretValueCommand({ SecretId: name }));
  if (!SecretString?.trim()) throw new ConfigurationError(`Secret ${name} is empty`);
  return SecretString.trim();
}

/**
 * Caches a value read once per container. A failed read is not cached, so a passing Secrets
 * Manager hiccup costs one request, not the container's whole life.
 */
export function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read().catch((err: unknown) => {
      value = undefined;
      throw err;
    });
    return value;
  };
}
