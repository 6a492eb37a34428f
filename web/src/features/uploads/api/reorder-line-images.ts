/**
 * PUT /galleries/user/{userId}/{orderId}/items/order: saves the order the customer arranged a line's
 * photos (or the gallery's) in. The list on screen moves at once; a refusal puts it back as the
 * server has it, read again, with the server's words.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LineImage } from '@shared/uploads';
import { api } from '@/lib/api-client';

export const reorderLineImages = (userId: string, orderId: string, lineId: string, imageIds: string[]) =>
  api('PUT /galleries/user/{userId}/{orderId}/items/order', { params: { userId, orderId }, body: { lineId, imageIds } });

/** Where a list of photos lives in the query cache, and how to put them back in another order. */
export interface CachedPhotos<T> {
  queryKey: QueryKey;
  arrange(data: T, images: LineImage[]): T;
}

export function useReorderImages<T>(userId: string, orderId: string, lineId: string, cached: CachedPhotos<T>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (images: LineImage[]) =>
      reorderLineImages(
        userId,
        orderId,
        lineId,
        images.map((image) => image.imageId),
      ),
    onMutate: async (images) => {
      // A read on its way would bring back the order from before this one.
      await queries.cancelQueries({ queryKey: cached.queryKey });
      queries.setQueryData<T>(cached.queryKey, (data) => data && cached.arrange(data, images));
    },
    // Saved or refused, the list is read again: photos that arrived meanwhile join it, and a refused order is undone.
    onSettled: () => queries.invalidateQueries({ queryKey: cached.queryKey }),
  });
}
