/**
 * POST /admin/catalog/images: a presigned PUT for one catalog image, keyed by its SHA-256. The
 * browser sends the file straight to the catalog images bucket (a Lambda body is capped at 6 MB);
 * the site serves it under /catalog-images/ through CloudFront, cached for a year, which is safe
 * because a key names exactly one content.
 */
import { catalogImageKeyOf } from '../../shared/catalog-admin';
import { staffRoute } from '../kit/staff-route';
import { presignPut } from '../kit/s3';
import * as contracts from '../../shared/api/catalog-admin';

const SIGNED_FOR_SECONDS = 600;
const cacheControl = 'public, max-age=31536000, immutable';

export const handler = staffRoute(contracts.signCatalogImage).handler(async ({ body }) => {
  const bucket = process.env.CATALOG_IMAGES_BUCKET;
  if (!bucket) throw new Error('CATALOG_IMAGES_BUCKET is not set');
  const key = catalogImageKeyOf(body);
  const uploadUrl = await presignPut(
    { bucket, key },
    { contentType: body.contentType, contentLength: body.size, cacheControl },
    { expiresIn: SIGNED_FOR_SECONDS },
  );
  return { uploadUrl, headers: { 'content-type': body.contentType, 'cache-control': cacheControl }, url: `/${key}` };
});
