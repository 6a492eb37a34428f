/**
 * The runtime config's shape checked without zod: every page reads `/runtime-config.json` before
 * it can start, and zod would be most of what the storefront's first load carries for it. The
 * schema in runtime-config.ts stays the definition (the stack's and the local cloud's configs are
 * tested against it); test/unit/runtime-config.test.ts proves this check accepts and refuses what
 * the schema does. A refused config is explained by the schema itself (web/src/lib/runtime-config.ts).
 * The type the check answers is written here too; runtime-config.ts, which imports this file (never
 * the reverse), fails to compile if it and the schema's type differ.
 */
import { readLateAfterDays, type LateAfterDays } from './late-work';

export const identityProviders = ['Google', 'Facebook', 'LoginWithAmazon', 'SignInWithApple'] as const;

/** The config as the schema reads it (runtime-config.ts `RuntimeConfig`). */
export interface RuntimeConfigShape {
  stage: string;
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string | undefined;
  authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  oauthDomain?: string | undefined;
  identityProviders: (typeof identityProviders)[number][];
  lateAfterDays?: LateAfterDays | undefined;
  stripeTax?: boolean | undefined;
}

const authFlowTypes: readonly string[] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];
const isString = (value: unknown): value is string => typeof value === 'string';
const isUrl = (value: unknown): value is string => isString(value) && URL.canParse(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isProviderList = (value: unknown): value is RuntimeConfigShape['identityProviders'] =>
  Array.isArray(value) && value.every((p) => (identityProviders as readonly unknown[]).includes(p));

/** The config as the schema would read it, or undefined when the schema would refuse it. */
export function readRuntimeConfig(value: unknown): RuntimeConfigShape | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const c = value as Record<string, unknown>;
  const valid =
    isString(c.stage) &&
    isUrl(c.apiUrl) &&
    isString(c.region) &&
    isString(c.userPoolId) &&
    isString(c.userPoolClientId) &&
    optional(c.userPoolEndpoint, isUrl) &&
    isString(c.authFlowType) &&
    authFlowTypes.includes(c.authFlowType) &&
    optional(c.oauthDomain, isString) &&
    optional(c.identityProviders, isProviderList) &&
    optional(c.lateAfterDays, (v) => readLateAfterDays(v) !== undefined) &&
    optional(c.stripeTax, (v) => typeof v === 'boolean');
  if (!valid) return undefined;
  const config = {
    stage: c.stage,
    apiUrl: c.apiUrl,
    region: c.region,
    userPoolId: c.userPoolId,
    userPoolClientId: c.userPoolClientId,
    authFlowType: c.authFlowType,
    identityProviders: c.identityProviders ?? [],
    ...(c.userPoolEndpoint !== undefined && { userPoolEndpoint: c.userPoolEndpoint }),
    ...(c.oauthDomain !== undefined && { oauthDomain: c.oauthDomain }),
    ...(c.lateAfterDays !== undefined && { lateAfterDays: readLateAfterDays(c.lateAfterDays) }),
    ...(c.stripeTax !== undefined && { stripeTax: c.stripeTax }),
  };
  // Known keys only, as the schema keeps: whatever else the file holds is left out.
  return config as RuntimeConfigShape;
}
