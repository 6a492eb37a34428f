/** Photos as the customer and the studio see them: state, size, and short-lived links to look at them. */
import type { LineImage } from '../../../shared/uploads';
import type { ImageItem } from '../../data/images';
import { signPhotoGet } from '../../data/photo-files';

export async function viewOf(image: ImageItem): Promise<LineImage> {
  const uploaded = image.status === 'uploaded';
  return {
    imageId: image.imageId,
    lineId: image.lineId,
    fileName: image.fileName,
    status: image.status,
    size: image.size,
    ...(uploaded ? { url: await signPhotoGet(image.key) } : {}),
    // Only thumbnails whose arrival was recorded: no HeadObject per photo.
    ...(uploaded && image.hasThumbnail ? { thumbnailUrl: await signPhotoGet(image.thumbKey) } : {}),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    ...(image.reason ? { reason: image.reason } : {}),
    ...(image.uploadedAt ? { uploadedAt: image.uploadedAt } : {}),
    ...(image.takenAt ? { takenAt: image.takenAt } : {}),
  };
}

export const viewsOf = (images: ImageItem[]): Promise<LineImage[]> => Promise.all(images.map(viewOf));
