/**
 * Per-stage configuration, read from CDK context so that `cdk synth` needs nothing but the
 * repository. A key is looked up first as given on the command line (`-c googleClientId=...`),
 * then in the object `shop:<stage>` of cdk.json, e.g.
 *
 *   "context": { "shop:prod": { "siteDomain": "shop.example.com", "googleClientId": "..." } }
 *
 * Keys:
 * - stage                   dev | prod (command line only; default dev).
 * - stripeEventSourceName   The Stripe partner event source, `aws.partner/stripe.com/ed_...`,
 *                           as shown in EventBridge after Stripe's "Amazon EventBridge"
 *                           destination is set up. Default: a placeholder that synthesizes but
 *                           cannot deploy (the partner source must exist).
 * - stripeSecretName        Secrets Manager secret holding the Stripe API key.
 *                           Default `shop/<stage>/stripe`.
 * - stripeWebhookSecretName Secrets Manager secret holding the signing secret (`whsec_...`) of
 *                           the Stripe webhook endpoint that calls POST /webhooks/stripe.
 *                           Default `shop/<stage>/stripe-webhook`.
 * - identitySecretName      Secrets Manager secret (JSON) holding the federated sign-in secrets:
 *                           fields googleClientSecret, facebookAppSecret, amazonClientSecret,
 *                           applePrivateKey. Default `shop/<stage>/identity-providers`.
 * - googleClientId, facebookClientId, amazonClientId, appleServicesId
 *                           A provider exists only when its client id (for Apple, the Services
 *                           ID) is set.
 * - appleTeamId, appleKeyId Required with appleServicesId.
 * - siteDomain              Optional custom domain of the shop (e.g. shop.example.com); without
 *                           it the site is served on its CloudFront domain.
 * - certificateArn          ACM certificate in us-east-1 for siteDomain (required with it). The
 *                           DNS record pointing siteDomain at the distribution is made by hand:
 *                           a hosted-zone lookup would need AWS access at synth time.
 * - authDomainPrefix        Hosted-UI domain prefix (global per region). Default: the stack name,
 *                           lowercased, which already carries the stage.
 * - mailFrom                The sender of order emails, an SES-verified identity. Default
 *                           `orders@<siteDomain>` or orders@example.com.
 * - studioEmail             Where the studio hears of each new callback request. Default
 *                           `studio@<siteDomain>` or studio@example.com.
 * - operatorEmail           Where alarms are sent (an SNS email subscription, confirmed from the
 *                           first message). Required for prod: without it the alarms fire on a
 *                           topic nobody is subscribed to, and a failure goes unheard. dev may go
 *                           without.
 * - noOperatorEmail         true: synthesize prod without operatorEmail on purpose (someone
 *                           subscribes to the alarm topic by other means).
 * - wafRateLimit            Requests one address may make to the site in 5 minutes before the
 *                           CloudFront web ACL blocks it (a WAF rate-based rule), at least 10.
 *                           Without it there is no web ACL. CloudFront's web ACLs live in
 *                           us-east-1: a stack with one deploys only there.
 * - threatProtection        off | audit | enforced: Cognito threat protection (the Plus feature
 *                           plan, billed per active user). Default off.
 * - stripeTax               on | off: sales tax worked out by Stripe Tax on each Checkout Session
 *                           (automatic_tax, a tax code per line, the order's shipping address),
 *                           and the cart says tax is calculated at checkout. Default off: no tax
 *                           is charged. Turn it on once Stripe Tax is set up in Stripe's dashboard
 *                           (origin address, registrations).
 */
import type { Construct } from 'constructs';
import { readLateAfterDays, type LateAfterDays } from '../../shared/late-work';

export const stages = ['dev', 'prod'] as const;
export type Stage = (typeof stages)[number];

export const placeholderStripeEventSource = 'aws.partner/stripe.com/ed_test_placeholder';

export interface IdentityProvidersConfig {
  google?: { clientId: string };
  facebook?: { clientId: string };
  amazon?: { clientId: string };
  apple?: { clientId: string; teamId: string; keyId: string };
}

export interface ShopConfig {
  /** Days an order may stay in each status before the board marks it late (shared/late-work.ts); unset statuses keep their defaults. */
  lateAfterDays?: LateAfterDays;
  stage: Stage;
  /** prod keeps its data when the stack goes away; dev cleans up after itself. */
  retainData: boolean;
  stripeEventSourceName: string;
  stripeSecretName: string;
  stripeWebhookSecretName: string;
  identitySecretName: string;
  identityProviders: IdentityProvidersConfig;
  siteDomain?: string;
  certificateArn?: string;
  authDomainPrefix?: string;
  mailFrom: string;
  studioEmail: string;
  operatorEmail?: string;
  wafRateLimit?: number;
  threatProtection: 'off' | 'audit' | 'enforced';
  /** Sales tax by Stripe Tax at checkout (STRIPE_TAX for the checkout route, stripeTax in the runtime config). */
  stripeTax: boolean;
}

export function stageOf(scope: Construct): Stage {
  const stage = scope.node.tryGetContext('stage') ?? 'dev';
  if (!(stages as readonly string[]).includes(stage)) {
    throw new Error(`Unknown stage "${stage}": pass -c stage=dev or -c stage=prod.`);
  }
  return stage as Stage;
}

export function readConfig(scope: Construct, stage: Stage): ShopConfig {
  const perStage: Record<string, unknown> = scope.node.tryGetContext(`shop:${stage}`) ?? {};
  const get = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key) ?? perStage[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context key ${key} must be a string.`);
    return value.trim();
  };
  const required = (key: string, because: string): string => {
    const value = get(key);
    if (!value) throw new Error(`Context key ${key} is required ${because}.`);
    return value;
  };

  const operatorEmail = get('operatorEmail');
  if (stage === 'prod' && !operatorEmail && get('noOperatorEmail') !== 'true') {
    throw new Error(
      'Context key operatorEmail is required for prod (-c operatorEmail=ops@example.com): without it the alarms fire on a topic ' +
        'nobody is subscribed to, so a failure goes unheard. Pass -c noOperatorEmail=true to deploy without one on purpose.',
    );
  }

  const siteDomain = get('siteDomain');
  const certificateArn = siteDomain ? required('certificateArn', 'with siteDomain') : undefined;

  const identityProviders: IdentityProvidersConfig = {};
  const googleClientId = get('googleClientId');
  if (googleClientId) identityProviders.google = { clientId: googleClientId };
  const facebookClientId = get('facebookClientId');
  if (facebookClientId) identityProviders.facebook = { clientId: facebookClientId };
  const amazonClientId = get('amazonClientId');
  if (amazonClientId) identityProviders.amazon = { clientId: amazonClientId };
  const appleServicesId = get('appleServicesId');
  if (appleServicesId) {
    identityProviders.apple = {
      clientId: appleServicesId,
      teamId: required('appleTeamId', 'with appleServicesId'),
      keyId: required('appleKeyId', 'with appleServicesId'),
    };
  }

  // JSON of status → whole days, e.g. -c lateAfterDays='{"Editing completed":3}'.
  const lateAfterDaysText = get('lateAfterDays');
  const lateAfterDays = lateAfterDaysText === undefined ? undefined : readLateAfterDays(parseJson(lateAfterDaysText));
  if (lateAfterDaysText !== undefined && !lateAfterDays) {
    throw new Error(`lateAfterDays must be JSON of order statuses to whole days from 1 to 365, not "${lateAfterDaysText}".`);
  }

  const threatProtection = get('threatProtection') ?? 'off';
  if (threatProtection !== 'off' && threatProtection !== 'audit' && threatProtection !== 'enforced') {
    throw new Error(`threatProtection must be off, audit or enforced, not "${threatProtection}".`);
  }
  const stripeTax = get('stripeTax') ?? 'off';
  if (stripeTax !== 'on' && stripeTax !== 'off') throw new Error(`stripeTax must be on or off, not "${stripeTax}".`);
  const wafRateLimitText = get('wafRateLimit');
  const wafRateLimit = wafRateLimitText === undefined ? undefined : Number(wafRateLimitText);
  // WAF's own floor for a rate-based rule is 10 requests in the window.
  if (wafRateLimit !== undefined && !(Number.isInteger(wafRateLimit) && wafRateLimit >= 10)) {
    throw new Error(`wafRateLimit must be a whole number of requests, at least 10, not "${wafRateLimitText}".`);
  }

  return {
    stage,
    retainData: stage === 'prod',
    stripeEventSourceName: get('stripeEventSourceName') ?? placeholderStripeEventSource,
    stripeSecretName: get('stripeSecretName') ?? `shop/${stage}/stripe`,
    stripeWebhookSecretName: get('stripeWebhookSecretName') ?? `shop/${stage}/stripe-webhook`,
    identitySecretName: get('identitySecretName') ?? `shop/${stage}/identity-providers`,
    identityProviders,
    siteDomain,
    certificateArn,
    authDomainPrefix: get('authDomainPrefix'),
    mailFrom: get('mailFrom') ?? `orders@${siteDomain ?? 'example.com'}`,
    studioEmail: get('studioEmail') ?? `studio@${siteDomain ?? 'example.com'}`,
    operatorEmail,
    wafRateLimit,
    threatProtection,
    stripeTax: stripeTax === 'on',
    ...(lateAfterDays && { lateAfterDays }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
