/**
 * What the SPA learns at start from `/runtime-config.json`: where the API and the user pool are.
 * The local cloud writes it for `npm start`; the CDK stack deploys it beside the site. The bundle
 * itself holds no endpoint, so one build serves every stage.
 */
import * as z from 'zod/mini';
import { readLateAfterDays, type LateAfterDays } from './late-work';
import { identityProviders, type RuntimeConfigShape } from './runtime-config-shape';

export { identityProviders };

export const runtimeConfigSchema = z.object({
  stage: z.string(),
  apiUrl: z.url(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only where the user pool is not AWS's own (the local cloud). */
  userPoolEndpoint: z.optional(z.url()),
  /** The local user pool has no SRP, so it signs in with USER_PASSWORD_AUTH. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Hosted-UI domain for federated sign-in, when any provider is configured. */
  oauthDomain: z.optional(z.string()),
  identityProviders: z._default(z.array(z.enum(identityProviders)), []),
  /** Days an order may stay in each status before staff see it marked late (shared/late-work.ts). */
  lateAfterDays: z.optional(z.custom<LateAfterDays>((value) => readLateAfterDays(value) !== undefined, 'Give order statuses and whole days from 1 to 365.')),
  /** The stage charges sales tax, worked out by Stripe Tax at checkout (the cart says so); off when absent. */
  stripeTax: z.optional(z.boolean()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

// The schema-free check (runtime-config-shape.ts) answers this very type: neither may change alone.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapeIsTheSchemasType: Same<RuntimeConfig, RuntimeConfigShape> = true;
void shapeIsTheSchemasType;
