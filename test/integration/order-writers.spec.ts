/**
 * Two writers of one order at once, through the local gateway: each pair ends with both changes or
 * with one clean 409, never with one change silently undone by the other. Every write to the order
 * is made on the version it read and bumps it (functions/data/orders.ts), so a staff save checked
 * against an older version is refused even when the change in between was Step 2, the payment, an
 * add-on or a refund; the writes the shop makes on its own read the order again and land after a
 * person's. The photo counts are written apart from the version, so uploads never make a staff
 * save fail. Each pair is run once in a set order (the staff page read before the other write) and
 * once at the same moment.
 */
import { proofMessages } from '../../shared/proofs';
import { staffMessages } from '../../shared/staff-orders';
import { orderWithEditors, orderWithPhotoUploaded, uploadSpreads, versionOf } from '../support/editing';
import { newCustomer, signIn, type Person } from '../support/identity';
import { payOrder } from '../support/payments';
import { address, luxAlbum, paidOrder } from '../support/photos';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

type OrderRef = { _id: string; user: string };
let customer: Person;
let employee: Person;
let editor: Person;
let admin: Person;

beforeAll(async () => {
  useLocalCloudEnvironment();
  [customer, employee, editor, admin] = await Promise.all([
    newCustomer('Wendy'),
    signIn('employee@shop.test'),
    signIn('editor@shop.test'),
    signIn('admin@shop.test'),
  ]);
});

const staffOrder = async (orderId: string) => (await api('GET', `/staff/orders/${orderId}`, { token: employee.idToken })).body;
const setStatus = (order: OrderRef, body: object) => api('PUT', `/orders/${order.user}/${order._id}/status-update`, { token: employee.idToken, body });
const stepTwo = (order: OrderRef) => api('POST', `/orders/${order.user}/${order._id}/uploads-complete`, { token: customer.idToken });
const refund = (order: OrderRef, version: number) => api('POST', `/orders/${order.user}/${order._id}/refund`, { token: admin.idToken, body: { version } });
const answer = (order: OrderRef, lineId: string) =>
  api('POST', `/orders/${order.user}/${order._id}/proof-answer`, { token: customer.idToken, body: { decision: 'approve', rounds: { [lineId]: 1 } } });
const notes = (order: { statusHistory: { note?: string }[] }) => order.statusHistory.map((e) => e.note);
const statuses = (order: { statusHistory: { status: string }[] }) => order.statusHistory.map((e) => e.status);

async function placeOrder(cartItems: unknown[] = [luxAlbum]): Promise<OrderRef> {
  const placed = await api('POST', `/orders/${customer.sub}/new-order`, {
    token: customer.idToken,
    body: { cartItems, shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  expect(placed.status).toBe(201);
  return { _id: placed.body.orderId, user: customer.sub };
}

/**
 * Opens the order's checkout session and answers the card provider's "session completed" event
 * for it, to deliver when the test says, through the payment event's own handler.
 */
async function paymentEventFor(order: OrderRef) {
  const { sessionId } = (await api('POST', `/orders/${customer.sub}/stripe-create-checkout`, { token: customer.idToken, body: { orderId: order._id } })).body;
  const stored = await (
    await fetch(`${endpoints().stripe}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: 'Bearer sk_test_local_shop' } })
  ).json();
  const event = {
    id: `evt_writers_${order._id}`,
    type: 'checkout.session.completed',
    data: { object: { ...stored, status: 'complete', payment_status: 'paid' } },
  };
  const { handleStripeEvent } = await import('../../functions/payments/lib/fulfil');
  const { createLogger } = await import('../../functions/kit/logger');
  return () => handleStripeEvent(event, createLogger());
}

async function indexed(index: 'gsi2' | 'gsi3', pk: string, orderId: string): Promise<boolean> {
  const { queryIndex } = await import('../../functions/data/query');
  return (await queryIndex<{ _id: string }>({ index, pk })).some((o) => o._id === orderId);
}
const onBoard = (orderId: string) => indexed('gsi2', 'OUTSTANDING', orderId);
const inEditingQueue = (orderId: string) => indexed('gsi3', 'EDITING', orderId);

describe('a staff status change and Step 2', () => {
  it('refuses the staff change made on the version read before Step 2, and the order stays with the editors', async () => {
    const order = await orderWithPhotoUploaded(customer);
    const read = await versionOf(employee, order._id);
    expect(await stepTwo(order)).toMatchObject({ status: 200, body: { status: 'Sent to editing team' } });
    expect(await setStatus(order, { status: 'Manufacturing', version: read })).toMatchObject({ status: 409, body: { message: staffMessages.versionConflict } });
    expect((await staffOrder(order._id)).status).toBe('Sent to editing team');
    expect(await inEditingQueue(order._id)).toBe(true);
  });

  it('at the same moment, ends with both changes or the staff change refused, and the photos with the studio', async () => {
    const order = await orderWithPhotoUploaded(customer);
    const read = await versionOf(employee, order._id);
    const [staff, step2] = await Promise.all([
      setStatus(order, { status: 'Awaiting user images', note: 'Called about the photos', version: read }),
      stepTwo(order),
    ]);
    // Step 2 lands either way: on the order as staff left it (still awaiting the photos), or first.
    expect(step2.status).toBe(200);
    expect([200, 409]).toContain(staff.status);
    const now = await staffOrder(order._id);
    expect(now).toMatchObject({ status: 'Sent to editing team', version: read + (staff.status === 200 ? 2 : 1) });
    expect(notes(now).filter((n: unknown) => n === 'Photos uploaded')).toHaveLength(1);
    expect(notes(now).includes('Called about the photos')).toBe(staff.status === 200);
    expect(await inEditingQueue(order._id)).toBe(true);
  });
});

describe('a staff status change and the payment event', () => {
  it('refuses the staff change made on the version read before the payment, and the paid order stays on the board', async () => {
    const order = await placeOrder();
    const deliver = await paymentEventFor(order);
    const read = await versionOf(employee, order._id);
    expect(await deliver()).toBe('changed');
    expect(await setStatus(order, { status: 'Editing started', version: read })).toMatchObject({
      status: 409,
      body: { message: staffMessages.versionConflict },
    });
    expect(await staffOrder(order._id)).toMatchObject({ paymentStatus: 'paid', status: 'Awaiting user images' });
    expect(await onBoard(order._id)).toBe(true);
  });

  it('at the same moment, ends paid and on the board, with the staff change recorded or refused', async () => {
    const order = await placeOrder();
    const deliver = await paymentEventFor(order);
    const read = await versionOf(employee, order._id);
    const [staff, settled] = await Promise.all([setStatus(order, { status: 'Editing started', version: read }), deliver()]);
    expect(settled).toBe('changed');
    expect([200, 409]).toContain(staff.status);
    const now = await staffOrder(order._id);
    expect(now).toMatchObject({ paymentStatus: 'paid', status: staff.status === 200 ? 'Editing started' : 'Awaiting user images' });
    expect(notes(now)).toContain('Payment received');
    expect(await onBoard(order._id)).toBe(true);
    expect(await inEditingQueue(order._id)).toBe(staff.status === 200);
  });
});

describe('an add-on paid for an album and a staff change of its order', () => {
  async function albumAndAddOnOrder() {
    const album = await paidOrder(customer, [luxAlbum]);
    const forAlbum = { in: 'order', orderId: album._id, lineId: album.albums[0]!._id };
    const addOnOrder = await placeOrder([{ kind: 'albumRevision', productName: 'Album Revision', revisions: 1, forAlbum }]);
    return { album, deliver: await paymentEventFor(addOnOrder) };
  }

  it("refuses the staff change made on the version read before the add-on reached the album's order", async () => {
    const { album, deliver } = await albumAndAddOnOrder();
    const read = await versionOf(employee, album._id);
    expect(await deliver()).toBe('changed');
    expect(await setStatus(album, { status: 'Manufacturing', version: read })).toMatchObject({ status: 409, body: { message: staffMessages.versionConflict } });
    expect(await staffOrder(album._id)).toMatchObject({ status: 'Awaiting user images', albums: [expect.objectContaining({ revisionsBought: 1 })] });
  });

  it('at the same moment, ends with the add-on on the album, once, and the staff change recorded or refused', async () => {
    const { album, deliver } = await albumAndAddOnOrder();
    const read = await versionOf(employee, album._id);
    const [staff, settled] = await Promise.all([setStatus(album, { status: 'Manufacturing', version: read }), deliver()]);
    expect(settled).toBe('changed');
    expect([200, 409]).toContain(staff.status);
    const now = await staffOrder(album._id);
    expect(now).toMatchObject({
      status: staff.status === 200 ? 'Manufacturing' : 'Awaiting user images',
      albums: [expect.objectContaining({ revisionsBought: 1 })],
    });
    expect(now.appliedAddOns).toHaveLength(1);
  });
});

describe('a refund and a staff status change', () => {
  async function paidByCard() {
    const order = await placeOrder();
    await payOrder(customer, order._id);
    return order;
  }
  const refundsAtTheCardProvider = async (orderId: string) => {
    const get = (path: string) => fetch(`${endpoints().stripe}${path}`, { headers: { authorization: 'Bearer sk_test_local_shop' } }).then((r) => r.json());
    const session = await get(`/v1/checkout/sessions/${(await staffOrder(orderId)).paidSessionId}`);
    return (await get(`/v1/refunds?payment_intent=${session.payment_intent}`)).data as unknown[];
  };

  it('refuses the staff change made on the version read before the refund, and the order stays cancelled', async () => {
    const order = await paidByCard();
    const read = await versionOf(employee, order._id);
    expect(await refund(order, read)).toMatchObject({ status: 200, body: { status: 'Cancelled' } });
    expect(await setStatus(order, { status: 'Manufacturing', version: read })).toMatchObject({ status: 409, body: { message: staffMessages.versionConflict } });
    expect(await staffOrder(order._id)).toMatchObject({ status: 'Cancelled', refund: { refundId: expect.stringMatching(/^re_/) } });
  });

  it('at the same moment, ends with both recorded, or one refused before anything changed; the money goes back at most once', async () => {
    const order = await paidByCard();
    const read = await versionOf(employee, order._id);
    const [change, refunded] = await Promise.all([setStatus(order, { status: 'Manufacturing', version: read }), refund(order, read)]);
    expect([change.status, refunded.status]).not.toEqual([409, 409]);
    for (const res of [change, refunded]) if (res.status !== 200) expect(res).toMatchObject({ status: 409, body: { message: staffMessages.versionConflict } });
    const now = await staffOrder(order._id);
    if (refunded.status === 200) {
      // The refund read the order before the change landed: the money went back, so it is recorded after it.
      expect(now).toMatchObject({ status: 'Cancelled', refund: { refundId: refunded.body.refund.refundId } });
      expect(statuses(now).includes('Manufacturing')).toBe(change.status === 200);
      expect(await refundsAtTheCardProvider(order._id)).toHaveLength(1);
      expect(await onBoard(order._id)).toBe(false);
    } else {
      expect(now.status).toBe('Manufacturing');
      expect(now.refund).toBeUndefined();
      expect(await refundsAtTheCardProvider(order._id)).toEqual([]);
    }
  });
});

describe('the editor sending the proof and the customer answering it', () => {
  it('takes one answer, to the proof the order shows, and refuses the others cleanly', async () => {
    const order = await orderWithEditors(customer);
    const lineId = order.albums[0]!._id;
    await uploadSpreads(editor, order, lineId, ['spread-1.png']);
    const read = await versionOf(editor, order._id);
    let sending = true;
    const sent = api('PUT', `/orders/editors/${order.user}/${order._id}/status`, {
      token: editor.idToken,
      body: { status: 'Waiting for client approval', version: read },
    }).finally(() => (sending = false));
    // The customer answers while the proof goes out, and once more after.
    const answers: ReturnType<typeof answer>[] = [];
    while (sending && answers.length < 8) {
      answers.push(answer(order, lineId));
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await sent).status).toBe(200);
    answers.push(answer(order, lineId));
    const answered = await Promise.all(answers);
    expect(answered.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answered.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([proofMessages.notWaiting, proofMessages.proofChanged, staffMessages.versionConflict]).toContain(refused.body.message);
    }
    const now = await staffOrder(order._id);
    expect(now).toMatchObject({ status: 'album-approved', version: read + 2 });
    expect(statuses(now).slice(-2)).toEqual(['Waiting for client approval', 'album-approved']);
    const proof = (await api('GET', `/orders/${customer.sub}/${order._id}/proof`, { token: customer.idToken })).body;
    expect(proof.lines[0].rounds).toEqual([
      expect.objectContaining({ round: 1, sentAt: expect.any(String), answer: expect.objectContaining({ decision: 'approved' }) }),
    ]);
  });
});

describe('writes apart from the version', () => {
  it('photo signings and a gallery name never make a staff save fail, and a staff save keeps their counts', async () => {
    const order = await paidOrder(customer, [luxAlbum]);
    const lineId = order.albums[0]!._id;
    const photo = (name: string) => ({ fileName: name, mimeType: 'image/png', size: 1000 });
    const sign = (i: number) =>
      api('POST', `/galleries/user/${customer.sub}/${order._id}`, { token: customer.idToken, body: { lineId, images: [photo(`p${i}.png`)] } });
    const gallery = () =>
      api('POST', `/gallery/${customer.sub}/${order._id}`, { token: customer.idToken, body: { orderName: 'Our wedding', images: [photo('g.png')] } });

    // Read, then photos signed, then saved on the version read.
    const read = await versionOf(employee, order._id);
    expect((await Promise.all([sign(0), sign(1), gallery()])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await setStatus(order, { status: 'Awaiting user images', note: 'Reminded the customer', version: read })).status).toBe(200);
    // And at the same moment.
    const [staff, ...signed] = await Promise.all([
      setStatus(order, { status: 'Awaiting user images', note: 'Reminded again', version: read + 1 }),
      sign(2),
      sign(3),
      sign(4),
    ]);
    expect([staff.status, ...signed.map((r) => r.status)]).toEqual([200, 200, 200, 200]);
    expect(await staffOrder(order._id)).toMatchObject({ version: read + 2, imageCounts: { [lineId]: 5, gallery: 1 }, galleryName: 'Our wedding' });
  });
});
