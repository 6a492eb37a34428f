/** DELETE /galleries/user/{userId}/{orderId}/items/{imageId}: removes a photo (of a line or the gallery) until the order is complete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_LINE, type LineImage } from '@shared/uploads';
import { api } from '@/lib/api-client';
import { galleryImagesQuery } from './get-gallery-images';
import { imageCountsQuery } from './get-image-counts';
import { lineImagesQuery } from './get-line-images';

/** Removes one photo of the order, whatever its state (reserved, on its way in parts, uploaded), and frees its place. */
export const removeLineImage = (userId: string, orderId: string, imageId: string) =>
  api('DELETE /galleries/user/{userId}/{orderId}/items/{imageId}', { params: { userId, orderId, imageId } });

export function useRemoveLineImage(userId: string, orderId: string, lineId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => removeLineImage(userId, orderId, imageId),
    onSuccess: ({ imageCounts }, imageId) => {
      // The answer is the new counts; the photo leaves the list without reading it again.
      queries.setQueryData(imageCountsQuery(userId).queryKey, imageCounts);
      const others = (images: LineImage[]) => images.filter((image) => image.imageId !== imageId);
      if (lineId === GALLERY_LINE)
        queries.setQueryData(galleryImagesQuery(userId, orderId).queryKey, (gallery) => gallery && { ...gallery, images: others(gallery.images) });
      else queries.setQueryData(lineImagesQuery(userId, orderId, lineId).queryKey, (images: LineImage[] | undefined) => images && others(images));
    },
  });
}
