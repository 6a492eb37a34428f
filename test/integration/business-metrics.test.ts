/**
 * Business metrics leave a function as CloudWatch embedded-metric-format lines on stdout
 * (Powertools Metrics, functions/kit/metrics.ts): a paid order is counted once in OrdersPaid,
 * a failed payment in PaymentFailures.
 */
import { newCustomer, type Person } from '../support/identity';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const address = { street: '9 Pine Rd', city: 'Boise', state: 'ID', zip: '83702' };

let person: Person;
let stdout: string[];

beforeAll(async () => {
  person = await newCustomer('Mira');
  useLocalCloudEnvironment();
  // As in Lambda: not in development mode, so Powertools writes its metric lines to stdout.
  process.env.POWERTOOLS_DEV = 'false';
});
beforeEach(() => {
  stdout = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (stdout.push(String(chunk)), true));
});
afterEach(() => jest.restoreAllMocks());

/** A pending order with an open Checkout Session, as the local card provider holds it. */
async function orderInCheckout() {
  const { orderId } = (
    await api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
    })
  ).body as { orderId: string };
  const { sessionId } = (await api('POST', `/orders/${person.sub}/stripe-create-checkout`, { token: person.idToken, body: { orderId } })).body as {
    sessionId: string;
  };
  const session = await fetch(`${endpoints().stripe}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: 'Bearer sk_test_local_shop' } }).then(
    (r) => r.json(),
  );
  return { orderId, session: session as Record<string, unknown> };
}

/** The embedded-metric-format documents written to stdout, with the values they carry. */
const metricLines = () =>
  stdout
    .flatMap((chunk) => chunk.split('\n'))
    .filter((l) => l.includes('"_aws"'))
    .map((l) => JSON.parse(l) as Record<string, any>);
const counted = (name: string) =>
  metricLines().filter((m) =>
    m._aws.CloudWatchMetrics.some((d: { Namespace: string; Metrics: { Name: string }[] }) => d.Namespace === 'Shop' && d.Metrics.some((x) => x.Name === name)),
  );

it('counts a paid order once in OrdersPaid, however often the news arrives', async () => {
  const { handleStripeEvent } = await import('../../functions/payments/lib/fulfil');
  const { createLogger } = await import('../../functions/kit/logger');
  const { orderId, session } = await orderInCheckout();
  const paid = { ...session, payment_status: 'paid', status: 'complete' };
  const event = (id: string) => ({ id, type: 'checkout.session.completed', data: { object: paid } });

  expect(await handleStripeEvent(event(`evt_metric_${orderId}`), createLogger())).toBe('changed');
  expect(await handleStripeEvent(event(`evt_metric_again_${orderId}`), createLogger())).toBe('unchanged');

  const lines = counted('OrdersPaid');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ OrdersPaid: 1, service: 'shop' });
  expect(lines[0]!._aws.CloudWatchMetrics[0].Metrics).toEqual([{ Name: 'OrdersPaid', Unit: 'Count' }]);
  expect(counted('PaymentFailures')).toHaveLength(0);
});

it('counts a failed payment in PaymentFailures', async () => {
  const { handleStripeEvent } = await import('../../functions/payments/lib/fulfil');
  const { createLogger } = await import('../../functions/kit/logger');
  const { orderId, session } = await orderInCheckout();
  const event = { id: `evt_failed_${orderId}`, type: 'checkout.session.async_payment_failed', data: { object: { ...session, payment_status: 'unpaid' } } };

  expect(await handleStripeEvent(event, createLogger())).toBe('changed');
  expect(counted('PaymentFailures')).toEqual([expect.objectContaining({ PaymentFailures: 1 })]);
  expect(counted('OrdersPaid')).toHaveLength(0);
});
