/**
 * The editors' dashboard and the proof review through the local gateway: the queue and
 * its counts, who reaches which order, the rule that sends the proof only once every album has
 * its design, revision rounds, the customer's answer (once, on the proof they saw) and the lock.
 */
import { proofMessages } from '../../shared/proofs';
import { luxAlbum } from '../support/photos';
import { editorPath, orderWithEditors, printFilePartSent, setEditingStatus, uploadSpreads, versionOf } from '../support/editing';
import { newCustomer, signIn, type Person } from '../support/identity';
import { paidOrder } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';

let customer: Person;
let editor: Person;
let admin: Person;

beforeAll(async () => {
  useLocalCloudEnvironment();
  [customer, editor, admin] = await Promise.all([newCustomer('Edda'), signIn('editor@shop.test'), signIn('admin@shop.test')]);
});

const proofOf = async (order: { _id: string }) => (await api('GET', `/orders/${customer.sub}/${order._id}/proof`, { token: customer.idToken })).body;
const answer = (order: { _id: string }, body: unknown) => api('POST', `/orders/${customer.sub}/${order._id}/proof-answer`, { token: customer.idToken, body });

/** An order whose proof (one album, spreads 1 to 3) waits for the customer. */
async function proofWithCustomer(revisionsBought = 0) {
  const order = await orderWithEditors(customer);
  if (revisionsBought) {
    const { db, tableName } = await import('../../functions/data/client');
    const { UpdateCommand } = await import('../../functions/kit/dynamodb');
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ORDER#${order._id}`, sk: 'ORDER' },
        UpdateExpression: 'SET albums[0].revisionsBought = :n',
        ExpressionAttributeValues: { ':n': revisionsBought },
      }),
    );
  }
  const { spreads } = await uploadSpreads(editor, order, order.albums[0]!._id, ['spread-1.png', 'spread-2.png', 'spread-3.png']);
  expect((await setEditingStatus(editor, order, 'Waiting for client approval')).status).toBe(200);
  return { order, lineId: order.albums[0]!._id, spreads };
}

describe('the editing queue', () => {
  it('lists orders with the editors and counts them; leaves out orders still waiting for photos', async () => {
    const [withEditors, waiting] = await Promise.all([orderWithEditors(customer), paidOrder(customer, [luxAlbum])]);
    const res = await api('GET', `/orders/editors/${editor.sub}`, { token: editor.idToken });
    expect(res.status).toBe(200);
    const ids = res.body.orders.map((o: { _id: string }) => o._id);
    expect(ids).toContain(withEditors._id);
    expect(ids).not.toContain(waiting._id);
    const active = res.body.orders.filter((o: { status: string }) => ['Sent to editing team', 'Editing started', 'album-approved'].includes(o.status)).length;
    expect(res.body.counts.active).toBe(active);
  });

  it('lets an editor read only their own queue', async () => {
    const res = await api('GET', `/orders/editors/${admin.sub}`, { token: editor.idToken });
    expect(res).toMatchObject({ status: 403, body: { message: proofMessages.notYourQueue } });
  });

  it('keeps editors away from orders outside the queue; an Admin may read them but change nothing', async () => {
    const waiting = await paidOrder(customer, [luxAlbum]);
    const body = { lineId: waiting.albums[0]!._id, spreads: [{ fileName: 'a.png', mimeType: 'image/png', size: 100 }] };
    expect((await api('GET', editorPath(waiting), { token: editor.idToken })).status).toBe(403);
    expect((await api('POST', editorPath(waiting), { token: editor.idToken, body })).status).toBe(403);
    expect((await api('GET', editorPath(waiting), { token: admin.idToken })).status).toBe(200);
    expect(await api('POST', editorPath(waiting), { token: admin.idToken, body })).toMatchObject({ status: 409, body: { message: proofMessages.notInQueue } });
  });

  it('refuses a status change made on an older version of the order', async () => {
    const order = await orderWithEditors(customer);
    const version = await versionOf(editor, order._id);
    const change = (status: string) => api('PUT', `/orders/editors/${customer.sub}/${order._id}/status`, { token: editor.idToken, body: { status, version } });
    expect((await change('Editing started')).status).toBe(200);
    expect((await change('Sent to editing team')).status).toBe(409);
  });
});

describe('sending the proof once designs are in for every album', () => {
  it('waits for the design of every album, and for every spread to arrive', async () => {
    const order = await orderWithEditors(customer, [luxAlbum, luxAlbum]);
    const [first, second] = order.albums.map((a) => a._id);
    await uploadSpreads(editor, order, first!, ['spread-1.png']);
    expect(await setEditingStatus(editor, order, 'Waiting for client approval')).toMatchObject({ status: 409, body: { message: proofMessages.designsNotIn } });
    // Signed but never sent to S3.
    await api('POST', editorPath(order), {
      token: editor.idToken,
      body: { lineId: second, spreads: [{ fileName: 'lost.png', mimeType: 'image/png', size: 100 }] },
    });
    expect(await setEditingStatus(editor, order, 'Waiting for client approval')).toMatchObject({
      status: 400,
      body: { message: proofMessages.spreadsMissing(['lost.png']) },
    });
    await uploadSpreads(editor, order, second!, ['lost.png']);
    expect(await setEditingStatus(editor, order, 'Waiting for client approval')).toMatchObject({
      status: 200,
      body: { status: 'Waiting for client approval' },
    });
    const proof = await proofOf(order);
    expect(proof.lines.map((l: any) => [l.state, l.rounds.length, l.rounds[0].spreads.length])).toEqual([
      ['with-customer', 1, 1],
      ['with-customer', 1, 1],
    ]);
    // While the customer looks, the proof does not change and the order waits for them.
    expect(
      (
        await api('POST', editorPath(order), {
          token: editor.idToken,
          body: { lineId: first, spreads: [{ fileName: 'x.png', mimeType: 'image/png', size: 100 }] },
        })
      ).status,
    ).toBe(409);
    expect(await setEditingStatus(editor, order, 'Editing started')).toMatchObject({ status: 409, body: { message: proofMessages.customersTurn } });
  });

  it('shows the customer no draft', async () => {
    const order = await orderWithEditors(customer);
    await uploadSpreads(editor, order, order.albums[0]!._id, ['spread-1.png']);
    expect((await proofOf(order)).lines[0]).toMatchObject({ state: 'no-design', rounds: [] });
  });
});

describe('the customer’s answer', () => {
  it('takes changes with a comment per spread, counts the round, and offers no further round once they are used', async () => {
    const { order, lineId, spreads } = await proofWithCustomer(1);
    const third = spreads.find((s) => s.fileName === 'spread-3.png')!;
    expect(await answer(order, { decision: 'changes', rounds: { [lineId]: 1 }, comments: [{ lineId, spreadId: 'nope', comment: 'x' }] })).toMatchObject({
      status: 400,
    });
    expect(
      await answer(order, { decision: 'changes', rounds: { [lineId]: 1 }, comments: [{ lineId, spreadId: third.spreadId, comment: 'Bigger, please.' }] }),
    ).toMatchObject({ status: 200, body: { status: 'Editing started' } });
    const designs = (await api('GET', editorPath(order), { token: editor.idToken })).body;
    expect(designs.lines[0].state).toBe('changes-requested');
    expect(designs.lines[0].rounds[0].answer.comments).toEqual([{ spreadId: third.spreadId, comment: 'Bigger, please.' }]);

    const round2 = await uploadSpreads(editor, order, lineId, ['spread-3.png']);
    expect(round2.round).toBe(2);
    expect((await setEditingStatus(editor, order, 'Waiting for client approval')).status).toBe(200);
    // Proof 2 of 2: an answer about proof 1 is refused, and no round is left for changes.
    expect(await answer(order, { decision: 'approve', rounds: { [lineId]: 1 } })).toMatchObject({ status: 409, body: { message: proofMessages.proofChanged } });
    expect(
      await answer(order, { decision: 'changes', rounds: { [lineId]: 2 }, comments: [{ lineId, spreadId: round2.spreads[0]!.spreadId, comment: 'Again' }] }),
    ).toMatchObject({ status: 409, body: { message: proofMessages.noRoundsLeft } });
    expect(await answer(order, { decision: 'approve', rounds: { [lineId]: 2 } })).toMatchObject({ status: 200, body: { status: 'album-approved' } });
  });

  it('is taken once when answers race', async () => {
    const { order, lineId, spreads } = await proofWithCustomer(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        answer(
          order,
          i % 2
            ? { decision: 'approve', rounds: { [lineId]: 1 } }
            : { decision: 'changes', rounds: { [lineId]: 1 }, comments: [{ lineId, spreadId: spreads[0]!.spreadId, comment: `Change ${i}` }] },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.body.status;
    const proof = await proofOf(order);
    expect(proof.lines[0].state).toBe(winner === 'album-approved' ? 'approved' : 'changes-requested');
  });

  it('locks an approved design: no spread, no second answer, only its print-ready file and then Editing completed', async () => {
    const { order, lineId } = await proofWithCustomer();
    expect(await answer(order, { decision: 'changes', rounds: { [lineId]: 1 }, comments: [] })).toMatchObject({
      status: 400,
      body: { message: proofMessages.commentNeeded },
    });
    expect((await answer(order, { decision: 'approve', rounds: { [lineId]: 1 } })).status).toBe(200);
    expect(await answer(order, { decision: 'approve', rounds: { [lineId]: 1 } })).toMatchObject({ status: 409, body: { message: proofMessages.notWaiting } });
    expect(
      await api('POST', editorPath(order), { token: editor.idToken, body: { lineId, spreads: [{ fileName: 'late.png', mimeType: 'image/png', size: 100 }] } }),
    ).toMatchObject({ status: 409, body: { message: proofMessages.locked } });
    expect(await setEditingStatus(editor, order, 'Editing started')).toMatchObject({ status: 409, body: { message: proofMessages.locked } });
    const print = await printFilePartSent(editor, order, lineId);
    expect((await api('POST', `${editorPath(order)}/print-file/complete`, { token: editor.idToken, body: print })).status).toBe(200);
    expect(await setEditingStatus(editor, order, 'Editing completed')).toMatchObject({ status: 200, body: { status: 'Editing completed' } });
    const designs = (await api('GET', editorPath(order), { token: editor.idToken })).body;
    expect(designs.lines[0].rounds[0].printFile).toMatchObject({ fileName: 'album.pdf', uploading: false, url: expect.any(String) });
    expect(
      (
        await api('POST', `${editorPath(order)}/print-file`, {
          token: editor.idToken,
          body: { lineId, fileName: 'b.pdf', mimeType: 'application/pdf', size: 10 },
        })
      ).status,
    ).toBe(409);
  });
});
