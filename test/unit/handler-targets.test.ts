import { eventRules } from '../../functions/events';
import { routes } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { grantsOfRoute } from '../../infra/bundling';
import { coldStartTargetOf, handlerClassOf } from '../bench/handler-targets';

describe("a handler's cold-start target, by its grants", () => {
  it('holds a handler that only reaches the table to 1.5× the reference', () => {
    expect(handlerClassOf({ table: 'read' })).toBe('dynamodb');
    expect(coldStartTargetOf({ table: 'write', site: true })).toBe(1.5);
    expect(coldStartTargetOf(grantsOfRoute(routes.listAlbums))).toBe(1.5);
    expect(coldStartTargetOf(grantsOfRoute(routes.addToCart))).toBe(1.5);
  });

  it('allows 2.5× to a handler that also reaches S3, the user pool, SES or EventBridge', () => {
    for (const grants of [
      { uploads: 'read' },
      { catalogImages: 'write' },
      { userPool: 'adminUpdate' },
      { authenticatorCheck: true },
      { email: true },
      { events: 'put' },
    ] as const)
      expect([handlerClassOf({ table: 'read', ...grants }), coldStartTargetOf({ table: 'read', ...grants })]).toEqual(['aws', 2.5]);
    // A route staff may call asks the pool about their authenticator app: grantsOfRoute says so.
    expect(coldStartTargetOf(grantsOfRoute(routes.listStaffAlbums))).toBe(2.5);
    expect(coldStartTargetOf(authTriggers.PostConfirmation.grants)).toBe(2.5);
    expect(coldStartTargetOf(eventRules.notifications.grants)).toBe(2.5);
    expect(coldStartTargetOf(eventRules.photoArrivals.grants)).toBe(2.5);
  });

  it('allows 3× to a handler that calls Stripe or checks its signatures, whatever else it reaches', () => {
    expect(coldStartTargetOf({ table: 'write', stripe: true, email: true, events: 'put' })).toBe(3);
    expect(handlerClassOf({ stripeWebhook: true })).toBe('stripe');
    expect(coldStartTargetOf(grantsOfRoute(routes.refundOrder))).toBe(3);
    expect(coldStartTargetOf(grantsOfRoute(routes.stripeWebhook))).toBe(3);
    expect(coldStartTargetOf(eventRules.stripeCheckout.grants)).toBe(3);
  });
});
