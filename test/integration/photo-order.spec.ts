/**
 * The order of a line's photos through the local gateway: the order the customer chose them in,
 * the order they set (`PUT …/items/order`), who may set it, what it refuses, and a reorder racing
 * new uploads without losing a photo.
 */
import { photoOrderMessages } from '../../shared/photo-order';
import { GALLERY_LINE, uploadMessages } from '../../shared/uploads';
import { newCustomer, signIn, type Person } from '../support/identity';
import { edgePrint, luxAlbum, paidOrder } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';

let person: Person;
let other: Person;

beforeAll(async () => {
  [person, other] = await Promise.all([newCustomer('Oriana'), newCustomer('Osric')]);
  useLocalCloudEnvironment();
});

const base = (orderId: string, who = person) => `/galleries/user/${who.sub}/${orderId}`;
const photo = (fileName: string) => ({ fileName, mimeType: 'image/png', size: 1000 });
/** Signs photos named `names` onto a line in one call; answers their ids in the order sent. */
async function sign(orderId: string, lineId: string, names: string[]): Promise<string[]> {
  const res = await api('POST', base(orderId), { token: person.idToken, body: { lineId, images: names.map(photo) } });
  expect(res.status).toBe(200);
  return (res.body.signedUrls as { imageId: string }[]).map((signed) => signed.imageId);
}
const listed = async (orderId: string, lineId: string): Promise<string[]> => {
  const res = await api('GET', `${base(orderId)}/items?lineId=${lineId}`, { token: person.idToken });
  expect(res.status).toBe(200);
  return (res.body.images as { fileName: string }[]).map((image) => image.fileName);
};
const reorder = (orderId: string, body: unknown, who: Person = person, userId = person.sub) =>
  api('PUT', `/galleries/user/${userId}/${orderId}/items/order`, { token: who.idToken, body });

describe('the order of photos', () => {
  it('lists a batch in the order it was chosen, then in the order the customer sets, with later photos after', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const lineId = order.albums[0]!._id;
    const names = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'f.png', 'g.png', 'h.png'];
    const ids = await sign(order._id, lineId, names);
    // Signed in one call, within the same millisecond: the order sent is the order kept.
    await expect(listed(order._id, lineId)).resolves.toEqual(names);

    const wanted = [ids[2]!, ids[0]!, ids[7]!, ids[1]!, ids[3]!, ids[4]!, ids[5]!, ids[6]!];
    const res = await reorder(order._id, { lineId, imageIds: wanted });
    expect(res).toMatchObject({ status: 200, body: { imageIds: wanted } });
    await expect(listed(order._id, lineId)).resolves.toEqual(['c.png', 'a.png', 'h.png', 'b.png', 'd.png', 'e.png', 'f.png', 'g.png']);

    await sign(order._id, lineId, ['late.png']);
    await expect(listed(order._id, lineId)).resolves.toEqual(['c.png', 'a.png', 'h.png', 'b.png', 'd.png', 'e.png', 'f.png', 'g.png', 'late.png']);
  });

  it('keeps the gallery in the order set, and says the gallery may still change', async () => {
    const order = await paidOrder(person, [edgePrint]);
    const res = await api('POST', `/gallery/${person.sub}/${order._id}`, {
      token: person.idToken,
      body: { orderName: 'Our day', images: ['one.png', 'two.png', 'three.png'].map(photo) },
    });
    const [one, two, three] = (res.body.signedUrls as { imageId: string }[]).map((signed) => signed.imageId);
    expect(await reorder(order._id, { lineId: GALLERY_LINE, imageIds: [three, one, two] })).toMatchObject({ status: 200 });
    const gallery = await api('GET', `/gallery/gallery-images/${person.sub}/${order._id}`, { token: person.idToken });
    expect(gallery.body).toMatchObject({ orderName: 'Our day', editable: true });
    expect((gallery.body.images as { fileName: string }[]).map((image) => image.fileName)).toEqual(['three.png', 'one.png', 'two.png']);
  });

  it('loses no photo when a reorder races new uploads, and brings back none removed meanwhile', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const lineId = order.albums[0]!._id;
    const [first, second, third] = await sign(order._id, lineId, ['1.png', '2.png', '3.png']);
    const [answer, ...signedLater] = await Promise.all([
      reorder(order._id, { lineId, imageIds: [third, second, first] }),
      ...[4, 5, 6, 7, 8, 9].map((n) => sign(order._id, lineId, [`${n}.png`])),
    ]);
    expect(answer!.status).toBe(200);
    const now = await listed(order._id, lineId);
    expect(now.slice(0, 3)).toEqual(['3.png', '2.png', '1.png']);
    expect([...now].sort()).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png', '6.png', '7.png', '8.png', '9.png']);
    expect(signedLater.flat()).toHaveLength(6);

    // A photo removed (in another window) since the list was read: the order is refused, and the photo stays gone.
    expect((await api('DELETE', `${base(order._id)}/items/${second}`, { token: person.idToken })).status).toBe(200);
    expect(await reorder(order._id, { lineId, imageIds: [first, second, third] })).toMatchObject({
      status: 400,
      body: { message: photoOrderMessages.notOnLine },
    });
    const after = await listed(order._id, lineId);
    expect(after).not.toContain('2.png');
    expect(after).toHaveLength(8);
  });

  it("refuses a photo of another line, an unknown or repeated id, and another line's id", async () => {
    const order = await paidOrder(person, [luxAlbum, edgePrint]);
    const album = order.albums[0]!._id;
    const print = order.products[0]!._id;
    const [a, b] = await sign(order._id, album, ['a.png', 'b.png']);
    const [p] = await sign(order._id, print, ['p.png']);
    expect(await reorder(order._id, { lineId: album, imageIds: [b, p] })).toMatchObject({ status: 400, body: { message: photoOrderMessages.notOnLine } });
    expect(await reorder(order._id, { lineId: album, imageIds: [b, 'NOSUCHPHOTO'] })).toMatchObject({
      status: 400,
      body: { message: photoOrderMessages.notOnLine },
    });
    expect(await reorder(order._id, { lineId: album, imageIds: [b, b] })).toMatchObject({
      status: 400,
      body: { fields: { imageIds: 'Each photo can be named only once.' } },
    });
    expect(await reorder(order._id, { lineId: 'no-such-line', imageIds: [a] })).toMatchObject({ status: 400, body: { message: uploadMessages.noSuchLine } });
    await expect(listed(order._id, album)).resolves.toEqual(['a.png', 'b.png']);
  });

  it('is the owner’s alone: another customer and staff are refused, nobody must sign in', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const lineId = order.albums[0]!._id;
    const [a, b] = await sign(order._id, lineId, ['a.png', 'b.png']);
    const body = { lineId, imageIds: [b, a] };
    const admin = await signIn('admin@shop.test');
    expect((await reorder(order._id, body, other)).status).toBe(403);
    expect((await reorder(order._id, body, admin)).status).toBe(403);
    expect((await api('PUT', `${base(order._id)}/items/order`, { body })).status).toBe(401);
    // Another customer naming their own user id finds no such order of theirs.
    expect((await reorder(order._id, body, other, other.sub)).status).toBe(404);
    await expect(listed(order._id, lineId)).resolves.toEqual(['a.png', 'b.png']);
  });

  it('refuses once the photos went to the studio (Step 2): the line is read-only', async () => {
    const order = await paidOrder(person, [edgePrint]);
    const lineId = order.products[0]!._id;
    const [imageId] = await sign(order._id, lineId, ['w.png']);
    // Step 2, as the completion route makes it once every line has its photos.
    const { sendUploadsToStudio } = await import('../../functions/data/orders');
    const status = 'Send to manufacturing' as const;
    expect(
      await sendUploadsToStudio(order, status, { status, updatedAt: new Date().toISOString(), updatedBy: { firstName: 'Oriana', lastName: 'Tester' } }),
    ).toBeTruthy();
    expect(await reorder(order._id, { lineId, imageIds: [imageId!] })).toMatchObject({ status: 409, body: { message: uploadMessages.alreadyComplete } });
    const gallery = await api('GET', `/gallery/gallery-images/${person.sub}/${order._id}`, { token: person.idToken });
    expect(gallery.body).toMatchObject({ editable: false });
  });
});
