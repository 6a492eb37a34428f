/** POST /galleries/user/{userId}/{orderId}: reserves places on a line and signs a PUT per photo. */
import type { ImageFile } from '@shared/uploads';
import { api } from '@/lib/api-client';

export async function signUploads(userId: string, orderId: string, lineId: string, images: ImageFile[]) {
  const { signedUrls } = await api('POST /galleries/user/{userId}/{orderId}', { params: { userId, orderId }, body: { lineId, images } });
  return signedUrls;
}
