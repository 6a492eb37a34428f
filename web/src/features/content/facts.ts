/**
 * The studio's promises (delivery times, cancellation, refunds), in one place, so the FAQ, the
 * policies and the learn pages cannot tell a shopper two different things.
 */
export { site } from '@/lib/site';

export const facts = {
  delivery: {
    albums: '1-2 weeks',
    edgePrints: '3-4 days',
  },
  cancellation: {
    /** Only within this long after purchase. */
    window: '24 hours',
    /** We confirm a cancellation within this long. */
    confirmation: '24 hours',
    refund: '7-10 business days or more',
  },
  promotion: '30% Off Sale',
  /** The pre-launch referral: both people get this when the friend subscribes monthly or annually. */
  referralReward: 'a free month',
} as const;
