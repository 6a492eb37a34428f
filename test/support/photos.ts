/**
 * Real image files for the upload journeys, made on the spot: PNGs written here (random pixels
 * compress badly, so a large one stays large and goes up in parts) and JPEGs encoded by the page's
 * own canvas, so every byte is what a camera or a phone would send.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

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
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` × `height`: random pixels (large, incompressible) or a plain gradient (small). */
export function pngPhoto(width: number, height: number, pixels: 'random' | 'gradient'): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const line = raw.subarray(y * row + 1, (y + 1) * row);
    if (pixels === 'random') for (let i = 0; i < line.length; i++) line[i] = (Math.random() * 256) | 0;
    else for (let x = 0; x < width; x++) line.set([(x * 255) / width, (y * 255) / height, 128], x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const idat = deflateSync(raw, { level: pixels === 'random' ? 0 : 6 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG of `width` × `height` encoded by the browser in `page`. */
export async function jpegPhoto(page: Page, width: number, height: number, hue = 30): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, hue }) => {
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
  }, { width, height, hue });
  return Buffer.from(base64, 'base64');
}
