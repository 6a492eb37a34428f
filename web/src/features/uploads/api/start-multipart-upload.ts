/** POST /galleries/user/{userId}/{orderId}/multipart: reserves a place and starts one large photo's parts. */
import type { ImageFile } from '@shared/uploads';
import { api } from '@/lib/api-client';

export const startMultipartUpload = (userId: string, orderId: string, lineId: string, image: ImageFile, signal?: AbortSignal) =>
  api('POST /galleries/user/{userId}/{orderId}/multipart', { params: { userId, orderId }, body: { lineId, ...image }, signal });
