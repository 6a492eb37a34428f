/**
 * The customer's album draft through the local gateway: saved on the version read and read back,
 * a save from a stale window refused, photos the album does not hold refused, only the owner
 * saves while staff read, the draft closed once the design is approved, and the draft as it stood
 * kept beside each proof round the editors send.
 */
import { draftMessages, type AlbumDraft } from '../../shared/album-draft/schema';
import { edgePrint, luxAlbum, paidOrder } from '../support/photos';
import { editorPath, orderWithPhotoUploaded, setEditingStatus, uploadSpreads } from '../support/editing';
import { newCustomer, signIn, type Person } from '../support/identity';
import { api, useLocalCloudEnvironment } from '../support/runtime';

let customer: Person;
let other: Person;
let editor: Person;
let employee: Person;

beforeAll(async () => {
  useLocalCloudEnvironment();
  [customer, other, editor, employee] = await Promise.all([newCustomer('Dora'), newCustomer('Dirk'), signIn('editor@shop.test'), signIn('employee@shop.test')]);
});

const draftPath = (order: { _id: string }, lineId: string, userId = customer.sub) => `/orders/${userId}/${order._id}/drafts/${lineId}`;
const read = (order: { _id: string }, lineId: string, who: Person = customer) => api('GET', draftPath(order, lineId), { token: who.idToken });
const save = (order: { _id: string }, lineId: string, draft: AlbumDraft, version: number, who: Person = customer) =>
  api('PUT', draftPath(order, lineId), { token: who.idToken, body: { draft, version } });

/** A draft of one hero spread of the photo, with a note and the photo as a must-have. */
const draftOf = (imageId: string, note = 'The ceremony across both pages, please.'): AlbumDraft => ({
  spreads: [{ id: 's1', hero: { imageId, crop: { x: 0, y: 0.1, width: 1, height: 0.75 } }, pages: [], note }],
  mustHave: [imageId],
  leaveOut: [],
  leftOut: [],
});

/** A paid album with one photo uploaded: the order, its album line and the photo's id. */
async function albumWithPhoto() {
  const order = await orderWithPhotoUploaded(customer);
  const lineId = order.albums[0]!._id;
  const listed = await api('GET', `/galleries/user/${customer.sub}/${order._id}/items?lineId=${lineId}`, { token: customer.idToken });
  return { order, lineId, imageId: listed.body.images[0].imageId as string };
}

describe('saving a draft', () => {
  it('answers no draft at version 0 before the first save, then the draft saved, read back by the owner and the studio', async () => {
    const { order, lineId, imageId } = await albumWithPhoto();
    expect(await read(order, lineId)).toMatchObject({ status: 200, body: { draft: null, version: 0 } });

    const saved = await save(order, lineId, draftOf(imageId), 0);
    expect(saved).toMatchObject({ status: 200, body: { draft: draftOf(imageId), version: 1, updatedAt: expect.any(String) } });
    const again = await save(order, lineId, draftOf(imageId, 'Second thoughts: keep it simple.'), 1);
    expect(again).toMatchObject({ status: 200, body: { version: 2 } });

    for (const who of [customer, editor, employee]) {
      const res = await read(order, lineId, who);
      expect({ status: res.status, note: res.body.draft?.spreads[0].note, version: res.body.version }).toEqual({
        status: 200,
        note: 'Second thoughts: keep it simple.',
        version: 2,
      });
    }
  });

  it('refuses a save on a version that moved, and keeps the draft that was there', async () => {
    const { order, lineId, imageId } = await albumWithPhoto();
    expect((await save(order, lineId, draftOf(imageId, 'First window'), 0)).status).toBe(200);
    const stale = await save(order, lineId, draftOf(imageId, 'Second window'), 0);
    expect(stale).toMatchObject({ status: 409, body: { message: draftMessages.conflict } });
    expect(stale.body.draft).toBeUndefined();
    expect((await read(order, lineId)).body).toMatchObject({ version: 1, draft: { spreads: [{ note: 'First window' }] } });
  });

  it('refuses a draft naming a photo the album does not hold, a photo placed twice or a crop the table cannot hold, and writes nothing', async () => {
    const { order, lineId, imageId } = await albumWithPhoto();
    const withStranger = { ...draftOf(imageId), leaveOut: ['01STRANGERPHOTO'] };
    expect(await save(order, lineId, withStranger, 0)).toMatchObject({ status: 400, body: { message: draftMessages.unknownPhoto } });
    expect(await save(order, lineId, draftOf('01STRANGERPHOTO'), 0)).toMatchObject({ status: 400, body: { message: draftMessages.unknownPhoto } });
    const twice = draftOf(imageId);
    twice.spreads.push({ ...twice.spreads[0]!, id: 's2' });
    const placedTwice = await save(order, lineId, twice, 0);
    expect({ status: placedTwice.status, message: placedTwice.body.message }).toEqual({ status: 400, message: expect.stringContaining(imageId) });
    const unstorable = draftOf(imageId);
    unstorable.spreads[0]!.hero!.crop.y = 1e-320;
    expect((await save(order, lineId, unstorable, 0)).status).toBe(400);
    expect((await read(order, lineId)).body).toEqual({ draft: null, version: 0 });
  });

  it('refuses a draft for a line that is not an album', async () => {
    const order = await paidOrder(customer, [luxAlbum, edgePrint]);
    const empty = { spreads: [], mustHave: [], leaveOut: [], leftOut: [] };
    expect(await save(order, order.products[0]!._id, empty, 0)).toMatchObject({ status: 400, body: { message: draftMessages.notAnAlbum } });
    expect((await save(order, 'no-such-line', empty, 0)).status).toBe(404);
  });

  it('lets only the owner save: another customer is refused, on their own path the order is not found', async () => {
    const { order, lineId, imageId } = await albumWithPhoto();
    const asOther = await api('PUT', draftPath(order, lineId), { token: other.idToken, body: { draft: draftOf(imageId), version: 0 } });
    expect(asOther.status).toBe(403);
    const onOwnPath = await api('PUT', draftPath(order, lineId, other.sub), { token: other.idToken, body: { draft: draftOf(imageId), version: 0 } });
    expect(onOwnPath.status).toBe(404);
    expect((await api('GET', draftPath(order, lineId), { token: other.idToken })).status).toBe(403);
    expect((await api('PUT', draftPath(order, lineId), { token: editor.idToken, body: { draft: draftOf(imageId), version: 0 } })).status).toBe(403);
    expect((await read(order, lineId)).body.version).toBe(0);
  });
});

describe('the draft beside the proof', () => {
  it('keeps the draft as it stood beside each round sent, shows the editors where a draft exists, and closes it once the design is approved', async () => {
    const { order, lineId, imageId } = await albumWithPhoto();
    expect((await save(order, lineId, draftOf(imageId, 'As sent with proof 1'), 0)).status).toBe(200);
    const completed = await api('POST', `/orders/${customer.sub}/${order._id}/uploads-complete`, { token: customer.idToken });
    expect(completed.status).toBe(200);
    await uploadSpreads(editor, order, lineId, ['spread-1.png']);

    const beforeSending = await api('GET', editorPath(order), { token: editor.idToken });
    expect(beforeSending.body.lines[0]).toMatchObject({ lineId, draft: { version: 1 } });
    expect(beforeSending.body.lines[0].rounds[0].draft).toBeUndefined();

    expect((await setEditingStatus(editor, order, 'Waiting for client approval')).status).toBe(200);
    expect((await save(order, lineId, draftOf(imageId, 'Changed after the proof went out'), 1)).status).toBe(200);

    const designs = await api('GET', editorPath(order), { token: editor.idToken });
    const line = designs.body.lines[0];
    expect(line.draft).toMatchObject({ version: 2 });
    expect(line.rounds[0]).toMatchObject({ round: 1, sentAt: expect.any(String), draftVersion: 1, draft: { spreads: [{ note: 'As sent with proof 1' }] } });
    // The customer's own view of the proof carries no drafts.
    const proof = await api('GET', `/orders/${customer.sub}/${order._id}/proof`, { token: customer.idToken });
    expect(JSON.stringify(proof.body)).not.toContain('As sent with proof 1');

    const approved = await api('POST', `/orders/${customer.sub}/${order._id}/proof-answer`, {
      token: customer.idToken,
      body: { decision: 'approve', rounds: { [lineId]: 1 } },
    });
    expect(approved.status).toBe(200);
    const closed = await save(order, lineId, draftOf(imageId, 'Too late'), 2);
    expect(closed).toMatchObject({ status: 409, body: { message: draftMessages.closed } });
    expect((await read(order, lineId)).body.draft.spreads[0].note).toBe('Changed after the proof went out');
  });
});
