/**
 * A catalog image goes from the browser straight to the catalog images bucket: the file's SHA-256
 * (SubtleCrypto) names it, the API signs a PUT for that name, and the answer's `url` is what the
 * album or product stores.
 */
import type { CatalogImageType } from '@shared/catalog-admin';
import { api } from '@/lib/api-client';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function uploadCatalogImage(file: File): Promise<string> {
  const sha256 = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  const slot = await api('POST /admin/catalog/images', {
    body: { sha256, contentType: file.type as CatalogImageType, size: file.size },
  });
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: file });
  if (!put.ok) throw new Error(`The image ${file.name} could not be uploaded (${put.status}).`);
  return slot.url;
}
