/**
 * Photos for upload tests, made by code: a real PNG of a given pixel size (zlib-compressed
 * scanlines, CRC'd chunks), optionally padded to an exact file length, and paid orders to put
 * them on.
 */
import { deflateSync } from 'node:zlib';
import type { Person } from './identity';
import { api } from './runtime';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey RGB PNG of `width` × `height`; with `fileBytes`, padded (after IEND) to exactly that length. */
export function pngOf(width: number, height: number, fileBytes?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (fileBytes === undefined) return png;
  if (fileBytes < png.length) throw new Error(`A ${width}×${height} PNG needs ${png.length} bytes`);
  return Buffer.concat([png, Buffer.alloc(fileBytes - png.length)]);
}

export const address = { street: '4 Birch Ln', city: 'Denver', state: 'CO', zip: '80202' };
export const luxAlbum = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
export const edgePrint = { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' };

/**
 * Places an order through the API and settles its payment through the data layer, as the
 * payment handler would (the caller has pointed the data layer at the local cloud).
 */
export async function paidOrder(person: Person, cartItems: unknown[]) {
  const placed = await api('POST', `/orders/${person.sub}/new-order`, {
    token: person.idToken,
    body: { cartItems, shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  if (placed.status !== 201) throw new Error(`placing the order failed: ${JSON.stringify(placed.body)}`);
  const { settlePayment } = await import('../../functions/data/orders');
  const { cardPayments } = await import('../../shared/orders');
  const paid = await settlePayment(placed.body.orderId, 'paid', {
    status: 'Awaiting user images', updatedAt: new Date().toISOString(), updatedBy: cardPayments, note: 'Payment received',
  });
  if (!paid) throw new Error('the order was not pending');
  return paid;
}
