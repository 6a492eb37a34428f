/** DELETE /galleries/user/{userId}/{orderId}/multipart: abandons a large photo and frees its place. */
import { uploadRoutes } from '@shared/api/routes/uploads';
import { api } from '@/lib/api-client';

export const abortMultipartUpload = (userId: string, orderId: string, upload: { key: string; uploadId: string }, signal?: AbortSignal) =>
  api(uploadRoutes.abortMultipartUpload, { params: { userId, orderId }, body: upload, signal });
