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

describe('the local bus settled', () => {
  afterAll(removeScratchDirs);

  it('answers once the deliveries under way have run, retries included, and waits for none sent after', async () => {
    const rules = {
      paid: { description: '', bus: 'stripe' as const, pattern: { source: [{ prefix: 'shop' }] }, targets: ['pay'], grants: {} },
    };
    const held = new Map<string, () => void>();
    const ran: string[] = [];
    let failures = 1;
    const bus = createEventBus({
      rules,
      deadLetterDir: scratchDir('dlq-'),
      loadTarget: async () => async (e) => {
        const { n } = e.detail as { n: string };
        await new Promise<void>((resolve) => held.set(n, resolve));
        if (n === 'first' && failures-- > 0) throw new Error('once');
        ran.push(n);
      },
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    bus.putEvents([{ Source: 'shop', DetailType: 'x', Detail: '{"n":"first"}' }]);
    let settled = false;
    const answered = bus.settled().then(() => (settled = true));
    bus.putEvents([{ Source: 'shop', DetailType: 'x', Detail: '{"n":"later"}' }]);
    // The first delivery fails once: settled waits for its retry too.
    await turn();
    held.get('first')!();
    await turn();
    expect(settled).toBe(false);
    held.get('first')!();
    await answered;
    // The later one is still held, and was not waited for.
    expect(ran).toEqual(['first']);
    held.get('later')!();
    await bus.drain();
    expect(ran).toEqual(['first', 'later']);
  });

  it('answers at once when nothing is under way', async () => {
    const bus = createEventBus({ rules: {}, deadLetterDir: scratchDir('dlq-'), loadTarget: async () => async () => undefined });
    await expect(bus.settled()).resolves.toBeUndefined();
  });
});

describe('a scheduled rule on the local bus', () => {
  afterEach(() => jest.useRealTimers());

  it('raises its Scheduled Event to its targets on its interval, as EventBridge does, until stopped', async () => {
    jest.useFakeTimers();
    const received: { 'detail-type': string; source: string; resources: string[] }[] = [];
    const bus = createEventBus({
      rules: { lapsedPlaces: { description: '', bus: 'default' as const, schedule: { minutes: 15 }, targets: ['release'], grants: {} } },
      loadTarget: async () => async (e) => received.push(e as never),
      deadLetterDir: scratchDir('dlq-'),
    });
    const stop = bus.startSchedules();
    await jest.advanceTimersByTimeAsync(14 * 60_000);
    expect(received).toEqual([]);
    await jest.advanceTimersByTimeAsync(16 * 60_000);
    expect(received).toEqual([
      expect.objectContaining({ 'detail-type': 'Scheduled Event', source: 'aws.events', resources: [expect.stringContaining('rule/lapsedPlaces')] }),
      expect.objectContaining({ 'detail-type': 'Scheduled Event' }),
    ]);
    stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(received).toHaveLength(2);
    // No event a pattern would match reaches it.
    bus.putEvents([{ Source: 'aws.events', DetailType: 'Scheduled Event', Detail: '{}' }]);
    await bus.drain();
    expect(received).toHaveLength(2);
  });
});
