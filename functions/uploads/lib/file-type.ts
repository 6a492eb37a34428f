/**
 * What a file really is, from its first bytes (shared/image-header.ts, which the browser uses too,
 * to refuse a non-image before sending it): the server's word is final, read again on arrival.
 */
export { detectImageType, HEADER_BYTES, pixelSizeOf } from '../../../shared/image-header';

/** HEIC is a kind of HEIF, and browsers name either file either way. */
const family = (type: string) => (type === 'image/heic' ? 'image/heif' : type);
export const sameImageType = (a: string, b: string) => family(a) === family(b);
