/**
 * What a route's function may touch, declared beside the route in the table (routes.ts) as plain
 * data. The CDK stack grants exactly this and sets the environment that goes with it, and nothing
 * else (an infra test checks each function reads exactly what it is given); the local cloud
 * checks every AWS call a handler makes against the role these become.
 */
export interface Grants {
  /** The shop's table (TABLE_NAME). */
  table?: 'read' | 'write';
  /** Signs uploads to the catalog images bucket, which the site serves publicly (CATALOG_IMAGES_BUCKET). */
  catalogImages?: 'write';
  /** The uploads bucket (UPLOADS_BUCKET): `write` signs PUTs (read and put); `manage` also deletes (a removed photo, a file that is not a photo). */
  uploads?: 'read' | 'write' | 'manage';
  userPool?: 'adminUpdate';
  /**
   * Asks the user pool whether a staff caller has an authenticator app (cognito-idp:AdminGetUser,
   * functions/kit/second-factor.ts). Given by the stack to every route a staff role may call, the
   * routes whose handlers are made with staffRoute (functions/kit/staff-route.ts).
   */
  authenticatorCheck?: true;
  /** Calls Stripe: reads the Stripe key (STRIPE_SECRET_NAME). */
  stripe?: true;
  /** Checks Stripe-Signature headers: reads the webhook signing secret (STRIPE_WEBHOOK_SECRET_NAME). */
  stripeWebhook?: true;
  /** Puts the shop's own events (shared/shop-events.ts) on the account's default event bus. */
  events?: 'put';
  /** Sends email through SES (MAIL_FROM): the notifications function alone. */
  email?: true;
  /** Writes to the studio: its address, a stage setting (STUDIO_EMAIL). */
  studioEmail?: true;
  /** Builds links to the site, for Stripe's return pages and emails (SITE_ORIGIN). */
  site?: true;
  /** Judges late work by the stage's days per status, when the stage sets them (LATE_AFTER_DAYS). */
  lateWork?: true;
  /** Opens Checkout Sessions that charge sales tax by Stripe Tax when the stage turns it on (STRIPE_TAX: on or off). */
  stripeTax?: true;
}
