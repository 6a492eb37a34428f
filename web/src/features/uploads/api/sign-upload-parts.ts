/** POST /galleries/user/{userId}/{orderId}/multipart/parts: a signed PUT per part. */
import { api } from '@/lib/api-client';

export async function signUploadPart(userId: string, orderId: string, upload: { key: string; uploadId: string }, partNumber: number, signal?: AbortSignal) {
  const { urls } = await api('POST /galleries/user/{userId}/{orderId}/multipart/parts', {
    params: { userId, orderId },
    body: { ...upload, partNumbers: [partNumber] },
    signal,
  });
  const url = urls.find((u) => u.partNumber === partNumber)?.url;
  if (!url) throw new Error(`Part ${partNumber} was not signed.`);
  return url;
}
