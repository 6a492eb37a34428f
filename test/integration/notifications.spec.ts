/**
 * Email from events: every change that emails someone answers once its write holds, whatever the
 * mail provider does; a message it refuses is retried, dead-lettered and sent by a redrive, once;
 * and an event delivered again sends nothing more. The local SES refuses this file's customer's
 * mail and the studio's about this file's orders and callback (their subjects name them), leaving
 * everyone else's mail alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { redriveLocal } from '../../infra/redrive';
import { orderAtStudioWithPhotos, setEditingStatus, uploadSpreads, versionOf } from '../support/editing';
import { newCustomer, signIn, type Person } from '../support/identity';
import { deliveriesSettled, messagesTo, type OutboxMessage } from '../support/outbox';
import { payOrder } from '../support/payments';
import { address, luxAlbum } from '../support/photos';
import { api, endpoints, testRuntimeDir, useLocalCloudEnvironment } from '../support/runtime';

const STUDIO = 'studio@lumiere-albums.test';
let customer: Person;
let admin: Person;
let editor: Person;

beforeAll(async () => {
  useLocalCloudEnvironment();
  [customer, admin, editor] = await Promise.all([newCustomer('Mila'), signIn('admin@shop.test'), signIn('editor@shop.test')]);
});

const until = async (what: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  for (const end = Date.now() + timeoutMs; !(await what());) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};
const rejectMail = async ({ to, about }: { to: string[]; about: string[] }) => {
  const put = (what: string, list: string[]) => fetch(`${endpoints().ses}/_local/rejected-${what}`, { method: 'PUT', body: JSON.stringify(list) });
  expect((await put('recipients', to)).status).toBe(204);
  expect((await put('subjects', about)).status).toBe(204);
};

interface DeadLetter {
  rule: string;
  target: string;
  attempts: number;
  event: { id: string; source: string; 'detail-type': string; detail: { orderId?: string; callbackId?: string } };
}
const deadLetters = (): DeadLetter[] =>
  existsSync(endpoints().deadLetters)
    ? readdirSync(endpoints().deadLetters)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(endpoints().deadLetters, f), 'utf8')) as DeadLetter)
    : [];

/** Every message of the outbox whose subject names one of `texts`. */
const mailAbout = (texts: string[]): OutboxMessage[] =>
  [customer.email, STUDIO].flatMap((to) => messagesTo(to)).filter((m) => texts.some((text) => m.subject.includes(text)));

it('answers every change that sends email once it is saved when the mail provider refuses, and sends each message once after a redrive', async () => {
  const caller = `Failmail${Date.now()}`;
  await rejectMail({ to: [customer.email], about: [caller] });
  try {
    await refusedMailStillAnswers(caller);
  } finally {
    await rejectMail({ to: [], about: [] });
  }
});

async function refusedMailStillAnswers(caller: string) {
  // Step 2 is the last step of making the order: it answers, and its email is refused.
  const atStudio = await orderAtStudioWithPhotos(customer);
  const placed = await api('POST', `/orders/${customer.sub}/new-order`, {
    token: customer.idToken,
    body: { cartItems: [luxAlbum], shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  const refunded = (await api('GET', `/orders/${customer.sub}/${placed.body.orderId}`, { token: customer.idToken })).body as {
    _id: string;
    orderNumber: string;
  };
  const about = [atStudio.orderNumber, refunded.orderNumber, caller];
  const lineId = atStudio.albums[0]!._id;
  const orderPath = (order: { _id: string }) => `/orders/${customer.sub}/${order._id}`;
  const setStatus = async (body: Record<string, unknown>) =>
    api('PUT', `${orderPath(atStudio)}/status-update`, { token: admin.idToken, body: { ...body, version: await versionOf(admin, atStudio._id) } });

  await rejectMail({ to: [customer.email], about });
  // Each answers as it would with the mail working: the change is saved and the email is not waited for.
  expect((await api('POST', `${orderPath(atStudio)}/cancellation-request`, { token: customer.idToken, body: { reason: 'Second thoughts' } })).status).toBe(200);
  await uploadSpreads(editor, atStudio, lineId, ['spread-1.png']);
  expect((await setEditingStatus(editor, atStudio, 'Waiting for client approval')).status).toBe(200);
  const answer = await api('POST', `${orderPath(atStudio)}/proof-answer`, {
    token: customer.idToken,
    body: { decision: 'approve', rounds: { [lineId]: 1 } },
  });
  expect(answer).toMatchObject({ status: 200, body: { status: 'album-approved' } });
  expect((await setStatus({ status: 'Manufacturing' })).status).toBe(200);
  const shipped = await setStatus({ status: 'Shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
  expect(shipped).toMatchObject({ status: 200, body: { status: 'Shipped' } });
  await payOrder(customer, refunded._id);
  const refund = await api('POST', `${orderPath(refunded)}/refund`, { token: admin.idToken, body: { version: await versionOf(admin, refunded._id) } });
  expect(refund).toMatchObject({ status: 200, body: { status: 'Cancelled' } });
  const callback = await api('POST', '/request-callback', {
    body: { firstName: caller, lastName: 'Lane', email: 'lane@example.com', phone: '5550001111', message: 'Please call' },
  });
  expect(callback.status).toBe(201);

  // The notifications function tried each three times, then gave it to the dead letters.
  const mine = () =>
    deadLetters().filter((l) => [atStudio._id, refunded._id].includes(l.event.detail.orderId ?? '') || l.event.detail.callbackId === callback.body._id);
  const expected = [
    'Uploads completed',
    'Cancellation requested',
    'Proof sent',
    'Proof answered',
    'Order status changed',
    'Order shipped',
    'Order paid',
    'Refund issued',
    'Callback requested',
  ];
  await until(() => mine().length === expected.length);
  expect(mine().map((l) => l.event['detail-type'])).toEqual(expect.arrayContaining(expected));
  for (const letter of mine())
    expect(letter).toMatchObject({ rule: 'notifications', target: 'notifications/send-notification', attempts: 3, event: { source: 'lumiere.shop' } });
  expect(mailAbout(about)).toEqual([]);
  // What was saved stands.
  const stored = (await api('GET', orderPath(atStudio), { token: customer.idToken })).body;
  expect(stored).toMatchObject({ status: 'Shipped', cancellationRequest: { reason: 'Second thoughts' } });

  await rejectMail({ to: [], about: [] });
  const events = mine().map((l) => l.event);
  expect(await redriveLocal(testRuntimeDir, { rule: 'notifications', events: new Set(events.map((e) => e.id)) })).toBe(expected.length);
  await until(() => mailAbout(about).length === expected.length);
  expect(mine()).toEqual([]);
  const subjects = mailAbout(about).map((m) => m.subject);
  expect(subjects.sort()).toEqual(
    [
      `We have your photos for order ${atStudio.orderNumber}`,
      `Order ${atStudio.orderNumber}: Mila Tester asks to cancel`,
      `Your order ${atStudio.orderNumber} is ready for your approval`,
      `Order ${atStudio.orderNumber}: Mila Tester approved the album design`,
      // The step the event announced, though the order has moved on since.
      `Your order ${atStudio.orderNumber} is being made`,
      `Your order ${atStudio.orderNumber} has shipped`,
      `Your order ${refunded.orderNumber} is confirmed`,
      `Your order ${refunded.orderNumber} has been cancelled`,
      `Callback request from ${caller} Lane`,
    ].sort(),
  );

  // Delivered again (EventBridge delivers at least once; a redrive may replay one that went): nothing more is sent.
  const { events: eventsEndpoint } = endpoints();
  const lambda = new LambdaClient({ endpoint: eventsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  for (const event of events)
    await lambda.send(new InvokeCommand({ FunctionName: 'notifications/send-notification', InvocationType: 'Event', Payload: JSON.stringify(event) }));
  lambda.destroy();
  await deliveriesSettled();
  expect(mailAbout(about)).toHaveLength(expected.length);
  expect(mine()).toEqual([]);
}

it('keeps each email’s HTML beside its JSON in the outbox, with the text version in the JSON', async () => {
  const before = messagesTo(STUDIO).length;
  const caller = `Outbox${Date.now()}`;
  await api('POST', '/request-callback', { body: { firstName: caller, lastName: 'Lane', email: 'lane@example.com', phone: '5550001111', message: 'Hello' } });
  await until(() =>
    messagesTo(STUDIO)
      .slice(before)
      .some((m) => m.subject.includes(caller)),
  );
  const message = messagesTo(STUDIO)
    .slice(before)
    .find((m) => m.subject.includes(caller))!;
  expect(message.htmlFile).toBe(message.file.replace(/\.json$/, '.html'));
  const html = readFileSync(join(endpoints().dataDir, 'outbox', message.htmlFile!), 'utf8');
  expect(html).toMatch(/^<!DOCTYPE html/);
  expect(html).toContain('Lumière Albums');
  // Links to the local shop's own site, written out in full.
  expect(html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/admin\/request-callback"/);
  expect(message.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/admin\/request-callback/);
});

it('words the sign-up code in the shop’s look, through the user pool’s CustomMessage trigger', async () => {
  const person = await newCustomer('Cora');
  const [code] = messagesTo(person.email);
  expect(code).toMatchObject({ subject: 'Your Lumière Albums verification code', htmlFile: expect.stringMatching(/\.html$/) });
  expect(code!.text).toMatch(/enter this code where you signed up:\s+\d{6}\b/);
  const html = readFileSync(join(endpoints().dataDir, 'outbox', code!.htmlFile!), 'utf8');
  expect(html).toContain('Lumière Albums');
  expect(html).not.toContain('{####}');
});
