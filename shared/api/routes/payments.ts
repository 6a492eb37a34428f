/** How a page calls the payments routes: method, path and who may call; the schemas stay in ../payments.ts. */
import type { paymentRoutes as contracts } from '../payments';
import { describeRoutes, type RoutesOf } from '../contract';

export const paymentPaths = describeRoutes({
  getPaymentIntent: { method: 'GET', path: '/orders/{userId}/payment-intents/{paymentIntentId}', allow: ['owner'] },
  stripeWebhook: { method: 'POST', path: '/webhooks/stripe', allow: ['public'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const paymentRoutes: RoutesOf<typeof contracts> = paymentPaths;
