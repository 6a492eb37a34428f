import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventRules } from '../../functions/events';
import { createEventBus, matches } from '../../infra/local/bus';
import { removeScratchDirs, scratchDir } from '../support/scratch';

const stripe = (type: string) => ({ source: 'aws.partner/stripe.com/ed_test_123', 'detail-type': type });

describe('event patterns', () => {
  it('match the Stripe checkout events by source prefix and detail type', () => {
    expect(matches(eventRules.stripeCheckout.pattern, stripe('checkout.session.completed'))).toBe(true);
    expect(matches(eventRules.stripeCheckout.pattern, stripe('checkout.session.expired'))).toBe(true);
    expect(matches(eventRules.stripeCheckout.pattern, stripe('invoice.paid'))).toBe(false);
    expect(matches(eventRules.stripeCheckout.pattern, { source: 'aws.s3', 'detail-type': 'checkout.session.completed' })).toBe(false);
  });
});

describe('the local event bus', () => {
  afterAll(removeScratchDirs);

  const rules = {
    paid: {
      description: '',
      bus: 'stripe' as const,
      pattern: { source: [{ prefix: 'aws.partner/stripe.com' }], 'detail-type': ['checkout.session.completed'] },
      targets: ['pay'],
      grants: {},
    },
  };

  it('delivers a matching event in the EventBridge envelope', async () => {
    const received: unknown[] = [];
    const bus = createEventBus({ rules, loadTarget: async () => async (e) => received.push(e), deadLetterDir: scratchDir('dlq-') });
    const [id] = bus.putEvents([{ Source: 'aws.partner/stripe.com/x', DetailType: 'checkout.session.completed', Detail: '{"id":"evt_1"}' }]);
    bus.putEvents([{ Source: 'aws.partner/stripe.com/x', DetailType: 'invoice.paid', Detail: '{}' }]);
    await bus.drain();
    expect(received).toEqual([
      expect.objectContaining({ id, version: '0', 'detail-type': 'checkout.session.completed', source: 'aws.partner/stripe.com/x', detail: { id: 'evt_1' } }),
    ]);
  });

  it('retries a failing target and then keeps the event as a dead letter', async () => {
    const dir = scratchDir('dlq-');
    let calls = 0;
    const bus = createEventBus({
      rules,
      retryAttempts: 2,
      deadLetterDir: dir,
      loadTarget: async () => async () => {
        calls++;
        throw new Error('boom');
      },
    });
    bus.putEvents([{ Source: 'aws.partner/stripe.com/x', DetailType: 'checkout.session.completed', Detail: '{}' }]);
    await bus.drain();
    expect(calls).toBe(3);
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(join(dir, file!), 'utf8'))).toMatchObject({ rule: 'paid', target: 'pay', error: 'Error: boom' });
  });
});
