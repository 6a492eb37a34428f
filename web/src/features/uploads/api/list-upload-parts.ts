/** GET /galleries/user/{userId}/{orderId}/multipart/parts: the parts S3 already has, to resume. */
import { uploadRoutes } from '@shared/api/routes/uploads';
import { api } from '@/lib/api-client';

export async function listUploadParts(userId: string, orderId: string, upload: { key: string; uploadId: string }, signal?: AbortSignal) {
  const { parts } = await api(uploadRoutes.listUploadParts, { params: { userId, orderId }, query: upload, signal });
  return parts;
}
