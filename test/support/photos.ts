/**
 * Photos for upload tests, made by code: real PNGs of a given pixel size (zlib-compressed
 * scanlines, CRC'd chunks), grey and optionally padded to an exact file length; JPEGs encoded
 * by the page's own canvas; and paid orders to put them on. Large photos of random pixels are
 * made inside the page (choose-files.ts).
 */
import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Person } from './identity';
import { api } from './runtime';

// zlib's own CRC: a byte loop over a Buffer is slow in a jest worker's sandbox.
const crc32 = (bytes: Buffer) => zlibCrc32(bytes);
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height` built from its scanlines. */
function pngFromRows(width: number, height: number, raw: Buffer, level: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A grey RGB PNG of `width` × `height`; with `fileBytes`, padded (after IEND) to exactly that length. */
export function pngOf(width: number, height: number, fileBytes?: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const png = pngFromRows(width, height, Buffer.concat(Array.from({ length: height }, () => row)), 6);
  if (fileBytes === undefined) return png;
  if (fileBytes < png.length) throw new Error(`A ${width}×${height} PNG needs ${png.length} bytes`);
  return Buffer.concat([png, Buffer.alloc(fileBytes - png.length)]);
}

/** A JPEG of `width` × `height` encoded by the browser in `page`. */
export async function jpegPhoto(page: Page, width: number, height: number, hue = 30): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const fill = g.createLinearGradient(0, 0, width, height);
      fill.addColorStop(0, `hsl(${hue} 60% 70%)`);
      fill.addColorStop(1, `hsl(${hue + 120} 50% 30%)`);
      g.fillStyle = fill;
      g.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    { width, height, hue },
  );
  return Buffer.from(base64, 'base64');
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
  const { getOrder, settlePayment } = await import('../../functions/data/orders');
  const { cardPayments } = await import('../../shared/orders');
  const paid = await settlePayment((await getOrder(placed.body.orderId))!, 'paid', {
    updatedAt: new Date().toISOString(),
    updatedBy: cardPayments,
    note: 'Payment received',
  });
  if (!paid) throw new Error('the order was not pending');
  return paid;
}
