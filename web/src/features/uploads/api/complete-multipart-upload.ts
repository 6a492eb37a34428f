/** POST /galleries/user/{userId}/{orderId}/multipart/complete: joins the parts into the photo. */
import { api } from '@/lib/api-client';

export const completeMultipartUpload = (
  userId: string,
  orderId: string,
  upload: { key: string; uploadId: string },
  parts: { PartNumber: number; ETag: string }[],
  signal?: AbortSignal,
) => api('POST /galleries/user/{userId}/{orderId}/multipart/complete', { params: { userId, orderId }, body: { ...upload, parts }, signal });
