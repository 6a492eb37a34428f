/**
 * A change whose event the bus does not take still stands, and its request answers as usual: the
 * handlers run in this process, as the HTTP API calls them, with EventBridge pointed at an address
 * where nothing answers (so every PutEvents fails, after the SDK's retries); the table and the
 * people are the local cloud's. Only the email that event would have sent is lost, which the
 * function logs with the event and counts (functions/kit/shop-events.ts).
 */
import { callHttpHandler, httpApiEvent } from '../support/http-api';
import { newCustomer, type Person } from '../support/identity';
import { deliveriesSettled, messagesTo } from '../support/outbox';
import { edgePrint, paidOrder } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';

let person: Person;

beforeAll(async () => {
  person = await newCustomer('Ulla');
  useLocalCloudEnvironment();
  // The discard port: nothing listens, every connection is refused.
  process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = 'http://127.0.0.1:9';
});

it('cannot publish here: the kit answers false, and throws nothing', async () => {
  const { publish } = await import('../../functions/kit/shop-events');
  const { createLogger } = await import('../../functions/kit/logger');
  await expect(publish('callbackRequested', { callbackId: 'nobody' }, createLogger())).resolves.toBe(false);
});

it('saves a callback request and answers 201 though its announcement fails, and the studio is not emailed', async () => {
  const { handler } = await import('../../functions/callbacks/request-callback');
  const caller = `Unannounced${Date.now()}`;
  const body = { firstName: caller, lastName: 'Lane', email: 'lane@example.com', phone: '5550001111', message: 'Please call' };
  const res = await callHttpHandler(handler, httpApiEvent({ routeKey: 'POST /request-callback', body: JSON.stringify(body) }));
  expect(res.status).toBe(201);
  const { getCallback } = await import('../../functions/data/callbacks');
  expect(await getCallback(res.body._id)).toMatchObject({ firstName: caller, currentStatus: 'New' });
  await deliveriesSettled();
  expect(messagesTo('studio@lumiere-albums.test').filter((m) => m.subject.includes(caller))).toEqual([]);
});

it('records a cancellation request and answers 200 though its announcement fails', async () => {
  const order = await paidOrder(person, [edgePrint]);
  const { handler } = await import('../../functions/orders/request-cancellation');
  const res = await callHttpHandler(
    handler,
    httpApiEvent({
      routeKey: 'POST /orders/{userId}/{orderId}/cancellation-request',
      sub: person.sub,
      params: { userId: person.sub, orderId: order._id },
      body: JSON.stringify({ reason: 'Ordered twice' }),
    }),
  );
  expect(res).toMatchObject({ status: 200, body: { cancellationRequest: { reason: 'Ordered twice' } } });
  // What the customer reads back through the API, as saved.
  const read = await api('GET', `/orders/${person.sub}/${order._id}`, { token: person.idToken });
  expect(read.body.cancellationRequest).toMatchObject({ reason: 'Ordered twice' });
});
