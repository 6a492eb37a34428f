/** Photo uploads per order line (spec §5 Upload, §7 galleries). Bytes go to S3 by presigned PUT. */
import * as z from 'zod';
import { messages } from './messages';

export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/tiff'] as const;

export const uploadRequestSchema = z.object({
  lineId: z.string().min(1).max(64),
  images: z
    .array(
      z.object({
        fileName: z.string().min(1).max(200),
        mimeType: z.enum(imageMimeTypes, messages.imagesOnly),
        size: z.int().positive().max(MAX_IMAGE_BYTES),
      }),
    )
    .min(1, messages.noFileSelected)
    .max(400),
});
