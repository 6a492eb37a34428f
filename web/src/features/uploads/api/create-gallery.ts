/** POST /gallery/{userId}/{orderId}: names the order gallery and signs a PUT per photo. */
import type { ImageFile } from '@shared/uploads';
import { api } from '@/lib/api-client';

export async function createGallery(userId: string, orderId: string, orderName: string, images: ImageFile[]) {
  const { signedUrls } = await api('POST /gallery/{userId}/{orderId}', { params: { userId, orderId }, body: { orderName, images } });
  return signedUrls;
}
