/**
 * The focus boxes of the line's photos, found on their thumbnails (off the main thread where the
 * browser can: focus.ts). Kept by the photos they were found for: laying the draft out again
 * ("Start again from my photos", a photo left out) does not analyse the photos again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Crop } from '@shared/album-draft/schema';
import type { DraftPhoto } from '@shared/album-draft/layout';
import type { DraftPhotoInfo } from '../draft-photos';
import { focusBoxes } from '../focus';

export const focusBoxesQuery = (lineId: string, photos: DraftPhotoInfo[]) =>
  queryOptions({
    queryKey: ['album-draft-focus', lineId, photos.map((p) => p.imageId).join(',')],
    queryFn: async ({ signal }) =>
      Object.fromEntries(
        await focusBoxes(
          photos.map((p) => ({ imageId: p.imageId, url: p.thumbnailUrl })),
          signal,
        ),
      ) as Record<string, Crop>,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });

/** The photos as the layout takes them, each with its focus box when one was found. */
export const layoutPhotosOf = (photos: DraftPhotoInfo[], focus: Record<string, Crop>): DraftPhoto[] =>
  photos.map(({ imageId, width, height, takenAt, position }) => ({ imageId, width, height, takenAt, position, focus: focus[imageId] }));
