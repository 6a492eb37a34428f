/**
 * A photo's focus box: the square part of its thumbnail that smartcrop finds the most interesting
 * (edges, skin tones, saturation, away from the borders), as fractions of the photo's width and
 * height, which the layout keeps in view when it crops the photo to a frame. The thumbnail is
 * first drawn at most `ANALYSED_SIDE` pixels wide or high: the box needs no more detail, and a
 * draft of hundreds of photos is then analysed in well under a second.
 */
import smartcrop from 'smartcrop';
import type { Crop } from '@shared/album-draft/schema';

export const ANALYSED_SIDE = 96;

type Canvas = OffscreenCanvas | HTMLCanvasElement;
export type CanvasFactory = (width: number, height: number) => Canvas;

/** The focus box of `image` (a decoded thumbnail of `width` × `height` pixels). */
export async function focusOf(image: CanvasImageSource, width: number, height: number, canvasOf: CanvasFactory): Promise<Crop> {
  const scale = Math.min(1, ANALYSED_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = canvasOf(w, h);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas to analyse the photo on');
  context.drawImage(image, 0, 0, w, h);
  const side = Math.min(w, h);
  // smartcrop draws with the factory it is given (a worker has no document), on the small canvas as it is.
  const options = { width: side, height: side, prescale: false, canvasFactory: canvasOf };
  const { topCrop } = await smartcrop.crop(canvas as unknown as CanvasImageSource, options);
  return clampCrop({ x: topCrop.x / w, y: topCrop.y / h, width: topCrop.width / w, height: topCrop.height / h });
}

/** A box inside the photo, its sides rounded to 4 places so the same photo always gives the same box. */
function clampCrop(c: Crop): Crop {
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  const width = round(Math.min(1, Math.max(0.01, c.width)));
  const height = round(Math.min(1, Math.max(0.01, c.height)));
  return { x: round(Math.min(1 - width, Math.max(0, c.x))), y: round(Math.min(1 - height, Math.max(0, c.y))), width, height };
}
