/** DELETE /galleries/user/{userId}/{orderId}/multipart: abandons a large photo and frees its place. */
import { api } from '@/lib/api-client';

export const abortMultipartUpload = (userId: string, orderId: string, upload: { key: string; uploadId: string }, signal?: AbortSignal) =>
  api('DELETE /galleries/user/{userId}/{orderId}/multipart', { params: { userId, orderId }, body: upload, signal });
