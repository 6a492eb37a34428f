/**
 * Photos for an album draft, made by the browser's canvas so they look like something (a sky, a
 * sun, hills, a figure, in a colour of their own): each a JPEG original of the pixel size asked
 * and its thumbnail, about 400 px on its long side as the uploader makes it. `sendLinePhotos`
 * puts them on an album line as the uploader does, through the upload routes: signed 50 at a
 * time, each original and thumbnail PUT to its signed URL, and waits until the server's check has
 * taken every one (uploaded, with its thumbnail).
 */
import type { Page } from 'playwright-core';
import { MAX_FILES_PER_SIGNING, SIGNED_PUT_HEADERS } from '../../shared/uploads';

export interface AlbumPhoto {
  fileName: string;
  original: Buffer;
  thumbnail: Buffer;
}

/** Calls the shop's API as the customer: answers the status and the JSON body. */
export type CallApi = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** A scene `n` drawn at `width` × `height`, as a JPEG original and its thumbnail. */
export async function scenePhoto(page: Page, n: number, width: number, height: number): Promise<AlbumPhoto> {
  // Run under tsx (the bench), the function below names its inner functions with esbuild's __name
  // helper, which the page does not have: it is given one that leaves a function as it is.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const [original, thumbnail] = await page.evaluate(
    async ({ n, width, height }) => {
      const draw = (w: number, h: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const g = canvas.getContext('2d')!;
        const hue = (n * 47) % 360;
        const sky = g.createLinearGradient(0, 0, 0, h);
        sky.addColorStop(0, `hsl(${hue} 55% 78%)`);
        sky.addColorStop(1, `hsl(${(hue + 40) % 360} 45% 92%)`);
        g.fillStyle = sky;
        g.fillRect(0, 0, w, h);
        // A sun, somewhere different in each photo: what the focus box should find.
        const sx = w * (0.2 + ((n * 37) % 60) / 100);
        const sy = h * (0.2 + ((n * 23) % 30) / 100);
        g.fillStyle = `hsl(${(hue + 180) % 360} 80% 55%)`;
        g.beginPath();
        g.arc(sx, sy, Math.min(w, h) * 0.12, 0, 2 * Math.PI);
        g.fill();
        // Hills.
        for (let layer = 0; layer < 3; layer++) {
          g.fillStyle = `hsl(${(hue + 90 + layer * 15) % 360} ${35 + layer * 10}% ${45 - layer * 10}%)`;
          g.beginPath();
          g.moveTo(0, h);
          for (let x = 0; x <= w; x += w / 12) g.lineTo(x, h * (0.62 + layer * 0.1) + Math.sin(x / (w / (3 + layer)) + n + layer) * h * 0.06);
          g.lineTo(w, h);
          g.fill();
        }
        // A figure standing on the hills.
        const fx = w * (0.15 + ((n * 61) % 70) / 100);
        const fy = h * 0.62;
        const s = Math.min(w, h) * 0.06;
        g.fillStyle = '#2b2826';
        g.beginPath();
        g.arc(fx, fy - 3.2 * s, s * 0.6, 0, 2 * Math.PI);
        g.fill();
        g.fillRect(fx - s * 0.5, fy - 2.6 * s, s, 2.6 * s);
        return canvas;
      };
      const encode = async (canvas: HTMLCanvasElement, quality: number) => {
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      };
      const scale = 400 / Math.max(width, height);
      return Promise.all([encode(draw(width, height), 0.6), encode(draw(Math.round(width * scale), Math.round(height * scale)), 0.8)]);
    },
    { n, width, height },
  );
  return { fileName: `photo-${String(n).padStart(3, '0')}.jpg`, original: Buffer.from(original, 'base64'), thumbnail: Buffer.from(thumbnail, 'base64') };
}

/** Landscape and portrait scenes in turn (every third portrait), of `longSide` pixels. */
export async function scenePhotos(page: Page, count: number, longSide = 3000): Promise<AlbumPhoto[]> {
  const photos: AlbumPhoto[] = [];
  const shortSide = Math.round((longSide * 2) / 3);
  for (let n = 1; n <= count; n++) photos.push(await scenePhoto(page, n, n % 3 === 0 ? shortSide : longSide, n % 3 === 0 ? longSide : shortSide));
  return photos;
}

/** Uploads `photos` to the album line as the uploader does, and waits until the server has checked each one. */
export async function sendLinePhotos(call: CallApi, userId: string, orderId: string, lineId: string, photos: AlbumPhoto[]): Promise<void> {
  const base = `/galleries/user/${userId}/${orderId}`;
  for (let i = 0; i < photos.length; i += MAX_FILES_PER_SIGNING) {
    const batch = photos.slice(i, i + MAX_FILES_PER_SIGNING);
    const signed = await call('POST', base, {
      lineId,
      images: batch.map((p) => ({ fileName: p.fileName, mimeType: 'image/jpeg', size: p.original.length })),
    });
    if (signed.status !== 200) throw new Error(`signing photos answered ${signed.status}: ${JSON.stringify(signed.body)}`);
    const urls = signed.body.signedUrls as { fileName: string; uploadUrl: string; thumbnailUrl: string }[];
    const put = async (url: string, bytes: Buffer) => {
      const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/jpeg', ...SIGNED_PUT_HEADERS } });
      if (!res.ok) throw new Error(`PUT of a photo: ${res.status}`);
    };
    // Six at a time, as a browser sends them.
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const photo = batch[next]!;
        const url = urls[next++]!;
        await put(url.uploadUrl, photo.original);
        await put(url.thumbnailUrl, photo.thumbnail);
      }
    };
    await Promise.all(Array.from({ length: 6 }, lane));
  }
  for (let tries = 0; ; tries++) {
    const listed = await call('GET', `${base}/items?lineId=${lineId}`);
    const images = (listed.body?.images ?? []) as { status: string; thumbnailUrl?: string }[];
    if (images.length === photos.length && images.every((image) => image.status === 'uploaded' && image.thumbnailUrl)) return;
    if (tries > 600) throw new Error(`the photos were not all checked in time (${images.filter((i) => i.status === 'uploaded').length} of ${photos.length})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
