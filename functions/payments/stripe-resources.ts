/**
 * The parts of Stripe's API the shop calls: Checkout Sessions (create, retrieve, expire), Payment
 * Intents (retrieve) and Refunds (create). A handler's bundle carries only these of the Stripe
 * SDK's resources (infra/stripe-trim.ts), and the client's type (stripe-client.ts) offers only
 * these, so reaching another one fails the type check rather than failing in Lambda. Add a name
 * here (as the SDK's client names it: `stripe.<name>`) before calling another part of the API.
 */
export const stripeResourcesUsed = ['checkout', 'paymentIntents', 'refunds'] as const;

export type StripeResourceUsed = (typeof stripeResourcesUsed)[number];
