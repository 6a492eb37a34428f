/**
 * Orders at the editors' stage for the tests: paid, photos sent to the studio (through the data
 * layer, as Step 2 would), and the design files an editor uploads (small PNGs made by code, PUT
 * straight to the local S3 through the URLs the API signs).
 */
import { SIGNED_PUT_HEADERS } from '../../shared/uploads';
import type { Person } from './identity';
import { luxAlbum, paidOrder, pngOf } from './photos';
import { api } from './runtime';

export type OrderRef = { _id: string; user: string; albums: { _id: string }[] };

/** A paid order whose photos are with the studio: Sent to editing team, in the editing queue. */
export async function orderWithEditors(person: Person, cartItems: unknown[] = [luxAlbum]) {
  const paid = await paidOrder(person, cartItems);
  const { sendUploadsToStudio } = await import('../../functions/data/orders');
  const sent = await sendUploadsToStudio(paid, 'Sent to editing team', {
    status: 'Sent to editing team',
    updatedAt: new Date().toISOString(),
    updatedBy: { firstName: paid.firstName, lastName: paid.lastName },
    note: 'Photos uploaded',
  });
  if (!sent) throw new Error('the order did not go to the studio');
  return sent;
}

export const editorPath = (order: Pick<OrderRef, '_id' | 'user'>) => `/galleries/editor/${order.user}/${order._id}`;

async function ok(res: Promise<{ status: number; body: any }>, what: string) {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs spreads named `names` for an album line and PUTs a small PNG to each; answers the signed spreads. */
export async function uploadSpreads(staff: Person, order: OrderRef, lineId: string, names: string[]) {
  const png = pngOf(60, 30);
  const signed = await ok(
    api('POST', editorPath(order), {
      token: staff.idToken,
      body: { lineId, spreads: names.map((fileName) => ({ fileName, mimeType: 'image/png', size: png.length })) },
    }),
    'signing spreads',
  );
  await Promise.all(
    signed.spreads.map(async (s: { uploadUrl: string }) => {
      const put = await fetch(s.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png', ...SIGNED_PUT_HEADERS } });
      if (!put.ok) throw new Error(`PUT of a spread: ${put.status}`);
    }),
  );
  return signed as { round: number; spreads: { spreadId: string; fileName: string }[] };
}

/** The order's version as staff read it. */
export const versionOf = async (staff: Person, orderId: string): Promise<number> =>
  (await ok(api('GET', `/staff/orders/${orderId}`, { token: staff.idToken }), 'reading the order')).version ?? 0;

/** The editors' dropdown, on the version just read. */
export async function setEditingStatus(staff: Person, order: Pick<OrderRef, '_id' | 'user'>, status: string) {
  return api('PUT', `/orders/editors/${order.user}/${order._id}/status`, {
    token: staff.idToken,
    body: { status, version: await versionOf(staff, order._id) },
  });
}

/** Starts a one-part upload of a print-ready file and PUTs its part; answers what completing it takes. */
export async function printFilePartSent(staff: Person, order: OrderRef, lineId: string) {
  const bytes = Buffer.from('%PDF-1.7 a print-ready file\n');
  const started = await ok(
    api('POST', `${editorPath(order)}/print-file`, {
      token: staff.idToken,
      body: { lineId, fileName: 'album.pdf', mimeType: 'application/pdf', size: bytes.length },
    }),
    'starting the print file',
  );
  const ref = { key: started.key as string, uploadId: started.uploadId as string };
  const [{ url }] = (
    await ok(api('POST', `${editorPath(order)}/print-file/parts`, { token: staff.idToken, body: { ...ref, partNumbers: [1] } }), 'signing a part')
  ).urls;
  const put = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  return { ...ref, parts: [{ PartNumber: 1, ETag: put.headers.get('etag') ?? '' }] };
}

/** A paid album order whose customer uploaded a photo through the API, checked and counted: Step 2 may follow. */
export async function orderWithPhotoUploaded(person: Person, cartItems: unknown[] = [luxAlbum]) {
  const paid = await paidOrder(person, cartItems);
  const lineId = paid.albums[0]!._id;
  const base = `/galleries/user/${person.sub}/${paid._id}`;
  const png = pngOf(1200, 900);
  const signed = await ok(
    api('POST', base, { token: person.idToken, body: { lineId, images: [{ fileName: 'ceremony.png', mimeType: 'image/png', size: png.length }] } }),
    'signing a photo',
  );
  await fetch(signed.signedUrls[0].uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png', ...SIGNED_PUT_HEADERS } });
  for (let i = 0; ; i++) {
    const { images } = await ok(api('GET', `${base}/items?lineId=${lineId}`, { token: person.idToken }), 'listing photos');
    if (images[0]?.status === 'uploaded') break;
    if (i > 100) throw new Error('the photo was not checked in time');
    await new Promise((r) => setTimeout(r, 100));
  }
  return paid;
}

/** A paid album order whose customer uploaded a photo and clicked Step 2, through the API: Sent to editing team. */
export async function orderAtStudioWithPhotos(person: Person, revisionsBought?: number) {
  const paid = await orderWithPhotoUploaded(person);
  if (revisionsBought !== undefined) {
    // As the Album Revision purchase records it on the album line.
    const { db, tableName } = await import('../../functions/data/client');
    const { UpdateCommand } = await import('../../functions/kit/dynamodb');
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ORDER#${paid._id}`, sk: 'ORDER' },
        UpdateExpression: 'SET albums[0].revisionsBought = :n',
        ExpressionAttributeValues: { ':n': revisionsBought },
      }),
    );
  }
  const completed = await api('POST', `/orders/${person.sub}/${paid._id}/uploads-complete`, { token: person.idToken });
  if (completed.status !== 200) throw new Error(`Step 2: ${completed.status} ${JSON.stringify(completed.body)}`);
  return completed.body as { _id: string; user: string; orderNumber: string; albums: { _id: string }[] };
}
