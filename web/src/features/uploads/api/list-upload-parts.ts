/** GET /galleries/user/{userId}/{orderId}/multipart/parts: the parts S3 already has, to resume. */
import { api } from '@/lib/api-client';

export async function listUploadParts(userId: string, orderId: string, upload: { key: string; uploadId: string }, signal?: AbortSignal) {
  const { parts } = await api('GET /galleries/user/{userId}/{orderId}/multipart/parts', { params: { userId, orderId }, query: upload, signal });
  return parts;
}
