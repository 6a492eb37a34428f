/**
 * The photos of an album line as the draft uses them: the line's uploaded photos, each with its
 * thumbnail, pixel size, capture time and place in the customer's order, and why a photo the
 * layout could not place was left out.
 */
import { leftOutReasons, type LeftOutReason } from '@shared/album-draft/layout';
import type { AlbumDraft, Crop } from '@shared/album-draft/schema';
import { MIN_PRINT_PPI } from '@shared/album-draft/templates';
import type { LineImage } from '@shared/uploads';

export interface DraftPhotoInfo {
  imageId: string;
  fileName: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  takenAt?: string;
  /** The photo's place in the customer's order of the line's photos, from 0. */
  position: number;
  /** The part of the photo to keep in view, once found on its thumbnail. */
  focus?: Crop;
}

/** The line's photos a draft can hold: uploaded and checked, with their thumbnail and pixel size. */
export function draftPhotosOf(images: LineImage[]): DraftPhotoInfo[] {
  const usable = images.filter((image) => image.status === 'uploaded' && image.thumbnailUrl && image.width && image.height);
  return usable.map((image, position) => ({
    imageId: image.imageId,
    fileName: image.fileName,
    thumbnailUrl: image.thumbnailUrl!,
    width: image.width!,
    height: image.height!,
    // The capture time, read from the photo's EXIF when it arrived (absent when it had none).
    takenAt: (image as LineImage & { takenAt?: string }).takenAt,
    position,
  }));
}

export interface LeftOut {
  imageId: string;
  fileName: string;
  reason: string;
}

const reasonWords: Record<LeftOutReason, string> = {
  customer: 'you asked to leave it out',
  resolution: `too few pixels to print well in any frame (it needs ${MIN_PRINT_PPI} per inch)`,
  capacity: 'no room left on the album’s pages',
};

/** The photos not in the draft, with why: the customer's choice, too few pixels, or no room. */
export function leftOutOf(draft: AlbumDraft, photos: ReadonlyMap<string, DraftPhotoInfo>, albumSize: string): LeftOut[] {
  const reasons = leftOutReasons(draft, [...photos.values()], { size: albumSize });
  const ids = [...new Set([...draft.leaveOut, ...draft.leftOut])];
  return ids.map((imageId) => ({ imageId, fileName: photos.get(imageId)?.fileName ?? imageId, reason: reasonWords[reasons[imageId] ?? 'capacity'] }));
}

/** Every photo the draft places, by id, with the spread it is on (from 0). */
export function placesOf(draft: AlbumDraft): Map<string, number> {
  const places = new Map<string, number>();
  draft.spreads.forEach((spread, index) => {
    if (spread.hero) places.set(spread.hero.imageId, index);
    for (const page of spread.pages) for (const placed of page.photos) places.set(placed.imageId, index);
  });
  return places;
}
