/**
 * Reads a secret from Secrets Manager by name, for the functions whose grants give them one
 * (the Stripe key, the webhook signing secret). Callers cache the value, so a container asks once.
 */
import { jsonCall, services } from './aws-request';

/** A variable the function needs is missing: the deployment is wrong, not the request. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export async function readSecret(name: string): Promise<string> {
  const { SecretString } = await jsonCall<{ SecretString?: string }>(services.secretsManager, 'secretsmanager.GetSecretValue', { SecretId: name });
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
