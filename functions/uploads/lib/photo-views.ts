/**
 * Photos as the customer and the studio see them: state, size, and short-lived links to look at
 * them. A list's links are signed together (kit/batch-presign.ts): two a photo, one bucket.
 */
import type { LineImage } from '../../../shared/uploads';
import type { ImageItem } from '../../data/images';
import { signPhotoGets } from '../../data/photo-files';

/** The keys whose links a photo's view carries: the photo once uploaded, and its thumbnail once its arrival was recorded (no HeadObject per photo). */
function linkedKeys(image: ImageItem): { url?: string; thumbnailUrl?: string } {
  if (image.status !== 'uploaded') return {};
  return { url: image.key, ...(image.hasThumbnail ? { thumbnailUrl: image.thumbKey } : {}) };
}

function viewWith(image: ImageItem, links: { url?: string; thumbnailUrl?: string }): LineImage {
  return {
    imageId: image.imageId,
    lineId: image.lineId,
    fileName: image.fileName,
    status: image.status,
    size: image.size,
    ...(links.url ? { url: links.url } : {}),
    ...(links.thumbnailUrl ? { thumbnailUrl: links.thumbnailUrl } : {}),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    ...(image.reason ? { reason: image.reason } : {}),
    ...(image.uploadedAt ? { uploadedAt: image.uploadedAt } : {}),
    ...(image.takenAt ? { takenAt: image.takenAt } : {}),
  };
}

export async function viewsOf(images: ImageItem[]): Promise<LineImage[]> {
  const keys = images.map(linkedKeys);
  const urls = await signPhotoGets(keys.flatMap((k) => [k.url, k.thumbnailUrl].filter((key): key is string => key !== undefined)));
  let next = 0;
  return images.map((image, i) => {
    const { url, thumbnailUrl } = keys[i]!;
    return viewWith(image, { ...(url ? { url: urls[next++] } : {}), ...(thumbnailUrl ? { thumbnailUrl: urls[next++] } : {}) });
  });
}
